import type { RequestContext } from "../../context.ts";
import { countActiveUsers, countUsers } from "./account.repository.ts";

/** "Active" looks back this far (the dashboard's active users). */
const ACTIVE_DAYS = 30;

/**
 * The dashboard's people figures: total users, users active in the last 30 days, and
 * engagement = active ÷ total, in percent with one decimal (0 with no users).
 */
export async function accountAdminCounts(ctx: RequestContext) {
  const since = new Date(ctx.now().getTime() - ACTIVE_DAYS * 86_400_000);
  const [users, activeUsers] = await Promise.all([
    countUsers(ctx.db),
    countActiveUsers(ctx.db, since),
  ]);
  const engagement = users > 0 ? Math.round((activeUsers / users) * 1000) / 10 : 0;
  return { users, activeUsers, engagement };
}
