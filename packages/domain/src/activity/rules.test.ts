import { describe, expect, it } from "vitest";
import { judgeValue } from "../kit/plausibility.ts";
import { ACTIVITY_LIMITS, type ActivityDay, ActivityDayInput } from "./activity.ts";
import { demoActivityDays } from "./demo.ts";
import { activitySeries, summarizeActivity } from "./rules.ts";

const day = (date: string, steps: number | null, activeMinutes: number | null): ActivityDay => ({
  id: date,
  date,
  steps,
  activeMinutes,
  createdAt: `${date}T20:00:00.000Z`,
  updatedAt: `${date}T20:00:00.000Z`,
});

describe("a day's activity", () => {
  it.each([
    [{ steps: 8000, activeMinutes: null }, true],
    [{ steps: null, activeMinutes: 30 }, true],
    [{ steps: 0, activeMinutes: 0 }, true],
    [{ steps: null, activeMinutes: null }, false],
    [{ steps: 8000 }, false],
    [{}, false],
    [{ steps: -1, activeMinutes: null }, false],
    [{ steps: 200_001, activeMinutes: null }, false],
    [{ steps: 10.5, activeMinutes: null }, false],
    [{ steps: null, activeMinutes: 1441 }, false],
  ])("%j is valid: %s", (input, valid) => {
    expect(ActivityDayInput.safeParse(input).success).toBe(valid);
  });

  it("asks to confirm more than 50,000 steps or 600 active minutes", () => {
    expect(judgeValue(50_000, ACTIVITY_LIMITS.steps)).toBe("ok");
    expect(judgeValue(50_001, ACTIVITY_LIMITS.steps)).toBe("implausible");
    expect(judgeValue(601, ACTIVITY_LIMITS.activeMinutes)).toBe("implausible");
  });
});

describe("activity summary", () => {
  it("averages the recorded days only, per ISO week, and counts the goal days", () => {
    const all = [
      day("2026-11-15", 20_000, 90), // outside the 7 days ending 2026-11-23
      day("2026-11-17", 6000, 20),
      day("2026-11-19", 9000, null),
      day("2026-11-23", 12_000, 40),
    ];
    const s = summarizeActivity(all, 7, "2026-11-23");
    expect(s.recordedDays).toBe(3);
    expect(s.averages).toEqual({ steps: 9000, activeMinutes: 30 });
    expect(s.goalDays).toBe(2);
    expect(s.weekly).toEqual([
      { weekStart: "2026-11-16", recordedDays: 2, steps: 7500, activeMinutes: 20 },
      { weekStart: "2026-11-23", recordedDays: 1, steps: 12_000, activeMinutes: 40 },
    ]);
  });

  it("leaves a missing figure out of the insight series", () => {
    const [steps, minutes] = activitySeries([
      day("2026-11-19", 9000, null),
      day("2026-11-18", null, 25),
    ]);
    expect(steps).toEqual({ key: "activity.steps", values: [{ day: "2026-11-19", value: 9000 }] });
    expect(minutes).toEqual({
      key: "activity.activeMinutes",
      values: [{ day: "2026-11-18", value: 25 }],
    });
  });

  it("gives the preview ninety days with a few skipped", () => {
    const demo = demoActivityDays("2026-11-27");
    expect(demo[0]?.date).toBe("2026-11-27");
    expect(demo.length).toBeGreaterThan(80);
    for (const d of demo)
      expect(
        ActivityDayInput.safeParse({ steps: d.steps, activeMinutes: d.activeMinutes }).success,
      ).toBe(true);
  });
});
