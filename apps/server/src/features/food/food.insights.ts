import { foodSeries, type InsightContribution, type InsightRange } from "@vitalog/domain";
import type { ViewerContext } from "../../context.ts";
import { listEnergyByDayBetween, listImportedEnergyByDay } from "./food.repository.ts";

/**
 * The energy eaten on each day of the report (summed by the database): the food log's, and the
 * energy other apps recorded.
 */
export async function foodInsights(
  ctx: ViewerContext,
  range: InsightRange,
): Promise<InsightContribution> {
  const [logged, imported] = await Promise.all([
    listEnergyByDayBetween(ctx.db, ctx.viewer.id, range.from, range.to),
    listImportedEnergyByDay(ctx.db, ctx.viewer.id, range.from, range.to),
  ]);
  return { series: [foodSeries([...logged, ...imported])] };
}
