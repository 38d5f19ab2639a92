import { z } from "zod";
import { CalendarDate, daysBetween } from "../kit/calendar.ts";
import { Confirmed } from "../kit/plausibility.ts";
import { pageCursor, timeSeriesPage } from "../kit/time-series.ts";
import {
  CYCLE_DAYS_RANGE_MAX,
  CYCLE_NOTE_MAX,
  CYCLE_PAGE_DEFAULT,
  CYCLE_PAGE_MAX,
  CYCLE_PHASES,
  CYCLE_SYMPTOMS,
  FLOWS,
  PERIOD_MAX_DAYS,
} from "./constants.ts";
import { CycleMessage } from "./messages.ts";

/**
 * A day the person has lived. Not in the future (kit isDayNotInFuture, up to one day past UTC's
 * today) is checked against the injected clock.
 */
export const CycleDate = CalendarDate;

const periodShape = z.object({
  startDate: CycleDate,
  endDate: CycleDate.nullable().optional(),
  confirmed: Confirmed,
});

function checkPeriod(
  period: { startDate?: string | undefined; endDate?: string | null | undefined },
  ctx: z.RefinementCtx,
) {
  const { startDate, endDate } = period;
  if (!startDate || !endDate) return;
  if (endDate < startDate) {
    ctx.addIssue({ code: "custom", message: CycleMessage.endBeforeStart, path: ["endDate"] });
  } else if (daysBetween(startDate, endDate) + 1 > PERIOD_MAX_DAYS) {
    ctx.addIssue({ code: "custom", message: CycleMessage.periodTooLong, path: ["endDate"] });
  }
}

export const PeriodInput = periodShape.strict().superRefine(checkPeriod);
export type PeriodInput = z.infer<typeof PeriodInput>;

/** A change of start or end; the service checks the result against the stored period. */
export const PeriodPatch = periodShape.partial().strict().superRefine(checkPeriod);
export type PeriodPatch = z.infer<typeof PeriodPatch>;

export const Period = z.object({
  id: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Period = z.infer<typeof Period>;

export const PeriodListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(CYCLE_PAGE_MAX).default(CYCLE_PAGE_DEFAULT),
  cursor: pageCursor(),
});
export type PeriodListQuery = z.infer<typeof PeriodListQuery>;

export const PeriodList = timeSeriesPage(Period);
export type PeriodList = z.infer<typeof PeriodList>;

export const CycleDayInput = z
  .object({
    flow: z.enum(FLOWS, { error: CycleMessage.flowInvalid }).nullable().optional(),
    symptoms: z
      .array(z.enum(CYCLE_SYMPTOMS, { error: CycleMessage.symptomInvalid }))
      .max(CYCLE_SYMPTOMS.length)
      .optional()
      .transform((v) => [...new Set(v ?? [])]),
    note: z
      .string()
      .trim()
      .max(CYCLE_NOTE_MAX, CycleMessage.noteTooLong)
      .nullable()
      .optional()
      .transform((v) => (v ? v : null)),
  })
  .strict();
export type CycleDayInput = z.infer<typeof CycleDayInput>;

export const CycleDay = z.object({
  id: z.string(),
  date: z.string(),
  flow: z.enum(FLOWS).nullable(),
  symptoms: z.array(z.enum(CYCLE_SYMPTOMS)),
  note: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CycleDay = z.infer<typeof CycleDay>;

export const CycleDaysQuery = z
  .object({
    from: CalendarDate.optional(),
    to: CalendarDate.optional(),
  })
  .superRefine((q, ctx) => {
    if (!q.from || !q.to) {
      ctx.addIssue({ code: "custom", message: CycleMessage.rangeRequired, path: ["from"] });
    } else if (q.to < q.from) {
      ctx.addIssue({ code: "custom", message: CycleMessage.rangeReversed, path: ["to"] });
    } else if (daysBetween(q.from, q.to) + 1 > CYCLE_DAYS_RANGE_MAX) {
      ctx.addIssue({ code: "custom", message: CycleMessage.rangeTooLong, path: ["to"] });
    }
  });
export type CycleDaysQuery = z.infer<typeof CycleDaysQuery>;

export const CycleDayList = z.object({ items: z.array(CycleDay) });
export type CycleDayList = z.infer<typeof CycleDayList>;

const UpcomingCycle = z.object({
  periodStart: z.string(),
  ovulationDate: z.string(),
  fertileWindowStart: z.string(),
  fertileWindowEnd: z.string(),
});

export const CyclePredictions = z.object({
  predictedCycleLength: z.number(),
  nextPeriodStart: z.string().nullable(),
  ovulationDate: z.string().nullable(),
  fertileWindowStart: z.string().nullable(),
  fertileWindowEnd: z.string().nullable(),
  rangeDays: z.number(),
  basedOnCycles: z.number(),
  upcoming: z.array(UpcomingCycle),
});
export type CyclePredictions = z.infer<typeof CyclePredictions>;

const PhaseCounts = z.object(
  Object.fromEntries(CYCLE_PHASES.map((p) => [p, z.number()])) as Record<
    (typeof CYCLE_PHASES)[number],
    z.ZodNumber
  >,
);

export const CycleStats = z.object({
  averageCycleLength: z.number().nullable(),
  averagePeriodLength: z.number().nullable(),
  cycleLengthVariation: z.number().nullable(),
  cycles: z.array(
    z.object({
      startDate: z.string(),
      lengthDays: z.number().nullable(),
      periodDays: z.number().nullable(),
    }),
  ),
  /** Null until two whole cycles are logged. */
  symptomsByPhase: z
    .object({
      daysByPhase: PhaseCounts,
      symptoms: z.array(z.object({ symptom: z.enum(CYCLE_SYMPTOMS), byPhase: PhaseCounts })),
    })
    .nullable(),
});
export type CycleStats = z.infer<typeof CycleStats>;

const ReminderTime = z
  .string({ error: CycleMessage.reminderTime })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, CycleMessage.reminderTime);

export const CycleSettings = z.object({
  discreetMode: z.boolean(),
  periodReminders: z.boolean(),
  fertilityReminders: z.boolean(),
  symptomReminders: z.boolean(),
  symptomReminderTime: z.string(),
});
export type CycleSettings = z.infer<typeof CycleSettings>;

export const CycleSettingsPatch = z
  .object({
    discreetMode: z.boolean(),
    periodReminders: z.boolean(),
    fertilityReminders: z.boolean(),
    symptomReminders: z.boolean(),
    symptomReminderTime: ReminderTime,
  })
  .partial()
  .strict();
export type CycleSettingsPatch = z.infer<typeof CycleSettingsPatch>;
