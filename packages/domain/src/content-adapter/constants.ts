// The content adapter's constants (admin-back-office §9 "Business constants and limits").

/** Characters of the extracted text shown on the Extracted stage. */
export const EXTRACTED_PREVIEW_LENGTH = 500;
/** Characters of the adapted text shown on the Adapted stage. */
export const ADAPTED_PREVIEW_LENGTH = 1000;
/** An excerpt made from the text when the page has none. */
export const DEFAULT_EXCERPT_LENGTH = 200;
/** A block of the page shorter than this is never its main content (§7 "main-content rule"). */
export const MIN_CONTENT_BLOCK_CHARS = 100;
/** The longest URL accepted. */
export const SOURCE_URL_MAX = 2048;

/**
 * Hosts whose links count as scientific (§9). The spec's list shows one entry only as `{host}`;
 * Vitalog puts the Russian scientific libraries an editor of Russian articles meets there:
 * cyberleninka.ru and elibrary.ru (docs/decisions.md). A link is scientific when its host is one
 * of the domains or under it, or when its host contains one of the name keys ("pubmed", "ncbi").
 */
export const SCIENTIFIC_NAME_KEYS = [
  "pubmed",
  "ncbi",
  "nature",
  "springer",
  "wiley",
  "plos",
  "bmj",
  "lancet",
  "nejm",
  "jama",
  "frontiers",
  "mdpi",
  "researchgate",
] as const;
export const SCIENTIFIC_DOMAINS = ["academia.edu", "cyberleninka.ru", "elibrary.ru"] as const;

export const ADAPTATION_MODES = ["single", "series"] as const;
export type AdaptationMode = (typeof ADAPTATION_MODES)[number];
export const ADAPTATION_TYPE = "russian-to-us";
export const TARGET_AUDIENCE = "US";
/** Suggested follow-up topics of a series. */
export const SERIES_TOPICS_MIN = 2;
export const SERIES_TOPICS_MAX = 5;
