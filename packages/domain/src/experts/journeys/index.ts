import type { ExpertId } from "../experts.ts";
import { HABITS_JOURNEY } from "./healthcoach/habits.ts";
import { PHYSICIAN_JOURNEYS } from "./physician.ts";
import { PSYCHOLOGIST_JOURNEYS } from "./psychologist.ts";
import type { Journey } from "./types.ts";

export * from "./answer.ts";
export type * from "./types.ts";

/** Every guided journey, in the order the pages list them. */
export const JOURNEYS: readonly Journey[] = [
  ...PSYCHOLOGIST_JOURNEYS,
  HABITS_JOURNEY,
  ...PHYSICIAN_JOURNEYS,
];

const BY_ID = new Map(JOURNEYS.map((j) => [j.id, j]));

/** The journeys of one expert. */
export function journeysOf(expert: ExpertId): Journey[] {
  return JOURNEYS.filter((j) => j.expert === expert);
}

/** The journey with this id, or undefined. */
export function journeyById(id: string): Journey | undefined {
  return BY_ID.get(id);
}
