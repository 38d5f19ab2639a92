import type { FhirResource } from "./records.ts";

/** Code systems named by their canonical URLs (https://hl7.org/fhir/R4/terminologies-systems.html). */
export const FHIR_SYSTEM = {
  loinc: "http://loinc.org",
  ucum: "http://unitsofmeasure.org",
  snomed: "http://snomed.info/sct",
  observationCategory: "http://terminology.hl7.org/CodeSystem/observation-category",
  interpretation: "http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation",
  conditionClinical: "http://terminology.hl7.org/CodeSystem/condition-clinical",
  conditionVerification: "http://terminology.hl7.org/CodeSystem/condition-ver-status",
  conditionCategory: "http://terminology.hl7.org/CodeSystem/condition-category",
} as const;

/** A FHIR `Quantity` in UCUM; without a UCUM code, the unit as text only. */
export function fhirQuantity(value: number, unit: string, ucum: string | null = unit) {
  return ucum === null ? { value, unit } : { value, unit, system: FHIR_SYSTEM.ucum, code: ucum };
}

/** A FHIR `id` (https://hl7.org/fhir/R4/datatypes.html#id): 1–64 of A–Z a–z 0–9 - . */
export function fhirId(value: string): string {
  const cleaned = value.replace(/[^A-Za-z0-9.-]/g, "-").slice(0, 64);
  return cleaned.length > 0 ? cleaned : "unknown";
}

/**
 * An Observation in the shape of the FHIR R4 vital-signs profile
 * (https://hl7.org/fhir/R4/observation-vitalsigns.html): status final, the vital-signs
 * category, a LOINC code, the subject, effectiveDateTime and a UCUM valueQuantity.
 */
export function vitalSignObservation(input: {
  id: string;
  loinc: string;
  display: string;
  subject: string;
  effective: string;
  value: number;
  unit: string;
  ucum: string;
  /** The profile it follows: http://hl7.org/fhir/StructureDefinition/bodyweight, ... */
  profile?: string;
  derivedFrom?: readonly string[];
}): FhirResource {
  return {
    resourceType: "Observation",
    id: fhirId(input.id),
    ...(input.profile ? { meta: { profile: [input.profile] } } : {}),
    status: "final",
    category: [
      {
        coding: [
          { system: FHIR_SYSTEM.observationCategory, code: "vital-signs", display: "Vital Signs" },
        ],
        text: "Vital Signs",
      },
    ],
    code: {
      coding: [{ system: FHIR_SYSTEM.loinc, code: input.loinc, display: input.display }],
      text: input.display,
    },
    subject: { reference: input.subject },
    effectiveDateTime: input.effective,
    valueQuantity: fhirQuantity(input.value, input.unit, input.ucum),
    ...(input.derivedFrom?.length
      ? { derivedFrom: input.derivedFrom.map((reference) => ({ reference })) }
      : {}),
  };
}
