import { type InsightContribution, type InsightRange, wellbeingSeries } from "@vitalog/domain";
import type { ViewerContext } from "../../context.ts";
import { listCheckinMeasuresBetween } from "./wellbeing.repository.ts";

/** The check-ins' mood, energy, sleep quality, stress and sleep hours, one value a day. */
export async function wellbeingInsights(
  ctx: ViewerContext,
  range: InsightRange,
): Promise<InsightContribution> {
  const rows = await listCheckinMeasuresBetween(ctx.db, ctx.viewer.id, range.from, range.to);
  return { series: wellbeingSeries(rows) };
}
