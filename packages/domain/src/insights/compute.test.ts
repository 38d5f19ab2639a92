import { describe, expect, it } from "vitest";
import { addDays } from "../kit/calendar.ts";
import { zonedInstant } from "../medications/schedule.ts";
import {
  associationTests,
  computeStatistics,
  correlationCaution,
  correlationSentence,
  cyclePhaseComparison,
  formatFigure,
  formatRho,
  seriesByDay,
  trendOf,
} from "./compute.ts";
import { demoInsightContributions } from "./demo.ts";
import { meditationSeries, reportDays } from "./sources.ts";
import { benjaminiHochberg } from "./statistics.ts";
import type { DailySeries, InsightRange } from "./types.ts";

const daily = (key: string, from: string, values: (number | null)[]): DailySeries => ({
  key,
  values: values.flatMap((value, i) => (value === null ? [] : [{ day: addDays(from, i), value }])),
});

const TIES_X = [1, 2, 2, 3, 4, 4, 4, 5, 6, 7, 8, 9, 9, 10];
const TIES_Y = [2, 1, 3, 3, 5, 4, 6, 5, 8, 7, 7, 10, 9, 9];
const RANGE: InsightRange = { from: "2026-01-01", to: "2026-03-31", tz: "UTC" };

describe("series statistics", () => {
  it("counts only days with a value inside the range, and fits the weekly slope on the day", () => {
    const statistics = computeStatistics({ from: "2026-01-02", to: "2026-01-08", tz: "UTC" }, [
      { series: [daily("wellbeing.sleepHours", "2026-01-01", [9, 6, null, 7, 8, null, 9, 10, 3])] },
    ]);
    // Inside the range: 01-02 6, 01-04 7, 01-05 8, 01-07 9, 01-08 10, on days x = 0, 2, 3, 5, 6;
    // by hand x̄ = 3.2, ȳ = 8, Sxy = 15, Sxx = 22.8: 15/22.8 a day.
    const [sleep] = statistics.series;
    expect(sleep).toMatchObject({ key: "wellbeing.sleepHours", n: 5, mean: 8, min: 6, max: 10 });
    expect(sleep?.slopePerWeek).toBeCloseTo((15 / 22.8) * 7, 12);
    expect(sleep?.trend).toBe("rising");
    expect(sleep?.trendSentence).toBe(
      "Sleep hours: rising (4.61 h a week), 8 h on average over 5 days.",
    );
  });

  it("lists only series with a value in the range, in the catalogue's order", () => {
    const statistics = computeStatistics(RANGE, [
      { series: [daily("food.kcal", "2026-01-01", [2000])] },
      {
        series: [
          daily("wellbeing.mood", "2026-01-01", [3]),
          daily("weight.kg", "2025-12-01", [80]),
        ],
      },
    ]);
    expect(statistics.series.map((s) => s.key)).toEqual(["wellbeing.mood", "food.kcal"]);
    expect(statistics.series[0]).toMatchObject({ n: 1, slopePerWeek: null, trend: null });
    expect(statistics.series[0]?.trendSentence).toBe(
      "Mood: 3 on average over 1 day; too few days for a trend.",
    );
  });

  it("calls a trend steady under half a standard deviation of change over the days logged", () => {
    expect(trendOf(0.1, 10, 2)).toBe("rising"); // change 1 = 0.5 SD
    expect(trendOf(-0.099, 10, 2)).toBe("steady");
    expect(trendOf(-0.1, 10, 2)).toBe("falling");
    expect(trendOf(0, 10, 0)).toBe("steady");
    expect(trendOf(null, 0, 0)).toBeNull();
    const flat = computeStatistics(RANGE, [
      { series: [daily("wellbeing.stress", "2026-01-01", [3, 3, 3])] },
    ]);
    expect(flat.series[0]).toMatchObject({ slopePerWeek: 0, trend: "steady" });
  });
});

describe("associations", () => {
  it("computes a pair at 14 paired days as scipy does and skips it at 13", () => {
    const at14 = computeStatistics(RANGE, [
      {
        series: [
          daily("wellbeing.sleepHours", "2026-01-01", TIES_X),
          daily("wellbeing.mood", "2026-01-01", TIES_Y),
        ],
      },
    ]);
    // st.spearmanr(TIES_X, TIES_Y): rho 0.9488912318330945, p 2.3036579389097752e-07; the
    // lag-1 pairs have 13 days each, so the one test's q is its p.
    expect(at14.correlations).toHaveLength(1);
    const [c] = at14.correlations;
    expect(c).toMatchObject({ a: "wellbeing.sleepHours", b: "wellbeing.mood", lag: 0, n: 14 });
    expect(c?.rho).toBeCloseTo(0.9488912318330945, 14);
    expect(c?.p).toBeCloseTo(2.3036579389097752e-7, 18);
    expect(c?.q).toBe(c?.p);
    expect(c?.sentence).toBe("On days you sleep more, your mood is better: 14 days, rho 0.95");

    const at13 = computeStatistics(RANGE, [
      {
        series: [
          daily("wellbeing.sleepHours", "2026-01-01", TIES_X.slice(0, 13)),
          daily("wellbeing.mood", "2026-01-01", TIES_Y.slice(0, 13)),
        ],
      },
    ]);
    expect(at13.correlations).toEqual([]);
  });

  it("pairs only days where both have a value", () => {
    const x = [...TIES_X, 5, null, 7];
    const y = [...TIES_Y, null, 4, null];
    const tests = associationTests(
      new Map([
        ["a.x", seriesByDay(daily("a.x", "2026-01-01", x))],
        ["b.y", seriesByDay(daily("b.y", "2026-01-01", y))],
      ]),
    );
    const same = tests.find((t) => t.lag === 0);
    expect(same?.n).toBe(14);
    expect(same?.rho).toBeCloseTo(0.9488912318330945, 14);
  });

  it("skips a series with no variation, and a pair whose paired days do not vary", () => {
    const flat = daily("wellbeing.stress", "2026-01-01", Array(20).fill(3));
    const varying = daily("wellbeing.mood", "2026-01-01", TIES_X.concat([1, 2, 3, 4, 5, 6]));
    // Varies over the period, but only on days the mood has no value.
    const flatWhenPaired = daily("wellbeing.energy", "2026-01-01", [...Array(20).fill(4), 1, 5, 2]);
    const tests = associationTests(
      new Map([
        ["wellbeing.stress", seriesByDay(flat)],
        ["wellbeing.mood", seriesByDay(varying)],
        ["wellbeing.energy", seriesByDay(flatWhenPaired)],
      ]),
    );
    expect(tests.some((t) => t.a === "wellbeing.stress" || t.b === "wellbeing.stress")).toBe(false);
    expect(tests.filter((t) => t.lag === 0)).toEqual([]);
  });

  it("aligns lag 1 on calendar days across a month end and a daylight-saving change", () => {
    for (const [tz, from] of [
      ["Europe/London", "2026-03-20"], // clocks forward 29 March, month ends 31 March
      ["America/New_York", "2026-02-20"], // month ends 28 February, clocks forward 8 March
    ] as const) {
      const minutes = [10, 25, 5, 30, 15, 20, 40, 12, 8, 35, 18, 22, 28, 6, 14, 45, 9, 33, 11, 26];
      // Sessions at 23:30 local time: the next UTC day in New York, the same in London.
      const sessions = minutes.map((m, i) => ({
        startedAt: zonedInstant(addDays(from, i), "23:30", tz),
        durationSeconds: m * 60,
      }));
      const meditation = meditationSeries(sessions, tz);
      expect(meditation.values.map((v) => v.day)).toEqual(
        reportDays({ from, to: addDays(from, 19), tz }),
      );
      // Stress the day after is 60 − minutes: a perfect negative rank correlation at lag 1.
      const stress = daily(
        "wellbeing.stress",
        addDays(from, 1),
        minutes.map((m) => 60 - m),
      );
      const statistics = computeStatistics({ from, to: addDays(from, 40), tz }, [
        { series: [meditation] },
        { series: [stress] },
      ]);
      const lagged = statistics.correlations.find(
        (c) => c.a === "meditation.minutes" && c.b === "wellbeing.stress" && c.lag === 1,
      );
      expect(lagged).toMatchObject({ n: 20, rho: -1, p: 0, q: 0 });
      expect(lagged?.sentence).toBe(
        "On days after you meditate longer, your stress is lower: 20 days, rho −1.00",
      );
      expect(statistics.correlations[0]).toBe(lagged);
    }
  });

  it("adjusts with Benjamini–Hochberg across every test, reports q < 0.05 and |rho| ≥ 0.3, strongest first", () => {
    const from = "2026-01-01";
    const n = 40;
    const base = Array.from({ length: n }, (_, i) => Math.sin(i * 1.7) * 10 + i / 4);
    const noise = Array.from({ length: n }, (_, i) => Math.cos(i * 2.9 + 1) * 10);
    const series = new Map([
      ["wellbeing.mood", seriesByDay(daily("wellbeing.mood", from, base))],
      [
        "wellbeing.stress",
        seriesByDay(
          daily(
            "wellbeing.stress",
            from,
            base.map((v, i) => -v + (noise[i] as number) / 3),
          ),
        ),
      ],
      ["food.kcal", seriesByDay(daily("food.kcal", from, noise))],
      [
        "weight.kg",
        seriesByDay(
          daily(
            "weight.kg",
            from,
            base.map((v, i) => v + (noise[i] as number)),
          ),
        ),
      ],
    ]);
    const tests = associationTests(series);
    // 4 series: 6 unordered pairs at lag 0 and 12 ordered pairs at lag 1.
    expect(tests).toHaveLength(18);
    const q = benjaminiHochberg(tests.map((t) => t.p));
    for (const [i, t] of tests.entries()) expect(t.q).toBe(q[i]);
    const statistics = computeStatistics({ from, to: addDays(from, n - 1), tz: "UTC" }, [
      {
        series: [...series].map(([key, byDay]) => ({
          key,
          values: [...byDay].map(([day, value]) => ({ day, value })),
        })),
      },
    ]);
    const expected = tests.filter((t) => t.q < 0.05 && Math.abs(t.rho) >= 0.3);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(tests.length);
    expect(statistics.correlations).toHaveLength(expected.length);
    const sizes = statistics.correlations.map((c) => Math.abs(c.rho));
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    for (const c of statistics.correlations) expect(c.q).toBeLessThan(0.05);
  });
});

describe("sentences", () => {
  it("builds the template from each series' words", () => {
    expect(correlationSentence("wellbeing.sleepHours", "wellbeing.mood", 0, 21, 0.9123)).toBe(
      "On days you sleep more, your mood is better: 21 days, rho 0.91",
    );
    expect(correlationSentence("meditation.minutes", "wellbeing.stress", 1, 59, -0.8712)).toBe(
      "On days after you meditate longer, your stress is lower: 59 days, rho −0.87",
    );
    expect(correlationSentence("fasting.hours", "weight.kg", 1, 30, 0.5)).toBe(
      "On days after you fast longer, you weigh more: 30 days, rho 0.50",
    );
    expect(correlationSentence("medications.adherence", "pain.maxIntensity", 0, 14, -0.4)).toBe(
      "On days you take more of your doses, your pain is milder: 14 days, rho −0.40",
    );
    expect(correlationSentence("food.kcal", "pain.maxIntensity", 0, 14, 0.4)).toBe(
      "On days you eat more, your pain is worse: 14 days, rho 0.40",
    );
  });

  it("says it is an association, which way it could run and what could drive both", () => {
    const same = correlationCaution("wellbeing.sleepHours", "wellbeing.stress", 0);
    expect(same).toContain("association, not a cause");
    expect(same).toContain("same day");
    expect(same).toContain("your sleep hours could affect your stress or the other way round");
    expect(same).toContain("a busy or worrying week");
    const after = correlationCaution("meditation.minutes", "wellbeing.stress", 1);
    expect(after).toContain("came the day before");
    expect(correlationCaution("food.kcal", "weight.kg", 0)).toContain("change in routine");
    expect(correlationCaution("pain.maxIntensity", "wellbeing.sleepHours", 0)).toContain("illness");
  });

  it("writes figures with the typographic minus", () => {
    expect(formatFigure(-0.32055)).toBe("−0.32");
    expect(formatFigure(7.0)).toBe("7");
    expect(formatRho(1)).toBe("1.00");
    expect(formatRho(-0.004)).toBe("0.00");
    expect(formatRho(-0.876)).toBe("−0.88");
  });
});

describe("cycle phases", () => {
  const periods = [
    { startDate: "2026-01-01", endDate: "2026-01-05" },
    { startDate: "2026-01-29", endDate: "2026-02-02" },
    { startDate: "2026-02-26", endDate: null },
  ];
  const range: InsightRange = { from: "2026-01-01", to: "2026-03-10", tz: "UTC" };
  const days = reportDays(range);
  // Whole cycles: 1 Jan..28 Jan and 29 Jan..25 Feb. Ovulation 14 days before the next start
  // (15 Jan, 12 Feb): ovulatory 14–16 Jan and 11–13 Feb, menstrual 1–5 Jan and 29 Jan–2 Feb.
  const menstrual = new Set([
    ...reportDays({ from: "2026-01-01", to: "2026-01-05", tz: "UTC" }),
    ...reportDays({ from: "2026-01-29", to: "2026-02-02", tz: "UTC" }),
  ]);

  it("compares pain and symptom shares in each phase with the rest of the cycle", () => {
    const pain = new Map(days.map((day) => [day, menstrual.has(day) ? 6 : 2]));
    const cycleDays = days
      .filter((day) => day < "2026-02-20")
      .map((day) => ({
        date: day,
        symptoms: menstrual.has(day)
          ? ["cramps"]
          : day === "2026-01-15"
            ? ["cramps", "headache"]
            : [],
      }));
    const result = cyclePhaseComparison(range, { periods, days: cycleDays }, pain);
    expect(result).not.toBeNull();
    expect(result?.cycles).toBe(2);
    expect(result?.days).toBe(56);
    const byPhase = Object.fromEntries((result?.phases ?? []).map((p) => [p.phase, p]));
    expect(byPhase.menstrual).toMatchObject({
      days: 10,
      loggedDays: 10,
      painMean: 6,
      painDays: 10,
      restPainMean: 2,
      restPainDays: 46,
    });
    expect(byPhase.follicular).toMatchObject({ days: 16, painMean: 2 });
    expect(byPhase.ovulatory).toMatchObject({ days: 6 });
    // Logged until 19 Feb: luteal 17–28 Jan (12) and 14–19 Feb (6).
    expect(byPhase.luteal).toMatchObject({ days: 24, loggedDays: 18 });
    const cramps = byPhase.menstrual?.symptoms.find((s) => s.symptom === "cramps");
    // Rest of the cycle: 46 days, 40 logged (luteal 20–25 Feb not), cramps on 15 Jan only.
    expect(cramps).toEqual({
      symptom: "cramps",
      days: 10,
      share: 1,
      restDays: 1,
      restShare: 1 / 40,
    });
    const headache = byPhase.ovulatory?.symptoms.find((s) => s.symptom === "headache");
    expect(headache).toEqual({
      symptom: "headache",
      days: 1,
      share: 1 / 6,
      restDays: 0,
      restShare: 0,
    });
  });

  it("waits for two whole cycles logged up to the end of the period", () => {
    expect(
      cyclePhaseComparison(range, { periods: periods.slice(0, 2), days: [] }, undefined),
    ).toBeNull();
    expect(
      cyclePhaseComparison({ ...range, to: "2026-02-25" }, { periods, days: [] }, undefined),
    ).toBeNull();
    const statistics = computeStatistics(range, [{ series: [], cycle: { periods, days: [] } }]);
    expect(statistics.cyclePhases?.phases.map((p) => p.painMean)).toEqual([null, null, null, null]);
    expect(computeStatistics(range, [{ series: [] }]).cyclePhases).toBeNull();
  });
});

describe("demo report", () => {
  it("computes every demo module's series through the same sources", () => {
    const now = new Date("2026-11-26T12:00:00Z");
    const contributions = demoInsightContributions("2026-11-26", now, "Europe/London");
    const statistics = computeStatistics(
      { from: "2026-08-29", to: "2026-11-26", tz: "Europe/London" },
      contributions,
    );
    expect(statistics.series.map((s) => s.key)).toEqual([
      "wellbeing.mood",
      "wellbeing.energy",
      "wellbeing.sleepQuality",
      "wellbeing.stress",
      "wellbeing.sleepHours",
      "meditation.minutes",
      "fasting.hours",
      "weight.kg",
      "medications.adherence",
      "food.kcal",
      "vitals.systolic",
      "vitals.diastolic",
      "vitals.restingHeartRate",
      "vitals.spo2",
      "vitals.temperature",
      "activity.steps",
      "activity.activeMinutes",
    ]);
    expect(statistics.correlations.length).toBeGreaterThan(0);
    expect(statistics.cyclePhases?.cycles).toBeGreaterThanOrEqual(2);
  });
});
