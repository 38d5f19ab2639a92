import { describe, expect, it } from "vitest";
import { linearScale, nearestIndex, niceStep, niceTicks, timeTicks } from "./scale.ts";

describe("chart scales", () => {
  it("picks round steps", () => {
    expect(niceStep(10, 4)).toBe(2.5);
    expect(niceStep(3.7, 4)).toBe(1);
    expect(niceStep(0.9, 4)).toBe(0.25);
    expect(niceStep(180, 4)).toBe(50);
  });

  it("widens the domain to round ticks that cover the data", () => {
    expect(niceTicks(74.6, 78.4, 4)).toEqual({ ticks: [74, 75, 76, 77, 78, 79], min: 74, max: 79 });
    const flat = niceTicks(70, 70);
    expect(flat.min).toBeLessThan(70);
    expect(flat.max).toBeGreaterThan(70);
  });

  it("maps values linearly, inverted for a y axis", () => {
    const y = linearScale([0, 10], [100, 0]);
    expect(y(0)).toBe(100);
    expect(y(5)).toBe(50);
    expect(y(10)).toBe(0);
  });

  it("spreads time ticks evenly and finds the nearest point", () => {
    expect(timeTicks(0, 100, 3)).toEqual([0, 50, 100]);
    expect(timeTicks(5, 5, 4)).toEqual([5]);
    expect(nearestIndex([0, 10, 20, 30], 14)).toBe(1);
    expect(nearestIndex([0, 10, 20, 30], 16)).toBe(2);
    expect(nearestIndex([0, 10, 20, 30], 99)).toBe(3);
    expect(nearestIndex([], 5)).toBe(-1);
  });
});
