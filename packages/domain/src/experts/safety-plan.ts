import { z } from "zod";
import { ExpertMessage } from "./messages.ts";

export const SAFETY_PLAN_ITEM_MAX = 200;
export const SAFETY_PLAN_ITEMS_MAX = 10;

/** A half of a UTF-16 surrogate pair standing alone: JSON text the database cannot store. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

// Blank lines are dropped, so an empty field in a form saves nothing.
const Lines = z
  .array(
    z
      .string()
      .trim()
      .max(SAFETY_PLAN_ITEM_MAX, ExpertMessage.safetyPlanItemTooLong)
      .transform((line) => line.replace(LONE_SURROGATE, "\ufffd")),
  )
  .transform((lines) => lines.filter((l) => l.length > 0))
  .pipe(z.array(z.string()).max(SAFETY_PLAN_ITEMS_MAX, ExpertMessage.safetyPlanListTooLong));

/**
 * A safety plan in the six steps of the Safety Planning Intervention (Stanley B, Brown GK,
 * Cognitive and Behavioral Practice 2012;19:256–264).
 */
export const SafetyPlan = z
  .object({
    warningSigns: Lines,
    copingStrategies: Lines,
    distractions: Lines,
    peopleToAsk: Lines,
    professionals: Lines,
    safeSurroundings: Lines,
  })
  .strict();
export type SafetyPlan = z.infer<typeof SafetyPlan>;
export type SafetyPlanSection = keyof SafetyPlan;

export const EMPTY_SAFETY_PLAN: SafetyPlan = {
  warningSigns: [],
  copingStrategies: [],
  distractions: [],
  peopleToAsk: [],
  professionals: [],
  safeSurroundings: [],
};

/** The sections in the plan's order, with the question each one asks (Stanley & Brown 2012). */
export const SAFETY_PLAN_SECTIONS: readonly {
  key: SafetyPlanSection;
  title: string;
  question: string;
}[] = [
  {
    key: "warningSigns",
    title: "Warning signs",
    question: "Which thoughts, feelings, situations or behaviours tell you a crisis may be coming?",
  },
  {
    key: "copingStrategies",
    title: "Things I can do on my own",
    question: "What can you do by yourself to take your mind off things for a while?",
  },
  {
    key: "distractions",
    title: "People and places that help me feel better",
    question:
      "Who can you be with, or where can you go, to be among others and take your mind off things?",
  },
  {
    key: "peopleToAsk",
    title: "People I can ask for help",
    question: "Who can you tell that you are struggling? Write their name and number.",
  },
  {
    key: "professionals",
    title: "Professionals and services",
    question:
      "Which professionals or services can you contact? In the US you can call or text 988 at any hour.",
  },
  {
    key: "safeSurroundings",
    title: "Making my surroundings safer",
    question:
      "What can you put out of reach, or ask someone to keep for you, while things are hard?",
  },
];
