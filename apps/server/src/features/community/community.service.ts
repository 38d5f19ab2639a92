import type { ServiceContext } from "../../context.ts";
import { countCommunity, deleteCommunityRows } from "./community.repository.ts";

/**
 * Before an account goes: its articles, threads, posts, comments, likes, votes, memberships,
 * reports and profile choices are removed, and every count they fed is recounted; its feature
 * requests stay without a name, so other people's votes keep their place.
 */
export async function removeCommunityContent(
  ctx: ServiceContext,
  user: { id: string; email: string },
): Promise<void> {
  await deleteCommunityRows(ctx.db, user.id);
}

export async function communityAdminCounts(ctx: ServiceContext): Promise<Record<string, number>> {
  return countCommunity(ctx.db);
}
