import {
  isNotInFuture,
  MeditationDuration,
  MeditationMessage,
  MeditationSessionInput,
  MeditationStartedAt,
} from "@vitalog/domain";
import { z } from "zod";
import { dateTimeLocalToIso } from "../../kit/datetime-local.ts";

/** The session form as typed: local start, minutes and a note. */
export type SessionFormValues = { startedAt: string; minutes: string; note: string };

/**
 * The form schema: the local date-time to ISO and the minutes to seconds, checked by the domain's
 * rules, and not in the future at the moment of checking.
 */
export const sessionFormSchema = z
  .object({
    startedAt: z
      .string()
      .transform((value, ctx) => {
        const iso = value ? dateTimeLocalToIso(value) : null;
        if (!iso) {
          ctx.addIssue({ code: "custom", message: MeditationMessage.startRequired });
          return z.NEVER;
        }
        return iso;
      })
      .pipe(MeditationStartedAt)
      .refine((iso) => isNotInFuture(iso, new Date()), MeditationMessage.startInFuture),
    minutes: z
      .string()
      .transform((v) => Math.round(Number(v) * 60))
      .pipe(MeditationDuration),
    note: z
      .string()
      .transform((v): string | null => v)
      .pipe(MeditationSessionInput.shape.note.unwrap()),
  })
  .transform(
    (v): MeditationSessionInput => ({
      startedAt: v.startedAt,
      durationSeconds: v.minutes,
      note: v.note,
    }),
  );

/** The timer's log step: the session as timed. */
export type TimerSessionValues = { startedAt: string; durationSeconds: number };

/** The timer's log step: the session it timed, checked by the domain's rules before it is sent. */
export const timerSessionSchema = z.object({
  startedAt: MeditationStartedAt.refine(
    (iso) => isNotInFuture(iso, new Date()),
    MeditationMessage.startInFuture,
  ),
  durationSeconds: MeditationDuration,
});
