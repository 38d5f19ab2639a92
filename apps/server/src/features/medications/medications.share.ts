import type { MedicationsShare } from "@vitalog/domain";
import type { ViewerContext } from "../../context.ts";
import { medicationsOverPeriod } from "./medications.service.ts";

/** The medications taken in the period, with their schedules and adherence. */
export function readMedicationsShare(
  ctx: ViewerContext,
  period: { from: string; to: string },
): Promise<MedicationsShare> {
  return medicationsOverPeriod(ctx, period);
}
