import {
  type DoseStatus,
  type InsightContribution,
  type InsightRange,
  medicationAdherenceSeries,
} from "@vitalog/domain";
import type { ViewerContext } from "../../context.ts";
import { insightWindow } from "../../kit/insight-window.ts";
import { listAdherenceRowsBetween } from "./medications.repository.ts";

/** The percent of each local day's scheduled doses that were taken. */
export async function medicationsInsights(
  ctx: ViewerContext,
  range: InsightRange,
): Promise<InsightContribution> {
  const { from, to } = insightWindow(range);
  const { schedules, doses } = await listAdherenceRowsBetween(ctx.db, ctx.viewer.id, from, to);
  const series = medicationAdherenceSeries({
    medications: schedules.map((m) => ({
      id: m.id,
      schedule: { times: m.times, daysOfWeek: m.daysOfWeek },
      startDate: m.startDate,
      endDate: m.endDate,
      createdAt: m.createdAt.toISOString(),
    })),
    doses: doses.map((d) => ({
      medicationId: d.medicationId,
      scheduledAt: d.scheduledAt.toISOString(),
      status: d.status as DoseStatus,
    })),
    range,
    now: ctx.now(),
  });
  return { series: [series] };
}
