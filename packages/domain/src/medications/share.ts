import { z } from "zod";
import { addDays, daysBetween } from "../kit/calendar.ts";
import { medicationAdherence } from "./adherence.ts";
import type { Medication } from "./medications.ts";

/** Medications' part of a share link or summary: those taken in the period, with adherence. */
export const MedicationsShare = z.object({
  medications: z.array(
    z.object({
      name: z.string(),
      dosage: z.number(),
      dosageUnit: z.string(),
      instructions: z.string().nullable(),
      times: z.array(z.string()),
      daysOfWeek: z.array(z.number()),
      startDate: z.string(),
      endDate: z.string().nullable(),
      /** Doses due in the period (up to now), and how many were marked taken or skipped. */
      scheduled: z.number(),
      taken: z.number(),
      skipped: z.number(),
      adherencePercent: z.number().nullable(),
    }),
  ),
});
export type MedicationsShare = z.infer<typeof MedicationsShare>;

type DoseRecords = Parameters<typeof medicationAdherence>[1];

/**
 * The medications taken at some point of [from, to], each with its adherence over the period's
 * days up to `now` (in UTC, as share links read days; the rule of `medicationAdherence`).
 */
export function medicationsShareOf(
  medications: readonly Medication[],
  records: DoseRecords,
  period: { from: string; to: string },
  now: Date,
): MedicationsShare {
  const endOfPeriod = new Date(`${addDays(period.to, 1)}T00:00:00.000Z`).getTime() - 1;
  const at = new Date(Math.min(endOfPeriod, now.getTime()));
  const today = at.toISOString().slice(0, 10);
  const days = Math.max(1, daysBetween(period.from, today) + 1);
  return {
    medications: medications
      .filter((m) => m.startDate <= period.to && (m.endDate === null || m.endDate >= period.from))
      .map((m) => {
        const adherence =
          today < period.from
            ? { scheduled: 0, taken: 0, skipped: 0, adherencePercent: null }
            : medicationAdherence(m, records, { now: at, days, timeZone: "UTC" });
        return {
          name: m.name,
          dosage: m.dosage,
          dosageUnit: m.dosageUnit,
          instructions: m.instructions,
          times: m.schedule.times,
          daysOfWeek: m.schedule.daysOfWeek,
          startDate: m.startDate,
          endDate: m.endDate,
          scheduled: adherence.scheduled,
          taken: adherence.taken,
          skipped: adherence.skipped,
          adherencePercent: adherence.adherencePercent,
        };
      }),
  };
}
