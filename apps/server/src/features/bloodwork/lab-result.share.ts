import { type BloodworkShare, sharePeriodInstants } from "@vitalog/domain";
import type { ViewerContext } from "../../context.ts";
import { listLabResultsBetween } from "./lab-result.service.ts";

/** The period's lab results, oldest first, with their ranges and flags (notes stay private). */
export async function readBloodworkShare(
  ctx: ViewerContext,
  period: { from: string; to: string },
): Promise<BloodworkShare> {
  const results = await listLabResultsBetween(ctx, sharePeriodInstants(period));
  return {
    results: results.map((r) => ({
      takenAt: r.takenAt,
      code: r.code,
      name: r.name,
      value: r.value,
      unit: r.unit,
      flag: r.flag,
      rangeLow: r.range?.low ?? null,
      rangeHigh: r.range?.high ?? null,
      rangeHighExclusive: r.range?.highExclusive ?? false,
    })),
  };
}
