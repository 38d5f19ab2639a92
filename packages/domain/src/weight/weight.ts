import { z } from "zod";
import { timeSeriesListQuery, timeSeriesPage } from "../kit/time-series.ts";
import {
  WEIGHT_MAX_KG,
  WEIGHT_MIN_KG,
  WEIGHT_NOTE_MAX,
  WEIGHT_PAGE_DEFAULT,
  WEIGHT_PAGE_MAX,
} from "./constants.ts";
import { WeightMessage } from "./messages.ts";

/** Clock skew tolerated between a device and the server when checking "not in the future". */
export const FUTURE_TOLERANCE_MS = 5 * 60_000;

export const WeightKg = z
  .number({ error: WeightMessage.weightRequired })
  .finite(WeightMessage.weightRequired)
  .min(WEIGHT_MIN_KG, WeightMessage.weightRange)
  .max(WEIGHT_MAX_KG, WeightMessage.weightRange);

// One schema (not a string piped into a datetime) so the API documents it as a date-time.
export const MeasuredAt = z.iso
  .datetime({ offset: true, error: WeightMessage.dateRequired })
  .refine(
    (v) => new Date(v).getTime() <= Date.now() + FUTURE_TOLERANCE_MS,
    WeightMessage.dateInFuture,
  );

export const WeightNote = z
  .string()
  .trim()
  .max(WEIGHT_NOTE_MAX, WeightMessage.noteTooLong)
  .nullable()
  .transform((v) => (v ? v : null));

export const WeightEntryInput = z
  .object({ weightKg: WeightKg, measuredAt: MeasuredAt, note: WeightNote.optional() })
  .strict();
export type WeightEntryInput = z.infer<typeof WeightEntryInput>;

export const WeightEntryPatch = WeightEntryInput.partial().strict();
export type WeightEntryPatch = z.infer<typeof WeightEntryPatch>;

export const WeightEntry = z.object({
  id: z.string(),
  weightKg: z.number(),
  measuredAt: z.string(),
  note: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WeightEntry = z.infer<typeof WeightEntry>;

export const WeightEntryListQuery = timeSeriesListQuery({
  defaultLimit: WEIGHT_PAGE_DEFAULT,
  maxLimit: WEIGHT_PAGE_MAX,
});
export type WeightEntryListQuery = z.infer<typeof WeightEntryListQuery>;

export const WeightEntryList = timeSeriesPage(WeightEntry);
export type WeightEntryList = z.infer<typeof WeightEntryList>;
