import { ADAPTED_PREVIEW_LENGTH, EXTRACTED_PREVIEW_LENGTH } from "@vitalog/domain";

/** The spec's preview lengths (section 9): extracted 500 characters, adapted 1,000. */
export const EXTRACTED_PREVIEW_CHARS = EXTRACTED_PREVIEW_LENGTH;
export const ADAPTED_PREVIEW_CHARS = ADAPTED_PREVIEW_LENGTH;

/** The readable text of sanitised article HTML, with paragraphs kept apart by blank lines. */
export function articleText(html: string): string {
  const doc = new DOMParser().parseFromString(html, "text/html");
  const blocks = doc.body.querySelectorAll("p, h1, h2, h3, h4, h5, h6, li, blockquote, pre");
  for (const block of blocks) block.append("\n\n");
  return (doc.body.textContent ?? "")
    .replace(/[ \t\u00a0]+/g, " ")
    .replace(/ *\n */g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** The first `limit` characters of `text`, marked with an ellipsis when cut. */
export function previewOf(text: string, limit: number): string {
  const chars = Array.from(text);
  return chars.length > limit ? `${chars.slice(0, limit).join("").trimEnd()}…` : text;
}
