import { calculateBmi } from "../weight/bmi.ts";
import { fhirId, vitalSignObservation } from "./fhir-common.ts";
import type { FhirResource } from "./records.ts";

/** LOINC codes of the FHIR R4 vital-signs profiles (https://hl7.org/fhir/R4/observation-vitalsigns.html). */
export const BODY_WEIGHT_LOINC = "29463-7";
export const BODY_HEIGHT_LOINC = "8302-2";
export const BMI_LOINC = "39156-5";

/** The id of the height Observation of the patient `Patient/<id>`: one per person, from the profile. */
export function bodyHeightObservationId(patientReference: string): string {
  return fhirId(`height-${patientReference.replace(/^Patient\//, "")}`);
}

/** A weigh-in as a body-weight Observation in kg (UCUM `kg`). */
export function bodyWeightObservation(
  entry: { id: string; weightKg: number; measuredAt: string },
  subject: string,
): FhirResource {
  return vitalSignObservation({
    id: `weight-${entry.id}`,
    loinc: BODY_WEIGHT_LOINC,
    display: "Body weight",
    subject,
    effective: entry.measuredAt,
    value: entry.weightKg,
    unit: "kg",
    ucum: "kg",
    profile: "http://hl7.org/fhir/StructureDefinition/bodyweight",
  });
}

/** The profile's height as a body-height Observation in cm (UCUM `cm`). */
export function bodyHeightObservation(
  height: { id: string; heightCm: number; recordedAt: string },
  subject: string,
): FhirResource {
  return vitalSignObservation({
    id: height.id,
    loinc: BODY_HEIGHT_LOINC,
    display: "Body height",
    subject,
    effective: height.recordedAt,
    value: height.heightCm,
    unit: "cm",
    ucum: "cm",
    profile: "http://hl7.org/fhir/StructureDefinition/bodyheight",
  });
}

/**
 * The BMI of a weigh-in (kg/m²) with the profile's height (`calculateBmi`), derived from both
 * Observations.
 */
export function bmiObservation(
  entry: { id: string; weightKg: number; measuredAt: string },
  heightCm: number,
  subject: string,
  derivedFrom: readonly string[],
): FhirResource {
  return vitalSignObservation({
    id: `bmi-${entry.id}`,
    loinc: BMI_LOINC,
    display: "Body mass index (BMI) [Ratio]",
    subject,
    effective: entry.measuredAt,
    value: Math.round(calculateBmi(entry.weightKg, heightCm) * 10) / 10,
    unit: "kg/m2",
    ucum: "kg/m2",
    profile: "http://hl7.org/fhir/StructureDefinition/bmi",
    derivedFrom,
  });
}
