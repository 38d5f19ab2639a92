import { type InsightContribution, type InsightRange, painSeries } from "@vitalog/domain";
import type { ViewerContext } from "../../context.ts";
import { insightWindow } from "../../kit/insight-window.ts";
import { listPainIntensitiesBetween } from "./pain.repository.ts";

/** The highest intensity of each local day of the report, over every region. */
export async function painInsights(
  ctx: ViewerContext,
  range: InsightRange,
): Promise<InsightContribution> {
  const { from, to } = insightWindow(range);
  const rows = await listPainIntensitiesBetween(ctx.db, ctx.viewer.id, from, to);
  const entries = rows.map((row) => ({
    occurredAt: row.occurredAt,
    intensities: row.regions.map((region) => region.intensity),
  }));
  return { series: [painSeries(entries, range.tz)] };
}
