import type {
  AdaptationMode,
  AdaptedArticle,
  ExtractedArticle,
  SeriesTopic,
} from "@vitalog/domain";
import { api } from "../../lib/api.ts";

export type { AdaptationMode, AdaptedArticle, ExtractedArticle, SeriesTopic };

// The content adapter's calls (admin only). Each answers one stage of the page; nothing is
// cached, so they are plain functions the page runs as mutations.

export interface Adaptation {
  article: AdaptedArticle;
  /** Empty in single mode. */
  seriesTopics: SeriesTopic[];
}

/** `POST .../extract`: the article the server read from `url`. */
export async function extractArticle(url: string): Promise<ExtractedArticle> {
  const answer = await api.post("/api/v1/admin/content-adapter/extract", { body: { url } });
  return answer.article;
}

/** `POST .../adapt`: one article, or in series mode the main article and its related topics. */
export async function adaptArticle(
  article: ExtractedArticle,
  mode: AdaptationMode,
): Promise<Adaptation> {
  const answer = await api.post("/api/v1/admin/content-adapter/adapt", { body: { article, mode } });
  if ("mainArticle" in answer) {
    return { article: answer.mainArticle, seriesTopics: answer.seriesTopics };
  }
  return { article: answer.article, seriesTopics: [] };
}

/** `POST .../series-article`: a full article for one suggested topic. */
export async function generateSeriesArticle(
  topic: SeriesTopic,
  originalArticle: ExtractedArticle,
): Promise<AdaptedArticle> {
  const answer = await api.post("/api/v1/admin/content-adapter/series-article", {
    body: { topic, originalArticle },
  });
  return answer.article;
}

/** `POST .../drafts`: saves a private draft post; resolves with its id (`draft_{userId}_{ms}`). */
export async function saveDraft(
  article: AdaptedArticle,
  seriesTopics?: SeriesTopic[],
): Promise<string> {
  const draft = await api.post("/api/v1/admin/content-adapter/drafts", {
    body: seriesTopics?.length ? { article, seriesTopics } : { article },
  });
  return draft.id;
}

/** A series article was written but saving it as a draft failed ("Failed to create series drafts"). */
export class SeriesDraftError extends Error {
  override name = "SeriesDraftError";
  constructor(override readonly cause: unknown) {
    super("Failed to create series drafts");
  }
}

/** Writes a series topic's article, then saves it as another draft; answers the draft's id. */
export async function generateSeriesDraft(
  topic: Parameters<typeof generateSeriesArticle>[0],
  original: Parameters<typeof generateSeriesArticle>[1],
): Promise<string> {
  const article = await generateSeriesArticle(topic, original);
  try {
    return await saveDraft(article);
  } catch (error) {
    throw new SeriesDraftError(error);
  }
}
