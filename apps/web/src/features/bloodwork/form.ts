import {
  BloodworkMessage,
  findLabUnit,
  LAB_MARKERS,
  type LabPanelInput,
  type LabResult,
  LabResultPatch,
  labMarkerOf,
  labSuggestedUnit,
} from "@vitalog/domain";
import { z } from "zod";

/** The marker choice of a result row that names a marker of the person's own. */
export const CUSTOM_MARKER = "custom";

/** Total cholesterol, LDL, HDL and triglycerides: the standard lipid panel. */
export const LIPID_PANEL = ["2093-3", "13457-7", "2085-9", "2571-8"] as const;

export interface ResultRowValues {
  key: string;
  /** A catalogue code, CUSTOM_MARKER, or "" before a marker is chosen. */
  marker: string;
  name: string;
  value: string;
  unit: string;
  referenceLow: string;
  referenceHigh: string;
}

export interface PanelFormValues {
  date: string;
  lab: string;
  rows: ResultRowValues[];
}

let nextKey = 0;

/** An empty result row, or one for a catalogue marker in its canonical unit. */
export function resultRow(code = ""): ResultRowValues {
  nextKey += 1;
  return {
    key: `row-${nextKey}`,
    marker: code,
    name: "",
    value: "",
    unit: labMarkerOf(code)?.unit ?? "",
    referenceLow: "",
    referenceHigh: "",
  };
}

/** The units a row's marker accepts (canonical first); none for a marker of one's own. */
export function unitsFor(marker: string): string[] {
  return labMarkerOf(marker)?.units.map((u) => u.unit) ?? [];
}

/** A row's marker changed: the unit becomes the new marker's canonical one. */
export function withMarker(row: ResultRowValues, marker: string): ResultRowValues {
  const units = unitsFor(marker);
  return {
    ...row,
    marker,
    unit: units.includes(row.unit)
      ? row.unit
      : (units[0] ?? (marker === CUSTOM_MARKER ? row.unit : "")),
  };
}

export function emptyPanelForm(today: string): PanelFormValues {
  return { date: today, lab: "", rows: [resultRow()] };
}

const numberOrUndefined = (text: string) => {
  const trimmed = text.trim().replace(",", ".");
  return trimmed === "" ? undefined : Number(trimmed);
};

/** The rows a panel sends: those not left entirely blank. */
export function filledRows(values: PanelFormValues): ResultRowValues[] {
  return values.rows.filter(
    (r) => r.marker !== "" || r.value.trim() !== "" || r.name.trim() !== "",
  );
}

/**
 * What the form can tell before sending, by the API's field names: a value or limit typed
 * that is not a number asks for a number (the API could only say "Enter a value").
 */
export function panelFormProblems(values: PanelFormValues): Record<string, string> {
  const problems: Record<string, string> = {};
  filledRows(values).forEach((r, i) => {
    for (const [field, text] of [
      ["value", r.value],
      ["referenceLow", r.referenceLow],
      ["referenceHigh", r.referenceHigh],
    ] as const) {
      const n = numberOrUndefined(text);
      if (n !== undefined && !Number.isFinite(n)) {
        problems[`results.${i}.${field}`] =
          field === "value" ? BloodworkMessage.valueNotNumber : BloodworkMessage.referenceRange;
      }
    }
  });
  return problems;
}

/** The form's checks before sending: `panelFormProblems`, on the rows as the form holds them. */
export const panelFormSchema = z
  .object({
    date: z.string(),
    lab: z.string(),
    rows: z.array(
      z.object({
        key: z.string(),
        marker: z.string(),
        name: z.string(),
        value: z.string(),
        unit: z.string(),
        referenceLow: z.string(),
        referenceHigh: z.string(),
      }),
    ),
  })
  .superRefine((values, ctx) => {
    const fields = panelServerFields(values);
    for (const [field, message] of Object.entries(panelFormProblems(values))) {
      const name = fields[field];
      if (name) ctx.addIssue({ code: "custom", message, path: name.split(".") });
    }
  });

/**
 * Where the API's field names (`results.<i>.value`, counted over the rows it was sent) go on
 * the form (`rows.<j>.value`, counted over every row, blank ones too).
 */
export function panelServerFields(values: PanelFormValues): Record<string, PanelFormField> {
  const fields: Record<string, PanelFormField> = { takenAt: "date", lab: "lab" };
  const sent = filledRows(values);
  sent.forEach((row, i) => {
    const j = values.rows.indexOf(row);
    fields[`results.${i}.code`] = `rows.${j}.marker`;
    fields[`results.${i}.name`] =
      row.marker === CUSTOM_MARKER ? `rows.${j}.name` : `rows.${j}.marker`;
    for (const name of ["value", "unit", "referenceLow", "referenceHigh"] as const) {
      fields[`results.${i}.${name}`] = `rows.${j}.${name}`;
    }
  });
  return fields;
}

export type PanelFormField =
  | "date"
  | "lab"
  | `rows.${number}.${"marker" | "name" | "value" | "unit" | "referenceLow" | "referenceHigh"}`;

/**
 * For a row whose value is unusual in its unit, the marker's unit in which it is usual
 * (total cholesterol 5.1: mmol/L), or undefined.
 */
export function suggestedUnitFor(row: ResultRowValues): string | undefined {
  const marker = labMarkerOf(row.marker);
  const value = numberOrUndefined(row.value);
  const unit = marker && findLabUnit(marker, row.unit);
  if (!marker || !unit || value === undefined || !Number.isFinite(value)) return undefined;
  return labSuggestedUnit(marker, value, unit)?.unit;
}

/**
 * The request body of a panel; rows left entirely blank are skipped. Numbers are sent as
 * typed (a comma read as the decimal point), so the API's own messages name what is wrong.
 */
export function toPanelInput(values: PanelFormValues, confirmed = false): LabPanelInput {
  const rows = filledRows(values);
  return {
    takenAt: values.date,
    lab: values.lab.trim() || null,
    results: rows.map((r) => {
      const low = numberOrUndefined(r.referenceLow);
      const high = numberOrUndefined(r.referenceHigh);
      const value = numberOrUndefined(r.value);
      return {
        ...(r.marker === CUSTOM_MARKER ? { name: r.name.trim() } : { code: r.marker || null }),
        value: value ?? (null as unknown as number),
        unit: r.unit,
        ...(low !== undefined ? { referenceLow: low } : {}),
        ...(high !== undefined ? { referenceHigh: high } : {}),
        ...(confirmed ? { confirmed: true } : {}),
      };
    }),
  };
}

/** The catalogue by panel, for the marker picker. */
export function markersByPanel() {
  const panels = new Map<string, { code: string; name: string }[]>();
  for (const m of LAB_MARKERS) {
    panels.set(m.panel, [...(panels.get(m.panel) ?? []), { code: m.code, name: m.name }]);
  }
  return [...panels.entries()].map(([panel, markers]) => ({ panel, markers }));
}

/** What the result correction form holds: text as typed. */
export interface ResultEditValues {
  value: string;
  unit: string;
  referenceLow: string;
  referenceHigh: string;
}

const numberOrNull = (text: string) => numberOrUndefined(text) ?? null;

/** The correction's schema: numbers as typed (a comma read as the point), then the domain's rules. */
export const resultEditSchema = z
  .object({
    value: z.string(),
    unit: z.string(),
    referenceLow: z.string(),
    referenceHigh: z.string(),
  })
  .transform(
    (values): z.input<typeof LabResultPatch> => ({
      value: numberOrUndefined(values.value),
      unit: values.unit,
      referenceLow: numberOrNull(values.referenceLow),
      referenceHigh: numberOrNull(values.referenceHigh),
    }),
  )
  .pipe(LabResultPatch);

export const RESULT_EDIT_FIELDS = ["value", "unit", "referenceLow", "referenceHigh"] as const;

/** The correction form's values for a result. */
export function resultEditValues(result: LabResult): ResultEditValues {
  const text = (v: number | null) => (v === null ? "" : String(v));
  return {
    value: text(result.value),
    unit: result.unit,
    referenceLow: text(result.referenceLow),
    referenceHigh: text(result.referenceHigh),
  };
}
