import { addDays, localDateOf } from "../kit/calendar.ts";
import type { DoseRecord } from "../medications/adherence.ts";
import {
  type DoseSchedule,
  doseTimesOn,
  isDoseDay,
  zonedInstant,
} from "../medications/schedule.ts";
import type { DailySeries, DailyValue, InsightRange } from "./types.ts";

/**
 * Each module's rows as daily series: one value per local day, a day without an entry missing.
 * The server and the browser preview both build a report's series here.
 */

/** The local day (`YYYY-MM-DD`) an instant falls on in a time zone. */
export function localDay(instant: Date | string, tz: string): string {
  return localDateOf(typeof instant === "string" ? new Date(instant) : instant, tz);
}

/** Every day of the range, `from` to `to` inclusive; empty when `to` is before `from`. */
export function reportDays(range: InsightRange): string[] {
  const days: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day);
  return days;
}

function toValues(byDay: Map<string, number>): DailyValue[] {
  return [...byDay.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([day, value]) => ({ day, value }));
}

function sumByDay(items: Iterable<[string, number]>): Map<string, number> {
  const byDay = new Map<string, number>();
  for (const [day, value] of items) byDay.set(day, (byDay.get(day) ?? 0) + value);
  return byDay;
}

const WELLBEING_MEASURES = ["mood", "energy", "sleepQuality", "stress", "sleepHours"] as const;

/** The check-ins' five measures (one check-in a day; a missing sleep-hours answer is missing). */
export function wellbeingSeries(
  checkins: readonly {
    date: string;
    mood: number;
    energy: number;
    sleepQuality: number;
    stress: number;
    sleepHours: number | null;
  }[],
): DailySeries[] {
  return WELLBEING_MEASURES.map((measure) => {
    const byDay = new Map<string, number>();
    for (const checkin of checkins) {
      const value = checkin[measure];
      if (value !== null && Number.isFinite(value)) byDay.set(checkin.date, value);
    }
    return { key: `wellbeing.${measure}`, values: toValues(byDay) };
  });
}

/** Minutes meditated per local day, each session on the day it started. */
export function meditationSeries(
  sessions: readonly { startedAt: Date | string; durationSeconds: number }[],
  tz: string,
): DailySeries {
  const byDay = sumByDay(
    sessions.map((s) => [localDay(s.startedAt, tz), s.durationSeconds / 60] as [string, number]),
  );
  return { key: "meditation.minutes", values: toValues(byDay) };
}

const HOUR_MS = 3_600_000;

/** Hours of the fasts completed each local day, on the day each ended; one in progress counts nothing. */
export function fastingSeries(
  fasts: readonly { startTime: Date | string; endTime: Date | string | null }[],
  tz: string,
): DailySeries {
  const byDay = sumByDay(
    fasts.flatMap((fast) => {
      if (fast.endTime === null) return [];
      const hours =
        (new Date(fast.endTime).getTime() - new Date(fast.startTime).getTime()) / HOUR_MS;
      return hours >= 0 ? [[localDay(fast.endTime, tz), hours] as [string, number]] : [];
    }),
  );
  return { key: "fasting.hours", values: toValues(byDay) };
}

/** The last weigh-in of each local day. */
export function weightSeries(
  entries: readonly { measuredAt: Date | string; weightKg: number }[],
  tz: string,
): DailySeries {
  const last = new Map<string, { at: number; value: number }>();
  for (const entry of entries) {
    const at = new Date(entry.measuredAt).getTime();
    const day = localDay(entry.measuredAt, tz);
    const seen = last.get(day);
    if (!seen || at >= seen.at) last.set(day, { at, value: entry.weightKg });
  }
  return {
    key: "weight.kg",
    values: toValues(new Map([...last].map(([day, { value }]) => [day, value]))),
  };
}

/** The highest intensity of any region in any entry of each local day. */
export function painSeries(
  entries: readonly { occurredAt: Date | string; intensities: readonly number[] }[],
  tz: string,
): DailySeries {
  const byDay = new Map<string, number>();
  for (const entry of entries) {
    if (entry.intensities.length === 0) continue;
    const day = localDay(entry.occurredAt, tz);
    const max = Math.max(...entry.intensities);
    byDay.set(day, Math.max(byDay.get(day) ?? Number.NEGATIVE_INFINITY, max));
  }
  return { key: "pain.maxIntensity", values: toValues(byDay) };
}

/** What the adherence series reads of a medication: its schedule and when it was added. */
export type AdherenceMedication = DoseSchedule & { id: string; createdAt?: string };

const DAY_MS = 86_400_000;

/**
 * The dose instants of a medication on a day: `doseTimesOn`, which reads the zone's offset for
 * each time; on a day of exactly 24 hours (no clock change) the offset holds all day, so each
 * time is its minutes after the day's first instant.
 */
function doseInstantsOn(
  medication: AdherenceMedication,
  day: string,
  tz: string,
  dayStart: number,
  nextDayStart: number,
): number[] {
  if (nextDayStart - dayStart !== DAY_MS) {
    return doseTimesOn(medication, day, tz).map((at) => at.getTime());
  }
  if (!isDoseDay(medication, day)) return [];
  const instants = medication.schedule.times.map((time) => {
    const [hour, minute] = time.split(":").map(Number) as [number, number];
    return dayStart + (hour * 60 + minute) * 60_000;
  });
  return [...new Set(instants)].sort((a, b) => a - b);
}

/** The first instant of the day after `day`, which begins at `dayStart`. */
function startOfNextDay(day: string, dayStart: number, tz: string): number {
  const next = addDays(day, 1);
  const guess = dayStart + DAY_MS;
  // Two day lookups confirm the usual case, 24 hours later; a clock change reads the zone.
  if (localDay(new Date(guess), tz) === next && localDay(new Date(guess - 1), tz) === day) {
    return guess;
  }
  return zonedInstant(next, "00:00", tz).getTime();
}

/**
 * The percent of the day's scheduled doses marked taken, per local day of the range. Which doses
 * are scheduled comes from the medications module's schedule (`doseTimesOn`), counted from the
 * later of the start date and the day the medication was added, as its adherence figure counts
 * them; an as-needed medication (no days or times) schedules nothing. With `now`, a dose whose
 * time has not come counts only once marked taken or skipped. A day with none scheduled is missing.
 */
export function medicationAdherenceSeries(input: {
  medications: readonly AdherenceMedication[];
  doses: readonly Pick<DoseRecord, "medicationId" | "scheduledAt" | "status">[];
  range: InsightRange;
  now?: Date;
}): DailySeries {
  const { medications, doses, range, now } = input;
  const tz = range.tz;
  const status = new Map<string, string>();
  for (const dose of doses) {
    status.set(`${dose.medicationId}@${new Date(dose.scheduledAt).getTime()}`, dose.status);
  }
  const addedOn = medications.map((m) => (m.createdAt ? localDay(m.createdAt, tz) : null));
  const values: DailyValue[] = [];
  let dayStart = zonedInstant(range.from, "00:00", tz).getTime();
  for (const day of reportDays(range)) {
    const nextDayStart = startOfNextDay(day, dayStart, tz);
    let scheduled = 0;
    let taken = 0;
    medications.forEach((medication, i) => {
      const added = addedOn[i];
      if (added && day < added) return;
      for (const at of doseInstantsOn(medication, day, tz, dayStart, nextDayStart)) {
        const marked = status.get(`${medication.id}@${at}`);
        const isDue = !now || at <= now.getTime() || marked === "taken" || marked === "skipped";
        if (!isDue) continue;
        scheduled += 1;
        if (marked === "taken") taken += 1;
      }
    });
    if (scheduled > 0) values.push({ day, value: (taken / scheduled) * 100 });
    dayStart = nextDayStart;
  }
  return { key: "medications.adherence", values };
}

/** Energy logged per day (a food entry's day is the day it was logged for). */
export function foodSeries(entries: readonly { date: string; kcal: number }[]): DailySeries {
  return {
    key: "food.kcal",
    values: toValues(sumByDay(entries.map((e) => [e.date, e.kcal] as [string, number]))),
  };
}
