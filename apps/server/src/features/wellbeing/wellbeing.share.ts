import { type WellbeingShare, wellbeingShareOf } from "@vitalog/domain";
import type { ViewerContext } from "../../context.ts";
import { listCheckinRowsBetween } from "./wellbeing.repository.ts";

/** The period's check-ins without their notes, and their averages. */
export async function readWellbeingShare(
  ctx: ViewerContext,
  period: { from: string; to: string },
): Promise<WellbeingShare> {
  const rows = await listCheckinRowsBetween(ctx.db, ctx.viewer.id, period.from, period.to);
  return wellbeingShareOf(
    rows.map(({ date, mood, energy, sleepQuality, stress, sleepHours }) => ({
      date,
      mood,
      energy,
      sleepQuality,
      stress,
      sleepHours,
    })),
  );
}
