import {
  bmiObservation,
  bodyHeightObservationId,
  bodyWeightObservation,
  type FhirResource,
} from "@vitalog/domain";
import type { ViewerContext } from "../../context.ts";
import { getHealthProfile } from "../profile/profile.service.ts";
import { listAllWeightEntryRows } from "./weight-entry.repository.ts";

/**
 * Every weigh-in as a body-weight Observation, and with a height on the profile its BMI,
 * derived from the weigh-in and the profile's height Observation.
 */
export async function weightFhir(
  ctx: ViewerContext,
  patientReference: string,
): Promise<FhirResource[]> {
  const rows = await listAllWeightEntryRows(ctx.db, ctx.viewer.id);
  const heightCm = rows.length > 0 ? ((await getHealthProfile(ctx))?.heightCm ?? null) : null;
  const heightReference = `Observation/${bodyHeightObservationId(patientReference)}`;
  return rows.flatMap((row) => {
    const entry = { id: row.id, weightKg: row.weightKg, measuredAt: row.measuredAt.toISOString() };
    const weight = bodyWeightObservation(entry, patientReference);
    if (heightCm === null) return [weight];
    const bmi = bmiObservation(entry, heightCm, patientReference, [
      `Observation/${weight.id}`,
      heightReference,
    ]);
    return [weight, bmi];
  });
}
