import type { CyclePhase } from "../cycle/constants.ts";

/** One value of a daily series; `day` is a `YYYY-MM-DD` local day in the report's time zone. */
export interface DailyValue {
  day: string;
  value: number;
}

/** A measure as one value per local day ("wellbeing.mood"); a day without a value is missing. */
export interface DailySeries {
  key: string;
  values: DailyValue[];
}

/** The report's period: inclusive local days `from`..`to` in the IANA time zone `tz`. */
export interface InsightRange {
  from: string;
  to: string;
  tz: string;
}

export type TrendDirection = "rising" | "falling" | "steady";

export interface SeriesStatistics {
  key: string;
  /** Days with a value in the period. */
  n: number;
  mean: number;
  min: number;
  max: number;
  /** Least-squares slope of the value on the day, per 7 days; null under two distinct days. */
  slopePerWeek: number | null;
  trend: TrendDirection | null;
  trendSentence: string;
}

export interface Correlation {
  a: string;
  b: string;
  /** 0: both on the same day; 1: `a` on day d with `b` on day d + 1. */
  lag: 0 | 1;
  n: number;
  rho: number;
  p: number;
  q: number;
  sentence: string;
  caution: string;
}

/** A symptom's share of the logged days in a phase, against its share in the rest of the cycle. */
export interface PhaseSymptomShare {
  symptom: string;
  /** Logged days in the phase with the symptom. */
  days: number;
  /** `days` / the phase's logged days (0..1). */
  share: number;
  restDays: number;
  /** The same share over the logged days of the other phases (0..1); null with none logged. */
  restShare: number | null;
}

export interface CyclePhaseStatistics {
  phase: CyclePhase;
  /** Days of the period in this phase inside whole cycles. */
  days: number;
  /** Of those, days with a cycle log (symptoms may be an empty list). */
  loggedDays: number;
  /** Mean of `pain.maxIntensity` on the phase's days with pain logged; null with none. */
  painMean: number | null;
  painDays: number;
  /** The same mean over the other phases' days; null with none. */
  restPainMean: number | null;
  restPainDays: number;
  symptoms: PhaseSymptomShare[];
}

/**
 * Pain and symptoms by cycle phase against the rest of the cycle, over the period's days that
 * fall inside whole cycles (from one logged period start to the next).
 */
export interface CyclePhaseComparison {
  /** Whole cycles logged up to the period's end. */
  cycles: number;
  /** Days of the period inside whole cycles. */
  days: number;
  phases: CyclePhaseStatistics[];
}

export interface InsightStatistics {
  series: SeriesStatistics[];
  correlations: Correlation[];
  cyclePhases: CyclePhaseComparison | null;
}

/** What the cycle module gives a report: its periods and its logged days' symptoms. */
export interface CycleInput {
  periods: { startDate: string; endDate: string | null }[];
  days: { date: string; symptoms: string[] }[];
}

/** What one module gives a report. */
export interface InsightContribution {
  series: DailySeries[];
  cycle?: CycleInput;
}

/** How a series is named and worded in sentences. */
export interface InsightSeriesInfo {
  key: string;
  module: string;
  /** Lower-case name, as in "sleep hours". */
  label: string;
  /** Unit written after a value ("h", "kcal", "%"), or "" for a score. */
  unit: string;
  /** The condition when the value is higher / lower: "you sleep more" / "you sleep less". */
  higher: string;
  lower: string;
  /** Words that name this measure in a text (lower case, matched at the start of a word). */
  words: readonly string[];
}
