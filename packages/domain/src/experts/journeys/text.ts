/** Paragraphs of a reading, joined by blank lines. */
export function paragraphs(...parts: string[]): string {
  return parts.join("\n\n");
}
