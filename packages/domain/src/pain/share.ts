import { z } from "zod";
import { PainType } from "./pain.ts";
import { type RegionSummary, summarizeRegions } from "./summary.ts";

/** Pain's part of a share link or summary: the period's entries and, per region, the figures. */
export const PainShare = z.object({
  entries: z.array(
    z.object({
      occurredAt: z.string(),
      regions: z.array(z.object({ region: z.string(), intensity: z.number(), type: PainType })),
    }),
  ),
  regions: z.array(
    z.object({
      region: z.string(),
      count: z.number(),
      highest: z.number(),
      average: z.number(),
      lastAt: z.string(),
    }),
  ),
});
export type PainShare = z.infer<typeof PainShare>;

/** The shared form of a period's entries (oldest first): regions and intensities, no notes. */
export function painShareOf(entries: PainShare["entries"]): PainShare {
  const regions: RegionSummary[] = summarizeRegions(entries);
  return {
    entries: [...entries],
    regions: regions.map((r) => ({ ...r, average: Math.round(r.average * 10) / 10 })),
  };
}
