import { z } from "zod";
import { wallMs } from "./wall-time.ts";

/**
 * Calendar days for the daily trackers. A day is an ISO date "YYYY-MM-DD" with no time zone:
 * "the 3rd of March" for the person who lived it. Day arithmetic runs in UTC so that it never
 * meets a daylight-saving change; an instant becomes a day only through `localDateOf` and the
 * person's IANA time zone.
 */

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export const CALENDAR_DATE_MESSAGE = "Use a real date in the form YYYY-MM-DD";
export const TIME_ZONE_MESSAGE = "The time zone is not one we know";

/**
 * The years a calendar date may have: from 1900 (earlier is a typing mistake) to 2999 (later is
 * one too, and the day after 9999-12-31 has no four-digit year), as the schema publishes them.
 */
const CALENDAR_YEAR_PATTERN = "^(19\\d{2}|2\\d{3})-";

/**
 * Whether `value` is a date that exists, written YYYY-MM-DD, in the years 1900 to 2999
 * (2024-02-29 yes, 2026-02-30 no).
 */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    year <= 2999 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** A calendar date in a request: the path or body field of a day-based resource. */
export const CalendarDate = z.iso
  .date({ error: CALENDAR_DATE_MESSAGE })
  .refine(isCalendarDate, { error: CALENDAR_DATE_MESSAGE })
  .meta({ pattern: CALENDAR_YEAR_PATTERN });

/**
 * The names found valid so far: making a formatter is the costly part of the check, and a
 * person's zone is checked on most requests. Only valid names are kept, and at most
 * `KNOWN_TIME_ZONES_KEPT` of them (the runtime accepts any letter case, so spellings are many).
 */
const knownTimeZones = new Set<string>();
const KNOWN_TIME_ZONES_KEPT = 1_000;

/** Whether `value` is an IANA time zone this runtime knows ("Europe/Berlin", "UTC"). */
export function isTimeZone(value: string): boolean {
  if (knownTimeZones.has(value)) return true;
  if (value.length === 0 || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
  } catch {
    return false;
  }
  if (knownTimeZones.size < KNOWN_TIME_ZONES_KEPT) knownTimeZones.add(value);
  return true;
}

/**
 * A time-zone name in a request: an IANA name the runtime knows ("Europe/Berlin", "UTC").
 * Documented as `format: time-zone` (the list is the runtime's, and too long for an enum).
 */
export function timeZoneName(message: string = TIME_ZONE_MESSAGE) {
  return z
    .string({ error: message })
    .refine(isTimeZone, { error: message })
    .meta({ format: "time-zone", description: "An IANA time-zone name, e.g. Europe/Berlin" });
}

/** The `tz` query parameter of day-based figures (streaks, weekly totals); UTC when absent. */
export const TimeZone = timeZoneName().default("UTC");

/** The calendar day an instant falls on in a time zone (the date on that person's wall). */
export function localDateOf(instant: Date, timeZone: string): string {
  const iso = new Date(wallMs(instant.getTime(), timeZone)).toISOString();
  // "YYYY-MM-DD", or past year 9999 "+YYYYYY-MM-DD" as ISO writes it.
  return iso.slice(0, iso.indexOf("T"));
}

function utcMs(date: string): number {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day);
}

/** The date `days` days after `date` (before, when negative). */
export function addDays(date: string, days: number): string {
  return new Date(utcMs(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to`: 1 from a day to the next, negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMs(to) - utcMs(from)) / DAY_MS);
}

/** The Monday that starts the ISO week holding `date`. */
export function startOfWeek(date: string): string {
  const weekday = new Date(utcMs(date)).getUTCDay(); // 0 is Sunday
  return addDays(date, -((weekday + 6) % 7));
}

/**
 * The current streak: consecutive days with an entry, ending today, or yesterday while today is
 * not over yet (a streak is broken only by a whole day missed). 0 when neither has an entry.
 */
export function currentStreak(days: Iterable<string>, today: string): number {
  const set = new Set(days);
  let day = set.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (set.has(day)) {
    streak += 1;
    day = addDays(day, -1);
  }
  return streak;
}

/** The longest run of consecutive days with an entry. */
export function longestStreak(days: Iterable<string>): number {
  const sorted = [...new Set(days)].sort();
  let longest = 0;
  let run = 0;
  for (let i = 0; i < sorted.length; i++) {
    const previous = sorted[i - 1];
    run = previous !== undefined && daysBetween(previous, sorted[i] as string) === 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  }
  return longest;
}
