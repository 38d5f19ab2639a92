import { describe, expect, it } from "vitest";
import { averageWeightChange } from "./weight-change.ts";

const NOW = new Date("2026-11-24T12:00:00Z");
const daysAgo = (d: number) => new Date(NOW.getTime() - d * 86_400_000).toISOString();

describe("averageWeightChange", () => {
  it("needs two entries in all", () => {
    expect(averageWeightChange([], NOW)).toEqual({
      ok: false,
      message: "Insufficient weight history for calculation",
    });
    expect(averageWeightChange([{ measuredAt: daysAgo(1), weightKg: 80 }], NOW)).toEqual({
      ok: false,
      message: "Insufficient weight history for calculation",
    });
  });

  it("needs two entries inside the window, 28 days unless told", () => {
    const history = [
      { measuredAt: daysAgo(40), weightKg: 82 },
      { measuredAt: daysAgo(3), weightKg: 80 },
    ];
    expect(averageWeightChange(history, NOW)).toEqual({
      ok: false,
      message: "Insufficient weight entries in the last 28 days",
    });
    expect(averageWeightChange(history, NOW, 7)).toEqual({
      ok: false,
      message: "Insufficient weight entries in the last 7 days",
    });
    expect(averageWeightChange(history, NOW, 40).ok).toBe(true);
  });

  it("counts an entry exactly at the window's start", () => {
    const history = [
      { measuredAt: daysAgo(28), weightKg: 82 },
      { measuredAt: daysAgo(0), weightKg: 80 },
    ];
    const result = averageWeightChange(history, NOW);
    expect(result.ok && result.change).toMatchObject({
      entries: 2,
      startKg: 82,
      endKg: 80,
      changeKg: -2,
      kgPerWeek: -0.5,
    });
  });

  it("reads the first and last entry by time, whatever their order", () => {
    const history = [
      { measuredAt: daysAgo(0), weightKg: 79 },
      { measuredAt: daysAgo(14), weightKg: 80 },
      { measuredAt: daysAgo(7), weightKg: 81 },
    ];
    const result = averageWeightChange(history, NOW);
    expect(result.ok && result.change.changeKg).toBe(-1);
    expect(result.ok && result.change.kgPerWeek).toBeCloseTo(-0.5, 10);
  });

  it("gives no weekly rate for two entries at one time", () => {
    const at = daysAgo(2);
    const result = averageWeightChange(
      [
        { measuredAt: at, weightKg: 80 },
        { measuredAt: at, weightKg: 80.4 },
      ],
      NOW,
    );
    expect(result.ok && result.change.kgPerWeek).toBeNull();
  });
});
