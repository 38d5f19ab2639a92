import { describe, expect, it } from "vitest";
import { hasDailyValues, instantWindow } from "./daily-values.ts";

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
  it("reads back the modules listed by time, not food or doses", () => {
    expect(hasDailyValues("wellbeing.stress")).toBe(true);
    expect(hasDailyValues("meditation.minutes")).toBe(true);
    expect(hasDailyValues("weight.kg")).toBe(true);
    expect(hasDailyValues("food.kcal")).toBe(false);
    expect(hasDailyValues("medications.adherence")).toBe(false);
  });
});
