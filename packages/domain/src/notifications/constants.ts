/**
 * Reminder schedules, limits and channels. Every figure is spec learning-devices-commerce,
 * section 9 ("Notification schedules") unless its comment says otherwise.
 */

/** §9: daily notifications repeat for 365 days. */
export const DAILY_REPEAT_DAYS = 365;

/** §9: fasting milestones at 25, 50, 75 and 100 percent of the target. */
export const FASTING_MILESTONE_PERCENTS = [25, 50, 75, 100] as const;
/** §9: the fasting end reminder fires 30 minutes before the end. */
export const FASTING_END_REMINDER_MINUTES_BEFORE = 30;
/** §9: hydration every 4 hours... */
export const FASTING_HYDRATION_INTERVAL_HOURS = 4;
/** §9: ...up to 6 times... */
export const FASTING_HYDRATION_MAX_COUNT = 6;
/** §9: ...when the fast is longer than 16 hours. */
export const FASTING_HYDRATION_MIN_FAST_HOURS = 16;
/** §9: the eating-window notice is for fasts of 12 to 24 hours (inclusive). */
export const FASTING_EATING_WINDOW_MIN_HOURS = 12;
export const FASTING_EATING_WINDOW_MAX_HOURS = 24;
/** §9: streak notices at 3, 7, 14, 30, 60, 90 and 100 days. */
export const FASTING_STREAK_NOTICE_DAYS = [3, 7, 14, 30, 60, 90, 100] as const;
/** §3 and §9: the daily fasting reminder's default time. */
export const FASTING_DAILY_REMINDER_DEFAULT_TIME = "18:00";

/** §9: the period reminder 2 days before the predicted start, at 09:00. */
export const CYCLE_PERIOD_REMINDER_DAYS_BEFORE = 2;
export const CYCLE_PERIOD_REMINDER_TIME = "09:00";
/** §9: the PMS warning 7 days before the predicted start, at 14:00. */
export const CYCLE_PMS_WARNING_DAYS_BEFORE = 7;
export const CYCLE_PMS_WARNING_TIME = "14:00";
/** §9: the ovulation-day reminder at 10:00. */
export const CYCLE_OVULATION_REMINDER_TIME = "10:00";
/** §9: the fertile-window reminder at 08:00 on its first day. */
export const CYCLE_FERTILE_WINDOW_REMINDER_TIME = "08:00";
/** §3 and §9: the symptom reminder's default time. */
export const CYCLE_SYMPTOM_REMINDER_DEFAULT_TIME = "19:00";

/** §3 and §9: the daily weigh-in reminder's default time. */
export const WEIGHT_DAILY_REMINDER_DEFAULT_TIME = "09:00";
/** §9: a missed weight reminder fires 1 minute after. */
export const WEIGHT_MISSED_REMINDER_DELAY_MS = 60_000;
/** §9: an achievement fires 5 seconds after. */
export const ACHIEVEMENT_DELAY_MS = 5_000;

/** §9: one-time medication reminders are scheduled 30 days ahead on Android... */
export const MEDICATION_HORIZON_DAYS_ANDROID = 30;
/** §9: ...and 7 days ahead on iOS. */
export const MEDICATION_HORIZON_DAYS_IOS = 7;
/** §9: the weekly refresh runs at 02:00 on day 6 (Saturday, 1 = Monday .. 7 = Sunday, §3). */
export const MEDICATION_REFRESH_WEEKDAY = 6;
export const MEDICATION_REFRESH_TIME = "02:00";
/** §9: a medication reminder snoozes 10 minutes by default. */
export const MEDICATION_SNOOZE_DEFAULT_MINUTES = 10;

/** §9: a generic reminder snoozes 10 minutes... */
export const GENERIC_SNOOZE_MINUTES = 10;
/** §9: ...at most 3 times. */
export const GENERIC_SNOOZE_MAX_COUNT = 3;

/** §9: inexact alarms may be up to 15 minutes late. */
export const INEXACT_ALARM_MAX_DELAY_MINUTES = 15;
/** §9: a critical reminder is split into 3 copies... */
export const CRITICAL_COPY_COUNT = 3;
/** §9: ...10 minutes apart. */
export const CRITICAL_COPY_INTERVAL_MINUTES = 10;

/** §9: history keeps 100 per person; the default view shows 50. */
export const NOTIFICATION_HISTORY_MAX = 100;
export const NOTIFICATION_HISTORY_DEFAULT = 50;
/** §2 and §9: the pending list shows 5 before "And N more...". */
export const NOTIFICATION_PENDING_SHOWN = 5;
/** §9: the test notification fires in 5 seconds. */
export const TEST_NOTIFICATION_DELAY_MS = 5_000;
/** §9: web notifications close after 10 seconds. */
export const WEB_NOTIFICATION_AUTO_CLOSE_MS = 10_000;
/** §4 and §9: permission may be asked again after 1 day. */
export const PERMISSION_REASK_AFTER_MS = 86_400_000;

/** Issue 23: iOS keeps at most 64 pending local notifications. */
export const IOS_PENDING_NOTIFICATIONS_MAX = 64;

/** §5: notification ids are positive integers up to 2147483647 (a signed 32-bit integer). */
export const NOTIFICATION_ID_MIN = 1;
export const NOTIFICATION_ID_MAX = 2_147_483_647;

/** Issue 23: the upcoming list spans at most 400 days. */
export const UPCOMING_WINDOW_MAX_DAYS = 400;

export const REMINDER_FEATURES = ["cycle", "fasting", "weight", "medication", "general"] as const;
export type ReminderFeature = (typeof REMINDER_FEATURES)[number];

/** §9: channel importances (Android scale 1 min .. 5 max); cycle hidden on the lock screen. */
export const NOTIFICATION_CHANNELS = {
  default: { id: "default", importance: 3, lockScreenVisible: true },
  medications: { id: "medications", importance: 5, lockScreenVisible: true },
  fasting: { id: "fasting", importance: 3, lockScreenVisible: true },
  weight: { id: "weight", importance: 1, lockScreenVisible: true },
  cycle: { id: "cycle", importance: 3, lockScreenVisible: false },
} as const;
export type NotificationChannelId = keyof typeof NOTIFICATION_CHANNELS;

/** The channel a feature's reminders go to. */
export function channelOf(feature: ReminderFeature): NotificationChannelId {
  if (feature === "medication") return "medications";
  if (feature === "general") return "default";
  return feature;
}

/** §4: the notification permission states. */
export const NOTIFICATION_PERMISSION_STATES = ["prompt", "granted", "denied"] as const;
export type NotificationPermissionState = (typeof NOTIFICATION_PERMISSION_STATES)[number];

/** §4: the Android alarm strategies. */
export const ANDROID_ALARM_STRATEGIES = ["exact", "inexact", "prompt"] as const;
export type AndroidAlarmStrategy = (typeof ANDROID_ALARM_STRATEGIES)[number];

export const REMINDER_PLATFORMS = ["web", "android", "ios"] as const;
export type ReminderPlatform = (typeof REMINDER_PLATFORMS)[number];
