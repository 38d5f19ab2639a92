import { addDays, localDateOf } from "../kit/calendar.ts";
import { type DoseStatus, RUN_OUT_HORIZON_DAYS } from "./constants.ts";
import type { AdherenceOverview, Dose, Medication, MedicationAdherence } from "./medications.ts";
import {
  type DoseSchedule,
  doseTimes,
  doseTimesOn,
  endOfLocalDay,
  localTimeOf,
  startOfLocalDay,
} from "./schedule.ts";

/** What was recorded of one dose. */
export interface DoseRecord {
  medicationId: string;
  scheduledAt: string;
  status: DoseStatus;
  markedAt: string;
  snoozedUntil: string | null;
}

type Recorded = Map<number, DoseRecord>;

function recordsOf(records: readonly DoseRecord[], medicationId: string): Recorded {
  const map: Recorded = new Map();
  for (const record of records) {
    if (record.medicationId === medicationId) {
      map.set(new Date(record.scheduledAt).getTime(), record);
    }
  }
  return map;
}

/** The medication's scheduled doses of one day, with what became of each. */
export function dosesOfDay(
  medications: readonly Medication[],
  records: readonly DoseRecord[],
  date: string,
  timeZone: string,
): Dose[] {
  const doses: Dose[] = [];
  for (const medication of medications) {
    const recorded = recordsOf(records, medication.id);
    for (const at of doseTimesOn(medication, date, timeZone)) {
      const record = recorded.get(at.getTime());
      doses.push({
        medicationId: medication.id,
        name: medication.name,
        dosage: medication.dosage,
        dosageUnit: medication.dosageUnit,
        instructions: medication.instructions,
        scheduledAt: at.toISOString(),
        time: localTimeOf(at, timeZone),
        status: record?.status ?? "pending",
        markedAt: record?.markedAt ?? null,
        snoozedUntil: record?.status === "snoozed" ? record.snoozedUntil : null,
      });
    }
  }
  return doses.sort(
    (a, b) => a.scheduledAt.localeCompare(b.scheduledAt) || a.name.localeCompare(b.name),
  );
}

const percent = (taken: number, scheduled: number) =>
  scheduled === 0 ? null : Math.round((taken / scheduled) * 100);

/**
 * Adherence over the last `days` days up to `now`: the proportion of scheduled doses taken
 * (the medication possession literature's "proportion of doses taken", Osterberg & Blaschke,
 * NEJM 2005). A dose counts as scheduled once its time has come, or earlier when it was
 * already marked taken or skipped; counting starts on the later of the window's first day, the
 * start date and the day the medication was added. Skipped and snoozed doses count as not taken.
 */
export function medicationAdherence(
  medication: Medication,
  records: readonly DoseRecord[],
  { now, days, timeZone }: { now: Date; days: number; timeZone: string },
): MedicationAdherence {
  const today = localDateOf(now, timeZone);
  const windowFirst = addDays(today, -(days - 1));
  const addedOn = localDateOf(new Date(medication.createdAt), timeZone);
  const from = [windowFirst, medication.startDate, addedOn].sort().at(-1) as string;
  const recorded = recordsOf(records, medication.id);
  const daily = new Map<string, { scheduled: number; taken: number }>();
  for (let day = windowFirst; day <= today; day = addDays(day, 1)) {
    daily.set(day, { scheduled: 0, taken: 0 });
  }
  let scheduled = 0;
  let taken = 0;
  let skipped = 0;
  if (from <= today) {
    const times = doseTimes(medication, {
      from: startOfLocalDay(from, timeZone),
      to: endOfLocalDay(today, timeZone),
      timeZone,
    });
    for (const at of times) {
      const status = recorded.get(at.getTime())?.status;
      const isDue = at.getTime() <= now.getTime() || status === "taken" || status === "skipped";
      if (!isDue) continue;
      const day = daily.get(localDateOf(at, timeZone));
      scheduled += 1;
      if (day) day.scheduled += 1;
      if (status === "taken") {
        taken += 1;
        if (day) day.taken += 1;
      } else if (status === "skipped") {
        skipped += 1;
      }
    }
  }
  return {
    medicationId: medication.id,
    name: medication.name,
    from,
    to: today,
    scheduled,
    taken,
    skipped,
    adherencePercent: percent(taken, scheduled),
    stockCount: medication.stockCount,
    runOutDate: runOutDate(medication, medication.stockCount, records, { now, timeZone }),
    daily: [...daily].map(([date, counts]) => ({ date, ...counts })),
  };
}

/**
 * The day the stock runs out: the day of the last dose it covers, one unit per dose, counting
 * the doses due after `now` that are not already marked taken (their unit is already gone) or
 * skipped. Stock 0 runs out today. Null without a stock count, when nothing is scheduled, when
 * the course ends first, or beyond two years.
 */
export function runOutDate(
  medication: DoseSchedule & { id: string },
  stockCount: number | null,
  records: readonly DoseRecord[],
  { now, timeZone }: { now: Date; timeZone: string },
): string | null {
  if (stockCount === null) return null;
  const today = localDateOf(now, timeZone);
  if (stockCount <= 0) return today;
  const { times, daysOfWeek } = medication.schedule;
  if (times.length === 0 || daysOfWeek.length === 0) return null;
  // More units than the schedule could use within the horizon: no need to walk it.
  const mostPerWeek = times.length * daysOfWeek.length;
  if (stockCount > mostPerWeek * (Math.ceil(RUN_OUT_HORIZON_DAYS / 7) + 1)) return null;
  const recorded = recordsOf(records, medication.id);
  let left = stockCount;
  const last = addDays(today, RUN_OUT_HORIZON_DAYS);
  for (let day = today; day <= last; day = addDays(day, 1)) {
    if (medication.endDate !== null && day > medication.endDate) return null;
    for (const at of doseTimesOn(medication, day, timeZone)) {
      if (at.getTime() <= now.getTime()) continue;
      const status = recorded.get(at.getTime())?.status;
      if (status === "taken" || status === "skipped") continue;
      left -= 1;
      if (left === 0) return day;
    }
  }
  return null;
}

/** Every medication's adherence and the whole: doses taken of doses scheduled, day by day. */
export function adherenceOverview(
  medications: readonly Medication[],
  records: readonly DoseRecord[],
  options: { now: Date; days: number; timeZone: string },
): AdherenceOverview {
  const each = medications.map((m) => medicationAdherence(m, records, options));
  const scheduled = each.reduce((sum, m) => sum + m.scheduled, 0);
  const taken = each.reduce((sum, m) => sum + m.taken, 0);
  // Every medication's daily list covers the same days in the same order.
  const daily: AdherenceOverview["daily"] = (each[0]?.daily ?? emptyDays(options)).map(
    ({ date }, i) => ({
      date,
      scheduled: each.reduce((sum, m) => sum + (m.daily[i]?.scheduled ?? 0), 0),
      taken: each.reduce((sum, m) => sum + (m.daily[i]?.taken ?? 0), 0),
    }),
  );
  return {
    days: options.days,
    scheduled,
    taken,
    adherencePercent: percent(taken, scheduled),
    daily,
    medications: each,
  };
}

function emptyDays({ now, days, timeZone }: { now: Date; days: number; timeZone: string }) {
  const today = localDateOf(now, timeZone);
  return Array.from({ length: days }, (_, i) => ({
    date: addDays(today, i - days + 1),
    scheduled: 0,
    taken: 0,
  }));
}

/**
 * What marking a dose does to the stock: a dose taken takes one unit while there is one (none
 * when the stock is empty or not counted); a dose that held a unit and is then skipped, snoozed
 * or undone (`status` null) gives it back. `delta` is the change to the stock count.
 */
export function stockChange(
  stockCount: number | null,
  heldUnit: boolean,
  status: DoseStatus | null,
): { holdsUnit: boolean; delta: number } {
  const holdsUnit = status === "taken" && (heldUnit || (stockCount ?? 0) > 0);
  return { holdsUnit, delta: (heldUnit ? 1 : 0) - (holdsUnit ? 1 : 0) };
}
