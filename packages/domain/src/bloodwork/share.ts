import { z } from "zod";
import { LAB_FLAGS } from "./rules.ts";

/** Bloodwork's part of a share link: the period's results with their ranges and flags. */
export const BloodworkShare = z.object({
  results: z.array(
    z.object({
      takenAt: z.string(),
      /** LOINC code; null for a marker of the person's own. */
      code: z.string().nullable(),
      name: z.string(),
      value: z.number(),
      unit: z.string(),
      flag: z.enum(LAB_FLAGS).nullable(),
      /** The range the result was flagged against, in its unit. */
      rangeLow: z.number().nullable(),
      rangeHigh: z.number().nullable(),
      rangeHighExclusive: z.boolean(),
    }),
  ),
});
export type BloodworkShare = z.infer<typeof BloodworkShare>;
