import type { ImportRecord } from "../interop/records.ts";
import { isCalendarDate } from "../kit/calendar.ts";
import { readCsvTable, requireColumn } from "./csv.ts";
import { instantOfCell } from "./dates.ts";
import { ImportFileError } from "./errors.ts";
import { isWeightInRange, massUnitOf, parseDecimal, toCelsius, toKg } from "./values.ts";

/** What a Bearable export gave: the records Vitalog holds, and the rows left out, by category. */
export interface BearableImport {
  records: ImportRecord[];
  skipped: Record<string, number>;
}

/**
 * Bearable's data export (Settings > Export data): a CSV with the columns `date`, `weekday`,
 * `time of day`, `category`, `rating/amount`, `detail`, `notes`, where `date` is written out
 * ("22nd Sep 2020") and `time of day` is a clock time or a part of the day ("am", "all day");
 * later exports add `date formatted` after `date`, read in its place. A row's time of day has
 * no time zone, so a measurement is placed on its day (12:00 UTC, as a date-only cell). Only
 * its health measurements map onto what Vitalog keeps: weight (its unit in `detail`, kg or
 * lbs), blood pressure ("120/80"), heart rate, body temperature (°C or °F) and steps. Mood,
 * energy, sleep, symptoms and factors are left out and counted: a Vitalog wellbeing check-in
 * needs mood, energy, sleep quality and stress together, and Bearable rates no stress, so a
 * check-in made from it would invent a value.
 */
export function parseBearableCsv(text: string, now: Date): BearableImport {
  const table = readCsvTable(text);
  requireColumn(table, "category");
  requireColumn(table, "rating/amount");
  const dateColumn = table.columns.includes("date formatted") ? "date formatted" : "date";
  requireColumn(table, dateColumn);
  const records: ImportRecord[] = [];
  const skipped: Record<string, number> = {};
  const skip = (category: string) => {
    const key = category || "unknown";
    skipped[key] = (skipped[key] ?? 0) + 1;
  };
  for (const row of table.rows) {
    const category = (row.get("category") ?? "").trim();
    const detail = (row.get("detail") ?? "").trim();
    const amount = (row.get("rating/amount") ?? "").trim();
    if (!/health ?measurement/i.test(category)) {
      skip(category.toLowerCase());
      continue;
    }
    const at = instantOfCell(row.get(dateColumn), now);
    if (!at || at > now.toISOString()) {
      throw new ImportFileError(
        'the date must be a date ("2026-03-01", "1st Mar 2026") or an ISO date and time',
        row.line,
      );
    }
    const cell = (row.get(dateColumn) ?? "").trim();
    const day = isCalendarDate(cell) ? cell : at.slice(0, 10);
    const record = measurementOf(detail, amount, at, day);
    if (record === undefined) {
      skip(`health measurements: ${detail.toLowerCase() || "unknown"}`);
      continue;
    }
    if (record === null) {
      throw new ImportFileError(`"${amount}" is not a value for ${detail}`, row.line);
    }
    records.push(record);
  }
  return { records, skipped };
}

/** A measurement row as a record; undefined for one Vitalog does not keep, null when unreadable. */
function measurementOf(
  detail: string,
  amount: string,
  at: string,
  day: string,
): ImportRecord | null | undefined {
  const name = detail.toLowerCase();
  if (name.includes("blood pressure")) {
    const m = /^(\d{2,3})\s*\/\s*(\d{2,3})$/.exec(amount);
    if (!m) return null;
    return { type: "bloodPressure", at, systolic: Number(m[1]), diastolic: Number(m[2]) };
  }
  const value = parseDecimal(amount);
  if (name.includes("weight")) {
    const unit = massUnitOf(/\(([^)]+)\)/.exec(detail)?.[1] ?? "kg");
    if (!Number.isFinite(value) || unit === null) return null;
    const kg = toKg(value, unit);
    return isWeightInRange(kg) ? { type: "weight", at, kg } : null;
  }
  if (name.includes("heart rate") || name.includes("pulse")) {
    return Number.isFinite(value) && value > 0 ? { type: "heartRate", at, bpm: value } : null;
  }
  if (name.includes("temperature")) {
    if (!Number.isFinite(value)) return null;
    const unit = /°?\s*f\b|fahrenheit/i.test(detail) ? "degF" : "degC";
    return { type: "bodyTemperature", at, celsius: toCelsius(value, unit) };
  }
  if (name.includes("steps")) {
    return Number.isInteger(value) && value >= 0 ? { type: "steps", day, steps: value } : null;
  }
  return undefined;
}
