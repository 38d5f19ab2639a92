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

/** A date cell: YYYY-MM-DD (see instantOfDay) or an ISO 8601 instant with its offset; else null. */
export function instantOfCell(text: string | undefined, now: Date): string | null {
  const t = (text ?? "").trim();
  if (isCalendarDate(t)) return instantOfDay(t, now);
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
