import type { ActivityShare } from "@vitalog/domain";
import type { ViewerContext } from "../../context.ts";
import type { ModuleShare } from "../../modules/module.ts";
import { listActivityDaysBetween } from "./activity-day.repository.ts";

/** The period's days (the date part of each end), oldest first. */
export const activityShare: ModuleShare = {
  async read(ctx: ViewerContext, period): Promise<ActivityShare> {
    const rows = await listActivityDaysBetween(
      ctx.db,
      ctx.viewer.id,
      period.from.slice(0, 10),
      period.to.slice(0, 10),
    );
    return {
      from: period.from,
      to: period.to,
      days: rows.map((r) => ({ date: r.date, steps: r.steps, activeMinutes: r.activeMinutes })),
    };
  },
};
