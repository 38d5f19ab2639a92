import { describe, expect, it } from "vitest";
import { addDays, localDateOf } from "../kit/calendar.ts";
import { isDayNotInFuture } from "../kit/time-series.ts";
import { demoWellbeingCheckins } from "./demo.ts";
import { dayScore, summarizeCheckins } from "./rules.ts";
import { CheckinDate, type WellbeingCheckin, WellbeingCheckinInput } from "./wellbeing.ts";

const checkin = (date: string, mood: number, stress = 3, sleepHours: number | null = 7) =>
  ({
    id: date,
    date,
    mood,
    energy: 3,
    sleepQuality: 3,
    stress,
    sleepHours,
    note: null,
    createdAt: `${date}T08:00:00.000Z`,
    updatedAt: `${date}T08:00:00.000Z`,
  }) satisfies WellbeingCheckin;

describe("the day a check-in belongs to", () => {
  it("is the person's local day: two check-ins of one local evening share a day", () => {
    // 22:00 and 23:50 in Los Angeles are already the next day in UTC.
    const first = new Date("2026-11-24T06:00:00Z");
    const second = new Date("2026-11-24T07:50:00Z");
    expect(localDateOf(first, "America/Los_Angeles")).toBe("2026-11-23");
    expect(localDateOf(second, "America/Los_Angeles")).toBe("2026-11-23");
    expect(localDateOf(first, "UTC")).toBe("2026-11-24");
  });

  it("is a new day after local midnight in Tokyo while UTC is still on the old one", () => {
    const instant = new Date("2026-11-23T15:30:00Z");
    expect(localDateOf(instant, "Asia/Tokyo")).toBe("2026-11-24");
    expect(localDateOf(instant, "UTC")).toBe("2026-11-23");
  });

  it("accepts up to one day past UTC's today and refuses dates that do not exist", () => {
    const now = new Date("2026-11-23T12:00:00Z");
    const today = now.toISOString().slice(0, 10);
    // The schema takes any real day; the one clock rule judges the future against now.
    expect(CheckinDate.safeParse(addDays(today, 2)).success).toBe(true);
    expect(isDayNotInFuture(addDays(today, 1), now)).toBe(true);
    expect(isDayNotInFuture(addDays(today, 2), now)).toBe(false);
    expect(CheckinDate.safeParse("2026-02-30").success).toBe(false);
    expect(CheckinDate.safeParse("2024-02-29").success).toBe(true);
  });
});

describe("check-in input", () => {
  const base = { mood: 4, energy: 3, sleepQuality: 4, stress: 2 };
  it.each([
    [{ ...base, mood: 7 }, false],
    [{ ...base, mood: 0 }, false],
    [{ ...base, energy: 2.5 }, false],
    [{ ...base, sleepHours: 25 }, false],
    [{ ...base, sleepHours: 24 }, true],
    [{ ...base, sleepHours: 0 }, true],
    [{ ...base, note: "x".repeat(501) }, false],
    [{ ...base, note: "x".repeat(500) }, true],
    [{ mood: 3, energy: 3, sleepQuality: 3 }, false],
  ])("%j is valid: %s", (input, valid) => {
    expect(WellbeingCheckinInput.safeParse(input).success).toBe(valid);
  });
});

describe("trends", () => {
  it("scores a day with stress turned round", () => {
    expect(dayScore({ mood: 5, energy: 5, sleepQuality: 5, stress: 1 })).toBe(5);
    expect(dayScore({ mood: 1, energy: 1, sleepQuality: 1, stress: 5 })).toBe(1);
  });

  it("averages a week, leaves out days outside it, and finds the best and worst days", () => {
    const all = [
      checkin("2026-11-15", 1), // outside the 7 days ending 2026-11-23
      checkin("2026-11-17", 2, 5),
      checkin("2026-11-19", 5, 1, null),
      checkin("2026-11-22", 4),
      checkin("2026-11-23", 3),
    ];
    const s = summarizeCheckins(all, 7, "2026-11-23");
    expect(s.from).toBe("2026-11-17");
    expect(s.checkins).toBe(4);
    expect(s.averages.mood).toBe(3.5);
    expect(s.averages.sleepHours).toBe(7);
    expect(s.best).toEqual({ date: "2026-11-19", score: 4 });
    expect(s.worst).toEqual({ date: "2026-11-17", score: 2.3 }); // (2 + 3 + 3 + 1) / 4 = 2.25
    // ISO weeks: 16–22 November and 23 November.
    expect(s.weekly.map((w) => [w.weekStart, w.checkins])).toEqual([
      ["2026-11-16", 3],
      ["2026-11-23", 1],
    ]);
    expect(s.daily.map((c) => c.date)).toEqual([
      "2026-11-17",
      "2026-11-19",
      "2026-11-22",
      "2026-11-23",
    ]);
  });

  it("has nulls and no best day when nothing was recorded", () => {
    const s = summarizeCheckins([], 30, "2026-11-23");
    expect(s.checkins).toBe(0);
    expect(s.averages.mood).toBeNull();
    expect(s.best).toBeNull();
  });

  it("gives the preview ninety days with some skipped", () => {
    const demo = demoWellbeingCheckins("2026-11-23");
    expect(demo[0]?.date).toBe("2026-11-23");
    expect(demo.length).toBeGreaterThan(75);
    for (const c of demo)
      for (const v of [c.mood, c.energy, c.sleepQuality, c.stress]) {
        expect(v).toBeGreaterThanOrEqual(1);
        expect(v).toBeLessThanOrEqual(5);
      }
  });
});
