import { z } from "zod";
import type { ImportRecord } from "../interop/records.ts";
import { IMPORT_KINDS } from "./constants.ts";
import { ImportMessage } from "./messages.ts";

export const ImportKindSchema = z.enum(IMPORT_KINDS, { error: ImportMessage.unknownKind });

const instant = z.iso.datetime({ offset: true });
const day = z.iso.date();
const sourceId = z.string().trim().min(1).max(200).optional();
const positive = z.number().finite().positive();

/** One record as a device sends it (`kind=device`): the domain's `ImportRecord`, checked. */
export const ImportRecordSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("weight"), at: instant, kg: positive, sourceId }),
  z.object({ type: z.literal("height"), at: instant, cm: positive, sourceId }),
  z.object({
    type: z.literal("bloodPressure"),
    at: instant,
    systolic: positive,
    diastolic: positive,
    pulse: positive.optional(),
    sourceId,
  }),
  z.object({ type: z.literal("heartRate"), at: instant, bpm: positive, sourceId }),
  z.object({
    type: z.literal("oxygenSaturation"),
    at: instant,
    percent: positive.max(100),
    sourceId,
  }),
  z.object({ type: z.literal("bodyTemperature"), at: instant, celsius: positive, sourceId }),
  z.object({ type: z.literal("steps"), day, steps: z.number().int().min(0), sourceId }),
  z.object({ type: z.literal("activeMinutes"), day, minutes: z.number().int().min(0), sourceId }),
  z.object({
    type: z.literal("menstrualFlow"),
    day,
    flow: z.enum(["light", "medium", "heavy", "spotting", "unspecified"]),
    sourceId,
  }),
  z.object({ type: z.literal("mindfulSession"), start: instant, end: instant, sourceId }),
  z.object({ type: z.literal("dietaryEnergy"), at: instant, kcal: positive, sourceId }),
  z.object({
    type: z.literal("labResult"),
    at: instant,
    loinc: z.string().trim().min(1).max(20),
    value: z.number().finite().min(0),
    unit: z.string().trim().min(1).max(20),
    sourceId,
  }),
]);

/**
 * `POST /imports?kind=device`: what the native app read from Health Connect or HealthKit; a
 * body without records is a read that found nothing.
 */
export const DeviceImportBody = z.object({
  records: z.array(ImportRecordSchema).max(200_000).default([]),
});
export type DeviceImportBody = { records: ImportRecord[] };

const Counts = z.record(z.string(), z.number().int());

/** The query of `POST /imports`: the kind, a dry run, and a CSV's column mapping. */
export const ImportQuery = z.object({
  kind: ImportKindSchema,
  dryRun: z.enum(["true", "false"]).optional(),
  dateColumn: z.string().max(100).optional(),
  weightColumn: z.string().max(100).optional(),
  unitColumn: z.string().max(100).optional(),
  defaultUnit: z.string().max(10).optional(),
});
export type ImportQuery = z.infer<typeof ImportQuery>;

/** A sample row of the preview: what a record is, in words a person reads. */
export const ImportPreviewRow = z.object({
  type: z.string(),
  when: z.string(),
  value: z.string(),
  module: z.string().nullable(),
});
export type ImportPreviewRow = z.infer<typeof ImportPreviewRow>;

/** A dry run's answer: what an import would add per module, duplicates, and a sample. */
export const ImportPreview = z.object({
  kind: ImportKindSchema,
  added: Counts,
  duplicates: z.number().int(),
  skipped: Counts,
  records: z.number().int(),
  rows: z.array(ImportPreviewRow),
});
export type ImportPreview = z.infer<typeof ImportPreview>;

export const ImportStatus = z.enum(["running", "completed", "failed", "undone"]);
export type ImportStatus = z.infer<typeof ImportStatus>;

/** One import as the person's history lists it. */
export const ImportSummary = z.object({
  id: z.string(),
  kind: ImportKindSchema,
  fileName: z.string().nullable(),
  status: ImportStatus,
  added: Counts,
  duplicates: z.number().int(),
  skipped: Counts,
  records: z.number().int(),
  createdAt: z.string(),
  undoneAt: z.string().nullable(),
});
export type ImportSummary = z.infer<typeof ImportSummary>;

export const ImportList = z.object({ items: z.array(ImportSummary) });
export type ImportList = z.infer<typeof ImportList>;
