import { z } from "zod";

const Averages = z.object({
  mood: z.number(),
  energy: z.number(),
  sleepQuality: z.number(),
  stress: z.number(),
});

/** Wellbeing's part of a share link: the period's check-ins (notes stay private), oldest first. */
export const WellbeingShare = z.object({
  checkins: z.array(
    z.object({
      date: z.string(),
      mood: z.number(),
      energy: z.number(),
      sleepQuality: z.number(),
      stress: z.number(),
      sleepHours: z.number().nullable(),
    }),
  ),
  /** Averages of the 1–5 scales over the period's check-ins; null without any. */
  averages: Averages.nullable(),
});
export type WellbeingShare = z.infer<typeof WellbeingShare>;

/** The shared form of a period's check-ins: their scales and their averages (one decimal). */
export function wellbeingShareOf(checkins: WellbeingShare["checkins"]): WellbeingShare {
  if (checkins.length === 0) return { checkins: [], averages: null };
  const mean = (pick: (c: WellbeingShare["checkins"][number]) => number) =>
    Math.round((checkins.reduce((sum, c) => sum + pick(c), 0) / checkins.length) * 10) / 10;
  return {
    checkins: [...checkins],
    averages: {
      mood: mean((c) => c.mood),
      energy: mean((c) => c.energy),
      sleepQuality: mean((c) => c.sleepQuality),
      stress: mean((c) => c.stress),
    },
  };
}
