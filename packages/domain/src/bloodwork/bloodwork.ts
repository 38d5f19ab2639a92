import { z } from "zod";
import { isCalendarDate } from "../kit/calendar.ts";
import { Confirmed } from "../kit/plausibility.ts";
import { requiredText, trimmedLengthPattern } from "../kit/text.ts";
import {
  EARLIEST_INSTANT_MS,
  isNotInFuture,
  timeSeriesListQuery,
  timeSeriesPage,
} from "../kit/time-series.ts";
import { LAB_PANELS } from "./catalogue.ts";
import {
  LAB_CODE_MAX,
  LAB_DATE_ONLY_HOUR_UTC,
  LAB_LAB_MAX,
  LAB_NAME_MAX,
  LAB_NOTE_MAX,
  LAB_PAGE_DEFAULT,
  LAB_PAGE_MAX,
  LAB_PANEL_MAX,
  LAB_UNIT_MAX,
  LAB_VALUE_MAX,
  LAB_VALUE_MIN,
  LOINC_CODE,
} from "./constants.ts";
import { BloodworkMessage as M } from "./messages.ts";
import { LAB_FLAGS } from "./rules.ts";

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
const HOUR_MS = 3_600_000;
// The latest calendar date anywhere on Earth is that of UTC+14.
const EARLIEST_ZONE_AHEAD_MS = 14 * HOUR_MS;

/**
 * The instant a test's `takenAt` names: an ISO date-time with its offset, or a calendar date
 * (YYYY-MM-DD) filed at noon UTC; null for anything else or before 1900.
 */
export function labTakenAtInstant(value: string): Date | null {
  let at: Date;
  if (isCalendarDate(value)) {
    const [y, m, d] = value.split("-").map(Number) as [number, number, number];
    at = new Date(Date.UTC(y, m - 1, d, LAB_DATE_ONLY_HOUR_UTC));
  } else if (ISO_DATE_TIME.test(value)) {
    at = new Date(value);
  } else {
    return null;
  }
  return Number.isNaN(at.getTime()) || at.getTime() < EARLIEST_INSTANT_MS ? null : at;
}

/**
 * Whether a `takenAt` lies after `now`: a date after today in every time zone, an instant after
 * now beyond the clock allowance (kit isNotInFuture).
 */
export function isLabTakenAtInFuture(value: string, at: Date, now: Date): boolean {
  if (isCalendarDate(value)) {
    return value > new Date(now.getTime() + EARLIEST_ZONE_AHEAD_MS).toISOString().slice(0, 10);
  }
  return !isNotInFuture(at, now);
}

export const LabTakenAt = z
  .string({ error: M.takenAtRequired })
  .superRefine((value, ctx) => {
    const at = labTakenAtInstant(value);
    // Not in the future is checked against the injected clock (isLabTakenAtInFuture).
    if (!at) ctx.addIssue({ code: "custom", message: M.takenAtRequired });
  })
  .meta({
    description: "When the sample was taken: an ISO date-time with its offset, or a date",
    anyOf: [
      { type: "string", format: "date-time" },
      { type: "string", format: "date" },
    ],
  });

export const LabValue = z
  .number({
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ""
        ? M.valueRequired
        : M.valueNotNumber,
  })
  .min(LAB_VALUE_MIN, M.valueRange)
  .max(LAB_VALUE_MAX, M.valueRange);

const ReferenceLimit = z
  .number({ error: M.referenceRange })
  .min(LAB_VALUE_MIN, M.referenceRange)
  .max(LAB_VALUE_MAX, M.referenceRange)
  .nullable();

export const LabUnitText = requiredText(M.unitRequired, M.unitTooLong, LAB_UNIT_MAX);

const LabName = z.string().trim().max(LAB_NAME_MAX, M.nameTooLong).nullable();
const LabCode = z.string().trim().max(LAB_CODE_MAX, M.codeTooLong).nullable();

export const LabLab = z
  .string()
  .trim()
  .max(LAB_LAB_MAX, M.labTooLong)
  .nullable()
  .transform((v) => (v ? v : null));

export const LabNote = z
  .string()
  .trim()
  .max(LAB_NOTE_MAX, M.noteTooLong)
  .nullable()
  .transform((v) => (v ? v : null));

function referenceInOrder(r: { referenceLow?: number | null; referenceHigh?: number | null }) {
  return (
    r.referenceLow === undefined ||
    r.referenceLow === null ||
    r.referenceHigh === undefined ||
    r.referenceHigh === null ||
    r.referenceLow < r.referenceHigh
  );
}

const TEXT = trimmedLengthPattern(1).source;
const OWN_MARKER = {
  code: { type: "string", pattern: TEXT, maxLength: LAB_CODE_MAX },
  name: { type: "string", pattern: TEXT, maxLength: LAB_NAME_MAX },
  value: { type: "number", minimum: LAB_VALUE_MIN, maximum: LAB_VALUE_MAX },
  unit: { type: "string", pattern: TEXT, maxLength: LAB_UNIT_MAX },
};

/**
 * One result of a panel: a catalogue marker by its LOINC code, or a marker of the person's own
 * (a name, with an optional code of theirs); the value in any unit the marker accepts, and
 * optionally the lab's own reference limits in that unit.
 */
export const LabResultInput = z
  .object({
    code: LabCode.optional(),
    name: LabName.optional(),
    value: LabValue,
    unit: LabUnitText,
    referenceLow: ReferenceLimit.optional(),
    referenceHigh: ReferenceLimit.optional(),
    note: LabNote.optional(),
    confirmed: Confirmed,
  })
  .strict()
  .refine((r) => Boolean(r.code || r.name), { message: M.nameRequired, path: ["code"] })
  .refine(referenceInOrder, { message: M.referenceOrder, path: ["referenceHigh"] })
  .meta({
    description:
      "A catalogue marker by its LOINC `code`, or a marker of the person's own by its `name`",
    anyOf: [
      { type: "object", required: ["name", "value", "unit"], properties: OWN_MARKER },
      { type: "object", required: ["code", "value", "unit"], properties: OWN_MARKER },
    ],
  });
export type LabResultInput = z.input<typeof LabResultInput>;

/** A panel: results taken together, sharing the test date and the lab. */
export const LabPanelInput = z
  .object({
    takenAt: LabTakenAt,
    lab: LabLab.optional(),
    results: z
      .array(LabResultInput, { error: M.resultsRequired })
      .min(1, M.resultsRequired)
      .max(LAB_PANEL_MAX, M.tooManyResults),
  })
  .strict();
export type LabPanelInput = z.input<typeof LabPanelInput>;

/** A change to one result: its date, lab, value and unit, the lab's limits or the note. */
export const LabResultPatch = z
  .object({
    takenAt: LabTakenAt.optional(),
    lab: LabLab.optional(),
    value: LabValue.optional(),
    unit: LabUnitText.optional(),
    referenceLow: ReferenceLimit.optional(),
    referenceHigh: ReferenceLimit.optional(),
    note: LabNote.optional(),
    confirmed: Confirmed,
  })
  .strict()
  .refine(referenceInOrder, { message: M.referenceOrder, path: ["referenceHigh"] });
export type LabResultPatch = z.input<typeof LabResultPatch>;

export const LabFlagSchema = z.enum(LAB_FLAGS).nullable();

/** The range a result was flagged against, in the unit it was entered in. */
export const LabResultRange = z.object({
  low: z.number().nullable(),
  high: z.number().nullable(),
  highExclusive: z.boolean(),
  unit: z.string(),
  sex: z.enum(["male", "female"]).nullable(),
  /** "lab" when the lab's own limits were entered, else the catalogue range's source. */
  source: z.string(),
});
export type LabResultRange = z.infer<typeof LabResultRange>;

export const LabResult = z.object({
  id: z.string(),
  takenAt: z.string(),
  lab: z.string().nullable(),
  code: z.string().nullable(),
  name: z.string(),
  /** True for a marker of the person's own, outside the catalogue. */
  custom: z.boolean(),
  value: z.number(),
  unit: z.string(),
  canonicalValue: z.number(),
  canonicalUnit: z.string(),
  flag: LabFlagSchema,
  range: LabResultRange.nullable(),
  referenceLow: z.number().nullable(),
  referenceHigh: z.number().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LabResult = z.infer<typeof LabResult>;

export const LabPanel = z.object({
  takenAt: z.string(),
  lab: z.string().nullable(),
  results: z.array(LabResult),
});
export type LabPanel = z.infer<typeof LabPanel>;

export const LabResultListQuery = timeSeriesListQuery({
  defaultLimit: LAB_PAGE_DEFAULT,
  maxLimit: LAB_PAGE_MAX,
});
export type LabResultListQuery = z.infer<typeof LabResultListQuery>;

export const LabResultList = timeSeriesPage(LabResult);
export type LabResultList = z.infer<typeof LabResultList>;

export const LabMarkerSchema = z.object({
  code: z.string().regex(LOINC_CODE),
  name: z.string(),
  panel: z.enum(LAB_PANELS),
  unit: z.string(),
  units: z.array(z.object({ unit: z.string(), factor: z.number(), offset: z.number().optional() })),
  ranges: z.array(
    z.object({
      sex: z.enum(["male", "female"]).nullable(),
      low: z.number().nullable(),
      high: z.number().nullable(),
      highExclusive: z.boolean().optional(),
      source: z.string(),
    }),
  ),
});

export const LabMarkerList = z.object({ items: z.array(LabMarkerSchema) });
export type LabMarkerList = z.infer<typeof LabMarkerList>;
