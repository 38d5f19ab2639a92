import { type InsightContribution, type InsightRange, weightSeries } from "@vitalog/domain";
import type { ViewerContext } from "../../context.ts";
import { insightWindow } from "../../kit/insight-window.ts";
import { listWeightsBetween } from "./weight-entry.repository.ts";

/** The last weigh-in of each local day of the report. */
export async function weightInsights(
  ctx: ViewerContext,
  range: InsightRange,
): Promise<InsightContribution> {
  const { from, to } = insightWindow(range);
  const rows = await listWeightsBetween(ctx.db, ctx.viewer.id, from, to);
  return { series: [weightSeries(rows, range.tz)] };
}
