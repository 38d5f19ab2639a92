import { activitySeries, type InsightContribution, type InsightRange } from "@vitalog/domain";
import type { ViewerContext } from "../../context.ts";
import { listActivityDaysBetween } from "./activity-day.repository.ts";

/** Steps and active minutes of each day of the report (days are already local days). */
export async function activityInsights(
  ctx: ViewerContext,
  range: InsightRange,
): Promise<InsightContribution> {
  const rows = await listActivityDaysBetween(ctx.db, ctx.viewer.id, range.from, range.to);
  return { series: activitySeries(rows) };
}
