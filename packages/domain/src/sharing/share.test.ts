import { describe, expect, it } from "vitest";
import { cycleShareOf } from "../cycle/share.ts";
import { painShareOf } from "../pain/share.ts";
import { weightShareOf } from "../weight/share.ts";
import { wellbeingShareOf } from "../wellbeing/share.ts";
import { isDayInPeriod, sharePeriodInstants } from "./period.ts";

describe("shared periods", () => {
  it("run from the start of the first day to the end of the last, in UTC", () => {
    const { from, to } = sharePeriodInstants({ from: "2026-01-01", to: "2026-01-31" });
    expect(from.toISOString()).toBe("2026-01-01T00:00:00.000Z");
    expect(to.toISOString()).toBe("2026-02-01T00:00:00.000Z");
    expect(isDayInPeriod("2026-01-01", { from: "2026-01-01", to: "2026-01-31" })).toBe(true);
    expect(isDayInPeriod("2026-01-31", { from: "2026-01-01", to: "2026-01-31" })).toBe(true);
    expect(isDayInPeriod("2026-02-01", { from: "2026-01-01", to: "2026-01-31" })).toBe(false);
  });
});

describe("module shares", () => {
  it("sum weigh-ins up: first, last, change, lowest, highest", () => {
    expect(weightShareOf([])).toEqual({ entries: [], summary: null });
    const share = weightShareOf([
      { measuredAt: "a", weightKg: 80.2 },
      { measuredAt: "b", weightKg: 81 },
      { measuredAt: "c", weightKg: 79.1 },
    ]);
    expect(share.summary).toEqual({
      count: 3,
      firstKg: 80.2,
      lastKg: 79.1,
      changeKg: -1.1,
      minKg: 79.1,
      maxKg: 81,
    });
  });

  it("average wellbeing scales to one decimal", () => {
    const day = { sleepHours: null, energy: 3, sleepQuality: 3, stress: 2 };
    const share = wellbeingShareOf([
      { date: "2026-01-01", mood: 4, ...day },
      { date: "2026-01-02", mood: 3, ...day },
      { date: "2026-01-03", mood: 3, ...day },
    ]);
    expect(share.averages).toEqual({ mood: 3.3, energy: 3, sleepQuality: 3, stress: 2 });
    expect(wellbeingShareOf([]).averages).toBeNull();
  });

  it("sum pain up per region", () => {
    const share = painShareOf([
      {
        occurredAt: "2026-01-01T00:00:00Z",
        regions: [{ region: "head", intensity: 4, type: "aching" }],
      },
      {
        occurredAt: "2026-01-02T00:00:00Z",
        regions: [{ region: "head", intensity: 7, type: "stabbing" }],
      },
    ]);
    expect(share.regions).toEqual([
      { region: "head", count: 2, highest: 7, average: 5.5, lastAt: "2026-01-02T00:00:00Z" },
    ]);
  });

  it("keep the periods touching the span, with each cycle's length from the next start", () => {
    const all = [
      { startDate: "2025-12-02", endDate: "2025-12-06" },
      { startDate: "2025-12-30", endDate: "2026-01-03" },
      { startDate: "2026-01-27", endDate: "2026-01-31" },
      { startDate: "2026-02-24", endDate: null },
    ];
    const share = cycleShareOf(all, { from: "2026-01-01", to: "2026-01-31" });
    expect(share.periods).toEqual([
      { startDate: "2025-12-30", endDate: "2026-01-03", periodDays: 5, cycleDays: 28 },
      { startDate: "2026-01-27", endDate: "2026-01-31", periodDays: 5, cycleDays: 28 },
    ]);
    expect(share.averageCycleDays).toBe(28);
    expect(share.averagePeriodDays).toBe(5);
    expect(cycleShareOf(all, { from: "2026-03-01", to: "2026-03-02" }).periods).toEqual([]);
  });
});
