import { z } from "zod";

/**
 * One shape for the limits of a measured value, shared by every tracker:
 * - `bounds`: what a living person can measure at all; a value outside is refused (400).
 * - `plausible`: what is usual; a value outside it is possible but more often a slip (a wrong
 *   unit, a digit too many, a timer left running), so it is saved only once the person confirms
 *   it (the API answers 422 CONFIRMATION_REQUIRED until the request says `confirmed: true`).
 * Either end of either range may be open (null). Each carries the source it is taken from.
 */
export interface ValueRange {
  min: number | null;
  max: number | null;
}

export interface Plausibility {
  bounds: ValueRange;
  plausible: ValueRange;
  /** Where the limits come from, shown to nobody but cited for review. */
  source: string;
}

export const PLAUSIBILITY_VERDICTS = ["ok", "implausible", "outOfBounds"] as const;
export type PlausibilityVerdict = (typeof PLAUSIBILITY_VERDICTS)[number];

/** Whether a value lies within a range, both ends inclusive; an open end admits anything. */
export function withinRange(value: number, range: ValueRange): boolean {
  return (range.min === null || value >= range.min) && (range.max === null || value <= range.max);
}

/** "outOfBounds" outside the bounds, else "implausible" outside the plausible range, else "ok". */
export function judgeValue(value: number, limits: Plausibility): PlausibilityVerdict {
  if (!withinRange(value, limits.bounds)) return "outOfBounds";
  if (!withinRange(value, limits.plausible)) return "implausible";
  return "ok";
}

/** Whether a reply asks for a confirmed value; the answer's `fields` name what looked unusual. */
export const CONFIRMATION_REQUIRED = "CONFIRMATION_REQUIRED";

/** The flag a write carries once the person has confirmed an unusual value. */
export const Confirmed = z.boolean().optional().meta({
  description:
    "True once the person has confirmed a value outside the usual range; without it such a value is answered 422 CONFIRMATION_REQUIRED",
});
