import type { SupportCategoryId } from "../categories.ts";
import type { ExpertId } from "../experts.ts";

/** What kind of answer an exercise saves. */
export type ExerciseAnswerKind =
  | { kind: "text"; placeholder?: string }
  | { kind: "list"; itemLabel: string; minItems: number; maxItems: number }
  | { kind: "scale"; min: number; max: number; minLabel: string; maxLabel: string };

export interface JourneyExercise {
  prompt: string;
  answer: ExerciseAnswerKind;
}

/**
 * Data of the person's own a step shows beside its reading: their due recommendations or their
 * latest bloodwork. The page and the expert read them; the text never depends on them.
 */
export type JourneyPersonalData = "due-recommendations" | "bloodwork-results";

export interface JourneyStep {
  id: string;
  title: string;
  /** Plain, warm text of 120–300 words; paragraphs are separated by a blank line. */
  reading: string;
  exercise: JourneyExercise;
  reflection: string;
  personalData?: JourneyPersonalData;
}

export interface JourneySource {
  title: string;
  publisher: string;
  url?: string;
}

export interface Journey {
  id: string;
  expert: ExpertId;
  /** The psychologist's support category; null for the other experts. */
  category: SupportCategoryId | null;
  title: string;
  summary: string;
  sources: readonly JourneySource[];
  steps: readonly JourneyStep[];
}
