import { z } from "zod";
import { addDays, localDateOf } from "../kit/calendar.ts";
import {
  HYPERTENSION_DIASTOLIC,
  HYPERTENSION_SYSTOLIC,
  SUGGESTION_MIN_DAYS,
  SUGGESTION_WINDOW_DAYS,
  VITALS_SUGGESTIONS,
} from "./constants.ts";

export interface SustainedHighPattern {
  meanSystolic: number;
  meanDiastolic: number;
  /** Separate local days with a reading in the window. */
  days: number;
  readings: number;
  from: string;
  to: string;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Whether the readings of the last SUGGESTION_WINDOW_DAYS local days (ending on today in `tz`)
 * show sustained high blood pressure: readings on at least SUGGESTION_MIN_DAYS separate days
 * whose mean is ≥ 130 systolic or ≥ 80 diastolic (2017 ACC/AHA guideline, Whelton PK et al.,
 * Hypertension 2018;71:e13–e115, section 4.1: the average of ≥ 2 readings on ≥ 2 occasions;
 * table 6: stage 1 from 130/80). Null when not, or with too few days.
 */
export function sustainedHighPattern(
  readings: readonly { systolic: number; diastolic: number; measuredAt: string | Date }[],
  now: Date,
  tz: string,
): SustainedHighPattern | null {
  const to = localDateOf(now, tz);
  const from = addDays(to, -(SUGGESTION_WINDOW_DAYS - 1));
  const inWindow = readings.filter((r) => {
    const day = localDateOf(new Date(r.measuredAt), tz);
    return day >= from && day <= to;
  });
  const days = new Set(inWindow.map((r) => localDateOf(new Date(r.measuredAt), tz)));
  if (days.size < SUGGESTION_MIN_DAYS) return null;
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  const meanSystolic = mean(inWindow.map((r) => r.systolic));
  const meanDiastolic = mean(inWindow.map((r) => r.diastolic));
  if (meanSystolic < HYPERTENSION_SYSTOLIC && meanDiastolic < HYPERTENSION_DIASTOLIC) return null;
  return {
    meanSystolic: round1(meanSystolic),
    meanDiastolic: round1(meanDiastolic),
    days: days.size,
    readings: inWindow.length,
    from,
    to,
  };
}

export const VitalsSuggestionKey = z.enum(VITALS_SUGGESTIONS);
export type VitalsSuggestionKey = z.infer<typeof VitalsSuggestionKey>;

export const VitalsSuggestion = z.object({
  key: VitalsSuggestionKey,
  riskFactor: z.object({ id: z.string(), name: z.string() }),
  meanSystolic: z.number(),
  meanDiastolic: z.number(),
  days: z.number(),
  readings: z.number(),
  from: z.string(),
  to: z.string(),
});
export type VitalsSuggestion = z.infer<typeof VitalsSuggestion>;

export const VitalsSuggestionList = z.object({ items: z.array(VitalsSuggestion) });
export type VitalsSuggestionList = z.infer<typeof VitalsSuggestionList>;
