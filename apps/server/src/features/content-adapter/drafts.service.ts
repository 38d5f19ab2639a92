import {
  ADAPTATION_TYPE,
  ArticleMessage,
  type DraftBody,
  type DraftPost,
  draftArticleId,
  draftFields,
  slugWithSuffix,
  TARGET_AUDIENCE,
} from "@vitalog/domain";
import type { ViewerContext } from "../../context.ts";
import { AppError, isUniqueViolation } from "../../errors.ts";
import { richTextWords, sanitizePlainText, sanitizeRichText } from "../../kit/rich-text.ts";
import {
  articleIdTaken,
  findTakenSlugs,
  insertDraftArticleRow,
} from "./content-adapter.repository.ts";

/** Tries at a draft id or slug taken at the same moment before giving up. */
const SAVE_ATTEMPTS = 5;

async function freeSlug(ctx: ViewerContext, base: string): Promise<string> {
  const taken = await findTakenSlugs(ctx.db, base);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = slugWithSuffix(base, n);
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * `POST /admin/content-adapter/drafts`: the adapted article saved as a private draft post of the
 * admin (admin-back-office §3 "Draft post"), stored as their article with id
 * `draft_{userId}_{timestamp}` (the next millisecond when two land in one), so it is in their
 * My articles and opens in the article editor. The adaptation record and provenance stay with it.
 */
export async function saveDraft(ctx: ViewerContext, body: DraftBody): Promise<DraftPost> {
  const { article } = body;
  const userId = ctx.viewer.id;
  const content = sanitizeRichText(article.content, { embeds: true });
  const plain = richTextWords(content);
  const fields = draftFields(
    {
      ...article,
      title: sanitizePlainText(article.title),
      excerpt: sanitizePlainText(article.excerpt),
    },
    plain,
  );
  if (!fields.title) throw AppError.invalid("title", ArticleMessage.titleRequired);
  const now = ctx.now();
  const adaptedAt = article.provenance?.adaptedAt ?? now.toISOString();
  const metadata: DraftPost["metadata"] = {
    isAdapted: true,
    adaptationType: ADAPTATION_TYPE,
    sources: article.sources,
    keyTakeaways: article.keyTakeaways,
    scientificReferences: article.scientificReferences,
    originalLanguage: "ru",
    targetAudience: TARGET_AUDIENCE,
    adaptedAt,
    ...(body.seriesTopics && body.seriesTopics.length > 0
      ? {
          isSeries: true,
          seriesTopics: body.seriesTopics.map((t) => ({ ...t, status: "pending" as const })),
        }
      : {}),
    provenance: article.provenance ?? null,
  };
  const metaDescription = fields.excerpt;
  for (let attempt = 0; ; attempt += 1) {
    const id = draftArticleId(userId, now.getTime() + attempt);
    if (await articleIdTaken(ctx.db, id)) continue;
    const slug = await freeSlug(ctx, fields.slug);
    try {
      const row = await insertDraftArticleRow(ctx.db, {
        id,
        userId,
        title: fields.title,
        slug,
        content,
        excerpt: fields.excerpt,
        categories: fields.categories,
        tags: fields.tags,
        metaTitle: fields.title,
        metaDescription,
        wordCount: fields.wordCount,
        readingTime: fields.readingTime,
        adaptation: metadata,
        createdAt: now,
        updatedAt: now,
      });
      return {
        id: row.id,
        title: row.title,
        content: row.content,
        excerpt: row.excerpt,
        slug: row.slug,
        coverImage: row.coverImage,
        categories: fields.categories,
        tags: row.tags,
        publishStatus: "draft",
        isDraft: true,
        visibility: "private",
        authorId: userId,
        createdBy: userId,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        readingTime: row.readingTime,
        wordCount: row.wordCount,
        metadata,
        seo: { metaTitle: fields.title, metaDescription, focusKeyword: fields.focusKeyword },
        stats: { views: 0, likes: [], comments: 0, shares: 0, readingProgress: {} },
      };
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= SAVE_ATTEMPTS) throw error;
    }
  }
}
