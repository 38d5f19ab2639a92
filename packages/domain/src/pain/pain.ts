import { z } from "zod";
import { timeSeriesListQuery, timeSeriesPage } from "../kit/time-series.ts";
import {
  PAIN_INTENSITY_MAX,
  PAIN_INTENSITY_MIN,
  PAIN_LIST_ITEM_MAX,
  PAIN_LIST_MAX_ITEMS,
  PAIN_NOTE_MAX,
  PAIN_PAGE_DEFAULT,
  PAIN_PAGE_MAX,
  PAIN_TYPES,
} from "./constants.ts";
import { PainMessage } from "./messages.ts";
import { PAIN_REGION_IDS, PAIN_REGIONS } from "./regions.ts";

export const PainType = z.enum(PAIN_TYPES, { error: PainMessage.unknownType });
export type PainType = z.infer<typeof PainType>;

export const PainIntensity = z
  .number({ error: PainMessage.intensityRange })
  .int(PainMessage.intensityRange)
  .min(PAIN_INTENSITY_MIN, PainMessage.intensityRange)
  .max(PAIN_INTENSITY_MAX, PainMessage.intensityRange);

export const PainRegionId = z.enum(PAIN_REGION_IDS, { error: PainMessage.unknownRegion });
export type PainRegionId = z.infer<typeof PainRegionId>;

export const PainRegionEntry = z
  .object({ region: PainRegionId, intensity: PainIntensity, type: PainType })
  .strict();
export type PainRegionEntry = z.infer<typeof PainRegionEntry>;

export const PainRegions = z
  .array(PainRegionEntry, { error: PainMessage.regionsRequired })
  .min(1, PainMessage.regionsRequired)
  .max(PAIN_REGIONS.length, PainMessage.duplicateRegion)
  .refine((list) => new Set(list.map((r) => r.region)).size === list.length, {
    message: PainMessage.duplicateRegion,
  });

// Not in the future is checked against the injected clock (kit isNotInFuture), not here.
export const OccurredAt = z.iso.datetime({ offset: true, error: PainMessage.dateRequired });

/** Symptoms, triggers or what helped: short items, trimmed, blanks and repeats dropped. */
export const PainList = z
  .array(z.string().trim().max(PAIN_LIST_ITEM_MAX, PainMessage.itemTooLong))
  .max(PAIN_LIST_MAX_ITEMS, PainMessage.tooManyItems)
  .transform((items) => [...new Set(items.filter(Boolean))]);

export const PainNote = z
  .string()
  .trim()
  .max(PAIN_NOTE_MAX, PainMessage.noteTooLong)
  .nullable()
  .transform((v) => (v ? v : null));

export const PainEntryInput = z
  .object({
    occurredAt: OccurredAt,
    regions: PainRegions,
    symptoms: PainList.optional(),
    triggers: PainList.optional(),
    relief: PainList.optional(),
    note: PainNote.optional(),
  })
  .strict();
export type PainEntryInput = z.infer<typeof PainEntryInput>;

export const PainEntryPatch = PainEntryInput.partial().strict();
export type PainEntryPatch = z.infer<typeof PainEntryPatch>;

export const PainEntry = z.object({
  id: z.string(),
  occurredAt: z.string(),
  regions: z.array(z.object({ region: z.string(), intensity: z.number().int(), type: PainType })),
  symptoms: z.array(z.string()),
  triggers: z.array(z.string()),
  relief: z.array(z.string()),
  note: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PainEntry = z.infer<typeof PainEntry>;

export const PainEntryListQuery = timeSeriesListQuery({
  defaultLimit: PAIN_PAGE_DEFAULT,
  maxLimit: PAIN_PAGE_MAX,
});
export type PainEntryListQuery = z.infer<typeof PainEntryListQuery>;

export const PainEntryList = timeSeriesPage(PainEntry);
export type PainEntryList = z.infer<typeof PainEntryList>;

export const PainRegionInfo = z.object({
  id: z.string(),
  name: z.string(),
  view: z.enum(["front", "back"]),
  side: z.enum(["left", "right", "centre"]),
});
export const PainRegionCatalogue = z.object({ items: z.array(PainRegionInfo) });
export type PainRegionCatalogue = z.infer<typeof PainRegionCatalogue>;
