import { z } from "zod";
import { CalendarDate } from "../kit/calendar.ts";
import { Confirmed, type Plausibility } from "../kit/plausibility.ts";
import { pageCursor, timeSeriesPage } from "../kit/time-series.ts";
import {
  ACTIVE_MINUTES_MAX,
  ACTIVE_MINUTES_USUAL_MAX,
  ACTIVITY_PAGE_DEFAULT,
  ACTIVITY_PAGE_MAX,
  STEPS_MAX,
  STEPS_USUAL_MAX,
} from "./constants.ts";
import { ActivityMessage } from "./messages.ts";

export const Steps = z
  .number({ error: ActivityMessage.stepsRange })
  .int(ActivityMessage.stepsRange)
  .min(0, ActivityMessage.stepsRange)
  .max(STEPS_MAX, ActivityMessage.stepsRange);

export const ActiveMinutes = z
  .number({ error: ActivityMessage.activeMinutesRange })
  .int(ActivityMessage.activeMinutesRange)
  .min(0, ActivityMessage.activeMinutesRange)
  .max(ACTIVE_MINUTES_MAX, ActivityMessage.activeMinutesRange);

/** The day's figures, replacing what was there; either may be unknown (null), not both. */
export const ActivityDayInput = z
  .object({
    steps: Steps.nullable(),
    activeMinutes: ActiveMinutes.nullable(),
    confirmed: Confirmed,
  })
  .strict()
  .refine((v) => (v.steps ?? null) !== null || (v.activeMinutes ?? null) !== null, {
    message: ActivityMessage.nothingToSave,
    path: ["steps"],
  });
export type ActivityDayInput = z.infer<typeof ActivityDayInput>;

export const ActivityDay = z.object({
  id: z.string(),
  date: z.string(),
  steps: z.number().nullable(),
  activeMinutes: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ActivityDay = z.infer<typeof ActivityDay>;

export const ActivityDayListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(ACTIVITY_PAGE_MAX).default(ACTIVITY_PAGE_DEFAULT),
  cursor: pageCursor(),
  from: CalendarDate.optional(),
  to: CalendarDate.optional(),
});
export type ActivityDayListQuery = z.infer<typeof ActivityDayListQuery>;

export const ActivityDayList = timeSeriesPage(ActivityDay);
export type ActivityDayList = z.infer<typeof ActivityDayList>;

export const ActivitySummaryQuery = z.object({
  days: z.enum(["7", "30", "90"], { error: ActivityMessage.summaryDays }).default("30"),
  /** The last day of the period, the person's today; UTC's today when absent. */
  to: CalendarDate.optional(),
});
export type ActivitySummaryQuery = z.infer<typeof ActivitySummaryQuery>;

const Averages = z.object({ steps: z.number().nullable(), activeMinutes: z.number().nullable() });

export const ActivitySummary = z.object({
  from: z.string(),
  to: z.string(),
  days: z.number(),
  /** Days with something recorded. */
  recordedDays: z.number(),
  averages: Averages,
  weekly: z.array(Averages.extend({ weekStart: z.string(), recordedDays: z.number() })),
  /** Days at or above the daily step goal. */
  goalDays: z.number(),
  daily: z.array(ActivityDay),
});
export type ActivitySummary = z.infer<typeof ActivitySummary>;

/** What a share link made for activity shows: the period's days, oldest first. */
export const ActivityShare = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(ActivityDay.omit({ id: true, createdAt: true, updatedAt: true })),
});
export type ActivityShare = z.infer<typeof ActivityShare>;

const SOURCE = "activity/constants.ts (Bassett DR et al., Med Sci Sports Exerc 2004)";

export const ACTIVITY_LIMITS = {
  steps: {
    bounds: { min: 0, max: STEPS_MAX },
    plausible: { min: 0, max: STEPS_USUAL_MAX },
    source: SOURCE,
  },
  activeMinutes: {
    bounds: { min: 0, max: ACTIVE_MINUTES_MAX },
    plausible: { min: 0, max: ACTIVE_MINUTES_USUAL_MAX },
    source: SOURCE,
  },
} satisfies Record<string, Plausibility>;
