import { describe, expect, it } from "vitest";
import { judgeValue } from "../kit/plausibility.ts";
import { demoWeightEntries } from "./demo.ts";
import { WeightEntryInput, weightPlausibility } from "./weight.ts";

describe("weight entry input", () => {
  const valid = { weightKg: 70, measuredAt: "2026-01-01T08:00:00Z" };
  it.each([
    [{ ...valid, weightKg: 19.9 }, "Weight must be between 20 and 500 kg"],
    [{ ...valid, weightKg: 500.1 }, "Weight must be between 20 and 500 kg"],
    [{ ...valid, weightKg: "heavy" }, "Enter a weight"],
    [{ ...valid, measuredAt: "nope" }, "Enter the date of the measurement"],
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

describe("a weigh-in beside the nearest one", () => {
  const yesterday = { weightKg: 80, measuredAt: "2026-03-10T08:00:00Z" };
  const at = (iso: string) => new Date(iso);
  const verdict = (kg: number, when: string, nearest: typeof yesterday | null = yesterday) =>
    judgeValue(kg, weightPlausibility(at(when), nearest));

  it("asks about 840 lb (381 kg) above yesterday's weigh-in", () => {
    expect(verdict(80 + 381, "2026-03-11T08:00:00Z")).toBe("implausible");
  });
  it("allows 3 kg plus 1 kg a day, both ways, edges included", () => {
    expect(verdict(84, "2026-03-11T08:00:00Z")).toBe("ok");
    expect(verdict(84.01, "2026-03-11T08:00:00Z")).toBe("implausible");
    expect(verdict(76, "2026-03-11T08:00:00Z")).toBe("ok");
    expect(verdict(75.99, "2026-03-11T08:00:00Z")).toBe("implausible");
    expect(verdict(83, "2026-03-10T20:00:00Z")).toBe("ok");
    expect(verdict(83.6, "2026-03-10T20:00:00Z")).toBe("implausible");
  });
  it("compares only within a week, and takes any weight within bounds without a neighbour", () => {
    expect(verdict(120, "2026-03-17T08:00:00Z")).toBe("implausible");
    expect(verdict(120, "2026-03-17T08:00:01Z")).toBe("ok");
    expect(verdict(450, "2026-03-11T08:00:00Z", null)).toBe("ok");
  });
  it("refuses a weight outside the spec's 20–500 kg whatever the neighbour", () => {
    expect(verdict(19.9, "2026-03-11T08:00:00Z", null)).toBe("outOfBounds");
    expect(verdict(500.1, "2026-03-11T08:00:00Z")).toBe("outOfBounds");
  });
});
