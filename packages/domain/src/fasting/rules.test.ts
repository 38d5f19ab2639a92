import { describe, expect, it } from "vitest";
import { demoFasts } from "./demo.ts";
import { FastInput, FastingSettingsPatch } from "./fasting.ts";
import { type FastTimes, fastPhaseAt, fastProgress, fastStreakDays, fastStreaks } from "./rules.ts";

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

  it("puts a fast's end on the person's local day", () => {
    // Ends 23:30 UTC on the 20th: the 21st in Berlin.
    const f = fast("2026-11-20T07:30:00Z", "2026-11-20T23:30:00Z");
    expect(fastStreakDays([f], "UTC")).toEqual(["2026-11-20"]);
    expect(fastStreakDays([f], "Europe/Berlin")).toEqual(["2026-11-21"]);
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
    const later = new Date(Date.now() + 3_600_000).toISOString();
    expect(FastInput.safeParse({ targetHours: 16, startTime: later }).success).toBe(false);
    expect(FastingSettingsPatch.safeParse({ dailyReminderTime: "24:00" }).success).toBe(false);
    expect(FastingSettingsPatch.safeParse({ dailyReminderTime: "07:30" }).success).toBe(true);
  });

  it("gives the preview one fast in progress and a history", () => {
    const fasts = demoFasts(new Date("2026-11-23T12:00:00Z"));
    expect(fasts.filter((f) => f.endTime === null)).toHaveLength(1);
    expect(fasts.length).toBeGreaterThan(10);
  });
});
