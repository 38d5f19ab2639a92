import { CYCLE_PHASES, type CyclePhase } from "../cycle/constants.ts";
import { phaseOfDay } from "../cycle/rules.ts";
import { daysBetween } from "../kit/calendar.ts";
import {
  INSIGHT_SERIES,
  insightSeriesInfo,
  MAX_Q,
  MIN_ABS_RHO,
  MIN_PAIRED_DAYS,
  TREND_MIN_SD_CHANGE,
} from "./catalog.ts";
import { reportDays } from "./sources.ts";
import { benjaminiHochberg, leastSquaresSlope, spearman, spearmanPValue } from "./statistics.ts";
import type {
  Correlation,
  CycleInput,
  CyclePhaseComparison,
  CyclePhaseStatistics,
  DailySeries,
  InsightContribution,
  InsightRange,
  InsightStatistics,
  PhaseSymptomShare,
  SeriesStatistics,
  TrendDirection,
} from "./types.ts";

/** A number for a sentence: at most `decimals` decimals, the typographic minus for negatives. */
export function formatFigure(value: number, decimals = 2): string {
  const text = Number(value.toFixed(decimals)).toString();
  return text.startsWith("-") ? `\u2212${text.slice(1)}` : text;
}

/** A rho for a sentence: always two decimals, the typographic minus ("−0.87", "1.00"). */
export function formatRho(rho: number): string {
  const text = rho.toFixed(2);
  return text.startsWith("-") ? (text === "-0.00" ? "0.00" : `\u2212${text.slice(1)}`) : text;
}

const ORDER = new Map(INSIGHT_SERIES.map((info, i) => [info.key, i]));
const byReportOrder = (a: string, b: string) =>
  (ORDER.get(a) ?? ORDER.size) - (ORDER.get(b) ?? ORDER.size) || (a < b ? -1 : a > b ? 1 : 0);

/** The contributions' series restricted to the range, merged by key, each day once (the last given wins). */
function seriesInRange(
  range: InsightRange,
  contributions: readonly InsightContribution[],
): Map<string, Map<string, number>> {
  const merged = new Map<string, Map<string, number>>();
  for (const contribution of contributions) {
    for (const series of contribution.series) {
      const byDay = merged.get(series.key) ?? new Map<string, number>();
      for (const { day, value } of series.values) {
        if (day < range.from || day > range.to || !Number.isFinite(value)) continue;
        byDay.set(day, value);
      }
      merged.set(series.key, byDay);
    }
  }
  const out = new Map<string, Map<string, number>>();
  for (const key of [...merged.keys()].sort(byReportOrder)) {
    const byDay = merged.get(key) as Map<string, number>;
    if (byDay.size > 0) out.set(key, new Map([...byDay].sort(([a], [b]) => (a < b ? -1 : 1))));
  }
  return out;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function withUnit(value: number, unit: string): string {
  const figure = formatFigure(value);
  return unit === "" ? figure : unit === "%" ? `${figure}%` : `${figure} ${unit}`;
}

/**
 * The trend of a series: rising or falling when the least-squares line changes by at least
 * `TREND_MIN_SD_CHANGE` standard deviations (population SD of the values) between the first and
 * the last day logged, steady otherwise; null without a slope.
 */
export function trendOf(
  slopePerDay: number | null,
  spanDays: number,
  standardDeviation: number,
): TrendDirection | null {
  if (slopePerDay === null) return null;
  const change = slopePerDay * spanDays;
  if (standardDeviation === 0 || Math.abs(change) < TREND_MIN_SD_CHANGE * standardDeviation) {
    return "steady";
  }
  return change > 0 ? "rising" : "falling";
}

/** Count, mean, extremes and the weekly least-squares trend of one series over the range. */
export function seriesStatistics(
  key: string,
  byDay: ReadonlyMap<string, number>,
  from: string,
): SeriesStatistics {
  const days = [...byDay.keys()];
  const values = [...byDay.values()];
  const n = values.length;
  const mean = values.reduce((s, v) => s + v, 0) / n;
  const min = Math.min(...values);
  const max = Math.max(...values);
  const x = days.map((day) => daysBetween(from, day));
  const slope = leastSquaresSlope(x, values);
  const sd = Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / n);
  const span = n ? Math.max(...x) - Math.min(...x) : 0;
  const trend = trendOf(slope, span, sd);
  const slopePerWeek = slope === null ? null : slope * 7;
  const info = insightSeriesInfo(key);
  const name = capitalize(info.label);
  const daysText = `${n} ${n === 1 ? "day" : "days"}`;
  const average = `${withUnit(mean, info.unit)} on average over ${daysText}`;
  let trendSentence: string;
  if (slopePerWeek === null || trend === null) {
    trendSentence = `${name}: ${average}; too few days for a trend.`;
  } else {
    const perWeek = `${formatFigure(slopePerWeek)}${info.unit === "" ? "" : info.unit === "%" ? " points" : ` ${info.unit}`} a week`;
    trendSentence = `${name}: ${trend} (${perWeek}), ${average}.`;
  }
  return { key, n, mean, min, max, slopePerWeek, trend, trendSentence };
}

/** Why an association may not be a cause, in plain words, naming a likely third thing for known pairs. */
export function correlationCaution(a: string, b: string, lag: 0 | 1): string {
  const first = insightSeriesInfo(a).label;
  const second = insightSeriesInfo(b).label;
  const direction =
    lag === 0
      ? `Both were measured on the same day, so your ${first} could affect your ${second} or the other way round.`
      : `Your ${first} came the day before, but that does not show it made the difference.`;
  return `This is an association, not a cause. ${direction} Something else could also drive both, ${thirdThing(a, b)}.`;
}

const THIRD_THINGS: [readonly string[], string][] = [
  [["pain"], "such as an illness or a flare-up"],
  [["medications"], "such as feeling unwell or a change in routine"],
  [["weight", "food", "fasting"], "such as a change in routine, activity or what you eat"],
  [["wellbeing", "meditation"], "such as a busy or worrying week, illness or a change in routine"],
];

function thirdThing(a: string, b: string): string {
  const modules = [insightSeriesInfo(a).module, insightSeriesInfo(b).module];
  for (const [group, words] of THIRD_THINGS) {
    if (modules.some((m) => group.includes(m))) return words;
  }
  return "such as a change in routine, the season or your health";
}

/** The sentence of an association, e.g. "On days after you meditate longer, your stress is lower: 59 days, rho −0.87". */
export function correlationSentence(
  a: string,
  b: string,
  lag: 0 | 1,
  n: number,
  rho: number,
): string {
  const when = insightSeriesInfo(a).higher;
  const then = rho >= 0 ? insightSeriesInfo(b).higher : insightSeriesInfo(b).lower;
  return `On days ${lag === 1 ? "after " : ""}${when}, ${then}: ${n} days, rho ${formatRho(rho)}`;
}

/**
 * Which series a same-day sentence names first: what a person does (sleep, meditation, fasting,
 * food, doses) before how they feel or measure. Rho is symmetric, so only the wording changes.
 */
const SENTENCE_LEAD = [
  "wellbeing.sleepHours",
  "wellbeing.sleepQuality",
  "meditation.minutes",
  "fasting.hours",
  "food.kcal",
  "medications.adherence",
  "wellbeing.energy",
  "wellbeing.stress",
  "wellbeing.mood",
  "pain.maxIntensity",
  "weight.kg",
];

function leadsSentence(a: string, b: string): boolean {
  const rank = (key: string) => {
    const i = SENTENCE_LEAD.indexOf(key);
    return i === -1 ? SENTENCE_LEAD.length : i;
  };
  return rank(a) - rank(b) < 0 || (rank(a) === rank(b) && byReportOrder(a, b) <= 0);
}

interface Test {
  a: string;
  b: string;
  lag: 0 | 1;
  n: number;
  rho: number;
  p: number;
}

/** A day as whole days since 1970-01-01, so that the day after is one more. */
function dayNumber(day: string): number {
  return (
    Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) /
    86_400_000
  );
}

function pairTest(
  a: string,
  b: string,
  lag: 0 | 1,
  x: ReadonlyMap<number, number>,
  y: ReadonlyMap<number, number>,
): Test | null {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const [day, value] of x) {
    const other = y.get(day + lag);
    if (other === undefined) continue;
    xs.push(value);
    ys.push(other);
  }
  if (xs.length < MIN_PAIRED_DAYS) return null;
  const rho = spearman(xs, ys);
  // Paired values with zero variance: no rank correlation exists, so no test is counted.
  if (Number.isNaN(rho)) return null;
  return { a, b, lag, n: xs.length, rho, p: spearmanPValue(rho, xs.length) };
}

/**
 * Every test of a report: each unordered pair at lag 0 and each ordered pair of different series
 * at lag 1, over the days both have a value (at least `MIN_PAIRED_DAYS`), skipping series with
 * no variation in the period. Returned with BH q-values over all of them.
 */
export function associationTests(
  series: ReadonlyMap<string, ReadonlyMap<string, number>>,
): (Test & { q: number })[] {
  const keys = [...series.keys()].filter((key) => new Set(series.get(key)?.values()).size > 1);
  const byNumber = new Map(
    keys.map((key) => [
      key,
      new Map([...(series.get(key) ?? [])].map(([day, value]) => [dayNumber(day), value])),
    ]),
  );
  const tests: Test[] = [];
  for (let i = 0; i < keys.length; i++) {
    for (let j = 0; j < keys.length; j++) {
      if (i === j) continue;
      const a = keys[i] as string;
      const b = keys[j] as string;
      const x = byNumber.get(a) as ReadonlyMap<number, number>;
      const y = byNumber.get(b) as ReadonlyMap<number, number>;
      if (i < j) {
        const same = leadsSentence(a, b) ? pairTest(a, b, 0, x, y) : pairTest(b, a, 0, y, x);
        if (same) tests.push(same);
      }
      const next = pairTest(a, b, 1, x, y);
      if (next) tests.push(next);
    }
  }
  const q = benjaminiHochberg(tests.map((t) => t.p));
  return tests.map((t, i) => ({ ...t, q: q[i] as number }));
}

/** The reported associations: q < `MAX_Q` and |rho| ≥ `MIN_ABS_RHO`, strongest first. */
function reportedCorrelations(
  series: ReadonlyMap<string, ReadonlyMap<string, number>>,
): Correlation[] {
  return associationTests(series)
    .filter((t) => t.q < MAX_Q && Math.abs(t.rho) >= MIN_ABS_RHO)
    .sort(
      (x, y) =>
        Math.abs(y.rho) - Math.abs(x.rho) ||
        y.n - x.n ||
        x.lag - y.lag ||
        byReportOrder(x.a, y.a) ||
        byReportOrder(x.b, y.b),
    )
    .map((t) => ({
      ...t,
      sentence: correlationSentence(t.a, t.b, t.lag, t.n, t.rho),
      caution: correlationCaution(t.a, t.b, t.lag),
    }));
}

/** Whole cycles needed before phases are compared. */
export const MIN_CYCLES_FOR_PHASES = 2;

const meanOf = (values: readonly number[]) =>
  values.length === 0 ? null : values.reduce((s, v) => s + v, 0) / values.length;

/**
 * Pain and symptoms by cycle phase against the rest of the cycle, once two whole cycles (three
 * period starts) are logged up to the end of the range. A day's phase comes from the cycle
 * module's `phaseOfDay` (ovulation estimated 14 days before the next start, the day either side
 * ovulatory); days after the last logged start belong to no whole cycle and are left out.
 */
export function cyclePhaseComparison(
  range: InsightRange,
  cycle: CycleInput,
  pain: ReadonlyMap<string, number> | undefined,
): CyclePhaseComparison | null {
  const periods = [...cycle.periods]
    .sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0))
    .filter((p, i, all) => i === 0 || p.startDate !== all[i - 1]?.startDate);
  const cycles = periods.filter((p, i) => i > 0 && p.startDate <= range.to).length;
  if (cycles < MIN_CYCLES_FOR_PHASES) return null;
  const logged = new Map<string, readonly string[]>();
  for (const day of cycle.days) logged.set(day.date, day.symptoms);
  const phaseDays = new Map<CyclePhase, string[]>(CYCLE_PHASES.map((p) => [p, []]));
  let index = 0;
  for (const day of reportDays(range)) {
    while (index < periods.length - 1 && day >= (periods[index + 1]?.startDate as string))
      index += 1;
    const period = periods[index];
    const next = periods[index + 1];
    if (!period || !next || day < period.startDate) continue;
    const phase = phaseOfDay(day, period, next.startDate);
    if (phase) phaseDays.get(phase)?.push(day);
  }
  const inCycle = [...phaseDays.values()].flat();
  const symptomNames = [...new Set(inCycle.flatMap((day) => logged.get(day) ?? []))].sort();
  const phases: CyclePhaseStatistics[] = CYCLE_PHASES.map((phase) => {
    const own = phaseDays.get(phase) ?? [];
    const rest = CYCLE_PHASES.filter((p) => p !== phase).flatMap((p) => phaseDays.get(p) ?? []);
    const painOf = (days: string[]) =>
      days.flatMap((day) => {
        const value = pain?.get(day);
        return value === undefined ? [] : [value];
      });
    const ownPain = painOf(own);
    const restPain = painOf(rest);
    const ownLogged = own.filter((day) => logged.has(day));
    const restLogged = rest.filter((day) => logged.has(day));
    const symptoms: PhaseSymptomShare[] = symptomNames.flatMap((symptom) => {
      const count = (days: string[]) =>
        days.filter((day) => logged.get(day)?.includes(symptom)).length;
      if (ownLogged.length === 0) return [];
      const days = count(ownLogged);
      const restDays = count(restLogged);
      return [
        {
          symptom,
          days,
          share: days / ownLogged.length,
          restDays,
          restShare: restLogged.length === 0 ? null : restDays / restLogged.length,
        },
      ];
    });
    return {
      phase,
      days: own.length,
      loggedDays: ownLogged.length,
      painMean: meanOf(ownPain),
      painDays: ownPain.length,
      restPainMean: meanOf(restPain),
      restPainDays: restPain.length,
      symptoms,
    };
  });
  return { cycles, days: inCycle.length, phases };
}

/**
 * A report's statistics over the range: each series' figures and trend, the associations that
 * pass the thresholds after Benjamini–Hochberg across every test, and the cycle phases.
 */
export function computeStatistics(
  range: InsightRange,
  contributions: InsightContribution[],
): InsightStatistics {
  const series = seriesInRange(range, contributions);
  const cycleInputs = contributions.flatMap((c) => (c.cycle ? [c.cycle] : []));
  const cycle: CycleInput | null = cycleInputs.length
    ? {
        periods: cycleInputs.flatMap((c) => c.periods),
        days: cycleInputs.flatMap((c) => c.days),
      }
    : null;
  return {
    series: [...series].map(([key, byDay]) => seriesStatistics(key, byDay, range.from)),
    correlations: reportedCorrelations(series),
    cyclePhases: cycle ? cyclePhaseComparison(range, cycle, series.get("pain.maxIntensity")) : null,
  };
}

/** A series as a map from day to value (the form the functions above read). */
export function seriesByDay(series: DailySeries): Map<string, number> {
  return new Map(series.values.map(({ day, value }) => [day, value]));
}
