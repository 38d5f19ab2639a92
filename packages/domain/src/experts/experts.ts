import { z } from "zod";

export const EXPERT_IDS = ["psychologist", "healthcoach", "physician"] as const;
export const ExpertId = z.enum(EXPERT_IDS);
export type ExpertId = z.infer<typeof ExpertId>;

export interface Expert {
  id: ExpertId;
  name: string;
  role: string;
  /** What the expert does, in plain words. */
  helpsWith: readonly string[];
  /** What the expert never does, in plain words. */
  limits: readonly string[];
}

const AI_NOTE = "An AI, not a person. It gives information, not medical advice.";

export const EXPERTS: readonly Expert[] = [
  {
    id: "psychologist",
    name: "Wellbeing guide",
    role: "Wellbeing support with guided self-help journeys. Not therapy.",
    helpsWith: [
      "Talking through worry, low mood, stress, sleep, grief or relationships",
      "Guided self-help exercises drawn from established programmes",
      "Filling in a safety plan you keep for hard moments",
    ],
    limits: [
      AI_NOTE,
      "Does not give therapy, diagnose a mental health condition or replace a licensed professional.",
      "In a crisis it shows how to reach people who can help at once (988 in the US).",
    ],
  },
  {
    id: "healthcoach",
    name: "Health coach",
    role: "Habits and goals: small, realistic changes you can keep.",
    helpsWith: [
      "Setting goals for movement, food, sleep and stress",
      "Planning small habits and getting past setbacks",
      "Looking at what you track to see what is working",
    ],
    limits: [
      AI_NOTE,
      "Does not give medical advice, diets for a medical condition or medication advice.",
    ],
  },
  {
    id: "physician",
    name: "Physician information",
    role: "General health information to understand your results and prepare for your doctor.",
    helpsWith: [
      "Explaining lab results, blood pressure and screenings in plain words",
      "Preparing questions for an appointment",
      "Knowing which signs need a doctor soon and which need 911 now",
    ],
    limits: [
      AI_NOTE,
      "Never gives a diagnosis, a prescription or a change to a dose: those belong to your own doctor.",
    ],
  },
];

const BY_ID = new Map(EXPERTS.map((e) => [e.id as string, e]));

/** The expert with this id. */
export function expertById(id: ExpertId): Expert {
  return BY_ID.get(id)!;
}
