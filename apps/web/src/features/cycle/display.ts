import {
  ASSUMED_PERIOD_DAYS,
  addDays,
  type CyclePredictions,
  type Period,
  periodEnd,
} from "@vitalog/domain";

export interface DayMarks {
  /** A day of a logged period. */
  period: boolean;
  /** A day of a predicted period. */
  predicted: boolean;
  fertile: boolean;
  ovulation: boolean;
}

/**
 * What the calendar marks on each day: logged periods (an open one runs to its assumed end or
 * today, whichever is earlier), the predicted periods (each `predictedDays` long: the person's
 * `predictedPeriodDays`), the fertile windows and ovulation days of the predictions.
 */
export function calendarMarks(
  periods: readonly Period[],
  predictions: CyclePredictions | undefined,
  today: string,
  predictedDays = ASSUMED_PERIOD_DAYS,
): Map<string, DayMarks> {
  const marks = new Map<string, DayMarks>();
  const mark = (day: string, key: keyof DayMarks) => {
    const current = marks.get(day) ?? {
      period: false,
      predicted: false,
      fertile: false,
      ovulation: false,
    };
    current[key] = true;
    marks.set(day, current);
  };
  for (const period of periods) {
    const last = period.endDate ?? (periodEnd(period) < today ? periodEnd(period) : today);
    for (let day = period.startDate; day <= last; day = addDays(day, 1)) mark(day, "period");
  }
  for (const cycle of predictions?.upcoming ?? []) {
    for (let i = 0; i < predictedDays; i++) mark(addDays(cycle.periodStart, i), "predicted");
    for (let day = cycle.fertileWindowStart; day <= cycle.fertileWindowEnd; day = addDays(day, 1)) {
      mark(day, "fertile");
    }
    mark(cycle.ovulationDate, "ovulation");
  }
  return marks;
}
