import { describe, expect, it } from "vitest";
import { adherenceDays, hasDailyValues, instantWindow, weekEnds } from "./daily-values.ts";

describe("instantWindow", () => {
  it("reads a day either side of the range in UTC, so every local day is held", () => {
    const now = new Date("2027-01-01T00:00:00.000Z");
    expect(
      instantWindow({ from: "2026-09-01", to: "2026-09-30", tz: "Pacific/Kiritimati" }, now),
    ).toEqual({ from: "2026-08-31T00:00:00.000Z", to: "2026-10-02T00:00:00.000Z" });
  });

  it("ends at now for a range that ends today: the lists refuse a future end", () => {
    const now = new Date("2026-09-30T15:20:00.000Z");
    expect(instantWindow({ from: "2026-09-01", to: "2026-09-30", tz: "UTC" }, now).to).toBe(
      "2026-09-30T15:20:00.000Z",
    );
  });
});

describe("hasDailyValues", () => {
  it("reads back every module's measures, food and doses included", () => {
    expect(hasDailyValues("wellbeing.stress")).toBe(true);
    expect(hasDailyValues("meditation.minutes")).toBe(true);
    expect(hasDailyValues("weight.kg")).toBe(true);
    expect(hasDailyValues("fasting.hours")).toBe(true);
    expect(hasDailyValues("pain.maxIntensity")).toBe(true);
    expect(hasDailyValues("food.kcal")).toBe(true);
    expect(hasDailyValues("medications.adherence")).toBe(true);
    expect(hasDailyValues("sleep.deep")).toBe(false);
  });
});

describe("weekEnds", () => {
  it("covers a 30-day range with five weeks ending on its last day, back across a month end", () => {
    expect(weekEnds({ from: "2026-09-01", to: "2026-09-30" })).toEqual([
      "2026-09-30",
      "2026-09-23",
      "2026-09-16",
      "2026-09-09",
      "2026-09-02",
    ]);
  });

  it("needs one week for a range of seven days", () => {
    expect(weekEnds({ from: "2026-02-24", to: "2026-03-02" })).toEqual(["2026-03-02"]);
  });
});

describe("adherenceDays", () => {
  const range = { from: "2026-09-01", to: "2026-09-30", tz: "Asia/Tokyo" };

  it("counts from the range's first day to today in the report's zone", () => {
    // 20:00 UTC on 1 October is already 2 October in Tokyo.
    expect(adherenceDays(range, new Date("2026-10-01T20:00:00.000Z"))).toBe(32);
  });

  it("asks for at most a year, and nothing for a range that starts after today", () => {
    expect(adherenceDays(range, new Date("2028-01-01T00:00:00.000Z"))).toBe(365);
    expect(adherenceDays(range, new Date("2026-08-30T00:00:00.000Z"))).toBe(0);
  });
});
