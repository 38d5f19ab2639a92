import { DOSAGE_UNITS, type Medication, MedicationInput } from "@vitalog/domain";

type DosageUnit = (typeof DOSAGE_UNITS)[number];

import { z } from "zod";
import { WEEKDAYS } from "./display.ts";

/**
 * What the medication form holds: text as typed, in the shape of `MedicationInput` so that the
 * domain's messages land on the fields they name.
 */
export interface MedicationFormValues {
  name: string;
  dosage: string;
  dosageUnit: DosageUnit;
  instructions: string;
  schedule: {
    times: { value: string }[];
    daysOfWeek: number[];
    reminderMinutesBefore: string;
  };
  startDate: string;
  endDate: string;
  stockCount: string;
}

const numberOrText = (value: string) => (value.trim() === "" ? Number.NaN : Number(value));
const numberOrNull = (value: string) => (value.trim() === "" ? null : numberOrText(value));

/** The form schema: the typed text made into numbers and nulls, then the domain's rules. */
export const medicationFormSchema = z
  .object({
    name: z.string(),
    dosage: z.string(),
    dosageUnit: z.enum(DOSAGE_UNITS),
    instructions: z.string(),
    schedule: z.object({
      times: z.array(z.object({ value: z.string() })),
      daysOfWeek: z.array(z.number()),
      reminderMinutesBefore: z.string(),
    }),
    startDate: z.string(),
    endDate: z.string(),
    stockCount: z.string(),
  })
  .transform(
    (values): z.input<typeof MedicationInput> => ({
      name: values.name,
      dosage: numberOrText(values.dosage),
      dosageUnit: values.dosageUnit,
      instructions: values.instructions.trim() || null,
      schedule: {
        times: values.schedule.times.map((time) => time.value),
        daysOfWeek: values.schedule.daysOfWeek,
        reminderMinutesBefore: numberOrNull(values.schedule.reminderMinutesBefore),
      },
      startDate: values.startDate,
      endDate: values.endDate || null,
      stockCount: numberOrNull(values.stockCount),
    }),
  )
  .pipe(MedicationInput);

/** The server's field names for the form's fields. */
export const MEDICATION_SERVER_FIELDS = {
  name: "name",
  dosage: "dosage",
  dosageUnit: "dosageUnit",
  instructions: "instructions",
  times: "schedule.times",
  "schedule.times": "schedule.times",
  daysOfWeek: "schedule.daysOfWeek",
  "schedule.daysOfWeek": "schedule.daysOfWeek",
  reminderMinutesBefore: "schedule.reminderMinutesBefore",
  "schedule.reminderMinutesBefore": "schedule.reminderMinutesBefore",
  startDate: "startDate",
  endDate: "endDate",
  stockCount: "stockCount",
} as const;

/** The form's values for a medication, or for a new one starting today. */
export function medicationFormValues(
  medication: Medication | null,
  today: string,
): MedicationFormValues {
  return medication
    ? {
        name: medication.name,
        dosage: String(medication.dosage),
        dosageUnit: medication.dosageUnit,
        instructions: medication.instructions ?? "",
        schedule: {
          times: (medication.schedule.times.length ? medication.schedule.times : ["08:00"]).map(
            (value) => ({ value }),
          ),
          daysOfWeek: [...medication.schedule.daysOfWeek],
          reminderMinutesBefore: medication.schedule.reminderMinutesBefore?.toString() ?? "",
        },
        startDate: medication.startDate,
        endDate: medication.endDate ?? "",
        stockCount: medication.stockCount?.toString() ?? "",
      }
    : {
        name: "",
        dosage: "",
        dosageUnit: "mg",
        instructions: "",
        schedule: {
          times: [{ value: "08:00" }],
          daysOfWeek: [...WEEKDAYS],
          reminderMinutesBefore: "",
        },
        startDate: today,
        endDate: "",
        stockCount: "",
      };
}
