import { type FhirResource, medicationStatement } from "@vitalog/domain";
import type { ViewerContext } from "../../context.ts";
import { listAllMedications } from "./medications.service.ts";

/** Every medication as a MedicationStatement, its status as of today (UTC). */
export async function medicationsFhir(
  ctx: ViewerContext,
  patientReference: string,
): Promise<FhirResource[]> {
  const today = ctx.now().toISOString().slice(0, 10);
  const medications = await listAllMedications(ctx);
  return medications.map((m) => medicationStatement(m, patientReference, today));
}
