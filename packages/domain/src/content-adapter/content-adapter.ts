import { z } from "zod";
import {
  countWords,
  excerptFrom,
  normalizeTags,
  readingTimeMinutes,
  slugify,
} from "../community/article-text.ts";
import {
  ARTICLE_CATEGORIES,
  ARTICLE_CATEGORIES_MAX,
  ARTICLE_EXCERPT_MAX,
  ARTICLE_SLUG_MAX,
  ARTICLE_TAG_MAX,
  ARTICLE_TAGS_MAX,
  ARTICLE_TITLE_MAX,
  type ArticleCategory,
  DEFAULT_ARTICLE_CATEGORY,
} from "../community/constants.ts";
import { requiredText } from "../kit/text.ts";
import {
  ADAPTATION_MODES,
  ADAPTATION_TYPE,
  SCIENTIFIC_DOMAINS,
  SCIENTIFIC_NAME_KEYS,
  SERIES_TOPICS_MAX,
  SOURCE_URL_MAX,
  TARGET_AUDIENCE,
} from "./constants.ts";
import { ContentAdapterMessage as M } from "./messages.ts";

const CYRILLIC = /[\u0400-\u04FF]/;

/** The article's language (admin-back-office §9): ru when the text has any Cyrillic, else en. */
export function detectLanguage(text: string): "ru" | "en" {
  return CYRILLIC.test(text) ? "ru" : "en";
}

/**
 * Whether a link's host (as a URL parser gives it) is a scientific source (§9 domain list, see
 * SCIENTIFIC_DOMAINS): one of the domains or under it, or a host holding one of the name keys.
 */
export function isScientificHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  if (host.length === 0) return false;
  if (SCIENTIFIC_DOMAINS.some((d) => host === d || host.endsWith(`.${d}`))) return true;
  return SCIENTIFIC_NAME_KEYS.some((key) => host.includes(key));
}

/** `draft_{userId}_{timestamp}`: a content-adapter draft's article id (§3 "Draft post"). */
export const DRAFT_ARTICLE_ID_PATTERN = /^draft_[A-Za-z0-9-]+(?:_[A-Za-z0-9-]+)*_\d{1,16}$/;

export function draftArticleId(userId: string, timestamp: number): string {
  return `draft_${userId}_${timestamp}`;
}

export function isDraftArticleId(id: string): boolean {
  return id.length <= 200 && DRAFT_ARTICLE_ID_PATTERN.test(id);
}

/**
 * The scheme of a URL as typed ("http", "ftp"), or null when it has none; with §5 only http and
 * https pass (the server parses the rest).
 */
export function urlScheme(raw: string): string | null {
  const match = /^\s*([A-Za-z][A-Za-z0-9+.-]*):/.exec(raw);
  return match?.[1] ? match[1].toLowerCase() : null;
}

const text = (max: number) => z.string().max(max);
const nullableText = (max: number) => z.string().max(max).nullable();
const urlText = z.string().max(SOURCE_URL_MAX);

export const ExtractedLink = z.object({
  text: text(2000),
  url: urlText,
  isScientific: z.boolean(),
});
export type ExtractedLink = z.infer<typeof ExtractedLink>;

export const ExtractedImage = z.object({
  url: urlText,
  alt: text(2000),
  caption: text(2000),
});
export type ExtractedImage = z.infer<typeof ExtractedImage>;

/** An article read from a page (§3 "Extracted article") plus where it came from. */
export const ExtractedArticle = z.object({
  title: text(2000),
  /** Sanitised HTML with the basic tags only. */
  content: text(1_000_000),
  excerpt: text(2000),
  author: nullableText(500),
  publishDate: nullableText(200),
  language: z.enum(["ru", "en"]),
  wordCount: z.number().int().min(0),
  links: z.array(ExtractedLink).max(2000),
  images: z.array(ExtractedImage).max(500),
  metadata: z.object({
    ogTitle: nullableText(2000),
    ogDescription: nullableText(5000),
    ogImage: z.string().max(SOURCE_URL_MAX).nullable(),
    keywords: z.array(text(200)).max(100),
  }),
  sourceUrl: urlText,
  sourceHost: text(300),
});
export type ExtractedArticle = z.infer<typeof ExtractedArticle>;

/** Where an adapted article came from, stored with its draft. */
export const AdaptationProvenance = z.object({
  sourceUrl: urlText,
  /** SHA-256 (hex) of the extracted article's text. */
  textSha256: z.string().regex(/^[0-9a-f]{64}$/),
  adaptedAt: z.iso.datetime(),
  model: z.string().max(200).nullable(),
});
export type AdaptationProvenance = z.infer<typeof AdaptationProvenance>;

/** An article adapted for a US audience (§3 "Adapted article"). */
export const AdaptedArticle = z.object({
  title: requiredText(M.titleRequired, M.titleTooLong, 2000),
  content: text(1_000_000),
  excerpt: text(5000),
  category: z.string().max(100),
  tags: z.array(text(200)).max(50),
  readingTime: z.number().int().min(0).max(100_000),
  keyTakeaways: z.array(text(2000)).max(50),
  sources: z.array(urlText).max(100),
  scientificReferences: z.array(text(SOURCE_URL_MAX)).max(200),
  /** Set by the server when it adapted the article; carried to the draft. */
  provenance: AdaptationProvenance.optional(),
});
export type AdaptedArticle = z.infer<typeof AdaptedArticle>;

/** A suggested follow-up article of a series (§3 "Series topic"). */
export const SeriesTopic = z.object({
  title: requiredText(M.titleRequired, M.titleTooLong, 500),
  description: text(5000),
  keywords: z.array(text(200)).max(20),
});
export type SeriesTopic = z.infer<typeof SeriesTopic>;

/** What the model writes for one adapted article; the server adds sources and reading time. */
export const AdaptedArticleOutput = z.object({
  title: z.string().min(1).max(ARTICLE_TITLE_MAX),
  content: z.string().min(1),
  excerpt: z.string().max(ARTICLE_EXCERPT_MAX),
  category: z.enum(ARTICLE_CATEGORIES),
  tags: z.array(z.string()).max(ARTICLE_TAGS_MAX),
  keyTakeaways: z.array(z.string()).max(10),
  scientificReferences: z.array(z.string()),
});
export type AdaptedArticleOutput = z.infer<typeof AdaptedArticleOutput>;

export const SeriesOutput = z.object({
  mainArticle: AdaptedArticleOutput,
  seriesTopics: z.array(SeriesTopic).max(SERIES_TOPICS_MAX),
});
export type SeriesOutput = z.infer<typeof SeriesOutput>;

/** The page to extract: the server refuses an unparsable address and any scheme but http(s). */
export const ExtractBody = z
  .object({
    url: z
      .string()
      .max(SOURCE_URL_MAX * 2)
      .meta({ format: "uri", pattern: "^\\s*[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#@]" }),
  })
  .strict();
export const AdaptBody = z
  .object({ article: ExtractedArticle, mode: z.enum(ADAPTATION_MODES).default("single") })
  .strict();
export type AdaptBody = z.infer<typeof AdaptBody>;
export const SeriesArticleBody = z
  .object({ topic: SeriesTopic, originalArticle: ExtractedArticle })
  .strict();
export type SeriesArticleBody = z.infer<typeof SeriesArticleBody>;
export const DraftBody = z
  .object({
    article: AdaptedArticle,
    seriesTopics: z.array(SeriesTopic).max(SERIES_TOPICS_MAX).optional(),
  })
  .strict();
export type DraftBody = z.infer<typeof DraftBody>;

export const SeriesTopicRecord = SeriesTopic.extend({ status: z.literal("pending") });

/** A draft post as the content adapter saves it (§3 "Draft post"). */
export const DraftPost = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  excerpt: z.string(),
  slug: z.string(),
  coverImage: z.string().nullable(),
  categories: z.array(z.enum(ARTICLE_CATEGORIES)),
  tags: z.array(z.string()),
  publishStatus: z.literal("draft"),
  isDraft: z.literal(true),
  visibility: z.literal("private"),
  authorId: z.string(),
  createdBy: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  readingTime: z.number().int(),
  wordCount: z.number().int(),
  metadata: z.object({
    isAdapted: z.literal(true),
    adaptationType: z.literal(ADAPTATION_TYPE),
    sources: z.array(z.string()),
    keyTakeaways: z.array(z.string()),
    scientificReferences: z.array(z.string()),
    originalLanguage: z.enum(["ru", "en"]),
    targetAudience: z.literal(TARGET_AUDIENCE),
    adaptedAt: z.iso.datetime(),
    isSeries: z.boolean().optional(),
    seriesTopics: z.array(SeriesTopicRecord).optional(),
    provenance: AdaptationProvenance.nullable(),
  }),
  seo: z.object({
    metaTitle: z.string(),
    metaDescription: z.string(),
    focusKeyword: z.string().nullable(),
  }),
  stats: z.object({
    views: z.literal(0),
    likes: z.array(z.string()).max(0),
    comments: z.literal(0),
    shares: z.literal(0),
    readingProgress: z.object({}).strict(),
  }),
});
export type DraftPost = z.infer<typeof DraftPost>;

const clip = (value: string, max: number) => {
  const trimmed = value.trim();
  return trimmed.length <= max ? trimmed : trimmed.slice(0, max).trimEnd();
};

/** Categories of a draft: the known ones given, at most 3, "other" when none (§5). */
export function draftCategories(given: readonly string[]): ArticleCategory[] {
  const known = [...new Set(given)].filter((c): c is ArticleCategory =>
    (ARTICLE_CATEGORIES as readonly string[]).includes(c),
  );
  const chosen = known.slice(0, ARTICLE_CATEGORIES_MAX);
  return chosen.length > 0 ? chosen : [DEFAULT_ARTICLE_CATEGORY];
}

/** Tags of a draft: lowercased, deduplicated, at most 5 (§5). */
export function draftTags(given: readonly string[]): string[] {
  return normalizeTags(given.map((t) => clip(t, ARTICLE_TAG_MAX))).slice(0, ARTICLE_TAGS_MAX);
}

/**
 * The draft's fields within §5's limits, from an adapted article and the plain text of its
 * sanitised content: title 200, excerpt 300 (the text's first 200 characters when none), slug
 * 100, categories and tags as above, reading time = words ÷ 200 rounded up, at least 1.
 */
export function draftFields(article: AdaptedArticle, plainText: string) {
  const title = clip(article.title, ARTICLE_TITLE_MAX);
  const excerpt = clip(article.excerpt, ARTICLE_EXCERPT_MAX) || excerptFrom(plainText);
  const wordCount = countWords(plainText);
  const tags = draftTags(article.tags);
  return {
    title,
    excerpt,
    slug: slugify(title).slice(0, ARTICLE_SLUG_MAX).replace(/-+$/, "") || "article",
    categories: draftCategories([article.category]),
    tags,
    wordCount,
    readingTime: readingTimeMinutes(wordCount),
    focusKeyword: tags[0] ?? null,
  };
}
