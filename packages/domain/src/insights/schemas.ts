import { z } from "zod";
import { CYCLE_PHASES } from "../cycle/constants.ts";
import { addDays, isCalendarDate, timeZoneName } from "../kit/calendar.ts";
import { NOT_BEFORE_1900_PATTERN } from "../kit/time-series.ts";
import { InsightMessage } from "./messages.ts";

/**
 * The last day a report starting on `from` may end on: two calendar years later less a day
 * (2025-03-10 → 2027-03-09; from 29 February, the 28th two years on).
 */
export function latestReportTo(from: string): string {
  const year = Number(from.slice(0, 4)) + 2;
  const monthDay = from.slice(4);
  const sameDay = `${year}${monthDay}`;
  // 29 February two years on does not exist: the period then ends on 28 February.
  return isCalendarDate(sameDay) ? addDays(sameDay, -1) : `${year}-02-28`;
}

// An ISO date (documented as `format: date`) that exists on the calendar.
const ReportDay = (message: string) =>
  z.iso
    .date({ error: message, abort: true })
    .refine(isCalendarDate, { error: message })
    .meta({ pattern: NOT_BEFORE_1900_PATTERN });

/** `POST /api/v1/health-insights/reports`: the period (inclusive local days) and its time zone. */
export const CreateInsightReportBody = z
  .object({
    from: ReportDay(InsightMessage.fromInvalid),
    to: ReportDay(InsightMessage.toInvalid),
    tz: timeZoneName(InsightMessage.timeZoneInvalid).default("UTC"),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (!isCalendarDate(body.from) || !isCalendarDate(body.to)) return;
    if (body.to < body.from) {
      ctx.addIssue({ code: "custom", message: InsightMessage.toBeforeFrom, path: ["to"] });
    } else if (body.to > latestReportTo(body.from)) {
      ctx.addIssue({ code: "custom", message: InsightMessage.periodTooLong, path: ["to"] });
    }
  });
export type CreateInsightReportBody = z.infer<typeof CreateInsightReportBody>;

export const SeriesStatisticsSchema = z.object({
  key: z.string(),
  n: z.number().int(),
  mean: z.number(),
  min: z.number(),
  max: z.number(),
  slopePerWeek: z.number().nullable(),
  trend: z.enum(["rising", "falling", "steady"]).nullable(),
  trendSentence: z.string(),
});

export const CorrelationSchema = z.object({
  a: z.string(),
  b: z.string(),
  lag: z.union([z.literal(0), z.literal(1)]),
  n: z.number().int(),
  rho: z.number(),
  p: z.number(),
  q: z.number(),
  sentence: z.string(),
  caution: z.string(),
});

export const CyclePhaseComparisonSchema = z.object({
  cycles: z.number().int(),
  days: z.number().int(),
  phases: z.array(
    z.object({
      phase: z.enum(CYCLE_PHASES),
      days: z.number().int(),
      loggedDays: z.number().int(),
      painMean: z.number().nullable(),
      painDays: z.number().int(),
      restPainMean: z.number().nullable(),
      restPainDays: z.number().int(),
      symptoms: z.array(
        z.object({
          symptom: z.string(),
          days: z.number().int(),
          share: z.number(),
          restDays: z.number().int(),
          restShare: z.number().nullable(),
        }),
      ),
    }),
  ),
});

/** A report's statistics as stored and returned (the shape of `InsightStatistics`). */
export const InsightStatisticsSchema = z.object({
  series: z.array(SeriesStatisticsSchema),
  correlations: z.array(CorrelationSchema),
  cyclePhases: CyclePhaseComparisonSchema.nullable(),
});
