import { describe, expect, it } from "vitest";
import {
  averageOf,
  bloodPressureAverage,
  dailyMeans,
  fromDisplayValue,
  temperatureUnitFor,
  toDisplayValue,
} from "./display.ts";

describe("vitals display", () => {
  it("shows temperatures in °F for imperial units and stores °C", () => {
    expect(temperatureUnitFor("imperial")).toBe("F");
    expect(temperatureUnitFor("metric")).toBe("C");
    expect(toDisplayValue("temperature", 37, "F")).toBe(98.6);
    expect(fromDisplayValue("temperature", 98.6, "F")).toBe(37);
    expect(toDisplayValue("heartRate", 60, "F")).toBe(60);
  });

  it("averages the readings of the period and categorises the mean", () => {
    const now = new Date("2026-11-27T12:00:00Z");
    const readings = [
      { systolic: 128, diastolic: 82, measuredAt: "2026-11-26T07:00:00Z" },
      { systolic: 120, diastolic: 76, measuredAt: "2026-11-22T07:00:00Z" },
      { systolic: 170, diastolic: 100, measuredAt: "2026-10-01T07:00:00Z" },
    ];
    expect(bloodPressureAverage(readings, 7, now)).toEqual({
      systolic: 124,
      diastolic: 79,
      readings: 2,
      category: "elevated",
    });
    expect(bloodPressureAverage(readings, 1, new Date("2026-12-30T00:00:00Z"))).toBeNull();
    expect(
      averageOf(
        [
          { kind: "spo2", value: 97 },
          { kind: "spo2", value: 98 },
        ],
        "spo2",
      ),
    ).toBe(97.5);
    expect(averageOf([], "heartRate")).toBeNull();
  });

  it("averages each local day's readings for a chart of many", () => {
    const dayOf = (iso: string) => iso.slice(0, 10);
    const readings = [
      { value: 60, measuredAt: "2026-11-02T08:00:00Z" },
      { value: 58, measuredAt: "2026-11-01T23:00:00Z" },
      { value: 63, measuredAt: "2026-11-02T09:00:00Z" },
      { value: 62, measuredAt: "2026-11-01T07:00:00Z" },
    ];
    expect(dailyMeans(readings, dayOf)).toEqual([
      { day: "2026-11-01", mean: 60, readings: 2 },
      { day: "2026-11-02", mean: 61.5, readings: 2 },
    ]);
  });
});
