import {
  BloodPressureArm,
  type BloodPressureInput,
  BloodPressurePosition,
  type BloodPressureReading,
  Diastolic,
  isNotInFuture,
  Pulse,
  Systolic,
  TEMPERATURE_MAX_C,
  TEMPERATURE_MAX_F,
  TEMPERATURE_MIN_C,
  TEMPERATURE_MIN_F,
  VITAL_KIND_MESSAGES,
  VITAL_LIMITS,
  type VitalKind,
  VitalMeasuredAt,
  VitalNote,
  type VitalReading,
  type VitalReadingInput,
  VitalsMessage,
} from "@vitalog/domain";
import { z } from "zod";
import {
  dateTimeLocalToIso,
  fromDisplayValue,
  type TemperatureUnit,
  toDateTimeLocalValue,
  toDisplayValue,
} from "./display.ts";

const numberText = (message: string) =>
  z
    .string()
    .trim()
    .min(1, message)
    .transform((value, ctx) => {
      const n = Number(value.replace(",", "."));
      if (!Number.isFinite(n)) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return n;
    });

const optionalNumberText = (message: string) =>
  z
    .string()
    .trim()
    .transform((value, ctx): number | null => {
      if (value === "") return null;
      const n = Number(value.replace(",", "."));
      if (!Number.isFinite(n)) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return n;
    });

const measuredAt = z
  .string()
  .min(1, VitalsMessage.dateRequired)
  .transform((value, ctx) => {
    const iso = dateTimeLocalToIso(value);
    if (!iso) {
      ctx.addIssue({ code: "custom", message: VitalsMessage.dateRequired });
      return z.NEVER;
    }
    return iso;
  })
  .pipe(VitalMeasuredAt)
  .refine((iso) => isNotInFuture(iso, new Date()), VitalsMessage.dateInFuture);

const note = z
  .string()
  .transform((v): string | null => v)
  .pipe(VitalNote);

/** What the blood-pressure form holds: text as typed, local time. */
export type BloodPressureFormValues = {
  systolic: string;
  diastolic: string;
  pulse: string;
  arm: string;
  position: string;
  measuredAt: string;
  note: string;
};

/** The blood-pressure form: the domain's rules, so the web and the server say the same. */
export const bloodPressureFormSchema = z
  .object({
    systolic: numberText(VitalsMessage.systolicRange).pipe(Systolic),
    diastolic: numberText(VitalsMessage.diastolicRange).pipe(Diastolic),
    pulse: optionalNumberText(VitalsMessage.pulseRange).pipe(Pulse.nullable()),
    arm: z.string().transform((v) => (v === "" ? null : BloodPressureArm.parse(v))),
    position: z.string().transform((v) => (v === "" ? null : BloodPressurePosition.parse(v))),
    measuredAt,
    note,
  })
  .refine((v) => v.systolic > v.diastolic, {
    message: VitalsMessage.systolicBelowDiastolic,
    path: ["systolic"],
  });
export type BloodPressureFormOutput = z.output<typeof bloodPressureFormSchema>;

export function toBloodPressureInput(values: BloodPressureFormOutput): BloodPressureInput {
  return { ...values };
}

export function emptyBloodPressureForm(now: Date): BloodPressureFormValues {
  return {
    systolic: "",
    diastolic: "",
    pulse: "",
    arm: "",
    position: "",
    measuredAt: toDateTimeLocalValue(now),
    note: "",
  };
}

export function bloodPressureFormFrom(reading: BloodPressureReading): BloodPressureFormValues {
  return {
    systolic: String(reading.systolic),
    diastolic: String(reading.diastolic),
    pulse: reading.pulse === null ? "" : String(reading.pulse),
    arm: reading.arm ?? "",
    position: reading.position ?? "",
    measuredAt: toDateTimeLocalValue(new Date(reading.measuredAt)),
    note: reading.note ?? "",
  };
}

/** What the other-vitals form holds. */
export type VitalReadingFormValues = {
  kind: VitalKind;
  value: string;
  measuredAt: string;
  note: string;
};

/** The limits of a kind in the unit shown, for the hint and the message. */
export function displayLimits(kind: VitalKind, unit: TemperatureUnit) {
  if (kind === "temperature" && unit === "F") {
    return {
      min: TEMPERATURE_MIN_F,
      max: TEMPERATURE_MAX_F,
      message: VitalsMessage.temperatureRangeF,
    };
  }
  if (kind === "temperature") {
    return {
      min: TEMPERATURE_MIN_C,
      max: TEMPERATURE_MAX_C,
      message: VitalsMessage.temperatureRange,
    };
  }
  const { bounds } = VITAL_LIMITS[kind];
  return { min: bounds.min ?? 0, max: bounds.max ?? 0, message: VITAL_KIND_MESSAGES[kind].range };
}

/** The other-vitals form: the value in the unit shown, checked against that kind's bounds. */
export function vitalReadingFormSchema(unit: TemperatureUnit) {
  return z
    .object({
      kind: z.enum(["heartRate", "spo2", "temperature"]),
      value: z.string(),
      measuredAt,
      note,
    })
    .transform((v, ctx) => {
      const limits = displayLimits(v.kind, unit);
      const n = Number(v.value.trim().replace(",", "."));
      if (v.value.trim() === "" || !Number.isFinite(n) || n < limits.min || n > limits.max) {
        ctx.addIssue({
          code: "custom",
          path: ["value"],
          message: v.value.trim() === "" ? VitalsMessage.valueRequired : limits.message,
        });
        return z.NEVER;
      }
      return { ...v, value: fromDisplayValue(v.kind, n, unit) };
    });
}
export type VitalReadingFormOutput = z.output<ReturnType<typeof vitalReadingFormSchema>>;

export function toVitalReadingInput(values: VitalReadingFormOutput): VitalReadingInput {
  return values;
}

export function emptyVitalReadingForm(
  now: Date,
  kind: VitalKind = "heartRate",
): VitalReadingFormValues {
  return { kind, value: "", measuredAt: toDateTimeLocalValue(now), note: "" };
}

export function vitalReadingFormFrom(
  reading: VitalReading,
  unit: TemperatureUnit,
): VitalReadingFormValues {
  return {
    kind: reading.kind,
    value: String(toDisplayValue(reading.kind, reading.value, unit)),
    measuredAt: toDateTimeLocalValue(new Date(reading.measuredAt)),
    note: reading.note ?? "",
  };
}
