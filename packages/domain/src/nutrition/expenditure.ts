import { addDays, daysBetween, localDateOf } from "../kit/calendar.ts";
import {
  EXPENDITURE_MIN_DAYS_LOGGED,
  EXPENDITURE_MIN_WEIGH_IN_SPAN_DAYS,
  EXPENDITURE_WINDOW_DAYS,
  KCAL_PER_KG,
} from "./constants.ts";
import type { WeighIn } from "./weight-change.ts";

export interface DayIntake {
  /** The person's calendar day, YYYY-MM-DD. */
  date: string;
  energyKcal: number;
}

export interface ExpenditureInput {
  /** One total per logged day; days with nothing logged are simply absent. */
  intake: readonly DayIntake[];
  weighIns: readonly WeighIn[];
  /** The person's today, YYYY-MM-DD: it is still being logged, so the window ends the day before. */
  today: string;
  windowDays?: number;
  /** The zone the weigh-ins' days are read in (IANA, UTC when absent). */
  timeZone?: string;
}

export interface ExpenditureEstimate {
  expenditureKcal: number;
  meanIntakeKcal: number;
  trendKgPerWeek: number;
  daysLogged: number;
  weighInCount: number;
  windowDays: number;
  from: string;
  to: string;
}

/**
 * The energy someone really spends, from energy balance: mean logged intake minus the energy
 * stored or released, the weight trend's least-squares slope × 7700 kcal per kg (Hall et al.,
 * Lancet 2011;378:826-37, on energy balance; 7700 kcal/kg as the spec). Null without at least
 * 7 logged days and 2 weigh-ins 7 days apart in the window.
 */
export function estimateExpenditure(input: ExpenditureInput): ExpenditureEstimate | null {
  const windowDays = input.windowDays ?? EXPENDITURE_WINDOW_DAYS;
  const to = addDays(input.today, -1);
  const from = addDays(to, -(windowDays - 1));
  const inRange = (day: string) => day >= from && day <= to;

  const days = new Map<string, number>();
  for (const d of input.intake) if (inRange(d.date)) days.set(d.date, d.energyKcal);
  if (days.size < EXPENDITURE_MIN_DAYS_LOGGED) return null;

  const tz = input.timeZone ?? "UTC";
  const points = input.weighIns
    .map((w) => ({
      day: localDateOf(new Date(w.measuredAt), tz),
      at: Date.parse(w.measuredAt),
      kg: w.weightKg,
    }))
    .filter((w) => w.day >= from && w.day <= input.today);
  if (points.length < 2) return null;
  const x = points.map((p) => (p.at - (points[0]?.at ?? 0)) / 86_400_000);
  const span = Math.max(...x) - Math.min(...x);
  if (span < EXPENDITURE_MIN_WEIGH_IN_SPAN_DAYS) return null;

  const meanX = x.reduce((s, v) => s + v, 0) / x.length;
  const meanY = points.reduce((s, p) => s + p.kg, 0) / points.length;
  let sxy = 0;
  let sxx = 0;
  points.forEach((p, i) => {
    const dx = (x[i] ?? 0) - meanX;
    sxy += dx * (p.kg - meanY);
    sxx += dx * dx;
  });
  const kgPerDay = sxy / sxx;
  const meanIntakeKcal = [...days.values()].reduce((s, v) => s + v, 0) / days.size;
  return {
    expenditureKcal: meanIntakeKcal - kgPerDay * KCAL_PER_KG,
    meanIntakeKcal,
    trendKgPerWeek: kgPerDay * 7,
    daysLogged: days.size,
    weighInCount: points.length,
    windowDays: daysBetween(from, to) + 1,
    from,
    to,
  };
}
