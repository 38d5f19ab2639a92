import { z } from "zod";
import { BloodPressureReading, VitalReading } from "./vitals.ts";

/** What a share link made for vitals shows: the period's readings, oldest first, without notes. */
export const VitalsShare = z.object({
  from: z.string(),
  to: z.string(),
  bloodPressure: z.array(
    BloodPressureReading.omit({ note: true, createdAt: true, updatedAt: true }),
  ),
  readings: z.array(VitalReading.omit({ note: true, createdAt: true, updatedAt: true })),
});
export type VitalsShare = z.infer<typeof VitalsShare>;
