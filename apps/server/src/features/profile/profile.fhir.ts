import {
  bodyHeightObservation,
  bodyHeightObservationId,
  type FhirResource,
  fhirPatient,
  riskFactorCondition,
} from "@vitalog/domain";
import type { ViewerContext } from "../../context.ts";
import { listCatalogItems } from "../catalog/catalog.service.ts";
import { getProfile } from "./profile.service.ts";

/**
 * The person as a Patient (gender, name, the birth date they entered), their height as a
 * body-height Observation dated by the profile's last change, and each risk factor they listed
 * that has a SNOMED CT code as a confirmed Condition.
 */
export async function profileFhir(
  ctx: ViewerContext,
  patientReference: string,
): Promise<FhirResource[]> {
  const profile = await getProfile(ctx);
  const resources: FhirResource[] = [
    fhirPatient({
      id: patientReference.replace(/^Patient\//, ""),
      name: profile.name,
      gender: profile.gender,
      birthDate: profile.dateOfBirth,
    }),
  ];
  if (profile.heightCm !== null) {
    resources.push(
      bodyHeightObservation(
        {
          id: bodyHeightObservationId(patientReference),
          heightCm: profile.heightCm,
          recordedAt: profile.updatedAt,
        },
        patientReference,
      ),
    );
  }
  if (profile.selectedRiskFactors.length > 0) {
    const selected = new Set(profile.selectedRiskFactors);
    const riskFactors = await listCatalogItems(ctx, "riskFactors");
    for (const riskFactor of riskFactors.filter((r) => selected.has(r.id))) {
      const condition = riskFactorCondition(riskFactor, patientReference);
      if (condition) resources.push(condition);
    }
  }
  return resources;
}
