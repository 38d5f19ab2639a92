import { type FhirResource, labObservation } from "@vitalog/domain";
import type { ViewerContext } from "../../context.ts";
import { listLabResultsBetween } from "./lab-result.service.ts";

/** Every lab result as a laboratory Observation with its LOINC code, UCUM unit and flag. */
export async function bloodworkFhir(
  ctx: ViewerContext,
  patientReference: string,
): Promise<FhirResource[]> {
  const results = await listLabResultsBetween(ctx, null);
  return results.map((result) => labObservation(result, patientReference));
}
