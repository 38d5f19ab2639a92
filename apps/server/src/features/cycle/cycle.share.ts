import { type CycleShare, cycleShareOf } from "@vitalog/domain";
import type { ViewerContext } from "../../context.ts";
import { listAllPeriodRows } from "./cycle.repository.ts";

/** The periods touching the shared span, their lengths and averages. */
export async function readCycleShare(
  ctx: ViewerContext,
  period: { from: string; to: string },
): Promise<CycleShare> {
  return cycleShareOf(await listAllPeriodRows(ctx.db, ctx.viewer.id), period);
}
