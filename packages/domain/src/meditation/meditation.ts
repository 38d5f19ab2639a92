import { z } from "zod";
import { TimeZone } from "../kit/calendar.ts";
import {
  EARLIEST_INSTANT_MS,
  NOT_BEFORE_1900_PATTERN,
  timeSeriesListQuery,
  timeSeriesPage,
} from "../kit/time-series.ts";
import {
  MEDITATION_BELL_MAX_MINUTES,
  MEDITATION_BELL_MIN_MINUTES,
  MEDITATION_MAX_SECONDS,
  MEDITATION_MIN_SECONDS,
  MEDITATION_NOTE_MAX,
  MEDITATION_PAGE_DEFAULT,
  MEDITATION_PAGE_MAX,
} from "./constants.ts";
import { MeditationMessage } from "./messages.ts";

export const MeditationDuration = z
  .number({ error: MeditationMessage.durationRange })
  .int(MeditationMessage.durationRange)
  .min(MEDITATION_MIN_SECONDS, MeditationMessage.durationRange)
  .max(MEDITATION_MAX_SECONDS, MeditationMessage.durationRange);

// Not in the future is checked against the injected clock (kit isNotInFuture), not here.
export const MeditationStartedAt = z.iso
  .datetime({ offset: true, error: MeditationMessage.startRequired })
  .refine((v) => new Date(v).getTime() >= EARLIEST_INSTANT_MS, MeditationMessage.startTooEarly)
  .meta({ pattern: NOT_BEFORE_1900_PATTERN });

const MeditationNote = z
  .string()
  .trim()
  .max(MEDITATION_NOTE_MAX, MeditationMessage.noteTooLong)
  .nullable()
  .transform((v) => (v ? v : null));

export const MeditationSessionInput = z
  .object({
    startedAt: MeditationStartedAt,
    durationSeconds: MeditationDuration,
    note: MeditationNote.optional(),
  })
  .strict();
export type MeditationSessionInput = z.infer<typeof MeditationSessionInput>;

export const MeditationSessionPatch = MeditationSessionInput.partial().strict();
export type MeditationSessionPatch = z.infer<typeof MeditationSessionPatch>;

export const MeditationSession = z.object({
  id: z.string(),
  startedAt: z.string(),
  durationSeconds: z.number(),
  note: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MeditationSession = z.infer<typeof MeditationSession>;

export const MeditationSessionListQuery = timeSeriesListQuery({
  defaultLimit: MEDITATION_PAGE_DEFAULT,
  maxLimit: MEDITATION_PAGE_MAX,
});
export type MeditationSessionListQuery = z.infer<typeof MeditationSessionListQuery>;

export const MeditationSessionList = timeSeriesPage(MeditationSession);
export type MeditationSessionList = z.infer<typeof MeditationSessionList>;

export const MeditationStatsQuery = z.object({ tz: TimeZone });
export type MeditationStatsQuery = z.infer<typeof MeditationStatsQuery>;

/**
 * The figures of the meditation page. Minutes have one decimal; `averageMinutes` is 0 with no
 * session; streaks count local days with a session; `minutesPerWeek` holds the last twelve ISO
 * weeks (Monday first), oldest first, empty weeks as 0.
 */
export const MeditationStats = z.object({
  totalMinutes: z.number(),
  totalSessions: z.number().int(),
  sessionsThisWeek: z.number().int(),
  minutesThisWeek: z.number(),
  averageMinutes: z.number(),
  currentStreak: z.number().int(),
  longestStreak: z.number().int(),
  minutesPerWeek: z.array(z.object({ weekStart: z.string(), minutes: z.number() })),
});
export type MeditationStats = z.infer<typeof MeditationStats>;

export const MeditationSettings = z.object({
  showStreak: z.boolean(),
  intervalBellMinutes: z.number().nullable(),
});
export type MeditationSettings = z.infer<typeof MeditationSettings>;

export const MeditationSettingsPatch = z
  .object({
    showStreak: z.boolean({ error: MeditationMessage.showStreakChoice }),
    intervalBellMinutes: z
      .number({ error: MeditationMessage.bellRange })
      .int(MeditationMessage.bellRange)
      .min(MEDITATION_BELL_MIN_MINUTES, MeditationMessage.bellRange)
      .max(MEDITATION_BELL_MAX_MINUTES, MeditationMessage.bellRange)
      .nullable(),
  })
  .partial()
  .strict();
export type MeditationSettingsPatch = z.infer<typeof MeditationSettingsPatch>;
