import { labMarkerOf } from "../bloodwork/catalogue.ts";
import type { ImportRecord } from "../interop/records.ts";
import { isCalendarDate } from "../kit/calendar.ts";
import { ImportFileError } from "./errors.ts";
import { ImportMessage } from "./messages.ts";
import { massUnitOf, toCelsius, toCm, toKg } from "./values.ts";

const LOINC = "http://loinc.org";
/** LOINC codes of the vital signs Vitalog reads (FHIR R4 vital-signs profile). */
export const FHIR_LOINC = {
  bodyWeight: "29463-7",
  bodyHeight: "8302-2",
  bloodPressurePanel: "85354-9",
  systolic: "8480-6",
  diastolic: "8462-4",
  heartRate: "8867-4",
  oxygenSaturation: "59408-5",
  oxygenSaturationArterial: "2708-6",
  bodyTemperature: "8310-5",
  steps: "55423-8",
} as const;

export interface FhirImport {
  records: ImportRecord[];
  skipped: Record<string, number>;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === "object" && v !== null && !Array.isArray(v);

function loincCodes(concept: unknown): string[] {
  if (!isObject(concept) || !Array.isArray(concept.coding)) return [];
  return concept.coding
    .filter((c): c is Json => isObject(c) && c.system === LOINC && typeof c.code === "string")
    .map((c) => c.code as string);
}

function quantity(value: unknown): { value: number; unit: string } | null {
  if (!isObject(value) || typeof value.value !== "number" || !Number.isFinite(value.value)) {
    return null;
  }
  const unit =
    typeof value.code === "string" ? value.code : typeof value.unit === "string" ? value.unit : "";
  return { value: value.value, unit };
}

function effective(obs: Json): { at: string; day: string } | null {
  const period = isObject(obs.effectivePeriod) ? obs.effectivePeriod.start : undefined;
  const text = [obs.effectiveDateTime, obs.effectiveInstant, period, obs.issued].find(
    (v): v is string => typeof v === "string",
  );
  if (!text) return null;
  if (isCalendarDate(text)) return { at: `${text}T12:00:00.000Z`, day: text };
  const at = new Date(text);
  if (Number.isNaN(at.getTime()) || !/^\d{4}-\d{2}-\d{2}T/.test(text)) return null;
  return { at: at.toISOString(), day: text.slice(0, 10) };
}

function componentValue(obs: Json, code: string): number | null {
  if (!Array.isArray(obs.component)) return null;
  for (const c of obs.component) {
    if (isObject(c) && loincCodes(c.code).includes(code))
      return quantity(c.valueQuantity)?.value ?? null;
  }
  return null;
}

/** One Observation as a record; undefined when Vitalog keeps nothing of its kind. */
function observationRecord(obs: Json): ImportRecord | undefined {
  if (obs.status === "entered-in-error" || obs.status === "cancelled") return undefined;
  const when = effective(obs);
  if (!when) return undefined;
  const { at, day } = when;
  const sourceId = typeof obs.id === "string" && obs.id ? obs.id : undefined;
  const withSource = <R extends ImportRecord>(r: R): R => (sourceId ? { ...r, sourceId } : r);
  const codes = loincCodes(obs.code);
  const q = quantity(obs.valueQuantity);
  for (const code of codes) {
    if (code === FHIR_LOINC.bloodPressurePanel) {
      const systolic = componentValue(obs, FHIR_LOINC.systolic);
      const diastolic = componentValue(obs, FHIR_LOINC.diastolic);
      if (systolic && diastolic)
        return withSource({ type: "bloodPressure", at, systolic, diastolic });
      return undefined;
    }
    if (!q) continue;
    switch (code) {
      case FHIR_LOINC.bodyWeight: {
        const unit = q.unit === "[lb_av]" ? "lb" : massUnitOf(q.unit || "kg");
        return unit ? withSource({ type: "weight", at, kg: toKg(q.value, unit) }) : undefined;
      }
      case FHIR_LOINC.bodyHeight: {
        const unit = { cm: "cm", m: "m", "[in_i]": "in", in: "in" }[q.unit || "cm"] as
          | "cm"
          | "m"
          | "in"
          | undefined;
        return unit ? withSource({ type: "height", at, cm: toCm(q.value, unit) }) : undefined;
      }
      case FHIR_LOINC.heartRate:
        return withSource({ type: "heartRate", at, bpm: q.value });
      case FHIR_LOINC.oxygenSaturation:
      case FHIR_LOINC.oxygenSaturationArterial:
        return withSource({ type: "oxygenSaturation", at, percent: q.value });
      case FHIR_LOINC.bodyTemperature: {
        const unit = q.unit === "[degF]" ? "degF" : "degC";
        return withSource({ type: "bodyTemperature", at, celsius: toCelsius(q.value, unit) });
      }
      case FHIR_LOINC.steps:
        return withSource({ type: "steps", day, steps: Math.round(q.value) });
      default:
        if (labMarkerOf(code) && q.unit) {
          return withSource({ type: "labResult", at, loinc: code, value: q.value, unit: q.unit });
        }
    }
  }
  return undefined;
}

/**
 * A FHIR R4 Bundle (JSON): its Observations of body weight (LOINC 29463-7), height (8302-2),
 * blood pressure (85354-9 with 8480-6 and 8462-4), heart rate, SpO2, body temperature, steps,
 * and lab results whose LOINC code is in the bloodwork catalogue, with their UCUM units. The
 * Observation's id is the record's source id. Other resources are counted as skipped.
 */
export function parseFhirBundle(text: string): FhirImport {
  let bundle: unknown;
  try {
    bundle = JSON.parse(text);
  } catch {
    throw new ImportFileError(ImportMessage.notJson);
  }
  if (!isObject(bundle) || bundle.resourceType !== "Bundle" || !Array.isArray(bundle.entry ?? [])) {
    throw new ImportFileError(ImportMessage.notBundle);
  }
  const records: ImportRecord[] = [];
  const skipped: Record<string, number> = {};
  for (const entry of (bundle.entry ?? []) as unknown[]) {
    const resource = isObject(entry) ? entry.resource : undefined;
    if (!isObject(resource) || typeof resource.resourceType !== "string") continue;
    const record =
      resource.resourceType === "Observation" ? observationRecord(resource) : undefined;
    if (record) records.push(record);
    else skipped[resource.resourceType] = (skipped[resource.resourceType] ?? 0) + 1;
  }
  return { records, skipped };
}
