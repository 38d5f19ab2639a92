import { z } from "zod";
import { timeZoneName } from "../kit/calendar.ts";
import {
  CYCLE_SYMPTOM_REMINDER_DEFAULT_TIME,
  FASTING_DAILY_REMINDER_DEFAULT_TIME,
  WEIGHT_DAILY_REMINDER_DEFAULT_TIME,
} from "./constants.ts";
import { NotificationMessage } from "./messages.ts";

/** A wall-clock time "HH:MM", 00:00..23:59. */
export const ReminderTime = z
  .string({ error: NotificationMessage.reminderTime })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, NotificationMessage.reminderTime);

const ZoneName = timeZoneName();

const CycleReminderSettings = z.object({
  periodReminders: z.boolean(),
  fertilityReminders: z.boolean(),
  symptomReminders: z.boolean(),
  symptomReminderTime: ReminderTime,
  privacyMode: z.boolean(),
});
const FastingReminderSettings = z.object({
  milestones: z.boolean(),
  hydrationReminders: z.boolean(),
  dailyReminder: z.boolean(),
  dailyReminderTime: ReminderTime,
});
const WeightReminderSettings = z.object({
  dailyReminder: z.boolean(),
  dailyReminderTime: ReminderTime,
  progressNotifications: z.boolean(),
  plateauEncouragement: z.boolean(),
});
const MedicationReminderSettings = z.object({
  sound: z.boolean(),
  vibrate: z.boolean(),
  allowSnooze: z.boolean(),
});

/** One person's reminder settings (spec learning-devices-commerce §3, issue 23's API shape). */
export const NotificationSettings = z.object({
  enabled: z.boolean(),
  timeZone: ZoneName,
  cycle: CycleReminderSettings,
  fasting: FastingReminderSettings,
  weight: WeightReminderSettings,
  medication: MedicationReminderSettings,
});
export type NotificationSettings = z.infer<typeof NotificationSettings>;

/** A change to the settings: any field of any section, and sections may be sent alone. */
export const NotificationSettingsPatch = z
  .object({
    enabled: z.boolean(),
    timeZone: ZoneName,
    cycle: CycleReminderSettings.partial().strict(),
    fasting: FastingReminderSettings.partial().strict(),
    weight: WeightReminderSettings.partial().strict(),
    medication: MedicationReminderSettings.partial().strict(),
  })
  .partial()
  .strict();
export type NotificationSettingsPatch = z.infer<typeof NotificationSettingsPatch>;

/**
 * The settings a person starts with: default times from spec §3/§9; reminders on, as the spec's
 * user record starts with `settings.notifications` true (end-user-app.md §3), though nothing
 * reaches a browser or device until the person allows it there; per-feature switches as the cycle and fasting settings tables
 * already default them (daily fasting and weight reminders opt-in).
 */
export function defaultNotificationSettings(timeZone = "UTC"): NotificationSettings {
  return {
    enabled: true,
    timeZone,
    cycle: {
      periodReminders: true,
      fertilityReminders: true,
      symptomReminders: true,
      symptomReminderTime: CYCLE_SYMPTOM_REMINDER_DEFAULT_TIME,
      privacyMode: false,
    },
    fasting: {
      milestones: true,
      hydrationReminders: true,
      dailyReminder: false,
      dailyReminderTime: FASTING_DAILY_REMINDER_DEFAULT_TIME,
    },
    weight: {
      dailyReminder: false,
      dailyReminderTime: WEIGHT_DAILY_REMINDER_DEFAULT_TIME,
      progressNotifications: true,
      plateauEncouragement: true,
    },
    medication: { sound: true, vibrate: true, allowSnooze: true },
  };
}

/** The settings after a patch: each section merged field by field. */
export function applyNotificationSettingsPatch(
  settings: NotificationSettings,
  patch: NotificationSettingsPatch,
): NotificationSettings {
  return {
    enabled: patch.enabled ?? settings.enabled,
    timeZone: patch.timeZone ?? settings.timeZone,
    cycle: { ...settings.cycle, ...stripUndefined(patch.cycle) },
    fasting: { ...settings.fasting, ...stripUndefined(patch.fasting) },
    weight: { ...settings.weight, ...stripUndefined(patch.weight) },
    medication: { ...settings.medication, ...stripUndefined(patch.medication) },
  };
}

function stripUndefined<T extends object>(section: T | undefined): Partial<T> {
  if (!section) return {};
  return Object.fromEntries(
    Object.entries(section).filter(([, v]) => v !== undefined),
  ) as Partial<T>;
}
