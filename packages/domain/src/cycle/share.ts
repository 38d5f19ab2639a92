import { z } from "zod";
import { daysBetween } from "../kit/calendar.ts";

/** Cycle's part of a share link or summary: the periods of the span and their lengths. */
export const CycleShare = z.object({
  periods: z.array(
    z.object({
      startDate: z.string(),
      endDate: z.string().nullable(),
      /** Days bled, both ends counted; null while the period is open. */
      periodDays: z.number().nullable(),
      /** Days from this start to the next one; null for the latest. */
      cycleDays: z.number().nullable(),
    }),
  ),
  averageCycleDays: z.number().nullable(),
  averagePeriodDays: z.number().nullable(),
});
export type CycleShare = z.infer<typeof CycleShare>;

const mean = (values: number[]) =>
  values.length === 0
    ? null
    : Math.round((values.reduce((sum, v) => sum + v, 0) / values.length) * 10) / 10;

/**
 * The periods touching [from, to] (`all` oldest first: the next start after the span gives the
 * last cycle's length), each with its length and its cycle's, and their averages.
 */
export function cycleShareOf(
  all: readonly { startDate: string; endDate: string | null }[],
  period: { from: string; to: string },
): CycleShare {
  const periods = all.flatMap((p, i) => {
    const touches = p.startDate <= period.to && (p.endDate ?? p.startDate) >= period.from;
    if (!touches) return [];
    const next = all[i + 1];
    return [
      {
        startDate: p.startDate,
        endDate: p.endDate,
        periodDays: p.endDate ? daysBetween(p.startDate, p.endDate) + 1 : null,
        cycleDays: next ? daysBetween(p.startDate, next.startDate) : null,
      },
    ];
  });
  return {
    periods,
    averageCycleDays: mean(periods.flatMap((p) => (p.cycleDays === null ? [] : [p.cycleDays]))),
    averagePeriodDays: mean(periods.flatMap((p) => (p.periodDays === null ? [] : [p.periodDays]))),
  };
}
