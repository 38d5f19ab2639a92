import { sharePeriodInstants, type WeightShare, weightShareOf } from "@vitalog/domain";
import type { ViewerContext } from "../../context.ts";
import { listWeightsBetween } from "./weight-entry.repository.ts";

/** The period's weigh-ins, oldest first, with their figures. */
export async function readWeightShare(
  ctx: ViewerContext,
  period: { from: string; to: string },
): Promise<WeightShare> {
  const { from, to } = sharePeriodInstants(period);
  const rows = await listWeightsBetween(ctx.db, ctx.viewer.id, from, to);
  return weightShareOf(
    rows
      .sort((a, b) => a.measuredAt.getTime() - b.measuredAt.getTime())
      .map((row) => ({ measuredAt: row.measuredAt.toISOString(), weightKg: row.weightKg })),
  );
}
