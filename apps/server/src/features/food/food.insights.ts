import { foodSeries, type InsightContribution, type InsightRange } from "@vitalog/domain";
import type { ViewerContext } from "../../context.ts";
import { listEnergyByDayBetween } from "./food.repository.ts";

/** The energy logged for each day of the report (summed by the database). */
export async function foodInsights(
  ctx: ViewerContext,
  range: InsightRange,
): Promise<InsightContribution> {
  const rows = await listEnergyByDayBetween(ctx.db, ctx.viewer.id, range.from, range.to);
  return { series: [foodSeries(rows)] };
}
