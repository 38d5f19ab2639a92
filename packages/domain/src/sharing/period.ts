import { addDays } from "../kit/calendar.ts";

/**
 * The instants of a shared period of days: from the start of `from` to the end of `to`, in UTC
 * (a link has no time zone of its own; every reader sees the same rows).
 */
export function sharePeriodInstants(period: { from: string; to: string }): {
  from: Date;
  to: Date;
} {
  return {
    from: new Date(`${period.from}T00:00:00.000Z`),
    to: new Date(`${addDays(period.to, 1)}T00:00:00.000Z`),
  };
}

/** Whether a `YYYY-MM-DD` day lies in the period (both ends included). */
export function isDayInPeriod(day: string, period: { from: string; to: string }): boolean {
  return day >= period.from && day <= period.to;
}
