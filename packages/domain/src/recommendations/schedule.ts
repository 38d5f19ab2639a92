import type { FrequencyPeriod } from "./constants.ts";

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  // 31 January plus a month is the last day of February, as a calendar reader expects.
  const day = Math.min(d, daysInMonth(year, month));
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

function addDays(date: string, days: number): string {
  const t = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/** The day `months` after `date` (YYYY-MM-DD), as `nextDueDate` counts months. */
export function addMonthsTo(date: string, months: number): string {
  return addMonths(date, months);
}

/**
 * When a recommendation completed on `completedOn` (YYYY-MM-DD, the person's day) is due again:
 * N days, weeks, months or years later; null for "once" and for a custom or missing schedule,
 * which never come due by themselves. A month from the 31st ends on the month's last day, and a
 * year from 29 February on 28 February.
 */
export function nextDueDate(
  completedOn: string,
  frequency: { number?: number | null; period?: FrequencyPeriod | string | null },
): string | null {
  const n = Math.max(1, Math.trunc(frequency.number ?? 1));
  switch (frequency.period) {
    case "day":
      return addDays(completedOn, n);
    case "week":
      return addDays(completedOn, 7 * n);
    case "month":
      return addMonths(completedOn, n);
    case "year":
      return addMonths(completedOn, 12 * n);
    default:
      return null;
  }
}

/** A completion still counts until the day it is due again; then the item is pending again. */
export function completionCurrent(nextDue: string | null, today: string): boolean {
  return nextDue === null || today < nextDue;
}
