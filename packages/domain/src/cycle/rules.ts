import { addDays, daysBetween } from "../kit/calendar.ts";
import {
  ASSUMED_PERIOD_DAYS,
  CYCLE_LENGTHS_AVERAGED,
  CYCLE_MAX_USABLE_DAYS,
  CYCLE_MIN_USABLE_DAYS,
  CYCLE_PHASES,
  CYCLE_SYMPTOMS,
  type CyclePhase,
  type CycleSymptom,
  DEFAULT_CYCLE_DAYS,
  FERTILE_DAYS_AFTER_OVULATION,
  FERTILE_DAYS_BEFORE_OVULATION,
  LUTEAL_PHASE_DAYS,
  NARROW_RANGE_MAX_SD,
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

/** Distinct period starts, oldest first. */
function startsOf(periods: PeriodDates[]): string[] {
  return [...new Set(periods.map((p) => p.startDate))].sort();
}

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
  return lengths
    .filter((n) => n >= CYCLE_MIN_USABLE_DAYS && n <= CYCLE_MAX_USABLE_DAYS)
    .slice(-CYCLE_LENGTHS_AVERAGED);
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
  const used = lengthsUsed(cycleLengths(starts));
  const length = predictedCycleLength(used);
  const rangeDays = predictionRangeDays(used);
  const last = starts.at(-1);
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

/** The last day of a period: its end, or the assumed length while it has none. */
export function periodEnd(period: PeriodDates): string {
  return period.endDate ?? addDays(period.startDate, ASSUMED_PERIOD_DAYS - 1);
}

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
  if (date < period.startDate || date >= nextStart) return null;
  if (date <= periodEnd(period)) return "menstrual";
  const ovulation = addDays(nextStart, -LUTEAL_PHASE_DAYS);
  const offset = daysBetween(ovulation, date);
  if (offset < -1) return "follicular";
  if (offset <= 1) return "ovulatory";
  return "luteal";
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const zeroPhases = (): Record<CyclePhase, number> =>
  Object.fromEntries(CYCLE_PHASES.map((p) => [p, 0])) as Record<CyclePhase, number>;

/**
 * The cycle page's figures: average cycle (of the usable lengths) and period length (of ended
 * periods), the variation (standard deviation of the usable lengths), every cycle newest first,
 * and, once two whole cycles are logged, how often each symptom came in each phase (over the
 * days logged inside whole cycles).
 */
export function cycleStats(
  periods: PeriodDates[],
  days: { date: string; symptoms: readonly CycleSymptom[] }[],
): CycleStats {
  const sorted = [...periods].sort((a, b) => a.startDate.localeCompare(b.startDate));
  const usable = cycleLengths(sorted.map((p) => p.startDate)).filter(
    (n) => n >= CYCLE_MIN_USABLE_DAYS && n <= CYCLE_MAX_USABLE_DAYS,
  );
  const ended = sorted.filter((p) => p.endDate !== null);
  const cycles = sorted.map((p, i) => {
    const next = sorted[i + 1];
    return {
      startDate: p.startDate,
      lengthDays: next ? daysBetween(p.startDate, next.startDate) : null,
      periodDays: p.endDate ? daysBetween(p.startDate, p.endDate) + 1 : null,
    };
  });
  let symptomsByPhase: CycleStats["symptomsByPhase"] = null;
  if (sorted.length >= 3) {
    const daysByPhase = zeroPhases();
    const bySymptom = new Map<CycleSymptom, Record<CyclePhase, number>>();
    const sortedDays = [...days].sort((a, b) => a.date.localeCompare(b.date));
    let cycle = 0;
    for (const day of sortedDays) {
      while (
        cycle < sorted.length - 1 &&
        day.date >= (sorted[cycle + 1] as PeriodDates).startDate
      ) {
        cycle += 1;
      }
      const period = sorted[cycle] as PeriodDates;
      const next = sorted[cycle + 1];
      if (!next) break;
      const phase = phaseOfDay(day.date, period, next.startDate);
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
    averagePeriodLength: ended.length
      ? round1(mean(ended.map((p) => daysBetween(p.startDate, p.endDate as string) + 1)))
      : null,
    cycleLengthVariation: usable.length >= 2 ? round1(standardDeviation(usable)) : null,
    cycles: cycles.reverse(),
    symptomsByPhase,
  };
}
