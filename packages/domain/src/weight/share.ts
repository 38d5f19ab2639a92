import { z } from "zod";

/** A weigh-in as a share link shows it. */
export const WeightShareEntry = z.object({ measuredAt: z.string(), weightKg: z.number() });

/** Weight's part of a share link or clinician summary: the period's weigh-ins, oldest first. */
export const WeightShare = z.object({
  entries: z.array(WeightShareEntry),
  summary: z
    .object({
      count: z.number(),
      firstKg: z.number(),
      lastKg: z.number(),
      changeKg: z.number(),
      minKg: z.number(),
      maxKg: z.number(),
    })
    .nullable(),
});
export type WeightShare = z.infer<typeof WeightShare>;

/** The figures of a period's weigh-ins (oldest first): first, last, change, lowest and highest. */
export function weightShareOf(
  entries: readonly { measuredAt: string; weightKg: number }[],
): WeightShare {
  const first = entries[0];
  const last = entries.at(-1);
  if (!first || !last) return { entries: [], summary: null };
  const kgs = entries.map((e) => e.weightKg);
  const round = (kg: number) => Math.round(kg * 10) / 10;
  return {
    entries: [...entries],
    summary: {
      count: entries.length,
      firstKg: first.weightKg,
      lastKg: last.weightKg,
      changeKg: round(last.weightKg - first.weightKg),
      minKg: Math.min(...kgs),
      maxKg: Math.max(...kgs),
    },
  };
}
