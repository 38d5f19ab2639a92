import { z } from "zod";
import { SupportCategoryId } from "../categories.ts";
import { ExpertId } from "../experts.ts";

/** What kind of answer an exercise saves. */
export const ExerciseAnswerKind = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("text"), placeholder: z.string().optional() }),
  z.object({
    kind: z.literal("list"),
    itemLabel: z.string(),
    /** How many items the page asks for; an answer with fewer (but one) still saves. */
    minItems: z.number().int(),
    maxItems: z.number().int(),
  }),
  z.object({
    kind: z.literal("scale"),
    min: z.number().int(),
    max: z.number().int(),
    minLabel: z.string(),
    maxLabel: z.string(),
  }),
]);
export type ExerciseAnswerKind = z.infer<typeof ExerciseAnswerKind>;

export const JourneyExercise = z.object({ prompt: z.string(), answer: ExerciseAnswerKind });
export type JourneyExercise = z.infer<typeof JourneyExercise>;

/**
 * Data of the person's own a step shows beside its reading: their due recommendations or their
 * latest bloodwork. The page and the expert read them; the text never depends on them.
 */
export const JourneyPersonalData = z.enum(["due-recommendations", "bloodwork-results"]);
export type JourneyPersonalData = z.infer<typeof JourneyPersonalData>;

export const JourneyStep = z.object({
  id: z.string(),
  title: z.string(),
  /** Plain, warm text of 120–300 words; paragraphs are separated by a blank line. */
  reading: z.string(),
  exercise: JourneyExercise,
  reflection: z.string(),
  personalData: JourneyPersonalData.optional(),
});
export type JourneyStep = z.infer<typeof JourneyStep>;

export const JourneySource = z.object({
  title: z.string(),
  publisher: z.string(),
  url: z.string().optional(),
});
export type JourneySource = z.infer<typeof JourneySource>;

export const Journey = z.object({
  id: z.string(),
  expert: ExpertId,
  /** The psychologist's support category; null for the other experts. */
  category: SupportCategoryId.nullable(),
  title: z.string(),
  summary: z.string(),
  sources: z.array(JourneySource),
  steps: z.array(JourneyStep),
});
export type Journey = z.infer<typeof Journey>;

/** A journey as a list shows it: without its steps' text. */
export const JourneySummary = Journey.omit({ steps: true, sources: true }).extend({
  stepCount: z.number().int(),
});
export type JourneySummary = z.infer<typeof JourneySummary>;

export const JourneyList = z.object({ items: z.array(JourneySummary) });
export type JourneyList = z.infer<typeof JourneyList>;

/** The list entry of a journey. */
export function journeySummary(journey: Journey): JourneySummary {
  const { steps, sources: _sources, ...rest } = journey;
  return { ...rest, stepCount: steps.length };
}
