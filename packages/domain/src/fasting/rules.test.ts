import { describe, expect, it } from "vitest";
import { isNotInFuture } from "../kit/time-series.ts";
import { demoFasts } from "./demo.ts";
import { FastEndInput, FastInput, FastingSettingsPatch } from "./fasting.ts";
import { FastingMessage } from "./messages.ts";
import {
  type FastTimes,
  fastPhaseAt,
  fastProgress,
  fastStreakDays,
  fastStreaks,
  fastSummary,
  fastVerdict,
  isFastOverdue,
} from "./rules.ts";

const fast = (start: string, end: string | null, targetHours = 16): FastTimes => ({
  startTime: start,
  endTime: end,
  targetHours,
});

describe("fast progress", () => {
  it("marks 25, 50, 75 and 100 percent and holds at 100", () => {
    const start = "2026-11-20T20:00:00Z";
    expect(
      fastProgress(fast(start, null), new Date("2026-11-21T03:59:00Z")).milestonesReached,
    ).toEqual([25]);
    expect(
      fastProgress(fast(start, null), new Date("2026-11-21T04:00:00Z")).milestonesReached,
    ).toEqual([25, 50]);
    const done = fastProgress(fast(start, null), new Date("2026-11-21T14:00:00Z"));
    expect(done.milestonesReached).toEqual([25, 50, 75, 100]);
    expect(done.percent).toBe(100);
    expect(done.targetReached).toBe(true);
    expect(done.targetAt.toISOString()).toBe("2026-11-21T12:00:00.000Z");
  });

  it("runs across midnight by elapsed time, not by the clock on the wall", () => {
    const p = fastProgress(fast("2026-11-20T23:30:00Z", null), new Date("2026-11-21T01:30:00Z"));
    expect(p.elapsedMs).toBe(2 * 3_600_000);
  });

  it("is not moved by a daylight-saving change", () => {
    // Berlin: 20:00 local on 28 March 2026 (UTC+1) to 12:00 local on 29 March (UTC+2) is 15 hours.
    const p = fastProgress(
      fast("2026-03-28T20:00:00+01:00", "2026-03-29T12:00:00+02:00"),
      new Date("2026-04-01T00:00:00Z"),
    );
    expect(p.elapsedMs).toBe(15 * 3_600_000);
    expect(p.targetReached).toBe(false);
  });

  it("keeps counting a fast in progress across local midnight", () => {
    // Berlin, 20 Nov 2026 (UTC+1): started 22:00 local, now 06:00 local the next day: 8 hours.
    const p = fastProgress(
      fast("2026-11-20T22:00:00+01:00", null),
      new Date("2026-11-21T06:00:00+01:00"),
    );
    expect(p.elapsedMs).toBe(8 * 3_600_000);
    expect(p.percent).toBe(50);
    expect(p.milestonesReached).toEqual([25, 50]);
    expect(fastPhaseAt(p.elapsedMs / 3_600_000).id).toBe("fed");
  });

  it("counts the real hours of a fast in progress when the clocks go back", () => {
    // Berlin, 25 Oct 2026: 03:00 CEST becomes 02:00 CET. Started 20:00 local on the 24th (UTC+2),
    // now 12:00 local on the 25th (UTC+1): the wall clock says 16 hours, 17 have passed.
    const p = fastProgress(
      fast("2026-10-24T20:00:00+02:00", null),
      new Date("2026-10-25T12:00:00+01:00"),
    );
    expect(p.elapsedMs).toBe(17 * 3_600_000);
    expect(p.targetReached).toBe(true);
    expect(p.milestonesReached).toEqual([25, 50, 75, 100]);
    // 16 hours after 18:00 UTC is 10:00 UTC, 11:00 on the Berlin clock after the change.
    expect(p.targetAt.toISOString()).toBe("2026-10-25T10:00:00.000Z");
    expect(fastPhaseAt(p.elapsedMs / 3_600_000).id).toBe("fatBurning");
  });

  it("uses the end of an ended fast, not now", () => {
    const p = fastProgress(
      fast("2026-11-20T20:00:00Z", "2026-11-21T06:00:00Z"),
      new Date("2026-11-25T00:00:00Z"),
    );
    expect(p.elapsedMs).toBe(10 * 3_600_000);
  });

  it("names the stage at each boundary", () => {
    expect(fastPhaseAt(0).id).toBe("fed");
    expect(fastPhaseAt(11.99).id).toBe("fed");
    expect(fastPhaseAt(12).id).toBe("switching");
    expect(fastPhaseAt(16).id).toBe("fatBurning");
    expect(fastPhaseAt(24).id).toBe("ketosis");
    expect(fastPhaseAt(36).id).toBe("extended");
    expect(fastPhaseAt(200).id).toBe("extended");
  });
});

describe("fasting streaks", () => {
  const daily = (day: string, hours = 16, target = 16) => {
    const end = new Date(`${day}T12:00:00Z`);
    return fast(
      new Date(end.getTime() - hours * 3_600_000).toISOString(),
      end.toISOString(),
      target,
    );
  };

  it("counts days with a fast that reached its target, and is broken by a missed day", () => {
    const fasts = [
      daily("2026-11-18"),
      daily("2026-11-19"),
      daily("2026-11-21"),
      daily("2026-11-22"),
    ];
    const s = fastStreaks(fasts, "UTC", new Date("2026-11-22T20:00:00Z"));
    expect(s.currentStreakDays).toBe(2);
    expect(s.longestStreakDays).toBe(2);
    expect(s.streakMilestone).toBeNull();
    expect(s.nextStreakMilestone).toBe(3);
    expect(fastStreaks(fasts, "UTC", new Date("2026-11-24T08:00:00Z")).currentStreakDays).toBe(0);
  });

  it("leaves out a fast ended early and one still running", () => {
    const fasts = [
      daily("2026-11-20"),
      daily("2026-11-21", 10),
      fast("2026-11-22T06:00:00Z", null),
    ];
    expect(fastStreakDays(fasts, "UTC")).toEqual(["2026-11-20"]);
  });

  it("notes 3, 7, 14 ... days", () => {
    const days = Array.from({ length: 8 }, (_, i) =>
      daily(`2026-11-${String(10 + i).padStart(2, "0")}`),
    );
    const s = fastStreaks(days, "UTC", new Date("2026-11-17T20:00:00Z"));
    expect(s.currentStreakDays).toBe(8);
    expect(s.streakMilestone).toBe(7);
    expect(s.nextStreakMilestone).toBe(14);
  });

  it("counts a fast that ran overnight on the day it ended", () => {
    const f = fast("2026-11-20T20:00:00Z", "2026-11-21T12:00:00Z");
    expect(fastStreakDays([f], "UTC")).toEqual(["2026-11-21"]);
  });

  it("keeps a streak whole across the night the clocks go back", () => {
    // Fasts ending at 12:00 Berlin time on 24 (UTC+2), 25 and 26 October 2026 (UTC+1).
    const fasts = [
      fast("2026-10-23T20:00:00+02:00", "2026-10-24T12:00:00+02:00"),
      fast("2026-10-24T20:00:00+02:00", "2026-10-25T12:00:00+01:00"),
      fast("2026-10-25T20:00:00+01:00", "2026-10-26T12:00:00+01:00"),
    ];
    expect(fastStreakDays(fasts, "Europe/Berlin")).toEqual([
      "2026-10-24",
      "2026-10-25",
      "2026-10-26",
    ]);
    const s = fastStreaks(fasts, "Europe/Berlin", new Date("2026-10-26T20:00:00+01:00"));
    expect(s.currentStreakDays).toBe(3);
    expect(s.streakMilestone).toBe(3);
    expect(s.nextStreakMilestone).toBe(7);
  });

  it("puts a fast's end on the person's local day", () => {
    // Ends 23:30 UTC on the 20th: the 21st in Berlin.
    const f = fast("2026-11-20T07:30:00Z", "2026-11-20T23:30:00Z");
    expect(fastStreakDays([f], "UTC")).toEqual(["2026-11-20"]);
    expect(fastStreakDays([f], "Europe/Berlin")).toEqual(["2026-11-21"]);
  });
});

describe("fasting figures", () => {
  it("counts, averages and finds the longest of the ended fasts only", () => {
    const fasts = [
      fast("2026-11-18T20:00:00Z", "2026-11-19T12:00:00Z", 16), // 16 h, reached
      fast("2026-11-19T20:00:00Z", "2026-11-20T08:00:00Z", 16), // 12 h, ended early
      fast("2026-11-20T16:00:00Z", "2026-11-21T12:00:00Z", 18), // 20 h, reached
      fast("2026-11-21T20:00:00Z", null, 16), // in progress
    ];
    const s = fastSummary(fasts, "UTC", new Date("2026-11-22T08:00:00Z"));
    expect(s).toEqual({
      completedFasts: 3,
      fastsReachingTarget: 2,
      averageHours: 16,
      longestHours: 20,
      totalHours: 48,
      // The 20th was ended early, so only the 21st counts, and it was yesterday.
      currentStreakDays: 1,
      longestStreakDays: 1,
      streakMilestone: null,
      nextStreakMilestone: 3,
    });
  });

  it("has no average or longest before the first fast ends", () => {
    const s = fastSummary([fast("2026-11-21T20:00:00Z", null)], "UTC", new Date());
    expect(s.completedFasts).toBe(0);
    expect(s.averageHours).toBeNull();
    expect(s.longestHours).toBeNull();
    expect(s.totalHours).toBe(0);
  });
});

describe("fasting input", () => {
  it("takes custom targets of 1 to 168 whole hours", () => {
    expect(FastInput.safeParse({ targetHours: 1 }).success).toBe(true);
    expect(FastInput.safeParse({ targetHours: 168 }).success).toBe(true);
    expect(FastInput.safeParse({ targetHours: 0 }).success).toBe(false);
    expect(FastInput.safeParse({ targetHours: 169 }).success).toBe(false);
    expect(FastInput.safeParse({ targetHours: 16.5 }).success).toBe(false);
  });

  it("refuses a start in the future and a reminder time that is not HH:MM", () => {
    const now = new Date("2026-11-23T12:00:00Z");
    const later = new Date(now.getTime() + 3_600_000).toISOString();
    // The schema takes the instant; the one clock rule refuses it against the injected now.
    expect(FastInput.safeParse({ targetHours: 16, startTime: later }).success).toBe(true);
    expect(isNotInFuture(later, now)).toBe(false);
    expect(FastingSettingsPatch.safeParse({ dailyReminderTime: "24:00" }).success).toBe(false);
    expect(FastingSettingsPatch.safeParse({ dailyReminderTime: "07:30" }).success).toBe(true);
  });

  it("refuses a start before 1900 with its own message", () => {
    const early = FastInput.safeParse({ targetHours: 16, startTime: "1899-12-31T23:59:00Z" });
    expect(early.error?.issues[0]?.message).toBe(FastingMessage.startTooEarly);
    const end = FastEndInput.safeParse({ endTime: "1850-01-01T00:00:00Z" });
    expect(end.error?.issues[0]?.message).toBe(FastingMessage.endBeforeStart);
    expect(
      FastInput.safeParse({ targetHours: 16, startTime: "1900-01-01T00:00:00Z" }).success,
    ).toBe(true);
  });

  it("gives the preview one fast in progress and a history", () => {
    const fasts = demoFasts(new Date("2026-11-23T12:00:00Z"));
    expect(fasts.filter((f) => f.endTime === null)).toHaveLength(1);
    expect(fasts.length).toBeGreaterThan(10);
  });
});

describe("a fast's plausible length", () => {
  const start = "2026-03-01T08:00:00Z";
  const hoursLater = (h: number) => new Date(Date.parse(start) + h * 3_600_000);

  it("asks about a 16-hour fast started 6 days ago instead of calling it done", () => {
    const forgotten = fast(start, null);
    expect(isFastOverdue(forgotten, hoursLater(6 * 24))).toBe(true);
    expect(fastProgress(forgotten, hoursLater(6 * 24)).targetReached).toBe(true);
  });
  it("is usual up to 72 hours for short targets, edge included", () => {
    expect(isFastOverdue(fast(start, null), hoursLater(72))).toBe(false);
    expect(isFastOverdue(fast(start, null), hoursLater(72.01))).toBe(true);
    expect(fastVerdict(fast(start, hoursLater(72.01).toISOString()), new Date())).toBe(
      "implausible",
    );
  });
  it("gives a long target a day past it", () => {
    expect(isFastOverdue(fast(start, null, 168), hoursLater(192))).toBe(false);
    expect(isFastOverdue(fast(start, null, 168), hoursLater(192.01))).toBe(true);
  });
  it("never calls an ended fast overdue, and refuses one longer than 45 days", () => {
    expect(isFastOverdue(fast(start, hoursLater(100).toISOString()), hoursLater(200))).toBe(false);
    expect(fastVerdict(fast(start, hoursLater(45 * 24).toISOString()), new Date())).toBe(
      "implausible",
    );
    expect(fastVerdict(fast(start, hoursLater(45 * 24 + 0.01).toISOString()), new Date())).toBe(
      "outOfBounds",
    );
  });
});
