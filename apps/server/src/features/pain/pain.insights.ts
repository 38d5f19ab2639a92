import { type InsightContribution, type InsightRange, painSeries } from "@vitalog/domain";
import type { ViewerContext } from "../../context.ts";
import { insightWindow } from "../../kit/insight-window.ts";
import { listPainMaximaBetween } from "./pain.repository.ts";

/** The highest intensity of each local day of the report, over every region. */
export async function painInsights(
  ctx: ViewerContext,
  range: InsightRange,
): Promise<InsightContribution> {
  const { from, to } = insightWindow(range);
  const rows = await listPainMaximaBetween(ctx.db, ctx.viewer.id, from, to);
  const entries = rows.map((row) => ({
    occurredAt: row.occurredAt,
    intensities: [row.maxIntensity],
  }));
  return { series: [painSeries(entries, range.tz)] };
}
