import type { LabResult } from "../bloodwork/bloodwork.ts";
import { LAB_MARKERS, type LabMarker, labMarkerOf } from "../bloodwork/catalogue.ts";
import { findLabUnit, labRangeFor, roundLabValue, toCanonical } from "../bloodwork/rules.ts";
import { FHIR_SYSTEM, fhirId, fhirQuantity } from "./fhir-common.ts";
import type { FhirResource } from "./records.ts";

const CATALOGUE_UNITS = new Set(LAB_MARKERS.flatMap((m) => m.units.map((u) => u.unit)));

/**
 * The UCUM code (https://ucum.org/ucum) of a unit as Vitalog writes it: µ is `u`, powers of ten
 * `10*n`, international units `[IU]`, milliequivalents `meq`, the eGFR unit its annotated form
 * `mL/min/{1.73_m2}`; null for any unit outside the catalogue's (a marker of the person's
 * own keeps its unit as text).
 */
export function ucumOf(unit: string): string | null {
  if (!CATALOGUE_UNITS.has(unit)) return null;
  const special: Record<string, string> = {
    "mL/min/1.73m²": "mL/min/{1.73_m2}",
    "mEq/L": "meq/L",
    "mm/h": "mm/h",
    "%": "%",
  };
  if (special[unit]) return special[unit];
  const code = unit
    .replace(/µ/g, "u")
    .replace(/10\^(\d+)/g, "10*$1")
    .replace(/IU/g, "[IU]");
  return /^[A-Za-z0-9*/.[\]{}%_-]+$/.test(code) ? code : null;
}

/**
 * The range a result was flagged against, in the unit the Observation uses: the catalogue's
 * own range for a catalogue marker, the lab's limits converted to the canonical unit.
 */
function canonicalRange(
  result: LabResult,
  marker: LabMarker | undefined,
): { low: number | null; high: number | null } {
  const range = result.range;
  if (!range) return { low: null, high: null };
  if (!marker) return { low: range.low, high: range.high };
  if (range.source !== "lab") {
    const catalogue = labRangeFor(marker, range.sex);
    return { low: catalogue?.low ?? null, high: catalogue?.high ?? null };
  }
  const entered = findLabUnit(marker, range.unit);
  if (!entered) return { low: null, high: null };
  const inCanonical = (v: number | null) =>
    v === null ? null : roundLabValue(toCanonical(v, entered));
  return { low: inCanonical(range.low), high: inCanonical(range.high) };
}

/** The v3 ObservationInterpretation code of a flag: H above, L below, N within the range. */
const INTERPRETATION = { high: "H", low: "L", normal: "N" } as const;
const INTERPRETATION_TEXT = { high: "High", low: "Low", normal: "Normal" } as const;

/**
 * A lab result as a FHIR R4 laboratory Observation: its LOINC code and UCUM unit from the
 * catalogue, the value in the marker's canonical unit (the unit its LOINC code's property
 * names), the reference range it was flagged against and its H/L/N interpretation. A marker of
 * the person's own keeps its name and entered unit, with no LOINC code.
 */
export function labObservation(result: LabResult, subject: string): FhirResource {
  const marker = result.code ? labMarkerOf(result.code) : undefined;
  const unit = marker ? result.canonicalUnit : result.unit;
  const value = marker ? result.canonicalValue : result.value;
  const ucum = ucumOf(unit);
  const { low, high } = canonicalRange(result, marker);
  const rangeKnown = low !== null || high !== null;
  return {
    resourceType: "Observation",
    id: fhirId(`lab-${result.id}`),
    status: "final",
    category: [
      {
        coding: [
          { system: FHIR_SYSTEM.observationCategory, code: "laboratory", display: "Laboratory" },
        ],
        text: "Laboratory",
      },
    ],
    code: {
      ...(marker
        ? { coding: [{ system: FHIR_SYSTEM.loinc, code: marker.code, display: marker.name }] }
        : {}),
      text: result.name,
    },
    subject: { reference: subject },
    effectiveDateTime: result.takenAt,
    valueQuantity: fhirQuantity(value, unit, ucum),
    ...(result.flag
      ? {
          interpretation: [
            {
              coding: [
                {
                  system: FHIR_SYSTEM.interpretation,
                  code: INTERPRETATION[result.flag],
                  display: INTERPRETATION_TEXT[result.flag],
                },
              ],
            },
          ],
        }
      : {}),
    ...(rangeKnown
      ? {
          referenceRange: [
            {
              ...(low !== null ? { low: fhirQuantity(low, unit, ucum) } : {}),
              ...(high !== null ? { high: fhirQuantity(high, unit, ucum) } : {}),
              ...(result.range?.highExclusive && high !== null
                ? { text: `below ${high} ${unit}` }
                : {}),
            },
          ],
        }
      : {}),
    ...(result.note ? { note: [{ text: result.note }] } : {}),
  };
}
