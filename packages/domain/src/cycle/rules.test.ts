import { describe, expect, it } from "vitest";
import { addDays } from "../kit/calendar.ts";
import { isDayNotInFuture } from "../kit/time-series.ts";
import { cycleWords } from "./constants.ts";
import {
  CycleDate,
  CycleDayInput,
  CycleDaysQuery,
  CycleSettingsPatch,
  PeriodInput,
} from "./cycle.ts";
import { demoCycle } from "./demo.ts";
import { CycleMessage } from "./messages.ts";
import {
  cycleLengths,
  cycleStats,
  lengthsUsed,
  periodStartVerdict,
  phaseOfDay,
  predictCycles,
  predictedCycleLength,
  predictedPeriodDays,
  predictionRangeDays,
} from "./rules.ts";

const periods = (...starts: string[]) => starts.map((startDate) => ({ startDate, endDate: null }));

describe("cycle predictions (calendar method)", () => {
  it("works the acceptance case by hand: cycles of 28 and 30 days", () => {
    const p = predictCycles([
      { startDate: "2026-08-01", endDate: "2026-08-05" },
      { startDate: "2026-08-29", endDate: "2026-09-02" },
      { startDate: "2026-09-28", endDate: "2026-10-02" },
    ]);
    expect(p).toEqual({
      predictedCycleLength: 29,
      nextPeriodStart: "2026-10-27",
      ovulationDate: "2026-10-13",
      fertileWindowStart: "2026-10-08",
      fertileWindowEnd: "2026-10-14",
      rangeDays: 1, // standard deviation of 28 and 30 is 1
      basedOnCycles: 2,
      upcoming: [
        {
          periodStart: "2026-10-27",
          ovulationDate: "2026-10-13",
          fertileWindowStart: "2026-10-08",
          fertileWindowEnd: "2026-10-14",
        },
        {
          periodStart: "2026-11-25",
          ovulationDate: "2026-11-11",
          fertileWindowStart: "2026-11-06",
          fertileWindowEnd: "2026-11-12",
        },
        {
          periodStart: "2026-12-24",
          ovulationDate: "2026-12-10",
          fertileWindowStart: "2026-12-05",
          fertileWindowEnd: "2026-12-11",
        },
      ],
    });
  });

  it("predicts 28 days from a single logged period, ±2 days", () => {
    const p = predictCycles(periods("2026-11-02"));
    expect(p.predictedCycleLength).toBe(28);
    expect(p.nextPeriodStart).toBe("2026-11-30");
    expect(p.ovulationDate).toBe("2026-11-16");
    expect(p.fertileWindowStart).toBe("2026-11-11");
    expect(p.fertileWindowEnd).toBe("2026-11-17");
    expect(p.basedOnCycles).toBe(0);
    expect(p.rangeDays).toBe(2);
  });

  it("has no dates with no period logged", () => {
    const p = predictCycles([]);
    expect(p.nextPeriodStart).toBeNull();
    expect(p.upcoming).toEqual([]);
    expect(p.basedOnCycles).toBe(0);
  });

  it("averages only the last 6 of 7 irregular cycles", () => {
    // Lengths 40 (dropped: the oldest), then 25, 31, 27, 33, 26, 32: mean 29.
    const starts = [
      "2026-01-01",
      "2026-02-10",
      "2026-03-07",
      "2026-04-07",
      "2026-05-04",
      "2026-06-06",
      "2026-07-02",
      "2026-08-03",
    ];
    expect(cycleLengths(starts)).toEqual([40, 25, 31, 27, 33, 26, 32]);
    expect(lengthsUsed(cycleLengths(starts))).toEqual([25, 31, 27, 33, 26, 32]);
    const p = predictCycles(periods(...starts));
    expect(p.predictedCycleLength).toBe(29);
    expect(p.basedOnCycles).toBe(6);
    expect(p.rangeDays).toBe(2); // these vary by about 3 days
    expect(p.nextPeriodStart).toBe("2026-09-01");
  });

  it("leaves out a cycle over 90 days and one under 15", () => {
    // 120 days (a missed log), then 10 (a duplicate), then 28 and 29.
    const starts = ["2025-09-01", "2025-12-30", "2026-01-09", "2026-02-06", "2026-03-07"];
    expect(cycleLengths(starts)).toEqual([120, 10, 28, 29]);
    const p = predictCycles(periods(...starts));
    expect(p.basedOnCycles).toBe(2);
    expect(p.predictedCycleLength).toBe(29); // 28.5 rounds half up
    expect(p.rangeDays).toBe(1);
  });

  it("rounds a mean down below the half", () => {
    expect(predictedCycleLength([28, 28, 29])).toBe(28); // 28.33
    expect(predictedCycleLength([28, 29])).toBe(29); // 28.5
    expect(predictedCycleLength([])).toBe(28);
  });

  it("narrows the range only when the cycles vary by less than 1.5 days", () => {
    expect(predictionRangeDays([28, 29, 28, 29])).toBe(1); // sd 0.5
    expect(predictionRangeDays([26, 29])).toBe(2); // sd 1.5 is not under 1.5
    expect(predictionRangeDays([27, 29])).toBe(1); // sd 1
    expect(predictionRangeDays([28])).toBe(2);
  });

  it("counts across a leap day", () => {
    // 2028 is a leap year: 2028-02-10 to 2028-03-09 is 28 days.
    const p = predictCycles(periods("2028-01-13", "2028-02-10", "2028-03-09"));
    expect(cycleLengths(["2028-02-10", "2028-03-09"])).toEqual([28]);
    expect(p.nextPeriodStart).toBe("2028-04-06");
    expect(predictCycles(periods("2028-02-01")).nextPeriodStart).toBe("2028-02-29");
  });

  it("counts across a year boundary", () => {
    const p = predictCycles(periods("2026-11-20", "2026-12-18"));
    expect(p.predictedCycleLength).toBe(28);
    expect(p.nextPeriodStart).toBe("2027-01-15");
    expect(p.ovulationDate).toBe("2027-01-01");
    expect(p.fertileWindowStart).toBe("2026-12-27");
  });

  it("predicts from the last logged start even when older cycles were long", () => {
    // 35 and 21 days: mean 28, standard deviation 7, so ±2.
    const p = predictCycles(periods("2026-01-01", "2026-02-05", "2026-02-26"));
    expect(p.predictedCycleLength).toBe(28);
    expect(p.rangeDays).toBe(2);
    expect(p.upcoming.map((u) => u.periodStart)).toEqual([
      "2026-03-26",
      "2026-04-23",
      "2026-05-21",
    ]);
  });

  it("predicts from 20 years of periods given in any order (speed: npm run bench)", () => {
    const lengths = [26, 29, 31, 27, 28, 30, 33, 25];
    const logged: { startDate: string; endDate: string | null }[] = [];
    let start = "2006-01-03";
    for (let i = 0; i < 260; i++) {
      logged.push({ startDate: start, endDate: addDays(start, 4) });
      start = addDays(start, lengths[i % lengths.length] as number);
    }
    const days = logged.flatMap((p) => [
      { date: p.startDate, symptoms: ["cramps" as const] },
      { date: addDays(p.startDate, 14), symptoms: ["bloating" as const] },
    ]);
    const shuffled = [...logged].reverse();
    expect(predictCycles(shuffled)).toEqual(predictCycles(logged));
    expect(predictCycles(shuffled).basedOnCycles).toBe(6);
    expect(cycleStats(shuffled, days).cycles).toHaveLength(260);
  });

  it("does not depend on the order periods come in, nor repeat a duplicated start", () => {
    const a = predictCycles(periods("2026-08-29", "2026-08-01", "2026-09-28", "2026-09-28"));
    const b = predictCycles(periods("2026-08-01", "2026-08-29", "2026-09-28"));
    expect(a).toEqual(b);
  });
});

describe("phases and stats", () => {
  it("divides a 28-day cycle into its phases", () => {
    const period = { startDate: "2026-11-01", endDate: "2026-11-05" };
    const next = "2026-11-29"; // ovulation 2026-11-15
    expect(phaseOfDay("2026-11-05", period, next)).toBe("menstrual");
    expect(phaseOfDay("2026-11-06", period, next)).toBe("follicular");
    expect(phaseOfDay("2026-11-13", period, next)).toBe("follicular");
    expect(phaseOfDay("2026-11-14", period, next)).toBe("ovulatory");
    expect(phaseOfDay("2026-11-16", period, next)).toBe("ovulatory");
    expect(phaseOfDay("2026-11-17", period, next)).toBe("luteal");
    expect(phaseOfDay("2026-11-28", period, next)).toBe("luteal");
    expect(phaseOfDay("2026-11-29", period, next)).toBeNull();
  });

  it("draws predicted periods as long as the person's average period", () => {
    expect(predictedPeriodDays(null)).toBe(5); // nothing ended yet
    expect(predictedPeriodDays(4.5)).toBe(5); // half up
    expect(predictedPeriodDays(4.4)).toBe(4);
    expect(predictedPeriodDays(3)).toBe(3);
    expect(predictedPeriodDays(15)).toBe(15); // the longest period that can be logged
  });

  it("takes five days of period for one not ended yet", () => {
    const open = { startDate: "2026-11-01", endDate: null };
    expect(phaseOfDay("2026-11-05", open, "2026-11-29")).toBe("menstrual");
    expect(phaseOfDay("2026-11-06", open, "2026-11-29")).toBe("follicular");
    expect(phaseOfDay("2026-10-31", open, "2026-11-29")).toBeNull();
  });

  it("gives averages, variation and symptoms by phase once two cycles are logged", () => {
    const logged = [
      { startDate: "2026-08-01", endDate: "2026-08-05" },
      { startDate: "2026-08-29", endDate: "2026-09-01" },
      { startDate: "2026-09-28", endDate: null },
    ];
    const days = [
      { date: "2026-08-02", symptoms: ["cramps" as const] },
      { date: "2026-08-27", symptoms: ["bloating" as const, "cramps" as const] },
      { date: "2026-09-28", symptoms: ["cramps" as const] }, // in the cycle still running
    ];
    const s = cycleStats(logged, days);
    expect(s.averageCycleLength).toBe(29);
    expect(s.averagePeriodLength).toBe(4.5);
    expect(s.cycleLengthVariation).toBe(1);
    expect(s.cycles[0]).toEqual({ startDate: "2026-09-28", lengthDays: null, periodDays: null });
    expect(s.symptomsByPhase?.symptoms).toEqual([
      { symptom: "cramps", byPhase: { menstrual: 1, follicular: 0, ovulatory: 0, luteal: 1 } },
      { symptom: "bloating", byPhase: { menstrual: 0, follicular: 0, ovulatory: 0, luteal: 1 } },
    ]);
    expect(cycleStats(logged.slice(0, 2), days).symptomsByPhase).toBeNull();
  });
});

describe("input", () => {
  it("checks period dates", () => {
    expect(PeriodInput.safeParse({ startDate: "2026-13-01" }).success).toBe(false);
    expect(PeriodInput.safeParse({ startDate: "2026-08-05", endDate: "2026-08-01" }).success).toBe(
      false,
    );
    expect(PeriodInput.safeParse({ startDate: "2026-08-01", endDate: "2026-08-15" }).success).toBe(
      true,
    );
    expect(PeriodInput.safeParse({ startDate: "2026-08-01", endDate: "2026-08-16" }).success).toBe(
      false,
    );
  });

  it("refuses a date more than a day ahead of today", () => {
    const now = new Date("2026-11-23T12:00:00Z");
    const today = now.toISOString().slice(0, 10);
    // The schema takes any real day; the one clock rule judges the future against now.
    expect(CycleDate.safeParse(addDays(today, 2)).success).toBe(true);
    expect(isDayNotInFuture(addDays(today, 1), now)).toBe(true);
    expect(isDayNotInFuture(addDays(today, 2), now)).toBe(false);
    expect(CycleMessage.dateInFuture).toBe("The date cannot be in the future");
    expect(CycleDate.safeParse("2028-02-30").success).toBe(false);
  });

  it("bounds a calendar request to 366 days, in order", () => {
    const message = (from: string, to: string) =>
      CycleDaysQuery.safeParse({ from, to }).error?.issues[0]?.message;
    expect(message("2028-01-01", "2028-12-31")).toBeUndefined(); // 366 days of a leap year
    expect(message("2025-01-01", "2026-01-02")).toBe("Ask for at most 366 days at a time");
    expect(message("2026-02-01", "2026-01-31")).toBe(
      "The last day (to) cannot be before the first (from)",
    );
  });

  it("checks the reminder time", () => {
    expect(CycleSettingsPatch.safeParse({ symptomReminderTime: "07:30" }).success).toBe(true);
    expect(CycleSettingsPatch.safeParse({ symptomReminderTime: "24:00" }).success).toBe(false);
    expect(CycleSettingsPatch.safeParse({ discreet: true }).success).toBe(false);
  });

  it("has neutral words for discreet mode", () => {
    expect(cycleWords(true)).toEqual({
      feature: "Tracker",
      period: "Entry",
      fertileWindow: "Window",
      ovulation: "Key day",
    });
    expect(cycleWords(false).period).toBe("Period");
  });

  it("checks a day's flow and symptoms, and drops repeats", () => {
    expect(CycleDayInput.safeParse({ flow: "gushing" }).success).toBe(false);
    expect(CycleDayInput.safeParse({ symptoms: ["cramps", "telepathy"] }).success).toBe(false);
    expect(CycleDayInput.parse({ symptoms: ["cramps", "cramps"] }).symptoms).toEqual(["cramps"]);
  });

  it("gives the preview six cycles and a period in progress", () => {
    const demo = demoCycle("2026-11-23");
    expect(demo.periods).toHaveLength(7);
    expect(predictCycles(demo.periods).basedOnCycles).toBe(6);
  });
});

describe("a period starting soon after another", () => {
  it("asks about a start under 21 days from the previous one, edges included", () => {
    expect(periodStartVerdict("2026-03-21", ["2026-03-01"])).toBe("implausible"); // 20 days
    expect(periodStartVerdict("2026-03-22", ["2026-03-01"])).toBe("ok"); // 21 days
    expect(periodStartVerdict("2026-03-11", ["2026-03-01"])).toBe("implausible"); // 6 days after a 5-day period
    expect(periodStartVerdict("2026-03-01", [])).toBe("ok");
  });
  it("also looks at the next start when an earlier period is added", () => {
    expect(periodStartVerdict("2026-02-20", ["2026-03-01", "2026-01-01"])).toBe("implausible");
  });
  it("refuses a second period starting on the same day", () => {
    expect(periodStartVerdict("2026-03-01", ["2026-03-01"])).toBe("outOfBounds");
  });
  it("keeps the prediction on the real cycle once a start 11 days later is confirmed", () => {
    const before = predictCycles(periods("2026-01-04", "2026-02-01", "2026-03-01"));
    const after = predictCycles(periods("2026-01-04", "2026-02-01", "2026-03-01", "2026-03-12"));
    expect(after.nextPeriodStart).toBe(before.nextPeriodStart);
    expect(after.nextPeriodStart).toBe("2026-03-29");
    expect(after.basedOnCycles).toBe(2);
  });
  it("counts a short but real cycle of 15 days or more as the newest start", () => {
    const p = predictCycles(periods("2026-02-01", "2026-03-01", "2026-03-18"));
    expect(p.nextPeriodStart).toBe(addDays("2026-03-18", p.predictedCycleLength));
  });
});
