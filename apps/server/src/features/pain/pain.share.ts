import { type PainShare, PainType, painShareOf, sharePeriodInstants } from "@vitalog/domain";
import type { ViewerContext } from "../../context.ts";
import { listPainEntryRowsBetween } from "./pain.repository.ts";

/** The period's entries (regions, intensities and kinds of pain) and each region's figures. */
export async function readPainShare(
  ctx: ViewerContext,
  period: { from: string; to: string },
): Promise<PainShare> {
  const { from, to } = sharePeriodInstants(period);
  const rows = await listPainEntryRowsBetween(ctx.db, ctx.viewer.id, from, to);
  return painShareOf(
    rows.map((row) => ({
      occurredAt: row.occurredAt.toISOString(),
      regions: row.regions.map(({ region, intensity, type }) => ({
        region,
        intensity,
        type: PainType.catch("other").parse(type),
      })),
    })),
  );
}
