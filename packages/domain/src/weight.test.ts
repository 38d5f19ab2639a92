import { describe, expect, it } from "vitest";
import { demoWeightEntries } from "./demo.ts";
import { WeightEntryInput, weightChange } from "./weight.ts";

const at = (day: number, weightKg: number) => ({
  weightKg,
  measuredAt: new Date(Date.UTC(2026, 0, day, 8)).toISOString(),
});

describe("weight entry input", () => {
  const valid = { weightKg: 70, measuredAt: "2026-01-01T08:00:00Z" };
  it.each([
    [{ ...valid, weightKg: 19.9 }, "Weight must be between 20 and 500 kg"],
    [{ ...valid, weightKg: 500.1 }, "Weight must be between 20 and 500 kg"],
    [{ ...valid, weightKg: "heavy" }, "Enter a weight"],
    [{ ...valid, measuredAt: "nope" }, "Enter the date of the measurement"],
    [{ ...valid, measuredAt: "2999-01-01T00:00:00Z" }, "The date cannot be in the future"],
    [{ ...valid, note: "x".repeat(501) }, "Notes can be at most 500 characters"],
  ])("%j → %s", (input, message) => {
    const result = WeightEntryInput.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it("stores an empty note as null", () => {
    expect(WeightEntryInput.parse({ ...valid, note: "  " }).note).toBeNull();
  });
});

describe("weight change", () => {
  it("compares the latest entry with the latest one at least N days older", () => {
    const entries = [at(1, 80), at(20, 78), at(24, 77.5), at(31, 76)];
    expect(weightChange(entries, 7)).toBeCloseTo(-1.5, 5);
    expect(weightChange(entries, 30)).toBeCloseTo(-4, 5);
  });

  it("is null when history is too short or empty", () => {
    expect(weightChange([at(1, 80), at(3, 79)], 7)).toBeNull();
    expect(weightChange([], 7)).toBeNull();
  });
});

describe("demo data", () => {
  it("is newest first, ends today and passes validation", () => {
    const now = new Date("2026-11-22T12:00:00Z");
    const entries = demoWeightEntries(now);
    expect(entries[0]?.measuredAt.slice(0, 10)).toBe("2026-11-22");
    for (const e of entries) {
      const { weightKg, measuredAt, note } = e;
      expect(WeightEntryInput.safeParse({ weightKg, measuredAt, note }).success).toBe(true);
    }
    const sorted = [...entries].sort((a, b) => b.measuredAt.localeCompare(a.measuredAt));
    expect(entries).toEqual(sorted);
  });
});
