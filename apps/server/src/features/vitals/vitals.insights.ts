import { type InsightContribution, type InsightRange, vitalsSeries } from "@vitalog/domain";
import type { ViewerContext } from "../../context.ts";
import { insightWindow } from "../../kit/insight-window.ts";
import { listBloodPressureBetween } from "./blood-pressure.repository.ts";
import { listVitalSignsBetween } from "./vital-sign.repository.ts";

/** The mean of each local day's readings of the report, per measure. */
export async function vitalsInsights(
  ctx: ViewerContext,
  range: InsightRange,
): Promise<InsightContribution> {
  const { from, to } = insightWindow(range);
  const [bp, readings] = await Promise.all([
    listBloodPressureBetween(ctx.db, ctx.viewer.id, from, to),
    listVitalSignsBetween(ctx.db, ctx.viewer.id, from, to),
  ]);
  return { series: vitalsSeries(bp, readings, range.tz) };
}
