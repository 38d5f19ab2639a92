import { describe, expect, it } from "vitest";
import { zonedInstant } from "../medications/schedule.ts";
import {
  CRITICAL_COPY_COUNT,
  CRITICAL_COPY_INTERVAL_MINUTES,
  IOS_PENDING_NOTIFICATIONS_MAX,
  MEDICATION_HORIZON_DAYS_ANDROID,
  MEDICATION_HORIZON_DAYS_IOS,
  NOTIFICATION_ID_MAX,
  type ReminderFeature,
} from "./constants.ts";
import { notificationIdOf } from "./delivery.ts";
import {
  androidAlarmStrategy,
  type DeviceNotification,
  deviceNotificationSignature,
  diffDeviceNotifications,
  MEDICATION_ACTION_TYPE_ID,
  MEDICATION_TAKEN_ACTION_TYPE_ID,
  medicationDoseOfKey,
  planDeviceNotifications,
  type UpcomingReminder,
} from "./device-plan.ts";
import { NotificationMessage } from "./messages.ts";

const MINUTE = 60_000;
const DAY = 86_400_000;
const now = new Date("2026-05-01T12:00:00.000Z");
const after = (ms: number) => new Date(now.getTime() + ms).toISOString();

function upcoming(
  id: string,
  atMs: number,
  feature: ReminderFeature = "weight",
  extra: Partial<UpcomingReminder> = {},
): UpcomingReminder {
  return {
    id,
    feature,
    type: feature === "medication" ? "dose" : "daily",
    at: after(atMs),
    title: `Title ${id}`,
    body: `Body ${id}`,
    entityId: feature === "medication" ? "med-1" : null,
    ...extra,
  };
}

/** Pending refs as a device that applied `plan` would report them. */
const held = (notifications: readonly DeviceNotification[]) =>
  notifications.map((n) => ({ id: n.id, signature: deviceNotificationSignature(n) }));

describe("androidAlarmStrategy", () => {
  it("is exact when allowed, prompt until the decision is asked for, inexact after a refusal", () => {
    expect(androidAlarmStrategy("granted", false)).toBe("exact");
    expect(androidAlarmStrategy("granted", true)).toBe("exact");
    expect(androidAlarmStrategy("denied", false)).toBe("prompt");
    expect(androidAlarmStrategy("prompt", false)).toBe("prompt");
    expect(androidAlarmStrategy("prompt-with-rationale", false)).toBe("prompt");
    expect(androidAlarmStrategy("denied", true)).toBe("inexact");
    expect(androidAlarmStrategy("prompt", true)).toBe("inexact");
  });
});

describe("planDeviceNotifications: admission", () => {
  it("skips past reminders silently and keeps one at this very instant", () => {
    const plan = planDeviceNotifications({
      upcoming: [upcoming("past", -1), upcoming("now", 0), upcoming("soon", MINUTE)],
      platform: "android",
      strategy: "exact",
      now,
    });
    expect(plan.notifications.map((n) => n.key)).toEqual(["now", "soon"]);
    expect(plan.rejected).toEqual([]);
  });

  it("refuses a reminder without title or body or with a bad date, with the spec's words", () => {
    const plan = planDeviceNotifications({
      upcoming: [
        upcoming("no-title", MINUTE, "weight", { title: " " }),
        upcoming("no-body", MINUTE, "weight", { body: "" }),
        upcoming("bad-date", MINUTE, "weight", { at: "not a date" }),
        upcoming("fine", MINUTE),
      ],
      platform: "ios",
      now,
    });
    expect(plan.notifications.map((n) => n.key)).toEqual(["fine"]);
    expect(plan.rejected).toEqual([
      { id: "no-title", message: NotificationMessage.titleBodyRequired },
      { id: "no-body", message: NotificationMessage.titleBodyRequired },
      { id: "bad-date", message: NotificationMessage.invalidDate },
    ]);
  });

  it("keeps Android's 30-day horizon, its last instant included", () => {
    const edge = MEDICATION_HORIZON_DAYS_ANDROID * DAY;
    const plan = planDeviceNotifications({
      upcoming: [upcoming("edge", edge), upcoming("beyond", edge + 1)],
      platform: "android",
      strategy: "exact",
      now,
    });
    expect(plan.notifications.map((n) => n.key)).toEqual(["edge"]);
  });

  it("keeps iOS's 7-day horizon, its last instant included", () => {
    const edge = MEDICATION_HORIZON_DAYS_IOS * DAY;
    const plan = planDeviceNotifications({
      upcoming: [upcoming("edge", edge), upcoming("beyond", edge + 1), upcoming("d8", 8 * DAY)],
      platform: "ios",
      now,
    });
    expect(plan.notifications.map((n) => n.key)).toEqual(["edge"]);
    expect(plan.deferred).toBe(0);
  });

  it("takes a reminder listed twice once", () => {
    const plan = planDeviceNotifications({
      upcoming: [upcoming("a", MINUTE), upcoming("a", MINUTE)],
      platform: "ios",
      now,
    });
    expect(plan.notifications).toHaveLength(1);
  });

  it("sends an unknown feature to the default channel", () => {
    const plan = planDeviceNotifications({
      upcoming: [upcoming("x", MINUTE, "other" as ReminderFeature)],
      platform: "ios",
      now,
    });
    expect(plan.notifications[0]?.channel).toBe("default");
    expect(plan.notifications[0]?.feature).toBe("general");
  });
});

describe("planDeviceNotifications: notifications", () => {
  it("gives each feature its channel and medication reminders the Taken and Snooze type", () => {
    const features: ReminderFeature[] = ["cycle", "fasting", "weight", "medication", "general"];
    const plan = planDeviceNotifications({
      upcoming: features.map((f, i) => upcoming(f, (i + 1) * MINUTE, f)),
      platform: "android",
      strategy: "exact",
      now,
    });
    expect(plan.notifications.map((n) => [n.feature, n.channel, n.actionTypeId, n.exact])).toEqual([
      ["cycle", "cycle", null, true],
      ["fasting", "fasting", null, true],
      ["weight", "weight", null, true],
      ["medication", "medications", MEDICATION_ACTION_TYPE_ID, true],
      ["general", "default", null, true],
    ]);
  });

  it("offers Taken alone on medication reminders when snoozing is turned off", () => {
    const plan = planDeviceNotifications({
      upcoming: [upcoming("m", MINUTE, "medication"), upcoming("w", MINUTE)],
      platform: "ios",
      now,
      allowSnooze: false,
    });
    expect(plan.notifications.map((n) => n.actionTypeId)).toEqual([
      MEDICATION_TAKEN_ACTION_TYPE_ID,
      null,
    ]);
  });

  it("derives ids from the reminder keys, in 1..2147483647, and keeps the texts", () => {
    const plan = planDeviceNotifications({
      upcoming: [upcoming("k1", MINUTE), upcoming("k2", 2 * MINUTE, "medication")],
      platform: "ios",
      now,
    });
    expect(plan.notifications.map((n) => n.id)).toEqual([
      notificationIdOf("k1"),
      notificationIdOf("k2"),
    ]);
    for (const n of plan.notifications) {
      expect(n.id).toBeGreaterThanOrEqual(1);
      expect(n.id).toBeLessThanOrEqual(NOTIFICATION_ID_MAX);
    }
    expect(plan.notifications[1]).toMatchObject({
      reminderId: "k2",
      title: "Title k2",
      body: "Body k2",
      entityId: "med-1",
      type: "dose",
      at: new Date(after(2 * MINUTE)),
    });
  });

  it("resolves an id clash the same way on every refresh", () => {
    // Two keys whose ids clash, found by brute force over a small family of keys.
    const seen = new Map<number, string>();
    let pair: [string, string] | null = null;
    for (let i = 0; pair === null; i++) {
      const key = `clash-${i}`;
      const id = notificationIdOf(key);
      const other = seen.get(id);
      if (other !== undefined) pair = [other, key];
      else seen.set(id, key);
    }
    const [first, second] = pair;
    const input = {
      upcoming: [upcoming(second, 2 * MINUTE), upcoming(first, MINUTE)],
      platform: "ios" as const,
      now,
    };
    const plan = planDeviceNotifications(input);
    const [a, b] = plan.notifications;
    expect(a?.key).toBe(first);
    expect(a?.id).toBe(notificationIdOf(first));
    expect(b?.id).toBe(notificationIdOf(`${second}!1`));
    expect(new Set(plan.notifications.map((n) => n.id)).size).toBe(2);
    expect(planDeviceNotifications(input).notifications.map((n) => n.id)).toEqual([a?.id, b?.id]);
  });

  it("never gives a plan notification the id of a snoozed one the device holds", () => {
    const plan = planDeviceNotifications({
      upcoming: [upcoming("k", MINUTE)],
      platform: "android",
      strategy: "exact",
      now,
      reserved: [{ id: notificationIdOf("k"), key: "k~snooze", feature: "weight", at: now }],
    });
    expect(plan.notifications[0]?.id).toBe(notificationIdOf("k!1"));
  });
});

describe("planDeviceNotifications: Android strategies", () => {
  const list = [upcoming("w", 5 * MINUTE), upcoming("m", MINUTE, "medication")];

  it("exact: every reminder once, at its time", () => {
    const plan = planDeviceNotifications({
      upcoming: list,
      platform: "android",
      strategy: "exact",
      now,
    });
    expect(plan.strategy).toBe("exact");
    expect(plan.notifications.map((n) => [n.key, n.exact, n.allowWhileIdle])).toEqual([
      ["m", true, true],
      ["w", true, true],
    ]);
    expect(plan.queued).toEqual([]);
  });

  it("inexact: medication reminders split into 3 copies 10 min apart, others once", () => {
    const plan = planDeviceNotifications({
      upcoming: list,
      platform: "android",
      strategy: "inexact",
      now,
    });
    expect(
      plan.notifications.map((n) => [n.key, n.at.toISOString(), n.exact, n.allowWhileIdle]),
    ).toEqual([
      ["m", after(MINUTE), false, true],
      ["w", after(5 * MINUTE), false, false],
      ["m#2", after(MINUTE + CRITICAL_COPY_INTERVAL_MINUTES * MINUTE), false, true],
      ["m#3", after(MINUTE + 2 * CRITICAL_COPY_INTERVAL_MINUTES * MINUTE), false, true],
    ]);
    const copies = plan.notifications.filter((n) => n.reminderId === "m");
    expect(copies).toHaveLength(CRITICAL_COPY_COUNT);
    expect(new Set(copies.map((n) => n.id)).size).toBe(CRITICAL_COPY_COUNT);
    expect(copies.every((n) => n.actionTypeId === MEDICATION_ACTION_TYPE_ID)).toBe(true);
  });

  it("inexact: the copies of a reminder at the horizon's edge go past it", () => {
    const edge = MEDICATION_HORIZON_DAYS_ANDROID * DAY;
    const plan = planDeviceNotifications({
      upcoming: [upcoming("m", edge, "medication")],
      platform: "android",
      strategy: "inexact",
      now,
    });
    expect(plan.notifications.map((n) => n.key)).toEqual(["m", "m#2", "m#3"]);
  });

  it("prompt: nothing scheduled, the reminders wait in the queue soonest first", () => {
    const plan = planDeviceNotifications({
      upcoming: [...list, upcoming("old", -MINUTE)],
      platform: "android",
      strategy: "prompt",
      now,
    });
    expect(plan.strategy).toBe("prompt");
    expect(plan.notifications).toEqual([]);
    expect(plan.queued.map((u) => u.id)).toEqual(["m", "w"]);
  });

  it("without an answer yet, Android waits as in prompt", () => {
    const plan = planDeviceNotifications({ upcoming: list, platform: "android", now });
    expect(plan.strategy).toBe("prompt");
    expect(plan.queued).toHaveLength(2);
  });

  it("does not put back any copy of a reminder already answered", () => {
    const plan = planDeviceNotifications({
      upcoming: list,
      platform: "android",
      strategy: "inexact",
      now,
      handled: new Set(["m"]),
    });
    expect(plan.notifications.map((n) => n.key)).toEqual(["w"]);
  });

  it("iOS ignores the Android strategy: exact, no copies, no queue", () => {
    const plan = planDeviceNotifications({
      upcoming: list,
      platform: "ios",
      strategy: "inexact",
      now,
    });
    expect(plan.strategy).toBe("exact");
    expect(plan.notifications.map((n) => [n.key, n.exact])).toEqual([
      ["m", true],
      ["w", true],
    ]);
  });
});

describe("planDeviceNotifications: iOS window of 64", () => {
  const hourly = (count: number, feature: ReminderFeature, prefix: string, offsetMs = 0) =>
    Array.from({ length: count }, (_, i) =>
      upcoming(`${prefix}${String(i).padStart(3, "0")}`, offsetMs + (i + 1) * 3_600_000, feature),
    );

  it("holds all when there are 64 or fewer", () => {
    const plan = planDeviceNotifications({
      upcoming: hourly(IOS_PENDING_NOTIFICATIONS_MAX, "weight", "w"),
      platform: "ios",
      now,
    });
    expect(plan.notifications).toHaveLength(64);
    expect(plan.deferred).toBe(0);
  });

  it("holds the 64 soonest, soonest first, and defers the rest", () => {
    const plan = planDeviceNotifications({
      upcoming: hourly(100, "weight", "w").reverse(),
      platform: "ios",
      now,
    });
    expect(plan.notifications).toHaveLength(64);
    expect(plan.deferred).toBe(36);
    expect(plan.notifications[0]?.key).toBe("w000");
    expect(plan.notifications[63]?.key).toBe("w063");
    const times = plan.notifications.map((n) => n.at.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it("keeps medication reminders before sooner others when they compete", () => {
    const others = hourly(60, "fasting", "f");
    // Ten medication reminders, all later than every fasting reminder.
    const meds = hourly(10, "medication", "m", 61 * 3_600_000);
    const plan = planDeviceNotifications({ upcoming: [...others, ...meds], platform: "ios", now });
    expect(plan.notifications).toHaveLength(64);
    expect(plan.notifications.filter((n) => n.feature === "medication")).toHaveLength(10);
    expect(plan.notifications.filter((n) => n.feature === "fasting")).toHaveLength(54);
    expect(plan.notifications.at(-1)?.feature).toBe("medication");
    expect(plan.deferred).toBe(6);
  });

  it("counts snoozed reminders the device holds within the 64", () => {
    const reserved = [0, 1, 2].map((i) => ({
      id: 1000 + i,
      key: `snz${i}`,
      feature: "medication" as const,
      at: new Date(now.getTime() + MINUTE),
    }));
    const plan = planDeviceNotifications({
      upcoming: hourly(70, "weight", "w"),
      platform: "ios",
      now,
      reserved,
    });
    expect(plan.notifications).toHaveLength(61);
    expect(plan.deferred).toBe(9);
  });
});

describe("diffDeviceNotifications", () => {
  const plan = planDeviceNotifications({
    upcoming: [upcoming("a", MINUTE), upcoming("b", 2 * MINUTE, "medication")],
    platform: "android",
    strategy: "inexact",
    now,
  }).notifications;

  it("adds everything to an empty device", () => {
    const diff = diffDeviceNotifications([], plan);
    expect(diff.cancel).toEqual([]);
    expect(diff.add).toEqual(plan);
  });

  it("is idempotent: a device holding the plan has nothing to do", () => {
    const diff = diffDeviceNotifications(held(plan), plan);
    expect(diff).toEqual({ cancel: [], add: [], unchanged: plan.length });
  });

  it("cancels what is no longer wanted and what has no signature", () => {
    const diff = diffDeviceNotifications([...held(plan), { id: 7, signature: null }], plan);
    expect(diff.cancel).toEqual([7]);
    expect(diff.add).toEqual([]);
  });

  it("replaces a notification whose time or words changed", () => {
    const moved = planDeviceNotifications({
      upcoming: [upcoming("a", 3 * MINUTE), upcoming("b", 2 * MINUTE, "medication")],
      platform: "android",
      strategy: "inexact",
      now,
    }).notifications;
    const diff = diffDeviceNotifications(held(plan), moved);
    expect(diff.cancel).toEqual([notificationIdOf("a")]);
    expect(diff.add.map((n) => n.key)).toEqual(["a"]);
  });

  it("replaces everything when exact alarms are allowed after a refusal, dropping copies", () => {
    const exact = planDeviceNotifications({
      upcoming: [upcoming("a", MINUTE), upcoming("b", 2 * MINUTE, "medication")],
      platform: "android",
      strategy: "exact",
      now,
    }).notifications;
    const diff = diffDeviceNotifications(held(plan), exact);
    expect(diff.cancel).toEqual(plan.map((n) => n.id).sort((x, y) => x - y));
    expect(diff.add.map((n) => n.key)).toEqual(["a", "b"]);
    // Applied, the next refresh has nothing to do.
    const after = [...held(plan).filter((p) => !diff.cancel.includes(p.id)), ...held(diff.add)];
    expect(diffDeviceNotifications(after, exact)).toEqual({ cancel: [], add: [], unchanged: 2 });
  });
});

describe("medicationDoseOfKey", () => {
  it("reads the medication and the dose instant from a dose reminder's key", () => {
    expect(
      medicationDoseOfKey("medication:dose:abc-123:2026-05-02T08:30", "Europe/Berlin"),
    ).toEqual({
      medicationId: "abc-123",
      scheduledAt: zonedInstant("2026-05-02", "08:30", "Europe/Berlin").toISOString(),
    });
    expect(
      medicationDoseOfKey("medication:dose:abc-123:2026-05-02T08:30", "Europe/Berlin")?.scheduledAt,
    ).toBe("2026-05-02T06:30:00.000Z");
  });

  it("is null for any other key", () => {
    expect(medicationDoseOfKey("weight:daily:-:2026-05-02T09:00", "UTC")).toBeNull();
    expect(medicationDoseOfKey("medication:dose:abc:2026-05-02", "UTC")).toBeNull();
    expect(medicationDoseOfKey("", "UTC")).toBeNull();
  });
});
