import {
  isNotInFuture,
  MeasuredAt,
  type WeightEntry,
  type WeightEntryInput,
  WeightKg,
  WeightMessage,
  WeightNote,
} from "@vitalog/domain";
import { z } from "zod";
import {
  dateTimeLocalToIso,
  fromDisplayWeight,
  toDateTimeLocalValue,
  toDisplayWeight,
  WEIGHT_MAX_LB,
  WEIGHT_MIN_LB,
  type WeightUnit,
} from "./display.ts";

/** What the weight form holds: text as typed, in the person's unit and local time. */
export type WeightFormValues = { weight: string; measuredAt: string; note: string };

const WeightText = z
  .string()
  .trim()
  .min(1, WeightMessage.weightRequired)
  .transform((value, ctx) => {
    const n = Number(value.replace(",", "."));
    if (!Number.isFinite(n)) {
      ctx.addIssue({ code: "custom", message: WeightMessage.weightRequired });
      return z.NEVER;
    }
    return n;
  });

/**
 * The form schema: converts the typed weight to kg and the local date-time to ISO, then applies
 * the domain's WeightEntryInput rules so the web and the server give the same messages.
 */
export function weightFormSchema(unit: WeightUnit) {
  const weight =
    unit === "lb"
      ? WeightText.pipe(
          z
            .number()
            .min(WEIGHT_MIN_LB, WeightMessage.weightRangeLb)
            .max(WEIGHT_MAX_LB, WeightMessage.weightRangeLb),
        )
          .transform((lb) => fromDisplayWeight(lb, "lb"))
          .pipe(WeightKg)
      : WeightText.transform((kg) => fromDisplayWeight(kg, "kg")).pipe(WeightKg);

  return z.object({
    weight,
    measuredAt: z
      .string()
      .min(1, WeightMessage.dateRequired)
      .transform((value, ctx) => {
        const iso = dateTimeLocalToIso(value);
        if (!iso) {
          ctx.addIssue({ code: "custom", message: WeightMessage.dateRequired });
          return z.NEVER;
        }
        return iso;
      })
      .pipe(MeasuredAt)
      // The moment of checking, not of building the form: a page left open stays right.
      .refine((iso) => isNotInFuture(iso, new Date()), WeightMessage.dateInFuture),
    note: z
      .string()
      .transform((v): string | null => v)
      .pipe(WeightNote),
  });
}

export type WeightFormOutput = z.output<ReturnType<typeof weightFormSchema>>;

export function toWeightEntryInput(values: WeightFormOutput): WeightEntryInput {
  return { weightKg: values.weight, measuredAt: values.measuredAt, note: values.note };
}

export function emptyWeightForm(now: Date): WeightFormValues {
  return { weight: "", measuredAt: toDateTimeLocalValue(now), note: "" };
}

export function weightFormFromEntry(entry: WeightEntry, unit: WeightUnit): WeightFormValues {
  return {
    weight: String(toDisplayWeight(entry.weightKg, unit)),
    measuredAt: toDateTimeLocalValue(new Date(entry.measuredAt)),
    note: entry.note ?? "",
  };
}
