import { ARTICLE_SLUG_MAX, GENERATED_EXCERPT_LENGTH, WORDS_PER_MINUTE } from "./constants.ts";

/** A slug: lowercase letters and digits in words joined by single dashes. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The slug of an article whose title has no letter or digit to make one from. */
export const FALLBACK_SLUG = "article";

/** Cuts a slug to `max` characters at a dash where it can, never leaving one at the end. */
function cutSlug(slug: string, max: number): string {
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max);
  const dash = cut.lastIndexOf("-");
  return (dash > max / 2 ? cut.slice(0, dash) : cut).replace(/-+$/, "");
}

/**
 * The slug a title gives: accents dropped, lowercase, every run of other characters one dash,
 * at most 100 characters ("Sleep & Stress: 5 tips" → "sleep-and-stress-5-tips").
 */
export function slugify(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return cutSlug(slug, ARTICLE_SLUG_MAX) || FALLBACK_SLUG;
}

/** The n-th variant of a taken slug ("sleep-tips-2"), still within 100 characters. */
export function slugWithSuffix(base: string, n: number): string {
  const suffix = `-${n}`;
  return `${cutSlug(base, ARTICLE_SLUG_MAX - suffix.length)}${suffix}`;
}

/** Words in plain text: runs without spaces that hold at least one letter or digit. */
export function countWords(plainText: string): number {
  return plainText.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** Reading time in minutes: words ÷ 200, rounded up, at least 1 (admin-back-office §3). */
export function readingTimeMinutes(wordCount: number): number {
  return Math.max(1, Math.ceil(wordCount / WORDS_PER_MINUTE));
}

/** Tags as stored: trimmed, lowercased, inner spaces single, empty and repeated ones dropped. */
export function normalizeTags(tags: readonly string[]): string[] {
  const clean = tags.map((tag) => tag.trim().toLowerCase().replace(/\s+/g, " "));
  return [...new Set(clean.filter((tag) => tag.length > 0))];
}

/** The first words of a text, at most `max` characters, ending on a whole word with "…". */
export function excerptFrom(plainText: string, max = GENERATED_EXCERPT_LENGTH): string {
  const text = plainText.replace(/\s+/g, " ").trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, "")}…`;
}

/** The SEO focus keyword: the first tag (admin-back-office §3), or none. */
export function focusKeywordOf(tags: readonly string[]): string | null {
  return tags[0] ?? null;
}
