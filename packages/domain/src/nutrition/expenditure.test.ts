import { describe, expect, it } from "vitest";
import { addDays } from "../kit/calendar.ts";
import { estimateExpenditure } from "./expenditure.ts";

const TODAY = "2026-11-24";
const days = (n: number, kcal: (i: number) => number) =>
  Array.from({ length: n }, (_, i) => ({ date: addDays(TODAY, -1 - i), energyKcal: kcal(i) }));
const weighIn = (daysAgo: number, weightKg: number, hour = 7) => ({
  measuredAt: `${addDays(TODAY, -daysAgo)}T0${hour}:00:00.000Z`,
  weightKg,
});

describe("estimateExpenditure", () => {
  it("equals the mean intake when the weight holds steady", () => {
    const e = estimateExpenditure({
      intake: days(28, () => 2200),
      weighIns: [weighIn(27, 80), weighIn(14, 80), weighIn(0, 80)],
      today: TODAY,
    });
    expect(e).toMatchObject({
      expenditureKcal: 2200,
      meanIntakeKcal: 2200,
      trendKgPerWeek: 0,
      daysLogged: 28,
      weighInCount: 3,
      windowDays: 28,
      from: "2026-10-27",
      to: "2026-11-23",
    });
  });

  it("adds the energy of the weight lost: 0.5 kg a week is 550 kcal a day", () => {
    const weighIns = Array.from({ length: 29 }, (_, i) => weighIn(i, 80 + (i * 0.5) / 7));
    const e = estimateExpenditure({ intake: days(28, () => 1800), weighIns, today: TODAY });
    expect(e?.trendKgPerWeek).toBeCloseTo(-0.5, 10);
    expect(e?.expenditureKcal).toBeCloseTo(2350, 6);
  });

  it("leaves today out of the intake, since the day is still being logged", () => {
    const e = estimateExpenditure({
      intake: [...days(10, () => 2000), { date: TODAY, energyKcal: 300 }],
      weighIns: [weighIn(10, 80), weighIn(0, 80)],
      today: TODAY,
    });
    expect(e?.meanIntakeKcal).toBe(2000);
    expect(e?.daysLogged).toBe(10);
  });

  it("needs 7 logged days and two weigh-ins 7 days apart", () => {
    const steady = [weighIn(20, 80), weighIn(0, 80)];
    expect(
      estimateExpenditure({ intake: days(6, () => 2000), weighIns: steady, today: TODAY }),
    ).toBeNull();
    expect(
      estimateExpenditure({ intake: days(7, () => 2000), weighIns: steady, today: TODAY }),
    ).not.toBeNull();
    const close = [weighIn(6, 80, 8), weighIn(0, 80, 7)];
    expect(
      estimateExpenditure({ intake: days(20, () => 2000), weighIns: close, today: TODAY }),
    ).toBeNull();
    expect(
      estimateExpenditure({
        intake: days(20, () => 2000),
        weighIns: [weighIn(3, 80)],
        today: TODAY,
      }),
    ).toBeNull();
  });

  it("ignores what lies outside the window", () => {
    const e = estimateExpenditure({
      intake: [...days(14, () => 2000), { date: "2026-01-01", energyKcal: 9000 }],
      weighIns: [weighIn(200, 95), weighIn(13, 80), weighIn(0, 80)],
      today: TODAY,
      windowDays: 14,
    });
    expect(e).toMatchObject({ meanIntakeKcal: 2000, expenditureKcal: 2000, weighInCount: 2 });
  });

  it("reads a weigh-in's day in the person's time zone", () => {
    // 23:30 UTC on 27 October is 28 October in Berlin (UTC+1), inside a 27-day window there.
    const weighIns = [{ measuredAt: "2026-10-27T23:30:00.000Z", weightKg: 80 }, weighIn(0, 80)];
    const args = { intake: days(27, () => 2000), weighIns, today: TODAY, windowDays: 27 };
    expect(estimateExpenditure(args)).toBeNull();
    expect(estimateExpenditure({ ...args, timeZone: "Europe/Berlin" })?.weighInCount).toBe(2);
  });
});
