import { type FhirResource, stepsObservation } from "@vitalog/domain";
import type { ViewerContext } from "../../context.ts";
import { listAllActivityDays } from "./activity-day.repository.ts";

/** Each day's steps as an Observation (LOINC 55423-8, per day), oldest first. */
export async function activityFhir(
  ctx: ViewerContext,
  patientReference: string,
): Promise<readonly FhirResource[]> {
  const days = await listAllActivityDays(ctx.db, ctx.viewer.id);
  return days.flatMap((d) =>
    d.steps === null
      ? []
      : [stepsObservation({ id: d.id, date: d.date, steps: d.steps }, patientReference)],
  );
}
