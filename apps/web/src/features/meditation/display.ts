import { MEDITATION_BELL_MAX_MINUTES, MEDITATION_BELL_MIN_MINUTES } from "@vitalog/domain";

/** The interval bells one can pick, in minutes; a saved default outside them joins the list. */
const BELL_CHOICES = [1, 2, 3, 5, 10, 15, 20, 30];

export function bellChoices(current: number | null): number[] {
  const valid =
    current !== null &&
    Number.isInteger(current) &&
    current >= MEDITATION_BELL_MIN_MINUTES &&
    current <= MEDITATION_BELL_MAX_MINUTES;
  return valid && !BELL_CHOICES.includes(current)
    ? [...BELL_CHOICES, current].sort((a, b) => a - b)
    : BELL_CHOICES;
}
