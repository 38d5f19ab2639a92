import { describe, expect, it } from "vitest";
import {
  changeDirection,
  changeTone,
  chartRangeStart,
  dateTimeLocalToIso,
  entriesInRange,
  fromDisplayWeight,
  goalDistance,
  summaryFromEntries,
  toDateTimeLocalValue,
  toDisplayWeight,
  weightUnitFor,
} from "./display.ts";

const entry = (id: string, weightKg: number, measuredAt: string) => ({
  id,
  weightKg,
  measuredAt,
  note: null,
  createdAt: measuredAt,
  updatedAt: measuredAt,
});

describe("weight display helpers", () => {
  it("chooses the unit from the measurement preference", () => {
    expect(weightUnitFor("metric")).toBe("kg");
    expect(weightUnitFor("imperial")).toBe("lb");
  });

  it("shows kg and lb to one decimal", () => {
    expect(toDisplayWeight(74.84, "kg")).toBe(74.8);
    expect(toDisplayWeight(80, "lb")).toBe(176.4);
  });

  it("stores typed pounds as kg that read back as the same pounds", () => {
    for (const lb of [100, 165, 165.3, 212.7, 350.1]) {
      expect(toDisplayWeight(fromDisplayWeight(lb, "lb"), "lb")).toBe(lb);
    }
    expect(fromDisplayWeight(72.45, "kg")).toBe(72.45);
  });

  it("clamps the quoted pound bounds into the kg range but leaves other values alone", () => {
    expect(fromDisplayWeight(44, "lb")).toBe(20);
    expect(fromDisplayWeight(1102, "lb")).toBe(499.86);
    expect(fromDisplayWeight(30, "lb")).toBeCloseTo(13.61, 2);
  });

  it("reads a change as up, down or steady in the person's unit", () => {
    expect(changeDirection(-0.8, "kg")).toBe("down");
    expect(changeDirection(0.3, "kg")).toBe("up");
    expect(changeDirection(0.02, "kg")).toBe("steady");
    expect(changeDirection(0.04, "lb")).toBe("up");
  });

  it("colours a change by the weight goal", () => {
    expect(changeTone("down", "lose")).toBe("good");
    expect(changeTone("up", "lose")).toBe("bad");
    expect(changeTone("up", "gain")).toBe("good");
    expect(changeTone("down", "maintain")).toBe("neutral");
    expect(changeTone("steady", "lose")).toBe("neutral");
  });

  it("measures the distance to the goal", () => {
    expect(goalDistance(80, 70, "kg")).toEqual({ status: "toLose", kg: 10 });
    expect(goalDistance(60, 65, "kg")).toEqual({ status: "toGain", kg: 5 });
    expect(goalDistance(70.02, 70, "kg")).toEqual({ status: "reached" });
  });

  it("round-trips datetime-local values with the device offset", () => {
    const iso = dateTimeLocalToIso("2025-03-09T07:30");
    expect(iso).toMatch(/^2025-03-09T07:30:00[+-]\d{2}:\d{2}$/);
    expect(new Date(iso!).getTime()).toBe(new Date(2025, 2, 9, 7, 30).getTime());
    expect(toDateTimeLocalValue(new Date(2025, 2, 9, 7, 30))).toBe("2025-03-09T07:30");
    expect(dateTimeLocalToIso("2025-02-30T07:30")).toBeNull();
    expect(dateTimeLocalToIso("yesterday")).toBeNull();
  });

  it("derives the summary and chart ranges from a full list", () => {
    const now = new Date("2025-04-01T12:00:00Z");
    const list = [
      entry("a", 80, "2025-04-01T07:00:00Z"),
      entry("b", 81, "2025-03-28T07:00:00Z"),
      entry("c", 82, "2025-03-20T07:00:00Z"),
      entry("d", 84, "2025-01-01T07:00:00Z"),
    ];
    const summary = summaryFromEntries(list);
    expect(summary.latest?.id).toBe("a");
    expect(summary.baselines[7]?.id).toBe("b");
    expect(summary.baselines[30]?.id).toBe("c");
    expect(summary.hasEarlier).toBe(true);
    expect(summaryFromEntries([]).latest).toBeNull();

    expect(chartRangeStart("all", now)).toBeNull();
    expect(chartRangeStart("30d", now)?.toISOString()).toBe("2025-03-02T12:00:00.000Z");
    expect(entriesInRange(list, "30d", now).map((e) => e.id)).toEqual(["a", "b", "c"]);
    expect(entriesInRange(list, "all", now)).toHaveLength(4);
  });
});
