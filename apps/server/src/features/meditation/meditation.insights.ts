import { type InsightContribution, type InsightRange, meditationSeries } from "@vitalog/domain";
import type { ViewerContext } from "../../context.ts";
import { insightWindow } from "../../kit/insight-window.ts";
import { listSessionDurationsBetween } from "./meditation.repository.ts";

/** Minutes meditated each local day of the report. */
export async function meditationInsights(
  ctx: ViewerContext,
  range: InsightRange,
): Promise<InsightContribution> {
  const { from, to } = insightWindow(range);
  const rows = await listSessionDurationsBetween(ctx.db, ctx.viewer.id, from, to);
  return { series: [meditationSeries(rows, range.tz)] };
}
