import {
  type AdaptBody,
  type AdaptedArticle,
  type AdaptedArticleOutput,
  AdaptedArticleOutput as AdaptedArticleOutputSchema,
  CREDIT_COSTS,
  countWords,
  type ExtractedArticle,
  readingTimeMinutes,
  SERIES_TOPICS_MAX,
  SERIES_TOPICS_MIN,
  type SeriesArticleBody,
  SeriesOutput,
  type SeriesTopic,
} from "@vitalog/domain";
import { type ViewerContext, withTransaction } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { richTextWords, sanitizeRichText } from "../../kit/rich-text.ts";
import { AI_NOT_CONFIGURED, type Ai } from "../../platform/ai.ts";
import { withCredits } from "../ai-credits/ai-credits.service.ts";
import { articleTextHash } from "./extraction.ts";

/** The source text the model reads, at most this many characters. */
const SOURCE_TEXT_MAX = 40_000;

export const ADAPTATION_SYSTEM_PROMPT = [
  "You adapt a health article, usually written in Russian for a Russian audience, into an article for a US audience.",
  "Write in US English. Keep every claim to what the source says: add no new facts, figures, studies or advice, and keep the source's caveats.",
  "Give measurements in US units with the metric value beside them, for example 5 kg (11 lb) or 20 °C (68 °F).",
  "Replace Russian drug brand names with their international generic (INN) names, and Russian institutions or services with a neutral description or the US equivalent when the source's meaning is unchanged.",
  "Write the article body as simple HTML using only p, h2, h3, ul, ol, li, strong, em, blockquote and a.",
  "Keep the scientific references the source cites (their URLs) in scientificReferences.",
  "The excerpt is one or two sentences, at most 300 characters. Give up to 5 short lowercase tags and 3 to 5 key takeaways.",
  "Choose the category from: preventive-health, weight-loss, fasting, reproductive-health, mental-health, other.",
].join("\n");

const SERIES_INSTRUCTION = `Also suggest ${SERIES_TOPICS_MIN} to ${SERIES_TOPICS_MAX} related follow-up articles for a series (seriesTopics), each with a title, a one-sentence description and a few keywords; each must be a topic the source article touches on.`;

function sourcePrompt(article: ExtractedArticle): string {
  const scientific = article.links.filter((l) => l.isScientific).map((l) => l.url);
  return [
    `Title: ${article.title}`,
    `Source: ${article.sourceUrl}`,
    `Language: ${article.language}`,
    scientific.length > 0 ? `Scientific references cited:\n${scientific.join("\n")}` : "",
    `Text:\n${richTextWords(article.content).slice(0, SOURCE_TEXT_MAX)}`,
  ]
    .filter(Boolean)
    .join("\n\n");
}

const unique = (values: readonly string[]) => [
  ...new Set(values.map((v) => v.trim()).filter(Boolean)),
];

/**
 * The model's article as the API returns it: content sanitised, reading time from its words,
 * the source page and the source's scientific links carried over, and its provenance.
 */
function toAdapted(
  ctx: ViewerContext,
  ai: Ai,
  output: AdaptedArticleOutput,
  source: ExtractedArticle,
): AdaptedArticle {
  const content = sanitizeRichText(output.content);
  const scientific = source.links.filter((l) => l.isScientific).map((l) => l.url);
  return {
    title: output.title.trim(),
    content,
    excerpt: output.excerpt.trim(),
    category: output.category,
    tags: output.tags,
    readingTime: readingTimeMinutes(countWords(richTextWords(content))),
    keyTakeaways: output.keyTakeaways,
    sources: [source.sourceUrl],
    scientificReferences: unique([...output.scientificReferences, ...scientific]),
    provenance: {
      sourceUrl: source.sourceUrl,
      textSha256: articleTextHash(source),
      adaptedAt: ctx.now().toISOString(),
      model: ai.model,
    },
  };
}

/** Runs one AI action for `cost` credits: 503 first without AI, nothing charged on failure. */
async function withAi<T>(
  ctx: ViewerContext,
  ai: Ai,
  use: { cost: number; reason: "content-adaptation" | "series-article"; reference: string },
  work: () => Promise<T>,
): Promise<T> {
  if (!ai.configured) throw new AppError("SERVICE_UNAVAILABLE", AI_NOT_CONFIGURED);
  return withCredits(ctx, { cost: use.cost, reason: use.reason }, async (settle) => {
    const result = await work();
    await withTransaction(ctx, (tx) => settle(tx, use.reference));
    return result;
  });
}

export type AdaptResult =
  | { article: AdaptedArticle }
  | { mainArticle: AdaptedArticle; seriesTopics: SeriesTopic[] };

/**
 * `POST /admin/content-adapter/adapt`: the article adapted for a US audience, in series mode
 * with suggested follow-up topics; CREDIT_COSTS.contentAdaptation credits.
 */
export async function adaptArticle(
  ctx: ViewerContext,
  ai: Ai,
  body: AdaptBody,
): Promise<AdaptResult> {
  const source = body.article;
  const reference = articleTextHash(source);
  return withAi(
    ctx,
    ai,
    { cost: CREDIT_COSTS.contentAdaptation, reason: "content-adaptation", reference },
    async () => {
      const prompt = sourcePrompt(source);
      if (body.mode === "series") {
        const { object } = await ai.generateObject(ctx, {
          purpose: "content-adaptation",
          system: `${ADAPTATION_SYSTEM_PROMPT}\n${SERIES_INSTRUCTION}`,
          prompt,
          schema: SeriesOutput,
          schemaName: "adapted_series",
        });
        return {
          mainArticle: toAdapted(ctx, ai, object.mainArticle, source),
          seriesTopics: object.seriesTopics,
        };
      }
      const { object } = await ai.generateObject(ctx, {
        purpose: "content-adaptation",
        system: ADAPTATION_SYSTEM_PROMPT,
        prompt,
        schema: AdaptedArticleOutputSchema,
        schemaName: "adapted_article",
      });
      return { article: toAdapted(ctx, ai, object, source) };
    },
  );
}

/**
 * `POST /admin/content-adapter/series-article`: a full article on one series topic, drawn from
 * the original article only; CREDIT_COSTS.seriesArticle credits.
 */
export async function writeSeriesArticle(
  ctx: ViewerContext,
  ai: Ai,
  body: SeriesArticleBody,
): Promise<{ article: AdaptedArticle }> {
  const source = body.originalArticle;
  const reference = articleTextHash(source);
  return withAi(
    ctx,
    ai,
    { cost: CREDIT_COSTS.seriesArticle, reason: "series-article", reference },
    async () => {
      const topic = [
        `Write the series article on this topic, using only what the source article below says about it:`,
        `Topic: ${body.topic.title}`,
        `Description: ${body.topic.description}`,
        body.topic.keywords.length > 0 ? `Keywords: ${body.topic.keywords.join(", ")}` : "",
      ]
        .filter(Boolean)
        .join("\n");
      const { object } = await ai.generateObject(ctx, {
        purpose: "series-article",
        system: ADAPTATION_SYSTEM_PROMPT,
        prompt: `${topic}\n\n${sourcePrompt(source)}`,
        schema: AdaptedArticleOutputSchema,
        schemaName: "series_article",
      });
      return { article: toAdapted(ctx, ai, object, source) };
    },
  );
}
