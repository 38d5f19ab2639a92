import { z } from "zod";
import { CalendarDate } from "../kit/calendar.ts";
import { pageCursor, timeSeriesPage } from "../kit/time-series.ts";
import {
  SLEEP_HOURS_MAX,
  SLEEP_HOURS_MIN,
  WELLBEING_NOTE_MAX,
  WELLBEING_PAGE_DEFAULT,
  WELLBEING_PAGE_MAX,
} from "./constants.ts";
import { WellbeingMessage } from "./messages.ts";

const Scale = z
  .number({ error: WellbeingMessage.scaleRange })
  .int(WellbeingMessage.scaleRange)
  .min(1, WellbeingMessage.scaleRange)
  .max(5, WellbeingMessage.scaleRange);

/**
 * The day of a check-in: the person's own calendar day. Not in the future (kit
 * isDayNotInFuture, up to one day past UTC's today) is checked against the injected clock.
 */
export const CheckinDate = CalendarDate;

export const WellbeingCheckinInput = z
  .object({
    mood: Scale,
    energy: Scale,
    sleepQuality: Scale,
    stress: Scale,
    sleepHours: z
      .number({ error: WellbeingMessage.sleepHoursRange })
      .min(SLEEP_HOURS_MIN, WellbeingMessage.sleepHoursRange)
      .max(SLEEP_HOURS_MAX, WellbeingMessage.sleepHoursRange)
      .nullable()
      .optional(),
    note: z
      .string()
      .trim()
      .max(WELLBEING_NOTE_MAX, WellbeingMessage.noteTooLong)
      .nullable()
      .optional()
      .transform((v) => (v ? v : null)),
  })
  .strict();
export type WellbeingCheckinInput = z.infer<typeof WellbeingCheckinInput>;

export const WellbeingCheckin = z.object({
  id: z.string(),
  date: z.string(),
  mood: z.number(),
  energy: z.number(),
  sleepQuality: z.number(),
  stress: z.number(),
  sleepHours: z.number().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WellbeingCheckin = z.infer<typeof WellbeingCheckin>;

/** The list: newest day first, an optional inclusive range of days, an opaque cursor. */
export const WellbeingCheckinListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(WELLBEING_PAGE_MAX).default(WELLBEING_PAGE_DEFAULT),
  cursor: pageCursor(),
  from: CalendarDate.optional(),
  to: CalendarDate.optional(),
});
export type WellbeingCheckinListQuery = z.infer<typeof WellbeingCheckinListQuery>;

export const WellbeingCheckinList = timeSeriesPage(WellbeingCheckin);
export type WellbeingCheckinList = z.infer<typeof WellbeingCheckinList>;

export const WellbeingSummaryQuery = z.object({
  days: z.enum(["7", "30", "90"], { error: WellbeingMessage.summaryDays }).default("7"),
  /** The last day of the period, the person's today; UTC's today when absent. */
  to: CalendarDate.optional(),
});
export type WellbeingSummaryQuery = z.infer<typeof WellbeingSummaryQuery>;

const Averages = z.object({
  mood: z.number().nullable(),
  energy: z.number().nullable(),
  sleepQuality: z.number().nullable(),
  stress: z.number().nullable(),
  sleepHours: z.number().nullable(),
});

const ScoredDay = z.object({ date: z.string(), score: z.number() });

export const WellbeingSummary = z.object({
  from: z.string(),
  to: z.string(),
  days: z.number(),
  checkins: z.number(),
  averages: Averages,
  weekly: z.array(Averages.extend({ weekStart: z.string(), checkins: z.number() })),
  best: ScoredDay.nullable(),
  worst: ScoredDay.nullable(),
  daily: z.array(WellbeingCheckin),
});
export type WellbeingSummary = z.infer<typeof WellbeingSummary>;
