import { z } from "zod";
import { TimeZone } from "../kit/calendar.ts";
import { Confirmed } from "../kit/plausibility.ts";
import {
  EARLIEST_INSTANT_MS,
  NOT_BEFORE_1900_PATTERN,
  timeSeriesListQuery,
  timeSeriesPage,
} from "../kit/time-series.ts";
import {
  FAST_PAGE_DEFAULT,
  FAST_PAGE_MAX,
  FAST_TARGET_MAX_HOURS,
  FAST_TARGET_MIN_HOURS,
} from "./constants.ts";
import { FastingMessage } from "./messages.ts";

const notBefore1900 = (v: string) => new Date(v).getTime() >= EARLIEST_INSTANT_MS;

export const FastTargetHours = z
  .number({ error: FastingMessage.targetRange })
  .int(FastingMessage.targetRange)
  .min(FAST_TARGET_MIN_HOURS, FastingMessage.targetRange)
  .max(FAST_TARGET_MAX_HOURS, FastingMessage.targetRange);

// Not in the future is checked against the injected clock (kit isNotInFuture), not here.
export const FastStartTime = z.iso
  .datetime({ offset: true, error: FastingMessage.startRequired })
  .refine(notBefore1900, FastingMessage.startTooEarly)
  .meta({ pattern: NOT_BEFORE_1900_PATTERN });

export const FastEndTime = z.iso
  .datetime({ offset: true, error: FastingMessage.endRequired })
  .refine(notBefore1900, FastingMessage.endBeforeStart)
  .meta({ pattern: NOT_BEFORE_1900_PATTERN });

/** `POST /fasts`: the start defaults to now. */
export const FastInput = z
  .object({ startTime: FastStartTime.optional(), targetHours: FastTargetHours })
  .strict();
export type FastInput = z.infer<typeof FastInput>;

/** `POST /fasts/{id}/end`: the end defaults to now. */
export const FastEndInput = z
  .object({ endTime: FastEndTime.optional(), confirmed: Confirmed })
  .strict();
export type FastEndInput = z.infer<typeof FastEndInput>;

/** `PATCH /fasts/{id}`: a past fast's start and end, or the target. */
export const FastPatch = z
  .object({
    startTime: FastStartTime,
    endTime: FastEndTime,
    targetHours: FastTargetHours,
    confirmed: z.boolean(),
  })
  .partial()
  .strict();
export type FastPatch = z.infer<typeof FastPatch>;

export const Fast = z.object({
  id: z.string(),
  startTime: z.string(),
  endTime: z.string().nullable(),
  targetHours: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Fast = z.infer<typeof Fast>;

export const CurrentFast = z.object({ fast: Fast.nullable() });
export type CurrentFast = z.infer<typeof CurrentFast>;

export const FastListQuery = timeSeriesListQuery({
  defaultLimit: FAST_PAGE_DEFAULT,
  maxLimit: FAST_PAGE_MAX,
});
export type FastListQuery = z.infer<typeof FastListQuery>;

export const FastList = timeSeriesPage(Fast);
export type FastList = z.infer<typeof FastList>;

export const FastStatsQuery = z.object({ tz: TimeZone });
export type FastStatsQuery = z.infer<typeof FastStatsQuery>;

export const FastStats = z.object({
  completedFasts: z.number(),
  fastsReachingTarget: z.number(),
  averageHours: z.number().nullable(),
  longestHours: z.number().nullable(),
  totalHours: z.number(),
  currentStreakDays: z.number(),
  longestStreakDays: z.number(),
  streakMilestone: z.number().nullable(),
  nextStreakMilestone: z.number().nullable(),
});
export type FastStats = z.infer<typeof FastStats>;

const ReminderTime = z
  .string({ error: FastingMessage.reminderTime })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, FastingMessage.reminderTime);

export const FastingSettings = z.object({
  defaultDurationHours: z.number(),
  startReminder: z.boolean(),
  progressUpdates: z.boolean(),
  endReminder: z.boolean(),
  milestones: z.boolean(),
  hydrationReminders: z.boolean(),
  dailyReminder: z.boolean(),
  dailyReminderTime: z.string(),
  showStreaks: z.boolean(),
  safetyNoteAcknowledgedAt: z.string().nullable(),
});
export type FastingSettings = z.infer<typeof FastingSettings>;

export const FastingSettingsPatch = z
  .object({
    defaultDurationHours: z
      .number({ error: FastingMessage.durationRange })
      .int(FastingMessage.durationRange)
      .min(FAST_TARGET_MIN_HOURS, FastingMessage.durationRange)
      .max(FAST_TARGET_MAX_HOURS, FastingMessage.durationRange),
    startReminder: z.boolean(),
    progressUpdates: z.boolean(),
    endReminder: z.boolean(),
    milestones: z.boolean(),
    hydrationReminders: z.boolean(),
    dailyReminder: z.boolean(),
    dailyReminderTime: ReminderTime,
    showStreaks: z.boolean(),
    /** Records, once, that the person has read the note on who should not fast. */
    safetyNoteAcknowledged: z.literal(true),
  })
  .partial()
  .strict();
export type FastingSettingsPatch = z.infer<typeof FastingSettingsPatch>;
