import { fastingSeries, type InsightContribution, type InsightRange } from "@vitalog/domain";
import type { ViewerContext } from "../../context.ts";
import { insightWindow } from "../../kit/insight-window.ts";
import { listFastsEndedBetween } from "./fasting.repository.ts";

/** Hours of fasting completed each local day of the report. */
export async function fastingInsights(
  ctx: ViewerContext,
  range: InsightRange,
): Promise<InsightContribution> {
  const { from, to } = insightWindow(range);
  const rows = await listFastsEndedBetween(ctx.db, ctx.viewer.id, from, to);
  return { series: [fastingSeries(rows, range.tz)] };
}
