import { addDays, localDateOf } from "../kit/calendar.ts";
import { isoWeekday } from "../medications/schedule.ts";
import {
  CRITICAL_COPY_COUNT,
  CRITICAL_COPY_INTERVAL_MINUTES,
  GENERIC_SNOOZE_MAX_COUNT,
  GENERIC_SNOOZE_MINUTES,
  INEXACT_ALARM_MAX_DELAY_MINUTES,
  IOS_PENDING_NOTIFICATIONS_MAX,
  MEDICATION_HORIZON_DAYS_ANDROID,
  MEDICATION_HORIZON_DAYS_IOS,
  MEDICATION_REFRESH_TIME,
  MEDICATION_REFRESH_WEEKDAY,
  MEDICATION_SNOOZE_DEFAULT_MINUTES,
  NOTIFICATION_ID_MAX,
  NOTIFICATION_ID_MIN,
  type NotificationPermissionState,
  type ReminderPlatform,
} from "./constants.ts";
import {
  NOTIFICATION_ERROR_CODES,
  type NotificationErrorCode,
  NotificationMessage,
} from "./messages.ts";
import type { PlannedReminder } from "./planners.ts";
import { wallClockInstant } from "./wall-clock.ts";

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** A notification error with one of the spec §8 codes and a spec §5 message. */
export class NotificationError extends Error {
  constructor(
    readonly code: NotificationErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "NotificationError";
  }
}

/**
 * Checks a one-time notification before it is scheduled (spec §5): title and body, a real date,
 * not in the past. Throws `NotificationError`.
 */
export function validateScheduleRequest(
  request: { title: string; body: string; at: Date | string | number },
  now: Date,
): Date {
  if (request.title.trim() === "" || request.body.trim() === "") {
    throw new NotificationError(
      NOTIFICATION_ERROR_CODES.SCHEDULING_FAILED,
      NotificationMessage.titleBodyRequired,
    );
  }
  const at = request.at instanceof Date ? request.at : new Date(request.at);
  if (Number.isNaN(at.getTime())) {
    throw new NotificationError(
      NOTIFICATION_ERROR_CODES.INVALID_DATE,
      NotificationMessage.invalidDate,
    );
  }
  if (at.getTime() < now.getTime()) {
    throw new NotificationError(
      NOTIFICATION_ERROR_CODES.INVALID_DATE,
      NotificationMessage.pastDate,
    );
  }
  return at;
}

/** One-time reminders already past are dropped without error (spec §5). */
export function dropPastReminders(
  reminders: readonly PlannedReminder[],
  now: Date,
): PlannedReminder[] {
  return reminders.filter((r) => r.at.getTime() >= now.getTime());
}

/**
 * Whether scheduling may go ahead (spec §5): notifications switched on and permission granted.
 * Throws the spec's message otherwise.
 */
export function assertCanSchedule(state: {
  enabled: boolean;
  permission: NotificationPermissionState;
}): void {
  if (!state.enabled) {
    throw new NotificationError(
      NOTIFICATION_ERROR_CODES.PERMISSION_DENIED,
      NotificationMessage.notEnabled,
    );
  }
  if (state.permission !== "granted") {
    throw new NotificationError(
      NOTIFICATION_ERROR_CODES.PERMISSION_DENIED,
      NotificationMessage.permissionNotGranted,
    );
  }
}

/** Whether a value is a valid notification id: an integer 1..2147483647 (spec §5). */
export function isNotificationId(value: unknown): value is number {
  return (
    typeof value === "number" &&
    Number.isInteger(value) &&
    value >= NOTIFICATION_ID_MIN &&
    value <= NOTIFICATION_ID_MAX
  );
}

/**
 * A notification id from a reminder key: a 32-bit FNV-1a hash folded into 1..2147483647, so the
 * same key always gets the same id on every device.
 */
export function notificationIdOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return (hash % NOTIFICATION_ID_MAX) + NOTIFICATION_ID_MIN;
}

/**
 * When a snoozed reminder fires again. Medication reminders snooze 10 min by default and may be
 * snoozed as often as the person likes; other reminders 10 min at most 3 times (spec §9): past
 * that, null.
 */
export function snoozeUntil(input: {
  feature: PlannedReminder["feature"];
  now: Date;
  snoozeCount: number;
  minutes?: number;
}): Date | null {
  if (input.feature === "medication") {
    return new Date(
      input.now.getTime() + (input.minutes ?? MEDICATION_SNOOZE_DEFAULT_MINUTES) * MINUTE_MS,
    );
  }
  if (input.snoozeCount >= GENERIC_SNOOZE_MAX_COUNT) return null;
  return new Date(input.now.getTime() + GENERIC_SNOOZE_MINUTES * MINUTE_MS);
}

/** The span an inexact alarm set for `at` may fire in: up to 15 min late (spec §9). */
export function inexactWindow(at: Date): { earliest: Date; latest: Date } {
  return {
    earliest: at,
    latest: new Date(at.getTime() + INEXACT_ALARM_MAX_DELAY_MINUTES * MINUTE_MS),
  };
}

/**
 * A critical reminder on inexact alarms, split into 3 copies 10 min apart (spec §9), each with
 * its own key; any other reminder is returned alone.
 */
export function criticalCopies(reminder: PlannedReminder): PlannedReminder[] {
  if (!reminder.critical) return [reminder];
  return Array.from({ length: CRITICAL_COPY_COUNT }, (_, i) => ({
    ...reminder,
    key: i === 0 ? reminder.key : `${reminder.key}#${i + 1}`,
    at: new Date(reminder.at.getTime() + i * CRITICAL_COPY_INTERVAL_MINUTES * MINUTE_MS),
  }));
}

/** How far ahead one-time reminders are put on a device: 30 days on Android, 7 on iOS (spec §9). */
export function oneTimeHorizonDays(platform: ReminderPlatform): number {
  return platform === "ios" ? MEDICATION_HORIZON_DAYS_IOS : MEDICATION_HORIZON_DAYS_ANDROID;
}

/** The window a device schedules from `now`. */
export function deviceHorizon(now: Date, platform: ReminderPlatform): { from: Date; to: Date } {
  return { from: now, to: new Date(now.getTime() + oneTimeHorizonDays(platform) * DAY_MS) };
}

/**
 * The reminders iOS keeps pending, at most 64 (issue 23): medication reminders are kept first,
 * soonest first, then the others soonest first; the result runs soonest first and the rest wait
 * for the next refresh.
 */
export function iosPendingWindow(reminders: readonly PlannedReminder[]): PlannedReminder[] {
  const sorted = [...reminders].sort(
    (a, b) => a.at.getTime() - b.at.getTime() || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
  const kept = [
    ...sorted.filter((r) => r.feature === "medication"),
    ...sorted.filter((r) => r.feature !== "medication"),
  ].slice(0, IOS_PENDING_NOTIFICATIONS_MAX);
  const keys = new Set(kept.map((r) => r.key));
  return sorted.filter((r) => keys.has(r.key));
}

/**
 * The next weekly refresh of device reminders after `now`: 02:00 local on day 6 (Saturday,
 * 1 Monday .. 7 Sunday), spec §9.
 */
export function nextReminderRefresh(now: Date, timeZone: string): Date {
  let date = localDateOf(now, timeZone);
  for (let i = 0; i <= 7; i++, date = addDays(date, 1)) {
    if (isoWeekday(date) !== MEDICATION_REFRESH_WEEKDAY) continue;
    const at = wallClockInstant(date, MEDICATION_REFRESH_TIME, timeZone);
    if (at.getTime() > now.getTime()) return at;
  }
  // Unreachable: a Saturday 02:00 after `now` lies within the next 8 days.
  return wallClockInstant(addDays(date, 7), MEDICATION_REFRESH_TIME, timeZone);
}
