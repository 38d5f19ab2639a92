import type { InsightContribution, InsightRange } from "@vitalog/domain";
import type { ViewerContext } from "../../context.ts";
import { listCycleInsightRows } from "./cycle.repository.ts";

/** No daily series of its own: the periods and symptoms the report compares by cycle phase. */
export async function cycleInsights(
  ctx: ViewerContext,
  range: InsightRange,
): Promise<InsightContribution> {
  const cycle = await listCycleInsightRows(ctx.db, ctx.viewer.id, range.from, range.to);
  return { series: [], cycle };
}
