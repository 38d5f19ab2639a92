import {
  type BloodPressureCategory,
  bloodPressureCategory,
  celsiusToFahrenheit,
  fahrenheitToCelsius,
  type MeasurementSystem,
  type VitalKind,
} from "@vitalog/domain";

export { dateTimeLocalToIso, toDateTimeLocalValue } from "../../kit/datetime-local.ts";

export type TemperatureUnit = "C" | "F";

/** °F for people whose units are imperial, °C otherwise (as weight picks kg or lb). */
export function temperatureUnitFor(system: MeasurementSystem): TemperatureUnit {
  return system === "imperial" ? "F" : "C";
}

/** A reading's value in the unit shown: temperatures in the person's unit, the rest as stored. */
export function toDisplayValue(kind: VitalKind, value: number, unit: TemperatureUnit): number {
  if (kind !== "temperature" || unit === "C") return value;
  return Math.round(celsiusToFahrenheit(value) * 10) / 10;
}

/** A typed value back to the stored unit. */
export function fromDisplayValue(kind: VitalKind, value: number, unit: TemperatureUnit): number {
  if (kind !== "temperature" || unit === "C") return value;
  return Math.round(fahrenheitToCelsius(value) * 100) / 100;
}

const DAY_MS = 86_400_000;

export interface BloodPressureAverage {
  systolic: number;
  diastolic: number;
  readings: number;
  category: BloodPressureCategory;
}

/**
 * The mean of the readings of the last `days` days ending at `now` (rounded to whole mmHg) and
 * the category of that mean; null without readings.
 */
export function bloodPressureAverage(
  readings: readonly { systolic: number; diastolic: number; measuredAt: string }[],
  days: number,
  now: Date,
): BloodPressureAverage | null {
  const from = now.getTime() - days * DAY_MS;
  const within = readings.filter((r) => Date.parse(r.measuredAt) >= from);
  if (within.length === 0) return null;
  const mean = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) / values.length);
  const systolic = mean(within.map((r) => r.systolic));
  const diastolic = mean(within.map((r) => r.diastolic));
  return {
    systolic,
    diastolic,
    readings: within.length,
    category: bloodPressureCategory(systolic, diastolic),
  };
}

/** The mean value of one kind's readings (one decimal); null without any. */
export function averageOf(readings: readonly { kind: string; value: number }[], kind: VitalKind) {
  const values = readings.filter((r) => r.kind === kind).map((r) => r.value);
  if (values.length === 0) return null;
  return Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10;
}

/**
 * Above this many readings of one kind in the charts' window, a chart shows each day's mean: a
 * watch's resting samples (about a hundred a day) drawn one by one are a band, not a trend.
 */
export const DAILY_MEAN_ABOVE = 90;

export interface DailyMean {
  /** The local day, YYYY-MM-DD. */
  day: string;
  mean: number;
  readings: number;
}

/** The mean value of each local day's readings (`dayOf` gives a reading's day), oldest first. */
export function dailyMeans(
  readings: readonly { value: number; measuredAt: string }[],
  dayOf: (iso: string) => string,
): DailyMean[] {
  const byDay = new Map<string, { sum: number; readings: number }>();
  for (const r of readings) {
    const day = dayOf(r.measuredAt);
    const total = byDay.get(day) ?? { sum: 0, readings: 0 };
    total.sum += r.value;
    total.readings += 1;
    byDay.set(day, total);
  }
  return [...byDay]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, { sum, readings }]) => ({
      day,
      mean: Math.round((sum / readings) * 10) / 10,
      readings,
    }));
}

/** Badge colours of each category: calm to urgent. */
export const CATEGORY_STYLES: Record<BloodPressureCategory, string> = {
  normal: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  elevated: "bg-amber-50 text-amber-900 ring-amber-200",
  stage1: "bg-orange-50 text-orange-900 ring-orange-200",
  stage2: "bg-red-50 text-red-800 ring-red-200",
  crisis: "bg-red-700 text-white ring-red-800",
};
