import { z } from "zod";

/**
 * The pattern of a text that holds at least `min` characters once the white space around it is
 * trimmed: a character that is not white space, then (for two or more) any `min - 2` characters
 * and another that is not. JavaScript's `\s` is the set `String.prototype.trim` removes, so the
 * published pattern and the server's check agree; generated clients and fuzzers read it.
 */
export function trimmedLengthPattern(min: number): RegExp {
  if (min < 1 || !Number.isInteger(min)) throw new RangeError("min must be a whole number ≥ 1");
  return min === 1 ? /\S/ : new RegExp(`\\S[\\s\\S]{${min - 2},}\\S`);
}

/**
 * A required text: trimmed, at least `min` characters (1 unless given) and at most `max`; a
 * text of only white space is refused with `required`, and the schema says so.
 */
export function requiredText(required: string, tooLong: string, max: number, min = 1) {
  return z
    .string({ error: required })
    .regex(trimmedLengthPattern(min), required)
    .trim()
    .min(min, required)
    .max(max, tooLong);
}
