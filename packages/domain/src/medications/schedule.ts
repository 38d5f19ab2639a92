import { addDays, localDateOf } from "../kit/calendar.ts";
import { wallMs } from "../kit/wall-time.ts";

/** What the dose rules read of a medication. */
export interface DoseSchedule {
  schedule: { times: readonly string[]; daysOfWeek: readonly number[] };
  /** First day of the course, inclusive (YYYY-MM-DD in the person's zone). */
  startDate: string;
  /** Last day of the course, inclusive; null while it goes on. */
  endDate: string | null;
}

const DAY_MS = 86_400_000;
/** The ISO weekday of a date: 1 is Monday, 7 is Sunday (ISO 8601, as the spec numbers them). */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00.000Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The wall-clock time ("HH:MM") of an instant in a zone. */
export function localTimeOf(instant: Date, timeZone: string): string {
  return new Date(wallMs(instant.getTime(), timeZone)).toISOString().slice(11, 16);
}

/**
 * The instant a wall-clock time of a day has in a zone. A time the clocks skip (02:30 on a
 * spring-forward night in New York) moves forward by the gap (03:30); a time that happens twice
 * (01:30 on a fall-back night) is the first of the two. Temporal's "compatible" disambiguation
 * (TC39 Temporal, ZonedDateTime), which is also what RFC 5545 prescribes for calendar events.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const offsetBefore = wallMs(wall - DAY_MS, timeZone) - (wall - DAY_MS);
  const offsetAfter = wallMs(wall + DAY_MS, timeZone) - (wall + DAY_MS);
  const earlier = wall - Math.max(offsetBefore, offsetAfter);
  const later = wall - Math.min(offsetBefore, offsetAfter);
  if (wallMs(earlier, timeZone) === wall) return new Date(earlier);
  if (wallMs(later, timeZone) === wall) return new Date(later);
  // Skipped by the clocks: read with the offset in force before the change, which lands after it.
  return new Date(wall - offsetBefore);
}

/** Whether the course covers a day (start and end inclusive) and it is one of the schedule's days. */
export function isDoseDay(medication: DoseSchedule, date: string): boolean {
  if (date < medication.startDate) return false;
  if (medication.endDate !== null && date > medication.endDate) return false;
  return medication.schedule.daysOfWeek.includes(isoWeekday(date));
}

/** The dose instants of one day of the person's calendar, earliest first, each once. */
export function doseTimesOn(medication: DoseSchedule, date: string, timeZone: string): Date[] {
  if (!isDoseDay(medication, date)) return [];
  const seen = new Set<number>();
  return [...medication.schedule.times]
    .map((time) => zonedInstant(date, time, timeZone))
    .filter((at) => !seen.has(at.getTime()) && seen.add(at.getTime()))
    .sort((a, b) => a.getTime() - b.getTime());
}

/**
 * Every dose instant of a medication from `from` to `to` (inclusive), earliest first. Times are
 * wall-clock times in `timeZone` on the schedule's weekdays (1 Monday .. 7 Sunday) between the
 * start and end dates inclusive; daylight-saving changes follow `zonedInstant`.
 */
export function doseTimes(
  medication: DoseSchedule,
  { from, to, timeZone }: { from: Date; to: Date; timeZone: string },
): Date[] {
  if (to.getTime() < from.getTime()) return [];
  let first = localDateOf(from, timeZone);
  const last = localDateOf(to, timeZone);
  if (first < medication.startDate) first = medication.startDate;
  const out: Date[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) {
    if (medication.endDate !== null && date > medication.endDate) break;
    for (const at of doseTimesOn(medication, date, timeZone)) {
      if (at.getTime() >= from.getTime() && at.getTime() <= to.getTime()) out.push(at);
    }
  }
  return out;
}

/** The instant a day of the person's calendar begins (its first minute that exists). */
export function startOfLocalDay(date: string, timeZone: string): Date {
  return zonedInstant(date, "00:00", timeZone);
}

/** The last millisecond of a day of the person's calendar. */
export function endOfLocalDay(date: string, timeZone: string): Date {
  return new Date(startOfLocalDay(addDays(date, 1), timeZone).getTime() - 1);
}
