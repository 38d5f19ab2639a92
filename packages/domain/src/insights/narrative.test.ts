import { describe, expect, it } from "vitest";
import { checkNarrative } from "./narrative.ts";
import type { InsightRange, InsightStatistics } from "./types.ts";

const RANGE: InsightRange = { from: "2026-01-01", to: "2026-03-01", tz: "UTC" }; // 60 days

const STATISTICS: InsightStatistics = {
  series: [
    {
      key: "wellbeing.stress",
      n: 59,
      mean: 2.6,
      min: 1,
      max: 5,
      slopePerWeek: -0.1234,
      trend: "falling",
      trendSentence: "",
    },
    {
      key: "meditation.minutes",
      n: 61,
      mean: 13.214,
      min: 5,
      max: 30,
      slopePerWeek: 0.05,
      trend: "steady",
      trendSentence: "",
    },
    {
      key: "wellbeing.sleepHours",
      n: 58,
      mean: 7.26,
      min: 5.5,
      max: 9,
      slopePerWeek: null,
      trend: null,
      trendSentence: "",
    },
    {
      key: "medications.adherence",
      n: 40,
      mean: 85.3,
      min: 0,
      max: 100,
      slopePerWeek: 1.5,
      trend: "rising",
      trendSentence: "",
    },
  ],
  correlations: [
    {
      a: "meditation.minutes",
      b: "wellbeing.stress",
      lag: 1,
      n: 57,
      rho: -0.8712,
      p: 1.2e-18,
      q: 3.4e-17,
      sentence: "",
      caution: "",
    },
  ],
  cyclePhases: null,
};

const check = (text: string) => checkNarrative(text, STATISTICS, RANGE);

describe("checkNarrative", () => {
  it("passes a text that restates the report's figures at the precision written", () => {
    expect(
      check(
        "Over the 60 days (about 8.6 weeks, 8 whole weeks) from 2026-01-01 to 2026-03-01 you logged stress on 59 days. " +
          "On days after you meditated longer, your stress was lower: 57 days, rho −0.87 (-0.871, or 0.87 in size). " +
          "You slept 7.3 hours on average (7.26 exactly, 7 rounded), and your stress eased by 0.12 a week. " +
          "You took 85% of your doses, 85.3% exactly. Try meditating for 13 minutes (the 30-minute sittings were your longest) " +
          "each evening for 2 weeks, or for a two-week stretch. This is informational, not medical advice.",
      ),
    ).toEqual({ ok: true });
  });

  it("refuses an invented number, naming it", () => {
    const result = check("Your stress fell by 23% when you meditated for 17 minutes.");
    expect(result).toEqual({
      ok: false,
      problems: [
        "The number 23 is not one of the report's figures",
        "The number 17 is not one of the report's figures",
      ],
    });
  });

  it("holds the precision written and the sign: 7.2 is not 7.26, −0.87 is not +0.87", () => {
    expect(check("You slept 7.2 hours on average.").ok).toBe(false);
    expect(check("rho was 0.8712").ok).toBe(true);
    expect(check("rho was 0.8713").ok).toBe(false);
    const positive = {
      ...STATISTICS,
      correlations: [{ ...STATISTICS.correlations[0], rho: 0.87 } as never],
    };
    expect(checkNarrative("rho −0.87", positive, RANGE).ok).toBe(false);
    expect(checkNarrative("rho 0.87", positive, RANGE).ok).toBe(true);
    // A minus joining two numbers is a range, not a sign: 5–30 minutes.
    expect(check("Sessions ran 5-30 minutes.").ok).toBe(true);
  });

  it("allows 2 only as the two weeks of the suggestion", () => {
    expect(check("Try it for 2 weeks.").ok).toBe(true);
    expect(check("Try it for 2-week blocks.").ok).toBe(true);
    expect(check("Try it 4 times a day.").ok).toBe(false);
  });

  it("refuses dates other than the report's first and last day", () => {
    expect(check("Since 2026-02-14 your stress fell.")).toEqual({
      ok: false,
      problems: ["The date 2026-02-14 is not the report's first or last day"],
    });
  });

  it("refuses a measure the report has no series for", () => {
    const result = check("Your weight and your mood improved; fasting and pain did not change.");
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems).toEqual([
      'The text names "weigh", which this report has no figures for',
      'The text names "mood", which this report has no figures for',
      'The text names "fast", which this report has no figures for',
      'The text names "pain", which this report has no figures for',
    ]);
    // "breakfast" is not fasting, and a present measure may be named in any form.
    expect(check("Meditation before breakfast went with less stress and better sleep.").ok).toBe(
      true,
    );
    expect(check("Keep taking each dose of your medication.").ok).toBe(true);
    expect(check("Your calories and energy.").ok).toBe(false);
    const noDoses = { ...STATISTICS, series: STATISTICS.series.slice(0, 3) };
    expect(checkNarrative("This is informational, not medical advice.", noDoses, RANGE).ok).toBe(
      true,
    );
    expect(checkNarrative("Take your medication.", noDoses, RANGE).ok).toBe(false);
  });

  it("checks numbers against cycle phases too, shares also as percents", () => {
    const withCycle: InsightStatistics = {
      ...STATISTICS,
      series: [],
      correlations: [],
      cyclePhases: {
        cycles: 3,
        days: 84,
        phases: [
          {
            phase: "menstrual",
            days: 15,
            loggedDays: 12,
            painMean: 5.5,
            painDays: 10,
            restPainMean: 2.25,
            restPainDays: 40,
            symptoms: [{ symptom: "cramps", days: 9, share: 0.75, restDays: 3, restShare: 0.05 }],
          },
        ],
      },
    };
    expect(
      checkNarrative(
        "Over 3 cycles, cramps came on 75% of logged period days (9 of 12) and 5% of the rest; pain averaged 5.5 against 2.3.",
        withCycle,
        RANGE,
      ),
    ).toEqual({
      ok: false,
      problems: ['The text names "pain", which this report has no figures for'],
    });
  });
});
