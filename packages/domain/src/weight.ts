import { z } from "zod";
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

export const MeasuredAt = z
  .string({ error: WeightMessage.dateRequired })
  .pipe(z.iso.datetime({ offset: true, error: WeightMessage.dateRequired }))
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

export const WeightEntryListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(WEIGHT_PAGE_MAX).default(WEIGHT_PAGE_DEFAULT),
  cursor: z.string().max(200).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
export type WeightEntryListQuery = z.infer<typeof WeightEntryListQuery>;

export const WeightEntryList = z.object({
  items: z.array(WeightEntry),
  nextCursor: z.string().nullable(),
});
export type WeightEntryList = z.infer<typeof WeightEntryList>;

const DAY_MS = 86_400_000;

/**
 * Change of the latest weight against the latest entry measured at least `days` days
 * before it; null when the history does not reach back that far.
 */
export function weightChange(
  entries: readonly Pick<WeightEntry, "weightKg" | "measuredAt">[],
  days: number,
): number | null {
  const sorted = [...entries].sort((a, b) => b.measuredAt.localeCompare(a.measuredAt));
  const latest = sorted[0];
  if (!latest) return null;
  const cutoff = new Date(latest.measuredAt).getTime() - days * DAY_MS;
  const baseline = sorted.find((e) => new Date(e.measuredAt).getTime() <= cutoff);
  return baseline ? latest.weightKg - baseline.weightKg : null;
}
