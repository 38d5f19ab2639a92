import { zonedInstant } from "../medications/schedule.ts";
import {
  type AndroidAlarmStrategy,
  channelOf,
  type NotificationChannelId,
  REMINDER_FEATURES,
  type ReminderFeature,
  type ReminderPlatform,
} from "./constants.ts";
import {
  criticalCopies,
  deviceHorizon,
  iosPendingWindow,
  NotificationError,
  notificationIdOf,
  validateScheduleRequest,
} from "./delivery.ts";
import { NotificationMessage } from "./messages.ts";
import type { PlannedReminder } from "./planners.ts";

/**
 * What a phone should hold pending (issue 23, spec learning-devices-commerce §4 and §9): from the
 * server's upcoming reminders, the platform and the Android exact-alarm answer, the list of local
 * notifications, and the difference from what the device already holds, so a refresh is
 * idempotent.
 */

/** One reminder as `GET /api/v1/notifications/upcoming` lists it. */
export interface UpcomingReminder {
  id: string;
  feature: ReminderFeature;
  type: string;
  /** ISO instant. */
  at: string;
  title: string;
  body: string;
  entityId: string | null;
}

/** The platforms that hold local notifications. */
export type LocalReminderPlatform = Exclude<ReminderPlatform, "web">;

/** Android's answer about exact alarms (a Capacitor permission state). */
export type ExactAlarmPermission = "granted" | "denied" | "prompt" | "prompt-with-rationale";

/**
 * The Android alarm strategy (spec §4): exact when the person allows exact alarms; inexact once
 * they were asked and did not allow them; prompt while their decision is still to be asked for
 * (Android itself answers only granted or denied, so "asked" is the app's own memory).
 */
export function androidAlarmStrategy(
  exactAlarm: ExactAlarmPermission,
  askedBefore: boolean,
): AndroidAlarmStrategy {
  if (exactAlarm === "granted") return "exact";
  return askedBefore ? "inexact" : "prompt";
}

/** The action type medication reminders carry: the Taken and Snooze buttons (issue 23). */
export const MEDICATION_ACTION_TYPE_ID = "medication-dose";
/** The same with Taken alone, when the person turned snoozing off (settings, medication.allowSnooze). */
export const MEDICATION_TAKEN_ACTION_TYPE_ID = "medication-dose-taken";
export type MedicationActionTypeId =
  | typeof MEDICATION_ACTION_TYPE_ID
  | typeof MEDICATION_TAKEN_ACTION_TYPE_ID;
export const MedicationReminderAction = { taken: "taken", snooze: "snooze" } as const;
export type MedicationReminderAction =
  (typeof MedicationReminderAction)[keyof typeof MedicationReminderAction];
/** The buttons' words on the notification. */
export const MedicationReminderActionLabel = { taken: "Taken", snooze: "Snooze" } as const;

/** The names Android shows for the channels in the app's notification settings. */
export const NOTIFICATION_CHANNEL_NAMES: Record<NotificationChannelId, string> = {
  default: "Reminders",
  medications: "Medication reminders",
  fasting: "Fasting",
  weight: "Weight",
  cycle: "Cycle",
};

/** One local notification the device should hold. */
export interface DeviceNotification {
  /** 1..2147483647, from `key` (stable from one refresh to the next). */
  id: number;
  /** The reminder's id, `#2` and `#3` appended for the copies of a critical reminder. */
  key: string;
  /** The upcoming reminder it comes from. */
  reminderId: string;
  feature: ReminderFeature;
  type: string;
  entityId: string | null;
  at: Date;
  title: string;
  body: string;
  channel: NotificationChannelId;
  /** Android: an exact alarm (false: inexact, may fire up to 15 min late). Always true on iOS. */
  exact: boolean;
  /**
   * Android: may fire while the phone dozes. Every exact alarm may; with inexact alarms only the
   * medication copies do (Android lets such alarms through about once every 9 minutes, hence the
   * copies 10 minutes apart), the others wait for the phone's next wake-up.
   */
  allowWhileIdle: boolean;
  /** Medication reminders carry the Taken and Snooze buttons. */
  actionTypeId: MedicationActionTypeId | null;
}

/** A notification pending on the device that the plan does not own (a snoozed reminder). */
export interface ReservedNotification {
  id: number;
  key: string;
  feature: ReminderFeature;
  at: Date;
}

export interface DevicePlanInput {
  upcoming: readonly UpcomingReminder[];
  platform: LocalReminderPlatform;
  now: Date;
  /** Android: the strategy from the exact-alarm answer. iOS always fires at the time. */
  strategy?: AndroidAlarmStrategy;
  /** Snoozed reminders pending on the device: they keep their place within iOS's 64. */
  reserved?: readonly ReservedNotification[];
  /** Reminders already answered (Taken or Snooze): none of their copies is put back. */
  handled?: ReadonlySet<string>;
  /** The person's medication.allowSnooze setting (default true): whether Snooze is offered. */
  allowSnooze?: boolean;
}

export interface DevicePlan {
  platform: LocalReminderPlatform;
  strategy: AndroidAlarmStrategy;
  /** What the device should hold, soonest first. */
  notifications: DeviceNotification[];
  /** "prompt": the reminders waiting for the person's exact-alarm answer, soonest first. */
  queued: UpcomingReminder[];
  /** Reminders within the horizon that iOS's 64 left for a later refresh. */
  deferred: number;
  /** Reminders refused, with the spec's message (past ones are skipped silently). */
  rejected: { id: string; message: string }[];
}

const byTimeThenKey = (a: { at: Date; key: string }, b: { at: Date; key: string }) =>
  a.at.getTime() - b.at.getTime() || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

function featureOf(value: string): ReminderFeature {
  return (REMINDER_FEATURES as readonly string[]).includes(value)
    ? (value as ReminderFeature)
    : "general";
}

/**
 * The reminders a device may schedule: valid (title, body, a real date), not past (skipped
 * silently), within the platform's horizon (30 days Android, 7 days iOS), each id once.
 */
function admissible(input: DevicePlanInput): {
  kept: { upcoming: UpcomingReminder; planned: PlannedReminder }[];
  rejected: DevicePlan["rejected"];
} {
  const { to } = deviceHorizon(input.now, input.platform);
  const seen = new Set<string>();
  const kept: { upcoming: UpcomingReminder; planned: PlannedReminder }[] = [];
  const rejected: DevicePlan["rejected"] = [];
  for (const upcoming of input.upcoming) {
    if (seen.has(upcoming.id)) continue;
    seen.add(upcoming.id);
    let at: Date;
    try {
      at = validateScheduleRequest(upcoming, input.now);
    } catch (error) {
      if (!(error instanceof NotificationError)) throw error;
      if (error.message !== NotificationMessage.pastDate) {
        rejected.push({ id: upcoming.id, message: error.message });
      }
      continue;
    }
    if (at.getTime() > to.getTime()) continue;
    const feature = featureOf(upcoming.feature);
    kept.push({
      upcoming,
      planned: {
        key: upcoming.id,
        feature,
        type: upcoming.type,
        at,
        title: upcoming.title,
        body: upcoming.body,
        ...(upcoming.entityId === null ? {} : { entityId: upcoming.entityId }),
        ...(feature === "medication" ? { critical: true } : {}),
      },
    });
  }
  kept.sort((a, b) => byTimeThenKey(a.planned, b.planned));
  return { kept, rejected };
}

/**
 * Ids for keys: `notificationIdOf(key)`, and on the rare clash (with another key of the plan or a
 * reserved id) the id of `key!1`, `key!2`..., in the plan's order, so a refresh gives the same ids.
 */
function assignIds(keys: readonly string[], taken: ReadonlySet<number>): number[] {
  const used = new Set(taken);
  return keys.map((key) => {
    let id = notificationIdOf(key);
    for (let n = 1; used.has(id); n++) id = notificationIdOf(`${key}!${n}`);
    used.add(id);
    return id;
  });
}

/** The list of local notifications a device should hold now. */
export function planDeviceNotifications(input: DevicePlanInput): DevicePlan {
  const strategy: AndroidAlarmStrategy =
    input.platform === "ios" ? "exact" : (input.strategy ?? "prompt");
  const { kept, rejected } = admissible(input);
  const base = { platform: input.platform, strategy, rejected };
  if (strategy === "prompt") {
    return { ...base, notifications: [], queued: kept.map((k) => k.upcoming), deferred: 0 };
  }

  const reserved = input.reserved ?? [];
  let planned = kept.map((k) => k.planned);
  let deferred = 0;
  if (input.platform === "ios") {
    const reservedKeys = new Set(reserved.map((r) => r.key));
    const held = reserved.map(
      (r): PlannedReminder => ({
        key: r.key,
        feature: r.feature,
        type: "",
        at: r.at,
        title: "",
        body: "",
      }),
    );
    const windowed = iosPendingWindow([...held, ...planned]).filter(
      (r) => !reservedKeys.has(r.key),
    );
    deferred = planned.length - windowed.length;
    planned = windowed;
  }

  const handled = input.handled ?? new Set<string>();
  const actionType =
    input.allowSnooze === false ? MEDICATION_TAKEN_ACTION_TYPE_ID : MEDICATION_ACTION_TYPE_ID;
  const exact = strategy === "exact";
  const expanded = planned
    .flatMap((r) => (exact ? [r] : criticalCopies(r)).map((copy) => ({ copy, reminder: r })))
    .filter(({ reminder }) => !handled.has(reminder.key))
    .sort((a, b) => byTimeThenKey(a.copy, b.copy));
  const ids = assignIds(
    expanded.map((e) => e.copy.key),
    new Set(reserved.map((r) => r.id)),
  );
  const notifications = expanded.map(({ copy, reminder }, i): DeviceNotification => {
    return {
      id: ids[i] as number,
      key: copy.key,
      reminderId: reminder.key,
      feature: reminder.feature,
      type: reminder.type,
      entityId: reminder.entityId ?? null,
      at: copy.at,
      title: copy.title,
      body: copy.body,
      channel: channelOf(reminder.feature),
      exact,
      allowWhileIdle: exact || reminder.feature === "medication",
      actionTypeId: reminder.feature === "medication" ? actionType : null,
    };
  });
  return { ...base, notifications, queued: [], deferred };
}

/**
 * What makes two notifications the same to the device: a pending one with the same id and
 * signature is left alone; any change (time, words, channel, alarm kind) replaces it.
 */
export function deviceNotificationSignature(n: DeviceNotification): string {
  return [
    n.key,
    n.at.toISOString(),
    n.title,
    n.body,
    n.channel,
    n.exact ? "exact" : "inexact",
    n.allowWhileIdle ? "idle" : "",
    n.actionTypeId ?? "",
  ].join("|");
}

/** A notification the device holds: its id and the signature it was scheduled with (if any). */
export interface PendingNotificationRef {
  id: number;
  signature: string | null;
}

/**
 * From what the device holds to what it should hold: the ids to cancel and the notifications to
 * add. Applying it and diffing again gives nothing to do.
 */
export function diffDeviceNotifications(
  pending: readonly PendingNotificationRef[],
  wanted: readonly DeviceNotification[],
): { cancel: number[]; add: DeviceNotification[]; unchanged: number } {
  const held = new Map(pending.map((p) => [p.id, p.signature]));
  const wantedIds = new Set(wanted.map((n) => n.id));
  const cancel = new Set<number>();
  for (const p of pending) if (!wantedIds.has(p.id)) cancel.add(p.id);
  const add: DeviceNotification[] = [];
  let unchanged = 0;
  for (const n of wanted) {
    if (!held.has(n.id)) {
      add.push(n);
    } else if (held.get(n.id) !== deviceNotificationSignature(n)) {
      cancel.add(n.id);
      add.push(n);
    } else {
      unchanged++;
    }
  }
  return { cancel: [...cancel].sort((a, b) => a - b), add, unchanged };
}

/**
 * The dose a medication reminder is for, from its planner key
 * (`medication:dose:<medication id>:<YYYY-MM-DD>T<HH:MM>`, the dose's wall-clock date and time):
 * the medication and the dose's instant in the person's zone, as the medications API's
 * `scheduledAt`. Null for any other key.
 */
export function medicationDoseOfKey(
  key: string,
  timeZone: string,
): { medicationId: string; scheduledAt: string } | null {
  const match = /^medication:dose:(.+):(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(key);
  if (!match) return null;
  const [, medicationId, date, time] = match as unknown as [string, string, string, string];
  const at = zonedInstant(date, time, timeZone);
  if (Number.isNaN(at.getTime())) return null;
  return { medicationId, scheduledAt: at.toISOString() };
}
