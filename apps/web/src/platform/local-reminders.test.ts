import type { PermissionState } from "@capacitor/core";
import type {
  ActionPerformed,
  ActionType,
  Channel,
  LocalNotificationSchema,
  LocalNotificationsPlugin,
} from "@capacitor/local-notifications";
import {
  IOS_PENDING_NOTIFICATIONS_MAX,
  MEDICATION_ACTION_TYPE_ID,
  MEDICATION_TAKEN_ACTION_TYPE_ID,
  NotificationMessage,
  nextReminderRefresh,
  notificationIdOf,
  type ReminderFeature,
  type UpcomingReminder,
  zonedInstant,
} from "@vitalog/domain";
import { describe, expect, it, vi } from "vitest";
import { createMemoryDeviceStore } from "./device-store.ts";
import {
  createCapacitorReminderDevice,
  createReminderController,
  type ReminderActionOutcome,
  reminderKeyOfId,
  startDeviceReminders,
} from "./local-reminders.ts";

const MINUTE = 60_000;
const DAY = 86_400_000;
const TZ = "Europe/Berlin";

/**
 * An in-memory device behind the plugin's own interface: what it holds pending, its channels and
 * action types, the permission and exact-alarm answers, and the bridge's JSON round trip (a Date
 * comes back as a string). Like the real plugin, scheduling an exact alarm on Android while exact
 * alarms are refused opens the system screen; iOS has no channels nor exact-alarm setting.
 */
function memoryDevice(platform: "android" | "ios") {
  const state = {
    pending: new Map<number, LocalNotificationSchema>(),
    channels: new Map<string, Channel>(),
    actionTypes: [] as ActionType[],
    display: "granted" as PermissionState,
    exactAlarm: "denied" as PermissionState,
    /** What the person answers on the "Alarms & reminders" screen. */
    exactAnswer: "denied" as PermissionState,
    exactScreenOpened: 0,
    permissionRequests: 0,
    scheduleCalls: 0,
    cancelCalls: 0,
  };
  const listeners: ((event: ActionPerformed) => void)[] = [];
  const bridge = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
  const unimplemented = async (): Promise<never> => {
    throw new Error("Not implemented on this platform");
  };
  const notUsed = async (): Promise<never> => {
    throw new Error("not used by the adapter");
  };
  const openExactScreen = () => {
    state.exactScreenOpened++;
    state.exactAlarm = state.exactAnswer;
  };

  const plugin: LocalNotificationsPlugin = {
    async schedule({ notifications }) {
      state.scheduleCalls++;
      if (state.display !== "granted") throw new Error("Notifications not enabled on this device");
      if (
        platform === "android" &&
        state.exactAlarm !== "granted" &&
        notifications.some((n) => n.isExactNotification !== false)
      ) {
        openExactScreen();
      }
      for (const n of notifications) state.pending.set(n.id, bridge(n));
      return { notifications: notifications.map((n) => ({ id: n.id })) };
    },
    update: notUsed,
    async getPending() {
      return {
        notifications: [...state.pending.values()].map((n) =>
          bridge({ id: n.id, title: n.title, body: n.body, schedule: n.schedule, extra: n.extra }),
        ),
      };
    },
    async registerActionTypes({ types }) {
      state.actionTypes = bridge(types);
    },
    async cancel({ notifications }) {
      state.cancelCalls++;
      for (const { id } of notifications) state.pending.delete(id);
    },
    cancelAll: notUsed,
    areEnabled: notUsed,
    getDeliveredNotifications: notUsed,
    removeDeliveredNotifications: notUsed,
    removeDeliveredNotificationsById: notUsed,
    removeAllDeliveredNotifications: notUsed,
    getByIds: notUsed,
    getAll: notUsed,
    createChannel:
      platform === "ios"
        ? unimplemented
        : async (channel) => {
            state.channels.set(channel.id, bridge(channel));
          },
    deleteChannel: notUsed,
    listChannels: notUsed,
    async checkPermissions() {
      return { display: state.display };
    },
    async requestPermissions() {
      state.permissionRequests++;
      if (state.display === "prompt") state.display = "granted";
      return { display: state.display };
    },
    changeExactNotificationSetting:
      platform === "ios"
        ? unimplemented
        : async () => {
            openExactScreen();
            return { exact_alarm: state.exactAlarm };
          },
    checkExactNotificationSetting:
      platform === "ios" ? unimplemented : async () => ({ exact_alarm: state.exactAlarm }),
    addListener: (async (eventName: string, listener: (event: ActionPerformed) => void) => {
      if (eventName === "localNotificationActionPerformed") listeners.push(listener);
      return {
        remove: async () => {
          listeners.splice(listeners.indexOf(listener), 1);
        },
      };
    }) as LocalNotificationsPlugin["addListener"],
    removeAllListeners: notUsed,
  };

  return {
    plugin,
    state,
    /** The notification fires (leaves the pending list) and the person presses `actionId`. */
    press(id: number, actionId: string) {
      const notification = state.pending.get(id);
      if (!notification) throw new Error(`nothing pending with id ${id}`);
      state.pending.delete(id);
      for (const listener of [...listeners]) listener({ actionId, notification });
    },
    held() {
      return [...state.pending.values()].sort(
        (a, b) =>
          new Date(String(a.schedule?.at)).getTime() - new Date(String(b.schedule?.at)).getTime(),
      );
    },
  };
}

const now = new Date("2026-05-01T10:00:00.000Z");
const idOfKey = (key: string) => Buffer.from(key, "utf8").toString("base64url");

function reminder(
  key: string,
  at: Date,
  feature: ReminderFeature = "weight",
  entityId: string | null = null,
): UpcomingReminder {
  return {
    id: idOfKey(key),
    feature,
    type: feature === "medication" ? "dose" : "daily",
    at: at.toISOString(),
    title: `Title ${key}`,
    body: `Body ${key}`,
    entityId,
  };
}

/** A dose reminder as the server plans it: the dose's wall-clock stamp in its key. */
function dose(date: string, time: string, minutesBefore = 0): UpcomingReminder {
  const at = new Date(zonedInstant(date, time, TZ).getTime() - minutesBefore * MINUTE);
  return reminder(`medication:dose:med-1:${date}T${time}`, at, "medication", "med-1");
}

const sample = [
  dose("2026-05-01", "14:00", 15),
  reminder("weight:daily:-:2026-05-02T09:00", new Date(now.getTime() + DAY), "weight"),
  reminder("cycle:period:-:2026-05-03T09:00", new Date(now.getTime() + 2 * DAY), "cycle"),
];

function setup(platform: "android" | "ios", clock = { now }) {
  const device = memoryDevice(platform);
  const recordDose = vi.fn(async () => undefined);
  const reminders = createCapacitorReminderDevice({
    plugin: device.plugin,
    platform,
    store: createMemoryDeviceStore(),
    now: () => clock.now,
    timeZone: async () => TZ,
    recordDose,
  });
  return { device, reminders, recordDose, clock };
}

describe("the Capacitor reminder device on Android", () => {
  it("creates the channels with their importances, the cycle's hidden from the lock screen", async () => {
    const { device, reminders } = setup("android");
    device.state.exactAlarm = "granted";
    await reminders.sync(sample);
    const channels = Object.fromEntries(
      [...device.state.channels.values()].map((c) => [c.id, [c.importance, c.visibility]]),
    );
    expect(channels).toEqual({
      default: [3, 1],
      medications: [5, 1],
      fasting: [3, 1],
      weight: [1, 1],
      cycle: [3, -1],
    });
    const taken = { id: "taken", title: "Taken", foreground: true };
    const snooze = { id: "snooze", title: "Snooze", foreground: true };
    expect(device.state.actionTypes).toEqual([
      { id: MEDICATION_ACTION_TYPE_ID, actions: [taken, snooze] },
      { id: MEDICATION_TAKEN_ACTION_TYPE_ID, actions: [taken] },
    ]);
  });

  it("exact: holds each reminder once at its time, in its channel, while idle too", async () => {
    const { device, reminders } = setup("android");
    device.state.exactAlarm = "granted";
    const result = await reminders.sync(sample);
    expect(result).toMatchObject({ strategy: "exact", scheduled: 3, cancelled: 0, queued: 0 });
    expect(
      device
        .held()
        .map((n) => [
          n.channelId,
          n.schedule?.at,
          n.schedule?.allowWhileIdle,
          n.isExactNotification,
          n.actionTypeId ?? null,
        ]),
    ).toEqual([
      ["medications", sample[0]?.at, true, true, MEDICATION_ACTION_TYPE_ID],
      ["weight", sample[1]?.at, true, true, null],
      ["cycle", sample[2]?.at, true, true, null],
    ]);
    expect(device.held()[0]?.id).toBe(notificationIdOf(sample[0]?.id ?? ""));
    expect(device.state.exactScreenOpened).toBe(0);
  });

  it("a second refresh with the same list changes nothing on the device", async () => {
    const { device, reminders } = setup("android");
    device.state.exactAlarm = "granted";
    await reminders.sync(sample);
    const before = JSON.stringify(device.held());
    const calls = device.state.scheduleCalls + device.state.cancelCalls;
    const again = await reminders.sync(sample);
    expect(again).toMatchObject({ scheduled: 0, cancelled: 0, unchanged: 3 });
    expect(device.state.scheduleCalls + device.state.cancelCalls).toBe(calls);
    expect(JSON.stringify(device.held())).toBe(before);
  });

  it("prompt: the reminders wait while it asks once for exact alarms; refused, they go inexact", async () => {
    const { device, reminders } = setup("android");
    device.state.exactAnswer = "denied";
    const result = await reminders.sync(sample);
    expect(device.state.exactScreenOpened).toBe(1);
    expect(result).toMatchObject({ strategy: "inexact", queued: 3, scheduled: 5 });
    const held = device.held();
    // The dose in 3 copies 10 minutes apart, all inexact; only the dose's may fire in doze.
    const doseAt = new Date(sample[0]?.at ?? "").getTime();
    expect(
      held.map((n) => [n.schedule?.at, n.isExactNotification, n.schedule?.allowWhileIdle]),
    ).toEqual([
      [new Date(doseAt).toISOString(), false, true],
      [new Date(doseAt + 10 * MINUTE).toISOString(), false, true],
      [new Date(doseAt + 20 * MINUTE).toISOString(), false, true],
      [sample[1]?.at, false, false],
      [sample[2]?.at, false, false],
    ]);
    expect(held.slice(0, 3).every((n) => n.actionTypeId === MEDICATION_ACTION_TYPE_ID)).toBe(true);

    // Not asked again, and scheduling never opened the settings screen by itself.
    const again = await reminders.sync(sample);
    expect(again).toMatchObject({ strategy: "inexact", queued: 0, scheduled: 0, unchanged: 5 });
    expect(device.state.exactScreenOpened).toBe(1);
  });

  it("prompt: allowed at the question, the queue goes out as exact alarms", async () => {
    const { device, reminders } = setup("android");
    device.state.exactAnswer = "granted";
    const result = await reminders.sync(sample);
    expect(result).toMatchObject({ strategy: "exact", queued: 3, scheduled: 3 });
    expect(device.held().every((n) => n.isExactNotification === true)).toBe(true);
  });

  it("replaces the copies with single exact alarms once exact alarms are allowed later", async () => {
    const { device, reminders } = setup("android");
    await reminders.sync(sample);
    expect(device.held()).toHaveLength(5);
    device.state.exactAlarm = "granted";
    const result = await reminders.sync(sample);
    expect(result).toMatchObject({ strategy: "exact", cancelled: 5, scheduled: 3 });
    expect(device.held().map((n) => n.isExactNotification)).toEqual([true, true, true]);
  });

  it("follows a change of the list: the dropped one cancelled, the moved one replaced", async () => {
    const { device, reminders } = setup("android");
    device.state.exactAlarm = "granted";
    await reminders.sync(sample);
    const moved = {
      ...(sample[1] as UpcomingReminder),
      at: new Date(now.getTime() + 2 * DAY - MINUTE).toISOString(),
    };
    const result = await reminders.sync([sample[0] as UpcomingReminder, moved]);
    expect(result).toMatchObject({ cancelled: 2, scheduled: 1, unchanged: 1 });
    expect(device.held().map((n) => n.schedule?.at)).toEqual([sample[0]?.at, moved.at]);
  });

  it("removes everything of ours when the list is empty (notifications switched off)", async () => {
    const { device, reminders } = setup("android");
    device.state.exactAlarm = "granted";
    await reminders.sync(sample);
    await reminders.sync([]);
    expect(device.held()).toEqual([]);
  });

  it("refuses to schedule without permission, with the spec's message", async () => {
    const { device, reminders } = setup("android");
    device.state.display = "denied";
    await expect(reminders.sync(sample)).rejects.toThrow(NotificationMessage.permissionNotGranted);
    expect(device.held()).toEqual([]);
  });

  it("asks for permission, then once for exact alarms", async () => {
    const { device, reminders } = setup("android");
    device.state.display = "prompt";
    device.state.exactAnswer = "granted";
    expect(await reminders.permission()).toBe("prompt");
    expect(await reminders.requestPermission()).toBe("granted");
    expect(device.state.exactScreenOpened).toBe(1);
    expect(await reminders.requestPermission()).toBe("granted");
    expect(device.state.exactScreenOpened).toBe(1);
  });

  it("does not ask again once permission was denied", async () => {
    const { device, reminders } = setup("android");
    device.state.display = "denied";
    expect(await reminders.requestPermission()).toBe("denied");
    expect(device.state.permissionRequests).toBe(0);
  });
});

describe("the Capacitor reminder device on iOS", () => {
  it("holds at most 64, soonest first, medications kept before sooner others", async () => {
    const { device, reminders } = setup("ios");
    const weights = Array.from({ length: 80 }, (_, i) =>
      reminder(`weight:daily:-:w${i}`, new Date(now.getTime() + (i + 1) * 60 * MINUTE)),
    );
    // The second dose (8 May, 06:00 UTC) lies past iOS's 7 days from 1 May, 10:00 UTC.
    const doses = ["2026-05-07", "2026-05-09"].map((date) => dose(date, "08:00"));
    const result = await reminders.sync([...weights, ...doses]);
    expect(device.state.channels.size).toBe(0);
    expect(result).toMatchObject({ strategy: "exact", scheduled: 64, deferred: 17 });
    const held = device.held();
    expect(held).toHaveLength(64);
    expect(held.filter((n) => n.actionTypeId === MEDICATION_ACTION_TYPE_ID)).toHaveLength(1);
    expect(held[0]?.id).toBe(notificationIdOf(weights[0]?.id ?? ""));
    expect(
      held.every((n) => n.channelId === undefined && n.isExactNotification === undefined),
    ).toBe(true);

    // A day later the window rolls on: the past ones are gone, later ones come in.
    const later = setupLater(device, new Date(now.getTime() + DAY));
    const rolled = await later.sync([...weights, ...doses]);
    expect(device.held().length).toBeLessThanOrEqual(IOS_PENDING_NOTIFICATIONS_MAX);
    expect(rolled.scheduled).toBeGreaterThan(0);
    expect(device.held().filter((n) => n.actionTypeId === MEDICATION_ACTION_TYPE_ID)).toHaveLength(
      2,
    );
  });
});

/** The same device seen by an adapter whose clock reads `at` (the app opened later). */
function setupLater(device: ReturnType<typeof memoryDevice>, at: Date) {
  // The device forgets nothing; the adapter starts afresh as after a restart.
  for (const n of [...device.state.pending.values()]) {
    if (new Date(String(n.schedule?.at)).getTime() < at.getTime())
      device.state.pending.delete(n.id);
  }
  return createCapacitorReminderDevice({
    plugin: device.plugin,
    platform: "ios",
    store: createMemoryDeviceStore(),
    now: () => at,
    timeZone: async () => TZ,
    recordDose: async () => undefined,
  });
}

describe("Taken and Snooze on a medication reminder", () => {
  async function fired(platform: "android" | "ios" = "android") {
    const ctx = setup(platform);
    ctx.device.state.exactAnswer = "denied";
    await ctx.reminders.sync(sample);
    const outcomes: ReminderActionOutcome[] = [];
    await ctx.reminders.onAction((o) => outcomes.push(o));
    const first = ctx.device.held()[0];
    if (!first) throw new Error("nothing held");
    // The reminder's time comes.
    ctx.clock.now = new Date(String(first.schedule?.at));
    const settle = () => vi.waitFor(() => expect(outcomes.length).toBeGreaterThan(0));
    return { ...ctx, outcomes, first, settle };
  }

  it("Taken records the dose at its scheduled time and drops the remaining copies", async () => {
    const { device, reminders, recordDose, outcomes, first, settle } = await fired();
    device.press(first.id, "taken");
    await settle();
    expect(recordDose).toHaveBeenCalledWith(
      { medicationId: "med-1", scheduledAt: zonedInstant("2026-05-01", "14:00", TZ).toISOString() },
      TZ,
    );
    expect(outcomes[0]).toMatchObject({ action: "taken", ok: true, entityId: "med-1" });
    expect(device.held().some((n) => n.actionTypeId === MEDICATION_ACTION_TYPE_ID)).toBe(false);
    // The next refresh does not bring the copies back.
    await reminders.sync(sample);
    expect(device.held().some((n) => n.actionTypeId === MEDICATION_ACTION_TYPE_ID)).toBe(false);
  });

  it("a dose that cannot be recorded says so", async () => {
    const { device, recordDose, outcomes, first, settle } = await fired();
    recordDose.mockRejectedValueOnce(new Error("offline"));
    device.press(first.id, "taken");
    await settle();
    expect(outcomes[0]).toMatchObject({ action: "taken", ok: false });
  });

  it("Snooze puts the reminder back 10 minutes later, with its buttons, and a refresh keeps it", async () => {
    const { device, reminders, outcomes, first, clock, settle } = await fired();
    device.press(first.id, "snooze");
    await settle();
    const until = new Date(clock.now.getTime() + 10 * MINUTE);
    expect(outcomes[0]).toMatchObject({ action: "snooze", ok: true, until });
    const meds = device.held().filter((n) => n.actionTypeId === MEDICATION_ACTION_TYPE_ID);
    expect(meds.map((n) => [n.schedule?.at, n.channelId, n.title])).toEqual([
      [until.toISOString(), "medications", first.title],
    ]);
    await reminders.sync(sample);
    expect(device.held().filter((n) => n.actionTypeId === MEDICATION_ACTION_TYPE_ID)).toEqual(meds);

    // Snoozed again when it fires: 10 minutes from then.
    clock.now = until;
    device.press(meds[0]?.id ?? 0, "snooze");
    await vi.waitFor(() => expect(outcomes).toHaveLength(2));
    expect(outcomes[1]?.until).toEqual(new Date(until.getTime() + 10 * MINUTE));
  });

  it("a plain tap on the notification does nothing", async () => {
    const { device, recordDose, outcomes, first } = await fired("ios");
    device.press(first.id, "tap");
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(outcomes).toEqual([]);
    expect(recordDose).not.toHaveBeenCalled();
  });
});

describe("createReminderController", () => {
  function timers() {
    const set: { run: () => void; ms: number }[] = [];
    return {
      set,
      setTimer: (run: () => void, ms: number) => {
        set.push({ run, ms });
        return set.length;
      },
      clearTimer: vi.fn(),
    };
  }

  it("refreshes from the upcoming list over the device's horizon, then at the weekly refresh", async () => {
    const { device, reminders } = setup("android");
    device.state.exactAlarm = "granted";
    const fetchUpcoming = vi.fn(async () => sample);
    const t = timers();
    const controller = createReminderController({
      device: reminders,
      fetchUpcoming,
      settings: async () => ({ timeZone: TZ, allowSnooze: true }),
      now: () => now,
      setTimer: t.setTimer,
      clearTimer: t.clearTimer,
    });
    const result = await controller.refresh();
    expect(result).toMatchObject({ scheduled: 3 });
    expect(fetchUpcoming).toHaveBeenCalledWith(now, new Date(now.getTime() + 30 * DAY));
    expect(t.set.at(-1)?.ms).toBe(nextReminderRefresh(now, TZ).getTime() - now.getTime());
    expect(device.held()).toHaveLength(3);
  });

  it("offers Taken alone when the person turned snoozing off", async () => {
    const { device, reminders } = setup("android");
    device.state.exactAlarm = "granted";
    const t = timers();
    await createReminderController({
      device: reminders,
      fetchUpcoming: async () => sample,
      settings: async () => ({ timeZone: TZ, allowSnooze: false }),
      now: () => now,
      setTimer: t.setTimer,
      clearTimer: t.clearTimer,
    }).refresh();
    expect(device.held().map((n) => n.actionTypeId ?? null)).toEqual([
      MEDICATION_TAKEN_ACTION_TYPE_ID,
      null,
      null,
    ]);
  });

  it("uses iOS's 7-day window", async () => {
    const { reminders } = setup("ios");
    const fetchUpcoming = vi.fn(async () => []);
    const t = timers();
    await createReminderController({
      device: reminders,
      fetchUpcoming,
      settings: async () => ({ timeZone: TZ, allowSnooze: true }),
      now: () => now,
      setTimer: t.setTimer,
      clearTimer: t.clearTimer,
    }).refresh();
    expect(fetchUpcoming).toHaveBeenCalledWith(now, new Date(now.getTime() + 7 * DAY));
  });

  it("does nothing without permission, and survives a failed fetch", async () => {
    const { device, reminders } = setup("android");
    device.state.display = "prompt";
    const fetchUpcoming = vi.fn(async (): Promise<UpcomingReminder[]> => {
      throw new Error("offline");
    });
    const t = timers();
    const controller = createReminderController({
      device: reminders,
      fetchUpcoming,
      settings: async () => ({ timeZone: TZ, allowSnooze: true }),
      now: () => now,
      setTimer: t.setTimer,
      clearTimer: t.clearTimer,
    });
    expect(await controller.refresh()).toBeNull();
    expect(fetchUpcoming).not.toHaveBeenCalled();
    device.state.display = "granted";
    expect(await controller.refresh()).toBeNull();
    expect(fetchUpcoming).toHaveBeenCalledTimes(1);
    expect(t.set).toHaveLength(2);
  });

  it("runs refreshes one after another", async () => {
    const { device, reminders } = setup("android");
    device.state.exactAlarm = "granted";
    let inFlight = 0;
    let most = 0;
    const fetchUpcoming = vi.fn(async () => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight--;
      return sample;
    });
    const t = timers();
    const controller = createReminderController({
      device: reminders,
      fetchUpcoming,
      settings: async () => ({ timeZone: TZ, allowSnooze: true }),
      now: () => now,
      setTimer: t.setTimer,
      clearTimer: t.clearTimer,
    });
    const results = await Promise.all([controller.refresh(), controller.refresh()]);
    expect(most).toBe(1);
    expect(results.map((r) => r?.scheduled)).toEqual([3, 0]);
  });
});

describe("reminderKeyOfId and the web", () => {
  it("reads the planner key back from the server's id", () => {
    const key = "medication:dose:med-1:2026-05-01T14:00";
    expect(reminderKeyOfId(idOfKey(key))).toBe(key);
    expect(reminderKeyOfId("not base64!")).toBeNull();
  });

  it("starts nothing in a browser", () => {
    expect(startDeviceReminders()).toBeNull();
  });
});
