import {
  isNotInFuture,
  OccurredAt,
  type PainEntry,
  type PainEntryInput,
  PainList,
  PainMessage,
  PainNote,
  type PainRegionEntry,
  PainRegions,
} from "@vitalog/domain";
import { z } from "zod";
import { dateTimeLocalToIso, toDateTimeLocalValue } from "../../kit/datetime-local.ts";

/** What the pain form holds: the time as typed (local), the chosen regions and the context. */
export interface PainFormValues {
  occurredAt: string;
  regions: PainRegionEntry[];
  symptoms: string[];
  triggers: string[];
  relief: string[];
  note: string;
}

/**
 * The form schema: the local date-time becomes ISO, then the domain's PainEntryInput rules apply
 * so the web and the server give the same messages; not in the future is checked at submit.
 */
export const painFormSchema = z.object({
  occurredAt: z
    .string()
    .transform((value, ctx) => {
      const iso = dateTimeLocalToIso(value);
      if (!iso) {
        ctx.addIssue({ code: "custom", message: PainMessage.dateRequired });
        return z.NEVER;
      }
      return iso;
    })
    .pipe(OccurredAt)
    // The moment of checking, not of building the form: a page left open stays right.
    .refine((iso) => isNotInFuture(iso, new Date()), PainMessage.dateInFuture),
  regions: PainRegions,
  symptoms: PainList,
  triggers: PainList,
  relief: PainList,
  note: z
    .string()
    .transform((v): string | null => v)
    .pipe(PainNote),
});

export type PainFormOutput = z.output<typeof painFormSchema>;

/** The request body of a form the schema accepted. */
export function toPainEntryInput(values: PainFormOutput): PainEntryInput {
  return values;
}

export function emptyPainForm(now: Date): PainFormValues {
  return {
    occurredAt: toDateTimeLocalValue(now),
    regions: [],
    symptoms: [],
    triggers: [],
    relief: [],
    note: "",
  };
}

export function painFormOf(entry: PainEntry): PainFormValues {
  return {
    occurredAt: toDateTimeLocalValue(new Date(entry.occurredAt)),
    regions: entry.regions.map((r) => ({ ...r, region: r.region as PainRegionEntry["region"] })),
    symptoms: entry.symptoms,
    triggers: entry.triggers,
    relief: entry.relief,
    note: entry.note ?? "",
  };
}
