import { fhirId } from "./fhir-common.ts";
import type { FhirResource } from "./records.ts";

/**
 * The person as a FHIR R4 Patient: gender as given, the name if any, and the birth date only
 * when the person entered it (never one worked out from an age).
 */
export function fhirPatient(input: {
  id: string;
  name: string | null;
  gender: "male" | "female" | null;
  birthDate: string | null;
}): FhirResource {
  const name = input.name?.trim();
  return {
    resourceType: "Patient",
    id: fhirId(input.id),
    ...(name ? { name: [{ text: name }] } : {}),
    gender: input.gender ?? "unknown",
    ...(input.birthDate ? { birthDate: input.birthDate } : {}),
  };
}
