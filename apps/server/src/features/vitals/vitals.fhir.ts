import {
  bloodPressureObservation,
  bodyTemperatureObservation,
  type FhirResource,
  heartRateObservation,
  oxygenSaturationObservation,
} from "@vitalog/domain";
import type { ViewerContext } from "../../context.ts";
import { listAllBloodPressureRows } from "./blood-pressure.repository.ts";
import { listAllVitalSignRows } from "./vital-sign.repository.ts";

/** Every reading as a vital-signs Observation, oldest first. */
export async function vitalsFhir(
  ctx: ViewerContext,
  patientReference: string,
): Promise<readonly FhirResource[]> {
  const [bp, readings] = await Promise.all([
    listAllBloodPressureRows(ctx.db, ctx.viewer.id),
    listAllVitalSignRows(ctx.db, ctx.viewer.id),
  ]);
  return [
    ...bp.map((r) =>
      bloodPressureObservation(
        {
          id: r.id,
          systolic: r.systolic,
          diastolic: r.diastolic,
          measuredAt: r.measuredAt.toISOString(),
        },
        patientReference,
      ),
    ),
    ...readings.map((r) => {
      const base = { id: r.id, measuredAt: r.measuredAt.toISOString() };
      if (r.kind === "heartRate")
        return heartRateObservation({ ...base, bpm: r.value }, patientReference);
      if (r.kind === "spo2")
        return oxygenSaturationObservation({ ...base, percent: r.value }, patientReference);
      return bodyTemperatureObservation({ ...base, celsius: r.value }, patientReference);
    }),
  ];
}
