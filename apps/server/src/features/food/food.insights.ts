import { foodSeries, type InsightContribution, type InsightRange } from "@vitalog/domain";
import type { ViewerContext } from "../../context.ts";
import { listEntryEnergyBetween } from "./food.repository.ts";

/** The energy logged for each day of the report. */
export async function foodInsights(
  ctx: ViewerContext,
  range: InsightRange,
): Promise<InsightContribution> {
  const rows = await listEntryEnergyBetween(ctx.db, ctx.viewer.id, range.from, range.to);
  return { series: [foodSeries(rows)] };
}
