import { addDays, daysBetween } from "../kit/calendar.ts";
import { judgeValue, type Plausibility, type PlausibilityVerdict } from "../kit/plausibility.ts";
import {
  ASSUMED_PERIOD_DAYS,
  CYCLE_LENGTHS_AVERAGED,
  CYCLE_MAX_USABLE_DAYS,
  CYCLE_MIN_USABLE_DAYS,
  CYCLE_PHASES,
  CYCLE_SYMPTOMS,
  CYCLE_USUAL_MIN_DAYS,
  CYCLE_USUAL_SOURCE,
  type CyclePhase,
  type CycleSymptom,
  DEFAULT_CYCLE_DAYS,
  FERTILE_DAYS_AFTER_OVULATION,
  FERTILE_DAYS_BEFORE_OVULATION,
  LUTEAL_PHASE_DAYS,
  NARROW_RANGE_MAX_SD,
  PERIOD_MAX_DAYS,
  UPCOMING_CYCLES,
} from "./constants.ts";
import type { CyclePredictions, CycleStats } from "./cycle.ts";

/**
 * Cycle predictions by the calendar method. Nothing here reads today's date: every figure comes
 * from the logged period starts alone.
 */

export interface PeriodDates {
  startDate: string;
  endDate: string | null;
}

/**
 * A day as a whole number of days since 1970-01-01, read straight from `YYYY-MM-DD` (the same
 * count as `daysBetween("1970-01-01", date)`), so long histories are figured on integers.
 */
function dayNumber(date: string): number {
  return (
    Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) /
    DAY_MS
  );
}
const DAY_MS = 86_400_000;

/** Distinct period starts, oldest first; sorts only when they do not come in order. */
function startsOf(periods: PeriodDates[]): string[] {
  const starts = periods.map((p) => p.startDate);
  for (let i = 1; i < starts.length; i++) {
    if ((starts[i] as string) < (starts[i - 1] as string)) {
      starts.sort();
      break;
    }
  }
  return starts.filter((start, i) => i === 0 || start !== starts[i - 1]);
}

const isUsable = (days: number) => days >= CYCLE_MIN_USABLE_DAYS && days <= CYCLE_MAX_USABLE_DAYS;

/** Days between consecutive period starts, oldest first. */
export function cycleLengths(starts: string[]): number[] {
  const lengths: number[] = [];
  for (let i = 1; i < starts.length; i++) {
    lengths.push(daysBetween(starts[i - 1] as string, starts[i] as string));
  }
  return lengths;
}

/**
 * The lengths a prediction averages: usable lengths (15..90 days; shorter or longer ones are
 * most likely a duplicate or a missed log) and of those the last six. Unusable lengths are left
 * out first, so a missed log does not push a real cycle out of the six.
 */
export function lengthsUsed(lengths: number[]): number[] {
  return lengths.filter(isUsable).slice(-CYCLE_LENGTHS_AVERAGED);
}

/** `lengthsUsed(cycleLengths(starts))`, walking back from the newest start only as far as needed. */
function lastUsableLengths(starts: string[]): number[] {
  const used: number[] = [];
  let later = starts.length ? dayNumber(starts[starts.length - 1] as string) : 0;
  for (let i = starts.length - 2; i >= 0 && used.length < CYCLE_LENGTHS_AVERAGED; i--) {
    const earlier = dayNumber(starts[i] as string);
    if (isUsable(later - earlier)) used.push(later - earlier);
    later = earlier;
  }
  return used.reverse();
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/** Population standard deviation. */
export function standardDeviation(values: number[]): number {
  if (values.length === 0) return 0;
  const m = mean(values);
  return Math.sqrt(mean(values.map((v) => (v - m) ** 2)));
}

/** The mean rounded half up (28.5 → 29, 28.4 → 28); 28 days with nothing to average. */
export function predictedCycleLength(used: number[]): number {
  return used.length === 0 ? DEFAULT_CYCLE_DAYS : Math.floor(mean(used) + 0.5);
}

/**
 * ±1 day when the cycles used vary little (standard deviation under 1.5 days), else ±2; also ±2
 * with fewer than two cycles, since one cycle says nothing about how regular they are.
 */
export function predictionRangeDays(used: number[]): number {
  return used.length >= 2 && standardDeviation(used) < NARROW_RANGE_MAX_SD ? 1 : 2;
}

export function fertileWindowOf(ovulationDate: string) {
  return {
    fertileWindowStart: addDays(ovulationDate, -FERTILE_DAYS_BEFORE_OVULATION),
    fertileWindowEnd: addDays(ovulationDate, FERTILE_DAYS_AFTER_OVULATION),
  };
}

/**
 * The next period start (last start + predicted length), its ovulation day (next start − 14)
 * and fertile window (ovulation − 5 .. ovulation + 1), and the next three cycles predicted the
 * same way. With no period logged there is nothing to predict from: the dates are null.
 */
export function predictCycles(periods: PeriodDates[]): CyclePredictions {
  const starts = startsOf(periods);
  const used = lastUsableLengths(starts);
  const length = predictedCycleLength(used);
  const rangeDays = predictionRangeDays(used);
  // A start too soon after the one before is bleeding between periods: the cycle runs on from
  // the earlier start.
  let anchor = starts.length - 1;
  while (
    anchor > 0 &&
    dayNumber(starts[anchor] as string) - dayNumber(starts[anchor - 1] as string) <
      CYCLE_MIN_USABLE_DAYS
  ) {
    anchor -= 1;
  }
  const last = starts[anchor];
  if (!last) {
    return {
      predictedCycleLength: length,
      nextPeriodStart: null,
      ovulationDate: null,
      fertileWindowStart: null,
      fertileWindowEnd: null,
      rangeDays,
      basedOnCycles: 0,
      upcoming: [],
    };
  }
  const upcoming = Array.from({ length: UPCOMING_CYCLES }, (_, i) => {
    const periodStart = addDays(last, (i + 1) * length);
    // The ovulation that precedes this start belongs to the cycle before it.
    const ovulationDate = addDays(periodStart, -LUTEAL_PHASE_DAYS);
    return { periodStart, ovulationDate, ...fertileWindowOf(ovulationDate) };
  });
  const next = upcoming[0] as (typeof upcoming)[number];
  return {
    predictedCycleLength: length,
    nextPeriodStart: next.periodStart,
    ovulationDate: next.ovulationDate,
    fertileWindowStart: next.fertileWindowStart,
    fertileWindowEnd: next.fertileWindowEnd,
    rangeDays,
    basedOnCycles: used.length,
    upcoming,
  };
}

/**
 * How many days a predicted period is drawn: the person's average period length (of ended
 * periods) rounded half up and kept within 1..15 days, or the assumed 5 days (ACOG 2015, see
 * `ASSUMED_PERIOD_DAYS`) before any period has ended.
 */
export function predictedPeriodDays(averagePeriodLength: number | null): number {
  if (averagePeriodLength === null) return ASSUMED_PERIOD_DAYS;
  return Math.min(PERIOD_MAX_DAYS, Math.max(1, Math.floor(averagePeriodLength + 0.5)));
}

/** The last day of a period: its end, or the assumed length while it has none. */
export function periodEnd(period: PeriodDates): string {
  return period.endDate ?? addDays(period.startDate, ASSUMED_PERIOD_DAYS - 1);
}

/** The phase of day `day` (day numbers) in the cycle from `start` to `nextStart`. */
function phaseOn(
  day: number,
  start: number,
  lastPeriodDay: number,
  nextStart: number,
): CyclePhase | null {
  if (day < start || day >= nextStart) return null;
  if (day <= lastPeriodDay) return "menstrual";
  const offset = day - (nextStart - LUTEAL_PHASE_DAYS);
  if (offset < -1) return "follicular";
  if (offset <= 1) return "ovulatory";
  return "luteal";
}

const lastPeriodDayOf = (start: number, endDate: string | null) =>
  endDate ? dayNumber(endDate) : start + ASSUMED_PERIOD_DAYS - 1;

/**
 * The phase of a day inside a whole cycle (from one logged start to the next): menstrual on the
 * period's days, ovulatory on the estimated ovulation day (next start − 14) and the day either
 * side, follicular between the two, luteal after until the next start. The phases follow the
 * usual textbook division (e.g. Reed BG, Carr BR, "The Normal Menstrual Cycle and the Control of
 * Ovulation", Endotext 2018).
 */
export function phaseOfDay(
  date: string,
  period: PeriodDates,
  nextStart: string,
): CyclePhase | null {
  const start = dayNumber(period.startDate);
  return phaseOn(
    dayNumber(date),
    start,
    lastPeriodDayOf(start, period.endDate),
    dayNumber(nextStart),
  );
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const zeroPhases = (): Record<CyclePhase, number> =>
  Object.fromEntries(CYCLE_PHASES.map((p) => [p, 0])) as Record<CyclePhase, number>;

/** A copy in order of `key`, sorted only when the input is not in order already. */
function inOrder<T>(items: readonly T[], key: (item: T) => string): T[] {
  const copy = [...items];
  for (let i = 1; i < copy.length; i++) {
    if (key(copy[i] as T) < key(copy[i - 1] as T)) {
      return copy.sort((x, y) => (key(x) < key(y) ? -1 : key(x) > key(y) ? 1 : 0));
    }
  }
  return copy;
}

/**
 * The cycle page's figures: average cycle (of the usable lengths) and period length (of ended
 * periods), the variation (standard deviation of the usable lengths), every cycle newest first,
 * and, once two whole cycles are logged, how often each symptom came in each phase (over the
 * days logged inside whole cycles). One pass over periods and days, on day numbers.
 */
export function cycleStats(
  periods: PeriodDates[],
  days: { date: string; symptoms: readonly CycleSymptom[] }[],
): CycleStats {
  const sorted = inOrder(periods, (p) => p.startDate).map((p) => {
    const start = dayNumber(p.startDate);
    return {
      startDate: p.startDate,
      start,
      end: p.endDate ? dayNumber(p.endDate) : null,
      lastPeriodDay: lastPeriodDayOf(start, p.endDate),
    };
  });
  const usable: number[] = [];
  const periodLengths: number[] = [];
  const cycles: CycleStats["cycles"] = [];
  for (let i = sorted.length - 1; i >= 0; i--) {
    const p = sorted[i] as (typeof sorted)[number];
    const next = sorted[i + 1];
    const lengthDays = next ? next.start - p.start : null;
    const periodDays = p.end === null ? null : p.end - p.start + 1;
    if (lengthDays !== null && isUsable(lengthDays)) usable.push(lengthDays);
    if (periodDays !== null) periodLengths.push(periodDays);
    cycles.push({ startDate: p.startDate, lengthDays, periodDays });
  }
  let symptomsByPhase: CycleStats["symptomsByPhase"] = null;
  if (sorted.length >= 3) {
    const daysByPhase = zeroPhases();
    const bySymptom = new Map<CycleSymptom, Record<CyclePhase, number>>();
    let cycle = 0;
    for (const day of inOrder(days, (d) => d.date)) {
      const date = dayNumber(day.date);
      while (cycle < sorted.length - 1 && date >= (sorted[cycle + 1] as { start: number }).start) {
        cycle += 1;
      }
      const period = sorted[cycle] as (typeof sorted)[number];
      const next = sorted[cycle + 1];
      if (!next) break;
      const phase = phaseOn(date, period.start, period.lastPeriodDay, next.start);
      if (!phase) continue;
      daysByPhase[phase] += 1;
      for (const symptom of day.symptoms) {
        const counts = bySymptom.get(symptom) ?? zeroPhases();
        counts[phase] += 1;
        bySymptom.set(symptom, counts);
      }
    }
    symptomsByPhase = {
      daysByPhase,
      symptoms: CYCLE_SYMPTOMS.flatMap((symptom) => {
        const byPhase = bySymptom.get(symptom);
        return byPhase ? [{ symptom, byPhase }] : [];
      }),
    };
  }
  return {
    averageCycleLength: usable.length ? round1(mean(usable)) : null,
    averagePeriodLength: periodLengths.length ? round1(mean(periodLengths)) : null,
    cycleLengthVariation: usable.length >= 2 ? round1(standardDeviation(usable)) : null,
    cycles,
    symptomsByPhase,
  };
}

/**
 * The limits of the days between a period's start and the nearest other start: two periods
 * cannot start on the same day; under 21 days is unusual (ACOG 2015, FIGO 2018).
 */
export const PERIOD_GAP_PLAUSIBILITY: Plausibility = {
  bounds: { min: 1, max: null },
  plausible: { min: CYCLE_USUAL_MIN_DAYS, max: null },
  source: CYCLE_USUAL_SOURCE,
};

/** How a period starting on `startDate` fares beside the other periods' starts. */
export function periodStartVerdict(
  startDate: string,
  otherStarts: readonly string[],
): PlausibilityVerdict {
  if (otherStarts.length === 0) return "ok";
  const nearest = Math.min(...otherStarts.map((s) => Math.abs(daysBetween(s, startDate))));
  return judgeValue(nearest, PERIOD_GAP_PLAUSIBILITY);
}
