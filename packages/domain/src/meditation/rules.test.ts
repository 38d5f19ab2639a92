import { describe, expect, it } from "vitest";
import { demoMeditationSessions } from "./demo.ts";
import { MeditationSessionInput } from "./meditation.ts";
import { intervalBellTimes, meditationStats } from "./rules.ts";

const day = (date: string, seconds: number, sessions = 1) => ({ date, seconds, sessions });

describe("meditation stats", () => {
  it("adds minutes and sessions, this week from Monday, and the average", () => {
    // Monday 2026-11-23 starts the week; the Sunday before belongs to the week before.
    const s = meditationStats(
      [day("2026-11-22", 600), day("2026-11-23", 900, 2), day("2026-11-24", 300)],
      "2026-11-24",
    );
    expect(s.totalMinutes).toBe(30);
    expect(s.totalSessions).toBe(4);
    expect(s.sessionsThisWeek).toBe(3);
    expect(s.minutesThisWeek).toBe(20);
    expect(s.averageMinutes).toBe(7.5);
    expect(s.currentStreakDays).toBe(3);
  });

  it("is broken by a missed day, and the longest run is kept", () => {
    const days = [
      day("2026-11-10", 60),
      day("2026-11-11", 60),
      day("2026-11-12", 60),
      day("2026-11-14", 60),
    ];
    const s = meditationStats(days, "2026-11-16");
    expect(s.currentStreakDays).toBe(0);
    expect(s.longestStreakDays).toBe(3);
    expect(meditationStats(days, "2026-11-15").currentStreakDays).toBe(1);
  });

  it("charts twelve weeks, oldest first, with empty weeks as 0", () => {
    const s = meditationStats([day("2026-11-02", 1200), day("2026-08-01", 600)], "2026-11-24");
    expect(s.minutesPerWeek).toHaveLength(12);
    expect(s.minutesPerWeek[11]).toEqual({ weekStart: "2026-11-23", minutes: 0 });
    expect(s.minutesPerWeek[8]).toEqual({ weekStart: "2026-11-02", minutes: 20 });
    expect(s.minutesPerWeek[0]?.weekStart).toBe("2026-09-07");
    expect(s.totalMinutes).toBe(30); // the August session counts in the total, not the chart
  });

  it("is all zero with no sessions", () => {
    const s = meditationStats([], "2026-11-24");
    expect([s.totalMinutes, s.totalSessions, s.sessionsThisWeek, s.currentStreakDays]).toEqual([
      0, 0, 0, 0,
    ]);
    expect(s.averageMinutes).toBeNull();
  });
});

describe("the timer", () => {
  it("rings the interval bell inside the session, never at its end", () => {
    expect(intervalBellTimes(600, 5)).toEqual([300]);
    expect(intervalBellTimes(601, 5)).toEqual([300, 600]);
    expect(intervalBellTimes(600, null)).toEqual([]);
  });
});

describe("session input", () => {
  const startedAt = "2026-11-20T07:00:00.000Z";
  it.each([
    [-5, false],
    [0, false],
    [1, true],
    [86_400, true],
    [86_401, false],
    [1.5, false],
  ])("%d seconds is valid: %s", (durationSeconds, valid) => {
    expect(MeditationSessionInput.safeParse({ startedAt, durationSeconds }).success).toBe(valid);
  });

  it("gives the preview weeks of sessions", () => {
    expect(demoMeditationSessions(new Date("2026-11-23T12:00:00Z")).length).toBeGreaterThan(30);
  });
});
