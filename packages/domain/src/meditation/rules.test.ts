import { describe, expect, it } from "vitest";
import { isNotInFuture } from "../kit/time-series.ts";
import { demoMeditationSessions } from "./demo.ts";
import { MeditationSessionInput, MeditationSettingsPatch } from "./meditation.ts";
import { MeditationMessage } from "./messages.ts";
import {
  bellsPassed,
  intervalBellTimes,
  meditationDaysOf,
  meditationMinutes,
  meditationStats,
  timerElapsedMs,
} from "./rules.ts";

const day = (date: string, seconds: number, sessions = 1) => ({ date, seconds, sessions });
const session = (startedAt: string, minutes: number) => ({
  startedAt,
  durationSeconds: minutes * 60,
});

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
    expect(s.currentStreak).toBe(3);
    expect(s.longestStreak).toBe(3);
  });

  it("is broken by a missed day, and the longest run is kept", () => {
    // 10, 11, 12 in a row, the 13th missed, then the 14th alone.
    const days = [
      day("2026-11-10", 60),
      day("2026-11-11", 60),
      day("2026-11-12", 60),
      day("2026-11-14", 60),
    ];
    // On the 15th the 14th still counts (today is not over); on the 16th the 15th was missed.
    expect(meditationStats(days, "2026-11-15").currentStreak).toBe(1);
    expect(meditationStats(days, "2026-11-14").currentStreak).toBe(1);
    const s = meditationStats(days, "2026-11-16");
    expect(s.currentStreak).toBe(0);
    expect(s.longestStreak).toBe(3);
    // Filling the gap joins the runs into five days.
    const joined = meditationStats([...days, day("2026-11-13", 60)], "2026-11-14");
    expect([joined.currentStreak, joined.longestStreak]).toEqual([5, 5]);
  });

  it("counts a day once, however many sessions it holds", () => {
    const s = meditationStats([day("2026-11-23", 1800, 3)], "2026-11-23");
    expect([s.currentStreak, s.sessionsThisWeek, s.averageMinutes]).toEqual([1, 3, 10]);
  });

  it("starts the week on Monday: Sunday is last week, Monday is this week", () => {
    // 2026-11-29 is a Sunday, 2026-11-30 a Monday.
    const days = [day("2026-11-29", 600), day("2026-11-30", 300)];
    const sunday = meditationStats(days.slice(0, 1), "2026-11-29");
    expect([sunday.sessionsThisWeek, sunday.minutesThisWeek]).toEqual([1, 10]);
    expect(sunday.minutesPerWeek.at(-1)).toEqual({ weekStart: "2026-11-23", minutes: 10 });
    const monday = meditationStats(days, "2026-11-30");
    expect([monday.sessionsThisWeek, monday.minutesThisWeek]).toEqual([1, 5]);
    expect(monday.minutesPerWeek.slice(-2)).toEqual([
      { weekStart: "2026-11-23", minutes: 10 },
      { weekStart: "2026-11-30", minutes: 5 },
    ]);
    // A streak runs on across the week boundary.
    expect(monday.currentStreak).toBe(2);
  });

  it("keeps ISO weeks across a year end (Monday 2026-12-28 to Sunday 2027-01-03)", () => {
    const s = meditationStats([day("2027-01-03", 600), day("2026-12-28", 600)], "2027-01-03");
    expect(s.minutesPerWeek.at(-1)).toEqual({ weekStart: "2026-12-28", minutes: 20 });
    expect(s.sessionsThisWeek).toBe(2);
  });

  it("charts twelve weeks, oldest first, with empty weeks as 0", () => {
    const s = meditationStats([day("2026-11-02", 1200), day("2026-08-01", 600)], "2026-11-24");
    expect(s.minutesPerWeek).toHaveLength(12);
    expect(s.minutesPerWeek[11]).toEqual({ weekStart: "2026-11-23", minutes: 0 });
    expect(s.minutesPerWeek[8]).toEqual({ weekStart: "2026-11-02", minutes: 20 });
    expect(s.minutesPerWeek[0]?.weekStart).toBe("2026-09-07");
    expect(s.totalMinutes).toBe(30); // the August session counts in the total, not the chart
  });

  it("is all zero with no sessions, the average included", () => {
    const s = meditationStats([], "2026-11-24");
    expect([
      s.totalMinutes,
      s.totalSessions,
      s.sessionsThisWeek,
      s.minutesThisWeek,
      s.averageMinutes,
      s.currentStreak,
      s.longestStreak,
    ]).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(s.minutesPerWeek.every((w) => w.minutes === 0)).toBe(true);
  });

  it("rounds minutes to one decimal", () => {
    expect(meditationMinutes(600)).toBe(10);
    expect(meditationMinutes(630)).toBe(10.5);
    expect(meditationMinutes(601)).toBe(10);
    expect(meditationMinutes(1)).toBe(0);
    expect(meditationStats([day("2026-11-23", 100, 3)], "2026-11-23").averageMinutes).toBe(0.6);
  });
});

describe("meditation days in a time zone", () => {
  // 2026-11-22 23:30 UTC is Monday 00:30 in Berlin (UTC+1) and Sunday 18:30 in New York (UTC−5).
  const late = session("2026-11-22T23:30:00Z", 10);
  const morning = session("2026-11-23T07:00:00Z", 5);

  it("puts a session on the local day it started", () => {
    expect(meditationDaysOf([late, morning], "UTC")).toEqual([
      day("2026-11-22", 600),
      day("2026-11-23", 300),
    ]);
    expect(meditationDaysOf([late, morning], "Europe/Berlin")).toEqual([day("2026-11-23", 900, 2)]);
    expect(meditationDaysOf([late], "America/New_York")).toEqual([day("2026-11-22", 600)]);
  });

  it("moves a session across the week boundary with the time zone", () => {
    const today = "2026-11-23";
    const utc = meditationStats(meditationDaysOf([late, morning], "UTC"), today);
    expect([utc.sessionsThisWeek, utc.currentStreak]).toEqual([1, 2]);
    const berlin = meditationStats(meditationDaysOf([late, morning], "Europe/Berlin"), today);
    expect([berlin.sessionsThisWeek, berlin.minutesThisWeek, berlin.currentStreak]).toEqual([
      2, 15, 1,
    ]);
  });

  it("keeps a streak across the night the clocks go back", () => {
    // Berlin leaves summer time on 2026-10-25 (03:00 CEST becomes 02:00 CET).
    const sessions = [
      session("2026-10-24T20:00:00Z", 10), // 22:00 CEST on the 24th
      session("2026-10-25T22:30:00Z", 10), // 23:30 CET on the 25th
      session("2026-10-26T06:00:00Z", 10), // 07:00 CET on the 26th
    ];
    const s = meditationStats(meditationDaysOf(sessions, "Europe/Berlin"), "2026-10-26");
    expect(s.currentStreak).toBe(3);
  });

  it("gives a person east of the date line their own day", () => {
    // 2026-11-23 11:00 UTC is already the 24th at 01:00 in Kiritimati (UTC+14).
    const s = session("2026-11-23T11:00:00Z", 20);
    expect(meditationDaysOf([s], "Pacific/Kiritimati")).toEqual([day("2026-11-24", 1200)]);
    expect(
      meditationStats(meditationDaysOf([s], "Pacific/Kiritimati"), "2026-11-24").currentStreak,
    ).toBe(1);
  });
});

describe("the timer", () => {
  it("rings the interval bell inside the session, never at its end", () => {
    expect(intervalBellTimes(600, 5)).toEqual([300]);
    expect(intervalBellTimes(601, 5)).toEqual([300, 600]);
    expect(intervalBellTimes(600, 10)).toEqual([]);
    expect(intervalBellTimes(3600, 15)).toEqual([900, 1800, 2700]);
    expect(intervalBellTimes(600, null)).toEqual([]);
  });

  it("counts bells passed, so a sleeping tab rings once on waking", () => {
    const times = intervalBellTimes(3600, 10);
    expect(bellsPassed(times, 0)).toBe(0);
    expect(bellsPassed(times, 599.9)).toBe(0);
    expect(bellsPassed(times, 600)).toBe(1);
    expect(bellsPassed(times, 2500)).toBe(4);
    expect(bellsPassed(times, 3600)).toBe(5);
  });

  it("measures time from timestamps, paused stretches left out", () => {
    const start = 1_000_000;
    expect(timerElapsedMs({ doneMs: 0, resumedAt: start }, start + 61_000)).toBe(61_000);
    expect(timerElapsedMs({ doneMs: 30_000, resumedAt: null }, start + 999_000)).toBe(30_000);
    expect(timerElapsedMs({ doneMs: 30_000, resumedAt: start }, start + 5_000)).toBe(35_000);
    expect(timerElapsedMs({ doneMs: 30_000, resumedAt: start }, start - 5_000)).toBe(30_000);
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

  it("says what is wrong with the start", () => {
    const message = (value: string) =>
      MeditationSessionInput.safeParse({ startedAt: value, durationSeconds: 60 }).error?.issues[0]
        ?.message;
    expect(message("yesterday")).toBe(MeditationMessage.startRequired);
    expect(message("1899-12-31T23:59:59Z")).toBe(MeditationMessage.startTooEarly);
    expect(message("1900-01-01T00:00:00Z")).toBeUndefined();
    // The future is judged by the one clock rule against the injected now, with its allowance
    // for a clock a little ahead.
    const now = new Date("2026-11-23T12:00:00Z");
    expect(isNotInFuture(new Date(now.getTime() + 3_600_000).toISOString(), now)).toBe(false);
    expect(isNotInFuture(new Date(now.getTime() + 30_000).toISOString(), now)).toBe(true);
  });

  it("trims the note, keeps none as null, and refuses 501 characters", () => {
    const parse = (note: string | null) =>
      MeditationSessionInput.safeParse({ startedAt, durationSeconds: 60, note });
    expect(parse("  calm  ").data?.note).toBe("calm");
    expect(parse("   ").data?.note).toBeNull();
    expect(parse("x".repeat(500)).success).toBe(true);
    expect(parse("x".repeat(501)).error?.issues[0]?.message).toBe(MeditationMessage.noteTooLong);
  });

  it("takes an interval bell of null or 1 to 30 minutes", () => {
    for (const ok of [null, 1, 30]) {
      expect(MeditationSettingsPatch.safeParse({ intervalBellMinutes: ok }).success).toBe(true);
    }
    for (const bad of [0, 31, 2.5]) {
      expect(
        MeditationSettingsPatch.safeParse({ intervalBellMinutes: bad }).error?.issues[0]?.message,
      ).toBe(MeditationMessage.bellRange);
    }
  });
});

describe("the demo", () => {
  it("gives the preview about eight weeks of sessions up to now, newest first", () => {
    const now = new Date("2026-11-23T12:00:00Z");
    const sessions = demoMeditationSessions(now);
    expect(sessions.length).toBeGreaterThan(30);
    const times = sessions.map((s) => new Date(s.startedAt).getTime());
    expect(times.every((t) => t <= now.getTime())).toBe(true);
    expect(Math.min(...times)).toBeGreaterThan(now.getTime() - 57 * 86_400_000);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const s = meditationStats(meditationDaysOf(sessions, "UTC"), "2026-11-23");
    expect(s.totalSessions).toBe(sessions.length);
    expect(s.currentStreak).toBeGreaterThan(0);
  });
});
