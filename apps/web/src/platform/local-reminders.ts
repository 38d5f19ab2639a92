import { Capacitor } from "@capacitor/core";
import {
  type ActionPerformed,
  type Channel,
  type LocalNotificationSchema,
  LocalNotifications,
  type LocalNotificationsPlugin,
  type PermissionStatus,
} from "@capacitor/local-notifications";
import {
  type AndroidAlarmStrategy,
  androidAlarmStrategy,
  assertCanSchedule,
  type DeviceNotification,
  deviceHorizon,
  deviceNotificationSignature,
  diffDeviceNotifications,
  type LocalReminderPlatform,
  MEDICATION_ACTION_TYPE_ID,
  MEDICATION_TAKEN_ACTION_TYPE_ID,
  MedicationReminderAction,
  MedicationReminderActionLabel,
  medicationDoseOfKey,
  NOTIFICATION_CHANNEL_NAMES,
  NOTIFICATION_CHANNELS,
  type NotificationChannelId,
  type NotificationPermissionState,
  nextReminderRefresh,
  notificationIdOf,
  planDeviceNotifications,
  type ReminderFeature,
  type ReservedNotification,
  snoozeUntil,
  type UpcomingReminder,
} from "@vitalog/domain";
import { api } from "../lib/api.ts";
import { type DeviceStore, getDeviceStore } from "./device-store.ts";
import { logger } from "./logger.ts";

/**
 * Reminders held by the phone itself (issue 23, spec learning-devices-commerce §4, §9): the
 * server's upcoming reminders become local notifications through Capacitor Local Notifications,
 * with Android's channels and alarm strategy and iOS's window of 64. The web has none of this
 * (it is reminded by Web Push); `startDeviceReminders` does nothing there.
 */

/** What happened when the person pressed a button on a medication reminder. */
export interface ReminderActionOutcome {
  action: MedicationReminderAction;
  reminderId: string;
  feature: ReminderFeature;
  entityId: string | null;
  /** Taken: the dose recorded. Snooze: the reminder is back at `until` (null: no more snoozes). */
  ok: boolean;
  until?: Date | null;
  error?: unknown;
}

export interface ReminderSyncResult {
  strategy: AndroidAlarmStrategy;
  /** Reminders that waited for the exact-alarm answer during this refresh. */
  queued: number;
  scheduled: number;
  cancelled: number;
  unchanged: number;
  /** iOS: reminders beyond the 64 that wait for a later refresh. */
  deferred: number;
}

/** The device's reminders, behind one interface. */
export interface ReminderDevice {
  readonly platform: LocalReminderPlatform;
  permission(): Promise<NotificationPermissionState>;
  /** Asks for notification permission (and, on Android, once, for exact alarms). */
  requestPermission(): Promise<NotificationPermissionState>;
  /**
   * Makes the device hold what `upcoming` says it should, and nothing else of ours;
   * `allowSnooze` is the person's medication setting (Snooze offered or not, default offered).
   */
  sync(
    upcoming: readonly UpcomingReminder[],
    options?: { allowSnooze?: boolean },
  ): Promise<ReminderSyncResult>;
  /** Listens to the Taken and Snooze buttons (handled by the device); returns the unsubscribe. */
  onAction(handler: (outcome: ReminderActionOutcome) => void): Promise<() => Promise<void>>;
}

/** What a notification carries in `extra`, to know it again in `getPending` and in actions. */
interface ReminderExtra {
  vitalog: 1;
  kind: "plan" | "snooze";
  reminderId: string;
  feature: ReminderFeature;
  type: string;
  entityId: string | null;
  signature: string;
  snoozeCount: number;
}

function extraOf(value: unknown): ReminderExtra | null {
  if (typeof value !== "object" || value === null) return null;
  const extra = value as Partial<ReminderExtra>;
  return extra.vitalog === 1 && typeof extra.reminderId === "string"
    ? (extra as ReminderExtra)
    : null;
}

/** The planner key behind an upcoming reminder's id (the server sends it base64url-encoded). */
export function reminderKeyOfId(id: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(id)) return null;
  try {
    const base64 = id.replace(/-/g, "+").replace(/_/g, "/");
    const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

function permissionOf(status: PermissionStatus): NotificationPermissionState {
  if (status.display === "granted") return "granted";
  if (status.display === "denied") return "denied";
  return "prompt";
}

/** Android's channels (spec §9): importance, and the cycle's hidden from the lock screen. */
export function reminderChannels(): Channel[] {
  return Object.values(NOTIFICATION_CHANNELS).map((channel) => ({
    id: channel.id,
    name: NOTIFICATION_CHANNEL_NAMES[channel.id as NotificationChannelId],
    importance: channel.importance,
    visibility: channel.lockScreenVisible ? 1 : -1,
    vibration: channel.importance >= 3,
  }));
}

const EXACT_ASKED_KEY = "reminders.exactAlarmAsked";
const HANDLED_KEY = "reminders.handled";
/** How long an answered reminder is remembered (its copies end 20 minutes after it). */
const HANDLED_KEPT_MS = 86_400_000;

export interface CapacitorReminderDeviceOptions {
  plugin: LocalNotificationsPlugin;
  platform: LocalReminderPlatform;
  /** Where the exact-alarm question and answered reminders are remembered. */
  store?: DeviceStore;
  now?: () => Date;
  /** The person's reminder time zone (the one the server plans in). */
  timeZone: () => Promise<string>;
  /** Records a dose taken through the medications API. */
  recordDose: (
    dose: { medicationId: string; scheduledAt: string },
    timeZone: string,
  ) => Promise<void>;
}

/** The device over Capacitor Local Notifications (any object with the plugin's interface). */
export function createCapacitorReminderDevice(
  options: CapacitorReminderDeviceOptions,
): ReminderDevice {
  const { plugin, platform } = options;
  const store = () => options.store ?? getDeviceStore();
  const now = options.now ?? (() => new Date());
  let prepared: Promise<void> | null = null;

  function prepare(): Promise<void> {
    prepared ??= (async () => {
      if (platform === "android") {
        for (const channel of reminderChannels()) await plugin.createChannel(channel);
      }
      // Both buttons bring the app up: recording a dose and scheduling again run in its code.
      const taken = {
        id: MedicationReminderAction.taken,
        title: MedicationReminderActionLabel.taken,
        foreground: true,
      };
      const snooze = {
        id: MedicationReminderAction.snooze,
        title: MedicationReminderActionLabel.snooze,
        foreground: true,
      };
      await plugin.registerActionTypes({
        types: [
          { id: MEDICATION_ACTION_TYPE_ID, actions: [taken, snooze] },
          { id: MEDICATION_TAKEN_ACTION_TYPE_ID, actions: [taken] },
        ],
      });
    })().catch((error) => {
      prepared = null;
      throw error;
    });
    return prepared;
  }

  async function permission(): Promise<NotificationPermissionState> {
    return permissionOf(await plugin.checkPermissions());
  }

  async function strategy(): Promise<AndroidAlarmStrategy> {
    if (platform === "ios") return "exact";
    const { exact_alarm } = await plugin.checkExactNotificationSetting();
    return androidAlarmStrategy(
      exact_alarm,
      (await store().get<boolean>(EXACT_ASKED_KEY)) === true,
    );
  }

  /** Android: asks once for exact alarms (the "Alarms & reminders" screen). */
  async function askExactAlarms(): Promise<AndroidAlarmStrategy> {
    await store().set(EXACT_ASKED_KEY, true);
    const { exact_alarm } = await plugin.changeExactNotificationSetting();
    return androidAlarmStrategy(exact_alarm, true);
  }

  async function handledIds(): Promise<Map<string, number>> {
    const saved = (await store().get<Record<string, number>>(HANDLED_KEY)) ?? {};
    const cutoff = now().getTime() - HANDLED_KEPT_MS;
    return new Map(Object.entries(saved).filter(([, at]) => at >= cutoff));
  }

  async function markHandled(reminderId: string): Promise<void> {
    const handled = await handledIds();
    handled.set(reminderId, now().getTime());
    await store().set(HANDLED_KEY, Object.fromEntries(handled));
  }

  function schemaOf(n: DeviceNotification, extra: ReminderExtra): LocalNotificationSchema {
    return {
      id: n.id,
      title: n.title,
      body: n.body,
      schedule: { at: n.at, allowWhileIdle: n.allowWhileIdle },
      extra,
      ...(n.actionTypeId ? { actionTypeId: n.actionTypeId } : {}),
      ...(platform === "android"
        ? { channelId: n.channel, isExactNotification: n.exact, autoCancel: true }
        : {}),
    };
  }

  async function sync(
    upcoming: readonly UpcomingReminder[],
    syncOptions: { allowSnooze?: boolean } = {},
  ): Promise<ReminderSyncResult> {
    assertCanSchedule({ enabled: true, permission: await permission() });
    await prepare();
    const pending = (await plugin.getPending()).notifications;
    const at = now();
    const reserved: ReservedNotification[] = [];
    const refs: { id: number; signature: string | null }[] = [];
    for (const p of pending) {
      const extra = extraOf(p.extra);
      const when = p.schedule?.at ? new Date(p.schedule.at) : null;
      if (extra?.kind === "snooze" && when && when.getTime() >= at.getTime()) {
        reserved.push({
          id: p.id,
          key: `${extra.reminderId}~snooze`,
          feature: extra.feature,
          at: when,
        });
      } else {
        refs.push({ id: p.id, signature: extra?.kind === "plan" ? extra.signature : null });
      }
    }
    const handled = new Set((await handledIds()).keys());
    const planFor = (s: AndroidAlarmStrategy) =>
      planDeviceNotifications({
        upcoming,
        platform,
        now: at,
        strategy: s,
        reserved,
        handled,
        ...(syncOptions.allowSnooze === undefined ? {} : { allowSnooze: syncOptions.allowSnooze }),
      });
    let plan = planFor(await strategy());
    // The pending queue: reminders wait while the person decides about exact alarms.
    const queued = plan.queued.length;
    if (plan.strategy === "prompt" && queued > 0) plan = planFor(await askExactAlarms());
    for (const r of plan.rejected) logger.warn("Device reminder refused", { message: r.message });

    const diff = diffDeviceNotifications(refs, plan.notifications);
    if (diff.cancel.length > 0) {
      await plugin.cancel({ notifications: diff.cancel.map((id) => ({ id })) });
    }
    if (diff.add.length > 0) {
      await plugin.schedule({
        notifications: diff.add.map((n) =>
          schemaOf(n, {
            vitalog: 1,
            kind: "plan",
            reminderId: n.reminderId,
            feature: n.feature,
            type: n.type,
            entityId: n.entityId,
            signature: deviceNotificationSignature(n),
            snoozeCount: 0,
          }),
        ),
      });
    }
    return {
      strategy: plan.strategy,
      queued,
      scheduled: diff.add.length,
      cancelled: diff.cancel.length,
      unchanged: diff.unchanged,
      deferred: plan.deferred,
    };
  }

  /** Cancels what is still pending of a reminder: its later copies and its snooze. */
  async function cancelRest(reminderId: string): Promise<void> {
    const ids = (await plugin.getPending()).notifications
      .filter((p) => extraOf(p.extra)?.reminderId === reminderId)
      .map((p) => ({ id: p.id }));
    if (ids.length > 0) await plugin.cancel({ notifications: ids });
  }

  async function taken(extra: ReminderExtra): Promise<void> {
    const key = reminderKeyOfId(extra.reminderId);
    const timeZone = await options.timeZone();
    const dose = key ? medicationDoseOfKey(key, timeZone) : null;
    if (!dose) throw new Error("This reminder names no medication dose");
    await options.recordDose(dose, timeZone);
  }

  async function snooze(
    extra: ReminderExtra,
    shown: LocalNotificationSchema,
  ): Promise<Date | null> {
    const until = snoozeUntil({
      feature: extra.feature,
      now: now(),
      snoozeCount: extra.snoozeCount,
    });
    if (!until) return null;
    const exact = (await strategy()) === "exact";
    const key = `${extra.reminderId}~snooze`;
    const n: DeviceNotification = {
      id: notificationIdOf(key),
      key,
      reminderId: extra.reminderId,
      feature: extra.feature,
      type: extra.type,
      entityId: extra.entityId,
      at: until,
      title: shown.title,
      body: shown.body,
      channel: (shown.channelId as NotificationChannelId | undefined) ?? "medications",
      exact,
      allowWhileIdle: true,
      actionTypeId: extra.feature === "medication" ? MEDICATION_ACTION_TYPE_ID : null,
    };
    await plugin.schedule({
      notifications: [
        schemaOf(n, {
          ...extra,
          kind: "snooze",
          signature: deviceNotificationSignature(n),
          snoozeCount: extra.snoozeCount + 1,
        }),
      ],
    });
    return until;
  }

  async function perform(event: ActionPerformed): Promise<ReminderActionOutcome | null> {
    const extra = extraOf(event.notification.extra);
    const action = event.actionId;
    if (!extra || (action !== "taken" && action !== "snooze")) return null;
    const outcome = {
      action,
      reminderId: extra.reminderId,
      feature: extra.feature,
      entityId: extra.entityId,
    } as const;
    try {
      await markHandled(extra.reminderId);
      await cancelRest(extra.reminderId);
      if (action === "taken") {
        await taken(extra);
        return { ...outcome, ok: true };
      }
      return { ...outcome, ok: true, until: await snooze(extra, event.notification) };
    } catch (error) {
      logger.error("Reminder action failed", { action, error: String(error) });
      return { ...outcome, ok: false, error };
    }
  }

  return {
    platform,
    permission,
    async requestPermission() {
      const current = await permission();
      const answer =
        current === "denied" ? current : permissionOf(await plugin.requestPermissions());
      if (answer === "granted" && (await strategy()) === "prompt") await askExactAlarms();
      return answer;
    },
    sync,
    async onAction(handler) {
      const handle = await plugin.addListener("localNotificationActionPerformed", (event) => {
        void perform(event).then((outcome) => {
          if (outcome) handler(outcome);
        });
      });
      return () => handle.remove();
    },
  };
}

export interface ReminderControllerOptions {
  device: ReminderDevice;
  /** `GET /api/v1/notifications/upcoming` for the window. */
  fetchUpcoming: (from: Date, to: Date) => Promise<UpcomingReminder[]>;
  /** The person's reminder settings that matter here (`GET /api/v1/notifications/settings`). */
  settings: () => Promise<{ timeZone: string; allowSnooze: boolean }>;
  now?: () => Date;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface ReminderController {
  /** Refreshes the device's pending list now; null when notifications are not granted. */
  refresh(): Promise<ReminderSyncResult | null>;
  stop(): void;
}

/**
 * Keeps the device's reminders in step with the server: a refresh now, then at each weekly
 * refresh (02:00 on day 6 in the person's zone, spec §9), and whenever `refresh` is called (after
 * a settings change). Refreshes never overlap; a failed one is logged and the next still comes.
 */
export function createReminderController(options: ReminderControllerOptions): ReminderController {
  const now = options.now ?? (() => new Date());
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer =
    options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let timer: unknown = null;
  let running: Promise<ReminderSyncResult | null> = Promise.resolve(null);
  let stopped = false;

  async function once(): Promise<ReminderSyncResult | null> {
    const { device } = options;
    let timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
    try {
      if ((await device.permission()) !== "granted") return null;
      const settings = await options.settings();
      timeZone = settings.timeZone;
      const window = deviceHorizon(now(), device.platform);
      const upcoming = await options.fetchUpcoming(window.from, window.to);
      return await device.sync(upcoming, { allowSnooze: settings.allowSnooze });
    } catch (error) {
      logger.warn("Device reminders not refreshed", { error: String(error) });
      return null;
    } finally {
      schedule(timeZone);
    }
  }

  function schedule(timeZone: string): void {
    if (stopped) return;
    if (timer !== null) clearTimer(timer);
    const at = now();
    timer = setTimer(
      () => void refresh(),
      nextReminderRefresh(at, timeZone).getTime() - at.getTime(),
    );
  }

  function refresh(): Promise<ReminderSyncResult | null> {
    running = running.then(once, once);
    return running;
  }

  return {
    refresh,
    stop() {
      stopped = true;
      if (timer !== null) clearTimer(timer);
      timer = null;
    },
  };
}

let active: ReminderController | null = null;

/** The person's reminder settings that the device needs. */
async function reminderSettings(): Promise<{ timeZone: string; allowSnooze: boolean }> {
  const settings = await api.get("/api/v1/notifications/settings");
  return { timeZone: settings.timeZone, allowSnooze: settings.medication.allowSnooze };
}

/**
 * Starts the device's reminders when the app runs in the native shell, with its first refresh;
 * on the web it does nothing and returns null.
 */
export function startDeviceReminders(): ReminderController | null {
  if (active || !Capacitor.isNativePlatform()) return active;
  const os = Capacitor.getPlatform();
  if (os !== "android" && os !== "ios") return null;
  const device = createCapacitorReminderDevice({
    plugin: LocalNotifications,
    platform: os,
    timeZone: async () => (await reminderSettings()).timeZone,
    recordDose: async (dose, tz) => {
      await api.put("/api/v1/medication-doses", {
        query: { tz },
        body: { ...dose, status: "taken" },
      });
    },
  });
  const controller = createReminderController({
    device,
    settings: reminderSettings,
    fetchUpcoming: async (from, to) =>
      (
        await api.get("/api/v1/notifications/upcoming", {
          query: { from: from.toISOString(), to: to.toISOString() },
        })
      ).items,
  });
  void device.onAction(() => undefined);
  active = controller;
  void controller.refresh();
  return controller;
}

/** Refreshes the device's reminders after a change that moves them (settings); no-op on the web. */
export function refreshDeviceReminders(): Promise<ReminderSyncResult | null> {
  return active ? active.refresh() : Promise.resolve(null);
}
