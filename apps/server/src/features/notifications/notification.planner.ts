import {
  type CyclePredictions,
  type FastingNotificationSwitches,
  type Medication,
  type NotificationSettings,
  type PlannedFast,
  type PlannedReminder,
  planCycleReminders,
  planFastingReminders,
  planMedicationReminders,
  planWeightReminders,
} from "@vitalog/domain";

/**
 * The reminders of one person in a window, as the server delivers them: the domain's planners
 * (packages/domain/src/notifications, spec learning-devices-commerce section 9) over the
 * person's settings and data.
 */
export interface PlannerInput {
  settings: NotificationSettings;
  /** The fasting settings' start, progress and end switches (end-user spec, Fasting settings). */
  fastingNotifications: FastingNotificationSwitches;
  fastInProgress: PlannedFast | null;
  /** Local dates (settings.timeZone) with a weigh-in: no missed weigh-in reminder on them. */
  weighInDays: readonly string[];
  predictions: CyclePredictions;
  medications: readonly Medication[];
}

/** Every reminder due in [from, to], earliest first. */
export function planReminders(
  input: PlannerInput,
  window: { from: Date; to: Date },
): PlannedReminder[] {
  const { settings } = input;
  const w = { ...window, timeZone: settings.timeZone, platform: "web" as const };
  // Cycle reminders only for a person who tracks periods (predictions need a start).
  const tracksCycle = input.predictions.nextPeriodStart !== null;
  return [
    ...planFastingReminders(
      {
        settings: settings.fasting,
        notifications: input.fastingNotifications,
        fast: input.fastInProgress,
      },
      w,
    ),
    ...(tracksCycle
      ? planCycleReminders({ settings: settings.cycle, predictions: input.predictions }, w)
      : []),
    ...planWeightReminders({ settings: settings.weight, weighInDays: input.weighInDays }, w),
    ...planMedicationReminders(
      {
        medications: input.medications.map((m) => ({
          id: m.id,
          schedule: m.schedule,
          reminderMinutesBefore: m.schedule.reminderMinutesBefore ?? 0,
          startDate: m.startDate,
          endDate: m.endDate,
        })),
      },
      w,
    ),
  ]
    .filter((r) => r.at >= window.from && r.at <= window.to)
    .sort((a, b) => a.at.getTime() - b.at.getTime() || a.key.localeCompare(b.key));
}

/** The id the API shows for a reminder: its key, URL-safe (so stable across calls). */
export function reminderId(key: string): string {
  return Buffer.from(key, "utf8").toString("base64url");
}

export function keyOfReminderId(id: string): string | null {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(id)) return null;
  return Buffer.from(id, "base64url").toString("utf8");
}
