import { addDays } from "@vitalog/domain";

/** The periods offered for a new report: the last 30 days, 90 days, a year, or chosen days. */
export const PERIOD_CHOICES = ["30", "90", "365", "custom"] as const;
export type PeriodChoice = (typeof PERIOD_CHOICES)[number];

/** The days of a preset period ending today, both ends included ("30" is today and 29 before). */
export function presetRange(
  choice: Exclude<PeriodChoice, "custom">,
  today: string,
): { from: string; to: string } {
  return { from: addDays(today, -(Number(choice) - 1)), to: today };
}
