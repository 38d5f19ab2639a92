import { isCalendarDate } from "../kit/calendar.ts";

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;
const APPLE = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}) ([+-])(\d{2})(\d{2})$/;

/**
 * A day written YYYY-MM-DD read as an instant: 12:00 UTC of that day (the same calendar day
 * from UTC−11 to UTC+11), or `now` when that is still to come today (a later day stays in the future).
 */
export function instantOfDay(day: string, now: Date): string {
  const noon = new Date(`${day}T12:00:00.000Z`);
  const isToday = day === now.toISOString().slice(0, 10);
  return (isToday && noon.getTime() > now.getTime() ? now : noon).toISOString();
}

const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];
const WRITTEN_DAY = /^(\d{1,2})(?:st|nd|rd|th)?\s+([A-Za-z]{3,9})\.?,?\s+(\d{4})$/;

/**
 * A day written out in English as Bearable's export writes it ("22nd Sep 2020", also "3 March
 * 2024") as YYYY-MM-DD; null when it is not one or no such day exists.
 */
export function dayOfWrittenDate(text: string): string | null {
  const m = WRITTEN_DAY.exec(text.trim());
  if (!m) return null;
  const [, day, monthName = "", year] = m;
  const name = monthName.toLowerCase();
  // "Sep" and "Sept" as well as "September": a prefix of at least three letters.
  const month = MONTHS.findIndex((full) => full.startsWith(name));
  if (month < 0) return null;
  const date = `${year}-${String(month + 1).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  return isCalendarDate(date) ? date : null;
}

/**
 * A date cell: YYYY-MM-DD or a day written out (see dayOfWrittenDate), read as in instantOfDay,
 * or an ISO 8601 instant with its offset; else null.
 */
export function instantOfCell(text: string | undefined, now: Date): string | null {
  const t = (text ?? "").trim();
  const day = isCalendarDate(t) ? t : dayOfWrittenDate(t);
  if (day) return instantOfDay(day, now);
  if (!ISO_INSTANT.test(t)) return null;
  const at = new Date(t);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/**
 * Apple Health's "2024-03-01 07:30:00 +0100" as an instant and as the local day it was lived
 * (from the record's own offset); null when it is not that form.
 */
export function appleHealthDate(text: string | undefined): { at: string; day: string } | null {
  const m = APPLE.exec((text ?? "").trim());
  if (!m) return null;
  const [, day, time, sign, hh, mm] = m;
  const at = new Date(`${day}T${time}${sign}${hh}:${mm}`);
  if (Number.isNaN(at.getTime()) || !day) return null;
  return { at: at.toISOString(), day };
}
