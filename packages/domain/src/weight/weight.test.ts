import { describe, expect, it } from "vitest";
import { demoWeightEntries } from "./demo.ts";
import { WeightEntryInput } from "./weight.ts";

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
