import { z } from "zod";
import { Confirmed, type Plausibility } from "../kit/plausibility.ts";
import { timeSeriesListQuery, timeSeriesPage } from "../kit/time-series.ts";
import { BP_CATEGORIES } from "./category.ts";
import {
  BP_ARMS,
  BP_POSITIONS,
  DIASTOLIC_MAX,
  DIASTOLIC_MIN,
  DIASTOLIC_USUAL,
  HEART_RATE_MAX,
  HEART_RATE_MIN,
  HEART_RATE_USUAL,
  SPO2_MAX,
  SPO2_MIN,
  SPO2_USUAL,
  SYSTOLIC_MAX,
  SYSTOLIC_MIN,
  SYSTOLIC_USUAL,
  TEMPERATURE_MAX_C,
  TEMPERATURE_MIN_C,
  TEMPERATURE_USUAL_C,
  VITAL_KINDS,
  VITALS_NOTE_MAX,
  VITALS_PAGE_DEFAULT,
  VITALS_PAGE_MAX,
  type VitalKind,
} from "./constants.ts";
import { VitalsMessage } from "./messages.ts";

const wholeNumber = (message: string) =>
  z.number({ error: VitalsMessage.valueRequired }).int(message).finite(message);

export const Systolic = wholeNumber(VitalsMessage.systolicRange)
  .min(SYSTOLIC_MIN, VitalsMessage.systolicRange)
  .max(SYSTOLIC_MAX, VitalsMessage.systolicRange);
export const Diastolic = wholeNumber(VitalsMessage.diastolicRange)
  .min(DIASTOLIC_MIN, VitalsMessage.diastolicRange)
  .max(DIASTOLIC_MAX, VitalsMessage.diastolicRange);
export const Pulse = wholeNumber(VitalsMessage.pulseRange)
  .min(HEART_RATE_MIN, VitalsMessage.pulseRange)
  .max(HEART_RATE_MAX, VitalsMessage.pulseRange);

export const BloodPressureArm = z.enum(BP_ARMS);
export type BloodPressureArm = z.infer<typeof BloodPressureArm>;
export const BloodPressurePosition = z.enum(BP_POSITIONS);
export type BloodPressurePosition = z.infer<typeof BloodPressurePosition>;
export const VitalKindSchema = z.enum(VITAL_KINDS);

// Not in the future is checked against the injected clock (kit isNotInFuture), not here.
export const VitalMeasuredAt = z.iso.datetime({ offset: true, error: VitalsMessage.dateRequired });

export const VitalNote = z
  .string()
  .trim()
  .max(VITALS_NOTE_MAX, VitalsMessage.noteTooLong)
  .nullable()
  .transform((v) => (v ? v : null));

const BloodPressureFields = z.object({
  systolic: Systolic,
  diastolic: Diastolic,
  pulse: Pulse.nullable().optional(),
  arm: BloodPressureArm.nullable().optional(),
  position: BloodPressurePosition.nullable().optional(),
  measuredAt: VitalMeasuredAt,
  note: VitalNote.optional(),
  confirmed: Confirmed,
});

export const BloodPressureInput = BloodPressureFields.strict().refine(
  (v) => v.systolic > v.diastolic,
  { message: VitalsMessage.systolicBelowDiastolic, path: ["systolic"] },
);
export type BloodPressureInput = z.infer<typeof BloodPressureInput>;

export const BloodPressurePatch = BloodPressureFields.partial().strict();
export type BloodPressurePatch = z.infer<typeof BloodPressurePatch>;

export const BloodPressureReading = z.object({
  id: z.string(),
  systolic: z.number(),
  diastolic: z.number(),
  pulse: z.number().nullable(),
  arm: BloodPressureArm.nullable(),
  position: BloodPressurePosition.nullable(),
  measuredAt: z.string(),
  note: z.string().nullable(),
  /** The 2017 ACC/AHA category (category.ts). */
  category: z.enum(BP_CATEGORIES),
  /** The "seek care now" warning for a reading in the crisis range; null otherwise. */
  warning: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BloodPressureReading = z.infer<typeof BloodPressureReading>;

export const BloodPressureListQuery = timeSeriesListQuery({
  defaultLimit: VITALS_PAGE_DEFAULT,
  maxLimit: VITALS_PAGE_MAX,
});
export type BloodPressureListQuery = z.infer<typeof BloodPressureListQuery>;
export const BloodPressureList = timeSeriesPage(BloodPressureReading);
export type BloodPressureList = z.infer<typeof BloodPressureList>;

/**
 * Resting heart rate (beats per minute), SpO2 (%) or body temperature (°C), in one series with
 * its kind. `value` is always in the stored unit; the web converts °F.
 */
const common = {
  measuredAt: VitalMeasuredAt,
  note: VitalNote.optional(),
  confirmed: Confirmed,
};
const between = (min: number, max: number, message: string) =>
  z
    .number({ error: VitalsMessage.valueRequired })
    .finite(VitalsMessage.valueRequired)
    .min(min, message)
    .max(max, message);

export const VitalReadingInput = z.discriminatedUnion("kind", [
  z
    .object({
      kind: z.literal("heartRate"),
      value: between(HEART_RATE_MIN, HEART_RATE_MAX, VitalsMessage.heartRateRange),
      ...common,
    })
    .strict(),
  z
    .object({
      kind: z.literal("spo2"),
      value: between(SPO2_MIN, SPO2_MAX, VitalsMessage.spo2Range),
      ...common,
    })
    .strict(),
  z
    .object({
      kind: z.literal("temperature"),
      value: between(TEMPERATURE_MIN_C, TEMPERATURE_MAX_C, VitalsMessage.temperatureRange),
      ...common,
    })
    .strict(),
]);
export type VitalReadingInput = z.infer<typeof VitalReadingInput>;

/** A change of value, time or note; the kind stays (a different kind is a 400). */
export const VitalReadingPatch = z
  .object({
    kind: VitalKindSchema,
    value: z.number({ error: VitalsMessage.valueRequired }).finite(VitalsMessage.valueRequired),
    ...common,
  })
  .partial()
  .strict();
export type VitalReadingPatch = z.infer<typeof VitalReadingPatch>;

export const VitalReading = z.object({
  id: z.string(),
  kind: VitalKindSchema,
  value: z.number(),
  measuredAt: z.string(),
  note: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type VitalReading = z.infer<typeof VitalReading>;

export const VitalReadingListQuery = timeSeriesListQuery({
  defaultLimit: VITALS_PAGE_DEFAULT,
  maxLimit: VITALS_PAGE_MAX,
});
export type VitalReadingListQuery = z.infer<typeof VitalReadingListQuery>;
export const VitalReadingList = timeSeriesPage(VitalReading);
export type VitalReadingList = z.infer<typeof VitalReadingList>;

const SOURCE = "vitals/constants.ts (Fox 1971; Epstein & Yanovich, NEJM 2019)";

/** The limits of each number of a blood-pressure reading. */
export const BLOOD_PRESSURE_LIMITS = {
  systolic: {
    bounds: { min: SYSTOLIC_MIN, max: SYSTOLIC_MAX },
    plausible: SYSTOLIC_USUAL,
    source: SOURCE,
  },
  diastolic: {
    bounds: { min: DIASTOLIC_MIN, max: DIASTOLIC_MAX },
    plausible: DIASTOLIC_USUAL,
    source: SOURCE,
  },
  pulse: {
    bounds: { min: HEART_RATE_MIN, max: HEART_RATE_MAX },
    plausible: HEART_RATE_USUAL,
    source: SOURCE,
  },
} satisfies Record<string, Plausibility>;

/** The limits of a reading of each kind, in its stored unit. */
export const VITAL_LIMITS: Record<VitalKind, Plausibility> = {
  heartRate: {
    bounds: { min: HEART_RATE_MIN, max: HEART_RATE_MAX },
    plausible: HEART_RATE_USUAL,
    source: SOURCE,
  },
  spo2: { bounds: { min: SPO2_MIN, max: SPO2_MAX }, plausible: SPO2_USUAL, source: SOURCE },
  temperature: {
    bounds: { min: TEMPERATURE_MIN_C, max: TEMPERATURE_MAX_C },
    plausible: TEMPERATURE_USUAL_C,
    source: SOURCE,
  },
};

/** What to say for each kind: out of bounds (400), unusual (422). */
export const VITAL_KIND_MESSAGES: Record<VitalKind, { range: string; unusual: string }> = {
  heartRate: { range: VitalsMessage.heartRateRange, unusual: VitalsMessage.heartRateUnusual },
  spo2: { range: VitalsMessage.spo2Range, unusual: VitalsMessage.spo2Range },
  temperature: {
    range: VitalsMessage.temperatureRange,
    unusual: VitalsMessage.temperatureUnusual,
  },
};

/** °C ↔ °F, for people whose units are imperial. */
export function celsiusToFahrenheit(celsius: number): number {
  return (celsius * 9) / 5 + 32;
}
export function fahrenheitToCelsius(fahrenheit: number): number {
  return ((fahrenheit - 32) * 5) / 9;
}
