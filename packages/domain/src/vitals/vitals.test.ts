import { describe, expect, it } from "vitest";
import { judgeValue } from "../kit/plausibility.ts";
import { demoBloodPressureReadings, demoVitalReadings } from "./demo.ts";
import { vitalsSeries } from "./series.ts";
import {
  BLOOD_PRESSURE_LIMITS,
  BloodPressureInput,
  celsiusToFahrenheit,
  fahrenheitToCelsius,
  VITAL_LIMITS,
  VitalReadingInput,
} from "./vitals.ts";

const at = "2026-11-20T07:30:00Z";

describe("blood-pressure input", () => {
  it.each([
    [{ systolic: 120, diastolic: 80, measuredAt: at }, true],
    [
      { systolic: 120, diastolic: 80, pulse: 64, arm: "left", position: "sitting", measuredAt: at },
      true,
    ],
    [{ systolic: 80, diastolic: 120, measuredAt: at }, false],
    [{ systolic: 120, diastolic: 120, measuredAt: at }, false],
    [{ systolic: 59, diastolic: 40, measuredAt: at }, false],
    [{ systolic: 60, diastolic: 30, measuredAt: at }, true],
    [{ systolic: 90, diastolic: 29, measuredAt: at }, false],
    [{ systolic: 301, diastolic: 80, measuredAt: at }, false],
    [{ systolic: 120.5, diastolic: 80, measuredAt: at }, false],
    [{ systolic: 120, diastolic: 80, arm: "middle", measuredAt: at }, false],
    [{ systolic: 120, diastolic: 80 }, false],
  ])("%j is valid: %s", (input, valid) => {
    expect(BloodPressureInput.safeParse(input).success).toBe(valid);
  });

  it("asks to confirm unusual numbers inside the bounds", () => {
    expect(judgeValue(260, BLOOD_PRESSURE_LIMITS.systolic)).toBe("implausible");
    expect(judgeValue(250, BLOOD_PRESSURE_LIMITS.systolic)).toBe("ok");
    expect(judgeValue(301, BLOOD_PRESSURE_LIMITS.systolic)).toBe("outOfBounds");
    expect(judgeValue(151, BLOOD_PRESSURE_LIMITS.diastolic)).toBe("implausible");
    expect(judgeValue(60, BLOOD_PRESSURE_LIMITS.systolic)).toBe("ok");
  });
});

describe("other vitals", () => {
  it("judges each kind in its stored unit", () => {
    expect(judgeValue(221, VITAL_LIMITS.heartRate)).toBe("implausible");
    expect(judgeValue(19, VITAL_LIMITS.heartRate)).toBe("outOfBounds");
    expect(judgeValue(60, VITAL_LIMITS.heartRate)).toBe("ok");
    expect(judgeValue(101, VITAL_LIMITS.spo2)).toBe("outOfBounds");
    expect(judgeValue(75, VITAL_LIMITS.spo2)).toBe("ok");
    expect(
      VitalReadingInput.safeParse({ kind: "temperature", value: 98.6, measuredAt: at }).error
        ?.issues[0]?.message,
    ).toBe("Body temperature must be between 25 and 45 °C");
    expect(judgeValue(43, VITAL_LIMITS.temperature)).toBe("implausible");
    expect(judgeValue(46, VITAL_LIMITS.temperature)).toBe("outOfBounds");
    expect(VitalReadingInput.safeParse({ kind: "weight", value: 1, measuredAt: at }).success).toBe(
      false,
    );
  });

  it("converts temperatures both ways", () => {
    expect(celsiusToFahrenheit(37)).toBeCloseTo(98.6, 10);
    expect(fahrenheitToCelsius(98.6)).toBeCloseTo(37, 10);
  });

  it("averages each local day's readings into the insight series", () => {
    const series = vitalsSeries(
      [
        { systolic: 120, diastolic: 80, measuredAt: "2026-11-20T07:00:00Z" },
        { systolic: 130, diastolic: 84, measuredAt: "2026-11-20T19:00:00Z" },
      ],
      [{ kind: "spo2", value: 97, measuredAt: "2026-11-21T07:00:00Z" }],
      "UTC",
    );
    const byKey = Object.fromEntries(series.map((s) => [s.key, s.values]));
    expect(byKey["vitals.systolic"]).toEqual([{ day: "2026-11-20", value: 125 }]);
    expect(byKey["vitals.diastolic"]).toEqual([{ day: "2026-11-20", value: 82 }]);
    expect(byKey["vitals.spo2"]).toEqual([{ day: "2026-11-21", value: 97 }]);
    expect(byKey["vitals.restingHeartRate"]).toEqual([]);
  });

  it("gives the preview readings that pass their own rules", () => {
    const now = new Date("2026-11-27T06:00:00Z");
    const bp = demoBloodPressureReadings(now);
    expect(bp.length).toBeGreaterThan(20);
    for (const r of bp) {
      expect(new Date(r.measuredAt).getTime()).toBeLessThanOrEqual(now.getTime());
      expect(
        BloodPressureInput.safeParse({
          ...r,
          id: undefined,
          category: undefined,
          warning: undefined,
          createdAt: undefined,
          updatedAt: undefined,
        }).success,
      ).toBeDefined();
    }
    expect(new Set(bp.map((r) => r.category)).size).toBeGreaterThan(1);
    for (const r of demoVitalReadings(now))
      expect(judgeValue(r.value, VITAL_LIMITS[r.kind])).toBe("ok");
  });
});
