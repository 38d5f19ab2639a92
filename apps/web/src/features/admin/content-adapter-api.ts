import { api } from "../../lib/api.ts";

// The content adapter's calls (admin only). Each answers one stage of the page; nothing is
// cached, so they are plain functions the page runs as mutations.

export type AdaptationMode = "single" | "series";

export interface ExtractedArticle {
  title: string;
  content: string;
  excerpt: string;
  author: string | null;
  publishDate: string | null;
  language: "ru" | "en";
  wordCount: number;
  links: { text: string; url: string; isScientific: boolean }[];
  images: { url: string; alt: string; caption: string | null }[];
  metadata: {
    ogTitle: string | null;
    ogDescription: string | null;
    ogImage: string | null;
    keywords: string[];
  };
  sourceUrl: string;
  sourceHost: string;
}

export interface AdaptedArticle {
  title: string;
  content: string;
  excerpt: string;
  category: string;
  tags: string[];
  readingTime: number;
  keyTakeaways: string[];
  sources: string[];
  scientificReferences: string[];
}

export interface SeriesTopic {
  title: string;
  description: string;
  keywords: string[];
}

export interface Adaptation {
  article: AdaptedArticle;
  /** Empty in single mode. */
  seriesTopics: SeriesTopic[];
}

const base = "/api/v1/admin/content-adapter";

// The routes' answers, as the server documents them; read through the shapes above.
const post = api.post as unknown as (
  path: string,
  options: { body: unknown },
) => Promise<Record<string, unknown>>;

/** `POST .../extract`: the article the server read from `url`. */
export async function extractArticle(url: string): Promise<ExtractedArticle> {
  const answer = await post(`${base}/extract`, { body: { url } });
  return answer.article as ExtractedArticle;
}

/** `POST .../adapt`: one article, or in series mode the main article and its related topics. */
export async function adaptArticle(
  article: ExtractedArticle,
  mode: AdaptationMode,
): Promise<Adaptation> {
  const answer = await post(`${base}/adapt`, { body: { article, mode } });
  if ("mainArticle" in answer) {
    return {
      article: answer.mainArticle as AdaptedArticle,
      seriesTopics: answer.seriesTopics as SeriesTopic[],
    };
  }
  return { article: answer.article as AdaptedArticle, seriesTopics: [] };
}

/** `POST .../series-article`: a full article for one suggested topic. */
export async function generateSeriesArticle(
  topic: SeriesTopic,
  originalArticle: ExtractedArticle,
): Promise<AdaptedArticle> {
  const answer = await post(`${base}/series-article`, { body: { topic, originalArticle } });
  return answer.article as AdaptedArticle;
}

/** `POST .../drafts`: saves a private draft post; resolves with its id (`draft_{userId}_{ms}`). */
export async function saveDraft(
  article: AdaptedArticle,
  seriesTopics?: SeriesTopic[],
): Promise<string> {
  const draft = await post(`${base}/drafts`, {
    body: seriesTopics?.length ? { article, seriesTopics } : { article },
  });
  return String(draft.id);
}
