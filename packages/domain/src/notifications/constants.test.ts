import { describe, expect, it } from "vitest";
import * as c from "./constants.ts";
import { NOTIFICATION_ERROR_CODES, NotificationMessage, NotificationToast } from "./messages.ts";

describe("notification constants (spec learning-devices-commerce §9)", () => {
  it.each([
    ["DAILY_REPEAT_DAYS", 365],
    ["FASTING_END_REMINDER_MINUTES_BEFORE", 30],
    ["FASTING_HYDRATION_INTERVAL_HOURS", 4],
    ["FASTING_HYDRATION_MAX_COUNT", 6],
    ["FASTING_HYDRATION_MIN_FAST_HOURS", 16],
    ["FASTING_EATING_WINDOW_MIN_HOURS", 12],
    ["FASTING_EATING_WINDOW_MAX_HOURS", 24],
    ["FASTING_DAILY_REMINDER_DEFAULT_TIME", "18:00"],
    ["CYCLE_PERIOD_REMINDER_DAYS_BEFORE", 2],
    ["CYCLE_PERIOD_REMINDER_TIME", "09:00"],
    ["CYCLE_PMS_WARNING_DAYS_BEFORE", 7],
    ["CYCLE_PMS_WARNING_TIME", "14:00"],
    ["CYCLE_OVULATION_REMINDER_TIME", "10:00"],
    ["CYCLE_FERTILE_WINDOW_REMINDER_TIME", "08:00"],
    ["CYCLE_SYMPTOM_REMINDER_DEFAULT_TIME", "19:00"],
    ["WEIGHT_DAILY_REMINDER_DEFAULT_TIME", "09:00"],
    ["WEIGHT_MISSED_REMINDER_DELAY_MS", 60_000],
    ["ACHIEVEMENT_DELAY_MS", 5_000],
    ["MEDICATION_HORIZON_DAYS_ANDROID", 30],
    ["MEDICATION_HORIZON_DAYS_IOS", 7],
    ["MEDICATION_REFRESH_WEEKDAY", 6],
    ["MEDICATION_REFRESH_TIME", "02:00"],
    ["MEDICATION_SNOOZE_DEFAULT_MINUTES", 10],
    ["GENERIC_SNOOZE_MINUTES", 10],
    ["GENERIC_SNOOZE_MAX_COUNT", 3],
    ["INEXACT_ALARM_MAX_DELAY_MINUTES", 15],
    ["CRITICAL_COPY_COUNT", 3],
    ["CRITICAL_COPY_INTERVAL_MINUTES", 10],
    ["NOTIFICATION_HISTORY_MAX", 100],
    ["NOTIFICATION_HISTORY_DEFAULT", 50],
    ["NOTIFICATION_PENDING_SHOWN", 5],
    ["TEST_NOTIFICATION_DELAY_MS", 5_000],
    ["WEB_NOTIFICATION_AUTO_CLOSE_MS", 10_000],
    ["PERMISSION_REASK_AFTER_MS", 86_400_000],
    ["IOS_PENDING_NOTIFICATIONS_MAX", 64],
    ["NOTIFICATION_ID_MIN", 1],
    ["NOTIFICATION_ID_MAX", 2_147_483_647],
  ])("%s is %s", (name, value) => {
    expect((c as Record<string, unknown>)[name]).toBe(value);
  });

  it("lists milestones and streak notices", () => {
    expect(c.FASTING_MILESTONE_PERCENTS).toEqual([25, 50, 75, 100]);
    expect(c.FASTING_STREAK_NOTICE_DAYS).toEqual([3, 7, 14, 30, 60, 90, 100]);
  });

  it("gives each channel its importance, cycle hidden on the lock screen", () => {
    const importances = Object.fromEntries(
      Object.values(c.NOTIFICATION_CHANNELS).map((ch) => [
        ch.id,
        [ch.importance, ch.lockScreenVisible],
      ]),
    );
    expect(importances).toEqual({
      default: [3, true],
      medications: [5, true],
      fasting: [3, true],
      weight: [1, true],
      cycle: [3, false],
    });
    expect(c.REMINDER_FEATURES.map(c.channelOf)).toEqual([
      "cycle",
      "fasting",
      "weight",
      "medications",
      "default",
    ]);
  });

  it("names the permission states and Android alarm strategies", () => {
    expect(c.NOTIFICATION_PERMISSION_STATES).toEqual(["prompt", "granted", "denied"]);
    expect(c.ANDROID_ALARM_STRATEGIES).toEqual(["exact", "inexact", "prompt"]);
  });
});

describe("notification messages (spec §5 and §8)", () => {
  it("has the nine error codes", () => {
    expect(Object.keys(NOTIFICATION_ERROR_CODES)).toEqual([
      "PERMISSION_DENIED",
      "SCHEDULING_FAILED",
      "INVALID_DATE",
      "PLATFORM_NOT_SUPPORTED",
      "SERVICE_UNAVAILABLE",
      "INVALID_ID",
      "QUOTA_EXCEEDED",
      "PERMISSION_CONFIGURATION_NEEDED",
      "NOT_FOUND",
    ]);
    for (const [key, value] of Object.entries(NOTIFICATION_ERROR_CODES)) expect(value).toBe(key);
  });

  it("words validation and toasts as the spec", () => {
    expect(NotificationMessage.titleBodyRequired).toBe("Title and body are required");
    expect(NotificationMessage.invalidDate).toBe("Invalid schedule date");
    expect(NotificationMessage.pastDate).toBe("Cannot schedule notification in the past");
    expect(NotificationMessage.notEnabled).toBe("Notifications are not enabled");
    expect(NotificationMessage.permissionNotGranted).toBe("Notification permission not granted");
    expect(Object.keys(NotificationToast)).toHaveLength(19);
    expect(NotificationToast.previouslyDenied).toBe(
      "Notification permission was previously denied. Please enable in system settings.",
    );
  });
});
