import {
  FastEndTime,
  FastInput,
  FastingMessage,
  FastingSettingsPatch,
  type FastPatch,
  FastStartTime,
  FastTargetHours,
  isNotInFuture,
} from "@vitalog/domain";
import { z } from "zod";
import { dateTimeLocalToIso } from "../../kit/datetime-local.ts";

/** A local date-time as typed, to ISO: `required` when empty or not a date-time. */
function localInstant(required: string) {
  return z.string().transform((value, ctx) => {
    const iso = value ? dateTimeLocalToIso(value) : null;
    if (!iso) {
      ctx.addIssue({ code: "custom", message: required });
      return z.NEVER;
    }
    return iso;
  });
}

// Not in the future is checked at the moment of checking, not of building the form.
const startTime = localInstant(FastingMessage.startRequired)
  .pipe(FastStartTime)
  .refine((iso) => isNotInFuture(iso, new Date()), FastingMessage.startInFuture);
const endTime = localInstant(FastingMessage.endRequired)
  .pipe(FastEndTime)
  .refine((iso) => isNotInFuture(iso, new Date()), FastingMessage.endInFuture);
const hoursText = z.string().transform(Number).pipe(FastTargetHours);

/** The start form: a preset target or "custom" hours, and an optional earlier start. */
export type StartFastValues = { target: string; customHours: string; startedAt: string };

export const startFastSchema = z
  .object({
    target: z.string(),
    customHours: z.string(),
    startedAt: z.union([z.literal(""), startTime]),
  })
  .transform((values, ctx) => {
    const hours = FastTargetHours.safeParse(
      Number(values.target === "custom" ? values.customHours : values.target),
    );
    if (!hours.success) {
      ctx.addIssue({ code: "custom", message: FastingMessage.targetRange, path: ["customHours"] });
      return z.NEVER;
    }
    return {
      targetHours: hours.data,
      ...(values.startedAt ? { startTime: values.startedAt } : {}),
    };
  })
  .pipe(FastInput);

/** The end dialog: when the fast ended, as typed. */
export type EndFastValues = { endedAt: string };
export const endFastSchema = z.object({ endedAt: endTime });

/** The edit form: start, end (empty while in progress) and target, as typed. */
export type EditFastValues = { start: string; end: string; target: string };
export const editFastSchema = z
  .object({
    start: startTime,
    end: z.union([z.literal(""), endTime]),
    target: hoursText,
  })
  .transform(
    (v): FastPatch =>
      v.end
        ? { startTime: v.start, endTime: v.end, targetHours: v.target }
        : { startTime: v.start, targetHours: v.target },
  );

/** The settings form: the flags as they are, the duration as typed. */
export type FastingSettingsValues = {
  defaultDurationHours: string;
  startReminder: boolean;
  progressUpdates: boolean;
  endReminder: boolean;
  milestones: boolean;
  hydrationReminders: boolean;
  dailyReminder: boolean;
  dailyReminderTime: string;
  showStreaks: boolean;
};
const settingsField = FastingSettingsPatch.shape;
export const fastingSettingsSchema = z.object({
  defaultDurationHours: z
    .string()
    .transform(Number)
    .pipe(settingsField.defaultDurationHours.unwrap()),
  startReminder: z.boolean(),
  progressUpdates: z.boolean(),
  endReminder: z.boolean(),
  milestones: z.boolean(),
  hydrationReminders: z.boolean(),
  dailyReminder: z.boolean(),
  dailyReminderTime: settingsField.dailyReminderTime.unwrap(),
  showStreaks: z.boolean(),
});
