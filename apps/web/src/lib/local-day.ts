import { localDateOf } from "@vitalog/domain";

// The device's calendar: the time zone and day that day-based figures are asked for.

/** The device's IANA time zone: the `tz` of day-based figures. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

/** Today's date (YYYY-MM-DD) on this device's calendar. */
export function localToday(now = new Date()): string {
  return localDateOf(now, localTimeZone());
}

/** A `YYYY-MM-DD` day as a Date at local noon, for formatting (never off by a day). */
export function dateOfDay(day: string): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(year, month - 1, date, 12);
}
