import type { ImportRecord } from "../interop/records.ts";
import { appleHealthDate } from "./dates.ts";
import { massUnitOf, parseDecimal, toCelsius, toCm, toKcal, toKg, toPercent } from "./values.ts";

/** The attributes of one `<Record>` or `<Correlation>` element of Apple Health's export.xml. */
export type AppleHealthAttributes = Readonly<Record<string, string>>;

const HK = "HKQuantityTypeIdentifier";
const MENSTRUAL_FLOW = "HKCategoryTypeIdentifierMenstrualFlow";
const MINDFUL = "HKCategoryTypeIdentifierMindfulSession";
export const APPLE_BLOOD_PRESSURE = "HKCorrelationTypeIdentifierBloodPressure";
const HEART_RATE = `${HK}HeartRate`;
const MOTION_CONTEXT = "HKMetadataKeyHeartRateMotionContext";
/** HKHeartRateMotionContext.sedentary: still for at least 5 minutes before the sample (Apple). */
const SEDENTARY = 1;
/** The skipped count of the watch's heart-rate samples not known to be taken at rest. */
export const APPLE_HEART_RATE_NOT_AT_REST = "heart rate during activity or without motion context";
/** The skipped count of samples taken at rest in an hour that already has one. */
export const APPLE_HEART_RATE_SAME_HOUR = "heart rate at rest, after the first of its hour";

const FLOWS: Record<string, Extract<ImportRecord, { type: "menstrualFlow" }>["flow"]> = {
  HKCategoryValueMenstrualFlowUnspecified: "unspecified",
  HKCategoryValueMenstrualFlowLight: "light",
  HKCategoryValueMenstrualFlowMedium: "medium",
  HKCategoryValueMenstrualFlowHeavy: "heavy",
};

const lengthUnit = (u: string) =>
  (({ cm: "cm", m: "m", in: "in", ft: "ft" }) as const)[u as "cm"] as
    | "cm"
    | "m"
    | "in"
    | "ft"
    | undefined;

/**
 * One `<Record>` outside a correlation as a record Vitalog keeps, converted to its units; null
 * for a type it does not keep or a value it cannot read. Step counts are not records here:
 * `AppleHealthReader` sums them per day, and keeps a heart-rate sample only if taken at rest.
 */
export function appleHealthRecord(a: AppleHealthAttributes): ImportRecord | null {
  const type = a.type ?? "";
  const start = appleHealthDate(a.startDate);
  if (!start) return null;
  const { at, day } = start;
  const value = parseDecimal(a.value);
  const unit = a.unit ?? "";
  switch (type) {
    case `${HK}BodyMass`: {
      const mass = massUnitOf(unit);
      return mass && Number.isFinite(value) ? { type: "weight", at, kg: toKg(value, mass) } : null;
    }
    case `${HK}Height`: {
      const length = lengthUnit(unit);
      return length && Number.isFinite(value)
        ? { type: "height", at, cm: toCm(value, length) }
        : null;
    }
    // Vitalog keeps resting heart rate: Apple's daily resting figure, and the watch's samples
    // (HeartRate) that `AppleHealthReader` finds were taken at rest.
    case `${HK}RestingHeartRate`:
    case HEART_RATE:
      return unit === "count/min" && value > 0 ? { type: "heartRate", at, bpm: value } : null;
    case `${HK}OxygenSaturation`:
      return Number.isFinite(value) && value > 0
        ? { type: "oxygenSaturation", at, percent: toPercent(value, value <= 1 ? "fraction" : "%") }
        : null;
    case `${HK}BodyTemperature`:
      return (unit === "degC" || unit === "degF") && Number.isFinite(value)
        ? { type: "bodyTemperature", at, celsius: toCelsius(value, unit) }
        : null;
    case `${HK}DietaryEnergyConsumed`:
      return (unit === "kcal" || unit === "Cal" || unit === "kJ") && value > 0
        ? { type: "dietaryEnergy", at, day, kcal: toKcal(value, unit === "kJ" ? "kJ" : "kcal") }
        : null;
    case MENSTRUAL_FLOW: {
      const flow = FLOWS[a.value ?? ""];
      return flow ? { type: "menstrualFlow", day, flow } : null;
    }
    case MINDFUL: {
      const end = appleHealthDate(a.endDate);
      return end && end.at > at ? { type: "mindfulSession", start: at, end: end.at } : null;
    }
    default:
      return null;
  }
}

/**
 * Reads the elements of an export.xml as a SAX parser meets them and gives out records:
 * blood pressure from each HKCorrelationTypeIdentifierBloodPressure (its systolic and diastolic
 * records; the same records outside the correlation are left out, as they repeat it), steps
 * summed per local day (the record's own offset) keeping, per day, the one source with the
 * most steps, since an iPhone and a watch count the same walk. A watch's heart-rate sample is
 * kept only when its HKMetadataKeyHeartRateMotionContext is sedentary (1), so it is decided at
 * its `</Record>`, after its `<MetadataEntry>` children (Apple developer documentation,
 * HKHeartRateMotionContext: 0 notSet, 1 sedentary, 2 active).
 */
export class AppleHealthReader {
  private steps = new Map<string, Map<string, number>>();
  private correlation: { at: string; systolic?: number; diastolic?: number } | null = null;
  /** The hours (UTC, "YYYY-MM-DDTHH") that have a heart rate taken at rest already. */
  private restingHours = new Set<string>();
  /** The open heart-rate sample waiting for its motion context: the one record held. */
  private heartRate: { record: ImportRecord | null; isAtRest: boolean } | null = null;
  /** How many elements of each type were read, kept or not. */
  readonly seen = new Map<string, number>();
  /** What the file holds that is left out on purpose, by reason. */
  readonly skipped: Record<string, number> = {};

  constructor(private readonly emit: (record: ImportRecord) => void) {}

  /** An opening `<Record>`, `<Correlation>` or `<MetadataEntry>` element. */
  open(name: string, a: AppleHealthAttributes): void {
    const type = a.type ?? "";
    if (name === "MetadataEntry") {
      if (this.heartRate && a.key === MOTION_CONTEXT) {
        this.heartRate.isAtRest = parseDecimal(a.value) === SEDENTARY;
      }
      return;
    }
    if (name !== "Record" && name !== "Correlation") return;
    // A sample never holds another: whatever was open is decided before the next begins.
    this.settleHeartRate();
    if (name === "Correlation") {
      this.count(type);
      if (type === APPLE_BLOOD_PRESSURE) {
        const start = appleHealthDate(a.startDate);
        this.correlation = start ? { at: start.at } : null;
      }
      return;
    }
    if (this.correlation) {
      const value = parseDecimal(a.value);
      if (type === `${HK}BloodPressureSystolic`) this.correlation.systolic = value;
      if (type === `${HK}BloodPressureDiastolic`) this.correlation.diastolic = value;
      return;
    }
    this.count(type);
    if (type === `${HK}StepCount`) {
      const start = appleHealthDate(a.startDate);
      const value = parseDecimal(a.value);
      if (!start || !Number.isFinite(value) || value < 0) return;
      const bySource = this.steps.get(start.day) ?? new Map<string, number>();
      const source = a.sourceName ?? "";
      bySource.set(source, (bySource.get(source) ?? 0) + value);
      this.steps.set(start.day, bySource);
      return;
    }
    if (type === HEART_RATE) {
      this.heartRate = { record: appleHealthRecord(a), isAtRest: false };
      return;
    }
    const record = appleHealthRecord(a);
    if (record) this.emit(record);
  }

  /** A closing element. */
  close(name: string): void {
    if (name === "Record") {
      this.settleHeartRate();
      return;
    }
    if (name !== "Correlation" || !this.correlation) return;
    const { at, systolic, diastolic } = this.correlation;
    this.correlation = null;
    if (systolic && diastolic && systolic > 0 && diastolic > 0) {
      this.emit({ type: "bloodPressure", at, systolic, diastolic });
    }
  }

  /** The end of the file: the days' step totals. */
  finish(): void {
    this.settleHeartRate();
    for (const [day, bySource] of [...this.steps].sort(([a], [b]) => a.localeCompare(b))) {
      const steps = Math.round(Math.max(...bySource.values()));
      this.emit({ type: "steps", day, steps });
    }
    this.steps.clear();
  }

  /** Keeps the open heart-rate sample if taken at rest; counts a readable one that was not. */
  private settleHeartRate() {
    const open = this.heartRate;
    if (!open) return;
    this.heartRate = null;
    if (open.record?.type !== "heartRate") return;
    if (!open.isAtRest) return this.skip(APPLE_HEART_RATE_NOT_AT_REST);
    // A watch at rest samples every few minutes; one reading an hour (the first in the file)
    // shows a resting rate as well and keeps a year of them to at most 8,784 readings.
    const hour = open.record.at.slice(0, 13);
    if (this.restingHours.has(hour)) return this.skip(APPLE_HEART_RATE_SAME_HOUR);
    this.restingHours.add(hour);
    this.emit(open.record);
  }

  private skip(reason: string) {
    this.skipped[reason] = (this.skipped[reason] ?? 0) + 1;
  }

  private count(type: string) {
    this.seen.set(type, (this.seen.get(type) ?? 0) + 1);
  }
}
