import { z } from "zod";
import { Confirmed, type Plausibility } from "../kit/plausibility.ts";
import { timeSeriesListQuery, timeSeriesPage } from "../kit/time-series.ts";
import {
  WEIGHT_CHANGE_KG_PER_DAY,
  WEIGHT_CHANGE_WINDOW_DAYS,
  WEIGHT_MAX_KG,
  WEIGHT_MIN_KG,
  WEIGHT_NOTE_MAX,
  WEIGHT_PAGE_DEFAULT,
  WEIGHT_PAGE_MAX,
  WEIGHT_SWING_KG,
} from "./constants.ts";
import { WeightMessage } from "./messages.ts";

export const WeightKg = z
  .number({ error: WeightMessage.weightRequired })
  .finite(WeightMessage.weightRequired)
  .min(WEIGHT_MIN_KG, WeightMessage.weightRange)
  .max(WEIGHT_MAX_KG, WeightMessage.weightRange);

// Not in the future is checked against the injected clock (kit isNotInFuture), not here.
export const MeasuredAt = z.iso.datetime({ offset: true, error: WeightMessage.dateRequired });

export const WeightNote = z
  .string()
  .trim()
  .max(WEIGHT_NOTE_MAX, WeightMessage.noteTooLong)
  .nullable()
  .transform((v) => (v ? v : null));

export const WeightEntryInput = z
  .object({
    weightKg: WeightKg,
    measuredAt: MeasuredAt,
    note: WeightNote.optional(),
    confirmed: Confirmed,
  })
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

const DAY_MS = 86_400_000;

/** A weigh-in a new one is compared with. */
export interface NearbyWeighIn {
  weightKg: number;
  measuredAt: string | Date;
}

/**
 * The limits of a weigh-in taken at `at`: the spec's 20–500 kg bounds; usual within
 * WEIGHT_SWING_KG + WEIGHT_CHANGE_KG_PER_DAY × days of the nearest weigh-in in the week around
 * it (none further away counts); with none, any weight within the bounds.
 */
export function weightPlausibility(at: Date, nearest: NearbyWeighIn | null): Plausibility {
  const bounds = { min: WEIGHT_MIN_KG, max: WEIGHT_MAX_KG };
  const source = "Bhutani S et al., Obesity 2017; Wishnofsky M, Am J Clin Nutr 1958";
  if (!nearest) return { bounds, plausible: bounds, source };
  const days = Math.abs(at.getTime() - new Date(nearest.measuredAt).getTime()) / DAY_MS;
  if (days > WEIGHT_CHANGE_WINDOW_DAYS) return { bounds, plausible: bounds, source };
  const allowed = WEIGHT_SWING_KG + WEIGHT_CHANGE_KG_PER_DAY * days;
  return {
    bounds,
    plausible: { min: nearest.weightKg - allowed, max: nearest.weightKg + allowed },
    source,
  };
}
