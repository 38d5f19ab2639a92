import { z } from "zod";
import { requiredText } from "../../kit/text.ts";
import { ExpertMessage } from "../messages.ts";
import type { JourneyStep } from "./types.ts";

export const JOURNEY_TEXT_MAX = 2000;
export const JOURNEY_LIST_MAX = 20;
export const JOURNEY_LIST_ITEM_MAX = 200;

const Reflection = z
  .string()
  .trim()
  .max(JOURNEY_TEXT_MAX, ExpertMessage.reflectionTooLong)
  .optional();

const TextAnswer = z
  .object({
    kind: z.literal("text"),
    text: requiredText(ExpertMessage.answerRequired, ExpertMessage.answerTooLong, JOURNEY_TEXT_MAX),
    reflection: Reflection,
  })
  .strict();

const ListAnswer = z
  .object({
    kind: z.literal("list"),
    items: z
      .array(z.string().trim().max(JOURNEY_LIST_ITEM_MAX, ExpertMessage.listItemTooLong), {
        error: ExpertMessage.answerRequired,
      })
      .transform((items) => items.filter((i) => i.length > 0))
      .pipe(
        z
          .array(z.string())
          .min(1, ExpertMessage.answerRequired)
          .max(JOURNEY_LIST_MAX, ExpertMessage.listTooLong),
      ),
    reflection: Reflection,
  })
  .strict();

const ScaleAnswer = z
  .object({
    kind: z.literal("scale"),
    value: z
      .number({ error: ExpertMessage.scaleOutOfRange })
      .int(ExpertMessage.scaleOutOfRange)
      .min(0, ExpertMessage.scaleOutOfRange)
      .max(10, ExpertMessage.scaleOutOfRange),
    reflection: Reflection,
  })
  .strict();

/** A person's saved answer to a journey step's exercise, with an optional reflection. */
export const JourneyStepAnswer = z.discriminatedUnion(
  "kind",
  [TextAnswer, ListAnswer, ScaleAnswer],
  {
    error: ExpertMessage.answerKindMismatch,
  },
);
export type JourneyStepAnswer = z.infer<typeof JourneyStepAnswer>;

/** The answer schema for one step: its kind, its list size and its scale's ends. */
export function journeyStepAnswerFor(step: JourneyStep) {
  const spec = step.exercise.answer;
  return JourneyStepAnswer.superRefine((answer, ctx) => {
    if (answer.kind !== spec.kind) {
      ctx.addIssue({ code: "custom", path: ["kind"], message: ExpertMessage.answerKindMismatch });
      return;
    }
    if (answer.kind === "list" && spec.kind === "list" && answer.items.length > spec.maxItems) {
      ctx.addIssue({
        code: "custom",
        path: ["items"],
        message: ExpertMessage.listLongerThanExercise,
      });
    }
    if (
      answer.kind === "scale" &&
      spec.kind === "scale" &&
      (answer.value < spec.min || answer.value > spec.max)
    ) {
      ctx.addIssue({ code: "custom", path: ["value"], message: ExpertMessage.scaleOutOfRange });
    }
  });
}
