import { describe, expect, it } from "vitest";
import { NOTIFICATION_ID_MAX } from "./constants.ts";
import {
  assertCanSchedule,
  criticalCopies,
  deviceHorizon,
  dropPastReminders,
  inexactWindow,
  iosPendingWindow,
  isNotificationId,
  NotificationError,
  nextReminderRefresh,
  notificationIdOf,
  oneTimeHorizonDays,
  snoozeUntil,
  validateScheduleRequest,
} from "./delivery.ts";
import type { PlannedReminder } from "./planners.ts";

const now = new Date("2026-05-01T12:00:00Z");
const planned = (
  key: string,
  at: string,
  feature: PlannedReminder["feature"] = "weight",
): PlannedReminder => ({
  key,
  feature,
  type: "daily",
  at: new Date(at),
  title: "t",
  body: "b",
});

function errorOf(run: () => unknown): NotificationError {
  try {
    run();
  } catch (error) {
    if (error instanceof NotificationError) return error;
  }
  throw new Error("expected a NotificationError");
}

describe("validateScheduleRequest", () => {
  it("asks for a title and a body", () => {
    const error = errorOf(() => validateScheduleRequest({ title: " ", body: "b", at: now }, now));
    expect(error.message).toBe("Title and body are required");
    expect(
      errorOf(() => validateScheduleRequest({ title: "t", body: "", at: now }, now)).message,
    ).toBe("Title and body are required");
  });

  it("refuses an invalid date and a date in the past", () => {
    const invalid = errorOf(() =>
      validateScheduleRequest({ title: "t", body: "b", at: "not a date" }, now),
    );
    expect([invalid.code, invalid.message]).toEqual(["INVALID_DATE", "Invalid schedule date"]);
    const past = errorOf(() =>
      validateScheduleRequest({ title: "t", body: "b", at: "2026-05-01T11:59:59Z" }, now),
    );
    expect(past.message).toBe("Cannot schedule notification in the past");
    expect(
      validateScheduleRequest(
        { title: "t", body: "b", at: "2026-05-01T12:00:05Z" },
        now,
      ).toISOString(),
    ).toBe("2026-05-01T12:00:05.000Z");
  });

  it("drops past one-time reminders silently", () => {
    const kept = dropPastReminders(
      [
        planned("a", "2026-05-01T11:00:00Z"),
        planned("b", "2026-05-01T12:00:00Z"),
        planned("c", "2026-05-02T00:00:00Z"),
      ],
      now,
    );
    expect(kept.map((r) => r.key)).toEqual(["b", "c"]);
  });
});

describe("assertCanSchedule", () => {
  it("needs notifications on and permission granted", () => {
    expect(
      errorOf(() => assertCanSchedule({ enabled: false, permission: "granted" })).message,
    ).toBe("Notifications are not enabled");
    for (const permission of ["prompt", "denied"] as const) {
      const error = errorOf(() => assertCanSchedule({ enabled: true, permission }));
      expect([error.code, error.message]).toEqual([
        "PERMISSION_DENIED",
        "Notification permission not granted",
      ]);
    }
    expect(() => assertCanSchedule({ enabled: true, permission: "granted" })).not.toThrow();
  });
});

describe("notification ids", () => {
  it("are positive integers up to 2147483647", () => {
    expect(
      [0, 1, 2_147_483_647, 2_147_483_648, -5, 1.5, Number.NaN, "7"].map(isNotificationId),
    ).toEqual([false, true, true, false, false, false, false, false]);
  });

  it("come from the key, the same on every call, always in range", () => {
    expect(notificationIdOf("weight:daily:-:2026-01-02T09:00")).toBe(
      notificationIdOf("weight:daily:-:2026-01-02T09:00"),
    );
    expect(notificationIdOf("a")).not.toBe(notificationIdOf("b"));
    const ids = new Set<number>();
    for (let i = 0; i < 5_000; i++) {
      const id = notificationIdOf(`medication:dose:m${i}:2026-01-01T08:00`);
      expect(isNotificationId(id)).toBe(true);
      ids.add(id);
    }
    expect(ids.size).toBeGreaterThan(4_990);
    expect(notificationIdOf("")).toBeLessThanOrEqual(NOTIFICATION_ID_MAX);
  });
});

describe("snooze, inexact alarms and critical copies", () => {
  it("snoozes medication 10 min by default and a generic reminder 10 min at most 3 times", () => {
    expect(snoozeUntil({ feature: "medication", now, snoozeCount: 5 })?.toISOString()).toBe(
      "2026-05-01T12:10:00.000Z",
    );
    expect(
      snoozeUntil({ feature: "medication", now, snoozeCount: 0, minutes: 30 })?.toISOString(),
    ).toBe("2026-05-01T12:30:00.000Z");
    expect(
      [0, 1, 2, 3].map(
        (snoozeCount) =>
          snoozeUntil({ feature: "weight", now, snoozeCount })?.toISOString() ?? null,
      ),
    ).toEqual([
      "2026-05-01T12:10:00.000Z",
      "2026-05-01T12:10:00.000Z",
      "2026-05-01T12:10:00.000Z",
      null,
    ]);
  });

  it("lets an inexact alarm be up to 15 min late", () => {
    const { earliest, latest } = inexactWindow(now);
    expect([earliest.toISOString(), latest.toISOString()]).toEqual([
      "2026-05-01T12:00:00.000Z",
      "2026-05-01T12:15:00.000Z",
    ]);
  });

  it("splits a critical reminder into 3 copies 10 min apart", () => {
    const dose = {
      ...planned("medication:dose:m:2026-05-01T12:00", "2026-05-01T12:00:00Z", "medication"),
      critical: true,
    };
    expect(criticalCopies(dose).map((r) => [r.key, r.at.toISOString()])).toEqual([
      ["medication:dose:m:2026-05-01T12:00", "2026-05-01T12:00:00.000Z"],
      ["medication:dose:m:2026-05-01T12:00#2", "2026-05-01T12:10:00.000Z"],
      ["medication:dose:m:2026-05-01T12:00#3", "2026-05-01T12:20:00.000Z"],
    ]);
    expect(criticalCopies(planned("w", "2026-05-01T12:00:00Z"))).toHaveLength(1);
  });
});

describe("device horizons and the iOS window", () => {
  it("schedules 30 days ahead on Android and 7 on iOS", () => {
    expect([oneTimeHorizonDays("android"), oneTimeHorizonDays("ios")]).toEqual([30, 7]);
    expect(deviceHorizon(now, "ios").to.toISOString()).toBe("2026-05-08T12:00:00.000Z");
    expect(deviceHorizon(now, "android").to.toISOString()).toBe("2026-05-31T12:00:00.000Z");
  });

  it("keeps 64 pending on iOS, medications first, soonest first", () => {
    const others = Array.from({ length: 60 }, (_, i) =>
      planned(`w${String(i).padStart(2, "0")}`, new Date(now.getTime() + i * 60_000).toISOString()),
    );
    const doses = Array.from({ length: 10 }, (_, i) =>
      planned(`m${i}`, new Date(now.getTime() + (100 + i) * 60_000).toISOString(), "medication"),
    );
    const kept = iosPendingWindow([...doses, ...others]);
    expect(kept).toHaveLength(64);
    expect(kept.filter((r) => r.feature === "medication")).toHaveLength(10);
    expect(kept.filter((r) => r.feature === "weight").map((r) => r.key)).toEqual(
      others.slice(0, 54).map((r) => r.key),
    );
    const times = kept.map((r) => r.at.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(iosPendingWindow(others.slice(0, 3)).map((r) => r.key)).toEqual(["w00", "w01", "w02"]);
  });

  it("refreshes weekly at 02:00 local on Saturday (day 6)", () => {
    // 2026-01-08 is a Thursday.
    expect(nextReminderRefresh(new Date("2026-01-08T10:00:00Z"), "UTC").toISOString()).toBe(
      "2026-01-10T02:00:00.000Z",
    );
    expect(nextReminderRefresh(new Date("2026-01-10T02:00:00Z"), "UTC").toISOString()).toBe(
      "2026-01-17T02:00:00.000Z",
    );
    // Saturday 01:30 in Berlin: the refresh is at 02:00 that day; at 02:00 itself, a week later.
    expect(
      nextReminderRefresh(new Date("2026-01-10T00:30:00Z"), "Europe/Berlin").toISOString(),
    ).toBe("2026-01-10T01:00:00.000Z");
    expect(
      nextReminderRefresh(new Date("2026-01-10T01:00:00Z"), "Europe/Berlin").toISOString(),
    ).toBe("2026-01-17T01:00:00.000Z");
  });
});
