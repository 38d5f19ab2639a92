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

describe("chart scales with little data", () => {
  it("keeps whole-number ticks whole, so rounded labels never repeat", () => {
    // Pain 7–9 used to get ticks 6.5, 7, 7.5 … read as 7, 7, 8, 8, 9.
    const { ticks } = niceTicks(6.84, 9.16, 4, { integer: true });
    expect(ticks.every(Number.isInteger)).toBe(true);
    expect(new Set(ticks.map(Math.round)).size).toBe(ticks.length);
    expect(niceStep(2, 4, true)).toBe(1);
    expect(niceStep(10, 4, true)).toBe(5);
  });

  it("never goes below its floor nor above its ceiling", () => {
    const one = niceTicks(0.8, 0.8, 4, { floor: 0 });
    expect(one.min).toBe(0);
    expect(Math.min(...one.ticks)).toBe(0);
    const scale = niceTicks(0, 10, 4, { integer: true, floor: 0, ceiling: 10 });
    expect(scale).toEqual({ ticks: [0, 5, 10], min: 0, max: 10 });
  });

  it("puts time ticks of a span of days on whole days, both ends included", () => {
    const DAY = 86_400_000;
    const from = Date.UTC(2026, 10, 1, 12);
    const ticks = timeTicks(from, from + 6 * DAY, 6);
    expect(ticks.map((t) => (t - from) / DAY)).toEqual([0, 2, 4, 6]);
    const month = timeTicks(from, from + 29 * DAY, 6);
    expect(month[0]).toBe(from);
    expect(month.at(-1)).toBe(from + 29 * DAY);
    expect(month.every((t) => (t - from) % DAY === 0)).toBe(true);
  });
});
