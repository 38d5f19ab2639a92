import { COURSE_TAG_MAX, COURSE_TAGS_MAX } from "@vitalog/domain";

/**
 * Adds what was typed (several at once when separated by commas) to `tags`: trimmed, empty ones
 * and ones already there (in any letter case) left out, at most `COURSE_TAGS_MAX` in all.
 */
export function addTags(
  tags: readonly string[],
  typed: string,
): { tags: string[]; added: string[]; repeated: string[]; overLimit: boolean } {
  const next = [...tags];
  const added: string[] = [];
  const repeated: string[] = [];
  let overLimit = false;
  for (const part of typed.split(",")) {
    const tag = part.trim().slice(0, COURSE_TAG_MAX);
    if (!tag) continue;
    if (next.some((t) => t.toLocaleLowerCase() === tag.toLocaleLowerCase())) {
      repeated.push(tag);
    } else if (next.length >= COURSE_TAGS_MAX) {
      overLimit = true;
    } else {
      next.push(tag);
      added.push(tag);
    }
  }
  return { tags: next, added, repeated, overLimit };
}
