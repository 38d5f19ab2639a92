import { createHash } from "node:crypto";
import {
  AdaptationProvenance,
  type Article,
  type ArticleCard,
  type ArticleComment,
  type ArticleInput,
  type ArticleListQuery,
  ArticleMessage,
  type ArticlePage,
  type ArticlePatch,
  type ArticleView,
  type CommentInput,
  type CommentListQuery,
  type CommentPage,
  type CommentReply,
  countWords,
  DELETED_ACCOUNT_NAME,
  excerptFrom,
  focusKeywordOf,
  type LikeState,
  type MyArticleCard,
  type MyArticleListQuery,
  type MyArticlePage,
  normalizeTags,
  RELATED_ARTICLES,
  readingTimeMinutes,
  slugify,
  slugWithSuffix,
} from "@vitalog/domain";
import {
  type RequestContext,
  type Viewer,
  type ViewerContext,
  withTransaction,
} from "../../context.ts";
import { AppError, isUniqueViolation } from "../../errors.ts";
import { readTimeCursor } from "../../kit/keyset.ts";
import { richTextWords, sanitizePlainText, sanitizeRichText } from "../../kit/rich-text.ts";
import { toPage } from "../../kit/time-series.service.ts";
import type { RateLimiter } from "../../platform/rate-limiter.ts";
import {
  type ArticleCardRow,
  type ArticleRow,
  type ArticleValues,
  type CommentRow,
  deleteArticleLike,
  deleteArticleRow,
  deleteCommentRow,
  findArticleRow,
  findArticleRowBySlug,
  findCommentRow,
  findSeededArticleKeys,
  findTakenSlugs,
  insertArticleLike,
  insertArticleRow,
  insertCommentRow,
  isSlugTaken,
  listOwnArticleRows,
  listPublicArticleRows,
  listRelatedArticleRows,
  listReplyRows,
  listTopCommentRows,
  recordArticleView,
  updateArticleRow,
  updateCommentRow,
} from "./articles.repository.ts";
import { SEED_ARTICLES } from "./community.seed.ts";
import {
  countAction,
  isOwn,
  iso,
  readArticleCursor,
  recordModeration,
  requireArticleId,
  requiredPlainText,
  requireId,
  toAuthor,
} from "./community.service.ts";

// -- Who may do what -----------------------------------------------------------------------

type Access = Pick<ArticleRow, "userId" | "publishStatus" | "visibility" | "isAdapted">;

const isPublished = (row: Pick<Access, "publishStatus">) => row.publishStatus === "published";
const isPublicArticle = (row: Pick<Access, "publishStatus" | "visibility">) =>
  isPublished(row) && row.visibility === "public";
/** A draft the admin content adapter saved: any admin may open and edit it. */
const isAdaptedDraft = (row: Access, viewer: Viewer | undefined) =>
  viewer?.isAdmin === true && row.isAdapted && !isPublished(row);

/** Published public articles are everyone's; drafts and private ones their author's alone. */
export function canReadArticle(row: Access, viewer: Viewer | undefined): boolean {
  return isPublicArticle(row) || isOwn(row, viewer) || isAdaptedDraft(row, viewer);
}

function canEditArticle(row: Access, viewer: Viewer | undefined): boolean {
  return isOwn(row, viewer) || isAdaptedDraft(row, viewer);
}

/** The author, or an admin taking down something anyone can read (moderation). */
function canDeleteArticle(row: Access, viewer: Viewer | undefined): boolean {
  return canEditArticle(row, viewer) || (viewer?.isAdmin === true && canReadArticle(row, viewer));
}

// -- Shapes --------------------------------------------------------------------------------

export function toArticleCard(row: ArticleCardRow): ArticleCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    coverImage: row.coverImage,
    categories: row.categories as ArticleCard["categories"],
    tags: row.tags,
    readingTime: row.readingTime,
    wordCount: row.wordCount,
    publishedAt: row.publishedAt ? iso(row.publishedAt) : null,
    author: toAuthor(row),
    likeCount: row.likeCount,
    commentCount: row.commentCount,
    viewCount: row.viewCount,
  };
}

function toMyArticleCard(row: ArticleCardRow): MyArticleCard {
  return {
    ...toArticleCard(row),
    visibility: row.visibility as MyArticleCard["visibility"],
    publishStatus: row.publishStatus as MyArticleCard["publishStatus"],
    isDraft: !isPublished(row),
    updatedAt: iso(row.updatedAt),
  };
}

/** An adapted article's provenance, for those who may edit it (see `ArticleRow.adaptation`). */
function adaptedFromOf(row: ArticleRow, viewer: Viewer | undefined): Article["adaptedFrom"] {
  if (!row.isAdapted || !canEditArticle(row, viewer)) return null;
  const stored = (row.adaptation as { provenance?: unknown } | null)?.provenance;
  const provenance = AdaptationProvenance.safeParse(stored);
  return provenance.success ? provenance.data : null;
}

function toArticle(row: ArticleRow, viewer: Viewer | undefined): Article {
  return {
    ...toArticleCard(row),
    content: row.content,
    visibility: row.visibility as Article["visibility"],
    publishStatus: row.publishStatus as Article["publishStatus"],
    isDraft: !isPublished(row),
    isAdapted: row.isAdapted,
    adaptedFrom: adaptedFromOf(row, viewer),
    seo: {
      metaTitle: row.metaTitle || row.title,
      metaDescription: row.metaDescription || row.excerpt,
      focusKeyword: focusKeywordOf(row.tags),
    },
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    likedByMe: Boolean(row.likedByMe),
    canEdit: canEditArticle(row, viewer),
    canDelete: canDeleteArticle(row, viewer),
  };
}

// -- Reading -------------------------------------------------------------------------------

/** `GET /articles`: published public articles, newest first, searched and filtered. */
export async function listArticles(
  ctx: RequestContext,
  query: ArticleListQuery,
): Promise<ArticlePage> {
  const after = readArticleCursor(query.cursor, ctx.now(), ArticleMessage.cursorInvalid);
  const rows = await listPublicArticleRows(ctx.db, {
    ...(query.q ? { q: query.q } : {}),
    ...(query.category ? { category: query.category } : {}),
    ...(query.tag ? { tag: query.tag } : {}),
    ...(after ? { after } : {}),
    limit: query.limit + 1,
  });
  return toPage(rows, query.limit, (row) => ({ at: row.publishedAt, id: row.id }), toArticleCard);
}

/** A person's published public articles, newest first (their public profile). */
export async function listAuthorArticles(
  ctx: RequestContext,
  authorId: string,
  limit: number,
): Promise<ArticleCard[]> {
  return (await listPublicArticleRows(ctx.db, { authorId, limit })).map(toArticleCard);
}

/** `GET /me/articles`: the person's own drafts and articles, last edited first. */
export async function listMyArticles(
  ctx: ViewerContext,
  query: MyArticleListQuery,
): Promise<MyArticlePage> {
  const after = readArticleCursor(query.cursor, ctx.now(), ArticleMessage.cursorInvalid);
  const rows = await listOwnArticleRows(ctx.db, ctx.viewer.id, {
    ...(query.status ? { status: query.status } : {}),
    ...(after ? { after } : {}),
    limit: query.limit + 1,
  });
  return toPage(rows, query.limit, (row) => ({ at: row.updatedAt, id: row.id }), toMyArticleCard);
}

/** The article if the viewer may read it; "Article not found" otherwise, whoever asks. */
async function readableArticle(ctx: RequestContext, id: string): Promise<ArticleRow> {
  const row = await findArticleRow(
    ctx.db,
    requireArticleId(id, ArticleMessage.notFound),
    ctx.viewer?.id ?? null,
  );
  if (!row || !canReadArticle(row, ctx.viewer)) {
    throw new AppError("NOT_FOUND", ArticleMessage.notFound);
  }
  return row;
}

export async function getArticle(ctx: RequestContext, id: string): Promise<Article> {
  return toArticle(await readableArticle(ctx, id), ctx.viewer);
}

/** Who read an article on a day, as one-way hashed key: a person, or a visitor's browser. */
export interface Reader {
  address: string | undefined;
  userAgent: string | undefined;
}

function readerKey(
  day: string,
  articleId: string,
  viewer: Viewer | undefined,
  reader: Reader,
): string {
  const who = viewer
    ? `person:${viewer.id}`
    : `visitor:${reader.address ?? "unknown"}|${reader.userAgent ?? ""}`;
  return createHash("sha256").update(`${day}|${articleId}|${who}`).digest("hex");
}

/**
 * `GET /articles/by-slug/{slug}`: the article page, with related articles. A published public
 * article counts a view, once per reader and day (its author's own visits do not count).
 */
export async function readArticleBySlug(
  ctx: RequestContext,
  slug: string,
  reader: Reader,
): Promise<ArticleView> {
  let row = await findArticleRowBySlug(ctx.db, slug.toLowerCase(), ctx.viewer?.id ?? null);
  if (!row || !canReadArticle(row, ctx.viewer)) {
    throw new AppError("NOT_FOUND", ArticleMessage.notFound);
  }
  if (isPublicArticle(row) && !isOwn(row, ctx.viewer)) {
    const day = ctx.now().toISOString().slice(0, 10);
    if (await recordArticleView(ctx.db, row.id, day, readerKey(day, row.id, ctx.viewer, reader))) {
      row = { ...row, viewCount: row.viewCount + 1 };
    }
  }
  const related = await listRelatedArticleRows(ctx.db, row, RELATED_ARTICLES);
  return { ...toArticle(row, ctx.viewer), related: related.map(toArticleCard) };
}

// -- Writing -------------------------------------------------------------------------------

/** Sanitised content with the figures it gives: words, reading time, the generated excerpt. */
function contentValues(html: string) {
  const content = sanitizeRichText(html, { embeds: true });
  const words = richTextWords(content);
  const wordCount = countWords(words);
  return {
    content,
    wordCount,
    readingTime: readingTimeMinutes(wordCount),
    generatedExcerpt: excerptFrom(words),
    isEmpty: wordCount === 0 && !/<(img|iframe)\b/i.test(content),
  };
}

/** A title as stored: plain text; markup alone is no title. */
const cleanTitle = (title: string) =>
  requiredPlainText(title, "title", ArticleMessage.titleRequired);

const cleanOptional = (text: string | null | undefined) =>
  text ? sanitizePlainText(text) || null : null;

/** A free slug from `base`: itself, else `base-2`, `base-3`… */
async function freeSlug(ctx: RequestContext, base: string): Promise<string> {
  const taken = await findTakenSlugs(ctx.db, base);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = slugWithSuffix(base, n);
    if (!taken.has(candidate)) return candidate;
  }
}

function assertPublishable(status: string, isEmpty: boolean) {
  if (status === "published" && isEmpty) {
    throw AppError.invalid("content", ArticleMessage.contentRequired);
  }
}

/**
 * `POST /articles`: a new article by the signed-in person; sanitised, counted and given a
 * unique slug (the one asked for, or one made from the title).
 */
export async function createArticle(
  ctx: ViewerContext,
  limiter: RateLimiter,
  input: ArticleInput,
  { isAdapted = false }: { isAdapted?: boolean } = {},
): Promise<Article> {
  const userId = ctx.viewer.id;
  await countAction(limiter, userId, "post");
  const title = cleanTitle(input.title);
  const body = contentValues(input.content);
  assertPublishable(input.publishStatus, body.isEmpty);
  const excerpt = cleanOptional(input.excerpt);
  const values: Omit<ArticleValues, "slug"> = {
    userId,
    title,
    content: body.content,
    excerpt: excerpt ?? body.generatedExcerpt,
    excerptGenerated: excerpt === null,
    coverImage: input.coverImage ?? null,
    categories: input.categories ?? ["other"],
    tags: input.tags ?? [],
    publishStatus: input.publishStatus,
    visibility: input.visibility,
    publishedAt: input.publishStatus === "published" ? ctx.now() : null,
    metaTitle: cleanOptional(input.seo?.metaTitle),
    metaDescription: cleanOptional(input.seo?.metaDescription),
    wordCount: body.wordCount,
    readingTime: body.readingTime,
    isAdapted,
  };
  // Two articles with one title at once: the slug index decides, and the loser takes the next.
  for (let attempt = 0; ; attempt += 1) {
    const slug = input.slug ?? (await freeSlug(ctx, slugify(title)));
    try {
      const id = await insertArticleRow(ctx.db, { ...values, slug });
      return getArticle(ctx, id);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (input.slug || attempt >= 4) {
        throw new AppError("CONFLICT", ArticleMessage.slugTaken, {
          slug: ArticleMessage.slugTaken,
        });
      }
    }
  }
}

/** An article the viewer may change: 404 when they cannot even read it, 403 when not theirs. */
async function editableArticle(ctx: ViewerContext, id: string): Promise<ArticleRow> {
  const row = await readableArticle(ctx, id);
  if (!canEditArticle(row, ctx.viewer)) throw new AppError("FORBIDDEN", ArticleMessage.notAuthor);
  return row;
}

/** `PATCH /articles/{id}`: autosave, publish, unpublish or any edit, by the author. */
export async function updateArticle(
  ctx: ViewerContext,
  id: string,
  patch: ArticlePatch,
): Promise<Article> {
  const row = await editableArticle(ctx, id);
  const values: Partial<ArticleValues> = {};
  if (patch.title !== undefined) values.title = cleanTitle(patch.title);
  const body = patch.content !== undefined ? contentValues(patch.content) : null;
  if (body) {
    values.content = body.content;
    values.wordCount = body.wordCount;
    values.readingTime = body.readingTime;
  }
  if (patch.excerpt !== undefined) {
    const excerpt = cleanOptional(patch.excerpt);
    values.excerptGenerated = excerpt === null;
    values.excerpt = excerpt ?? body?.generatedExcerpt ?? excerptFrom(richTextWords(row.content));
  } else if (body && row.excerptGenerated) {
    values.excerpt = body.generatedExcerpt;
  }
  if (patch.categories !== undefined) values.categories = patch.categories;
  if (patch.tags !== undefined) values.tags = patch.tags;
  if (patch.coverImage !== undefined) values.coverImage = patch.coverImage ?? null;
  if (patch.visibility !== undefined) values.visibility = patch.visibility;
  if (patch.seo?.metaTitle !== undefined) values.metaTitle = cleanOptional(patch.seo.metaTitle);
  if (patch.seo?.metaDescription !== undefined) {
    values.metaDescription = cleanOptional(patch.seo.metaDescription);
  }
  if (patch.publishStatus !== undefined) {
    values.publishStatus = patch.publishStatus;
    if (patch.publishStatus === "published" && !row.publishedAt) values.publishedAt = ctx.now();
  }
  const isEmpty = body
    ? body.isEmpty
    : row.wordCount === 0 && !/<(img|iframe)\b/i.test(row.content);
  assertPublishable(values.publishStatus ?? row.publishStatus, isEmpty);
  if (patch.slug !== undefined && patch.slug !== row.slug) {
    if (await isSlugTaken(ctx.db, patch.slug, row.id)) {
      throw new AppError("CONFLICT", ArticleMessage.slugTaken, { slug: ArticleMessage.slugTaken });
    }
    values.slug = patch.slug;
  }
  try {
    await withTransaction(ctx, async (tx) => {
      await updateArticleRow(tx.db, row.id, values, ctx.now());
      await recordModeration(tx, row.userId, {
        action: "updated",
        entity: "article",
        entityId: row.id,
        summary: values.title ?? row.title,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError("CONFLICT", ArticleMessage.slugTaken, { slug: ArticleMessage.slugTaken });
    }
    throw error;
  }
  return getArticle(ctx, row.id);
}

/** `DELETE /articles/{id}`: the article goes with its comments and likes. */
export async function deleteArticle(ctx: ViewerContext, id: string): Promise<void> {
  const row = await readableArticle(ctx, id);
  if (!canDeleteArticle(row, ctx.viewer)) throw new AppError("FORBIDDEN", ArticleMessage.notAuthor);
  await withTransaction(ctx, async (tx) => {
    await deleteArticleRow(tx.db, row.id);
    await recordModeration(tx, row.userId, {
      action: "deleted",
      entity: "article",
      entityId: row.id,
      summary: row.title,
    });
  });
}

/** Likes and comments are for published articles the viewer can read. */
async function publishedArticle(ctx: RequestContext, id: string): Promise<ArticleRow> {
  const row = await readableArticle(ctx, id);
  if (!isPublished(row)) throw new AppError("NOT_FOUND", ArticleMessage.notFound);
  return row;
}

export async function likeArticle(
  ctx: ViewerContext,
  limiter: RateLimiter,
  id: string,
): Promise<LikeState> {
  const userId = ctx.viewer.id;
  const row = await publishedArticle(ctx, id);
  await countAction(limiter, userId, "like");
  return { liked: true, likeCount: await insertArticleLike(ctx.db, row.id, userId) };
}

export async function unlikeArticle(
  ctx: ViewerContext,
  limiter: RateLimiter,
  id: string,
): Promise<LikeState> {
  const userId = ctx.viewer.id;
  const row = await publishedArticle(ctx, id);
  await countAction(limiter, userId, "like");
  return { liked: false, likeCount: await deleteArticleLike(ctx.db, row.id, userId) };
}

// -- Comments ------------------------------------------------------------------------------

function toCommentReply(
  row: CommentRow,
  article: Access,
  viewer: Viewer | undefined,
): CommentReply {
  const own = isOwn(row, viewer);
  return {
    id: row.id,
    articleId: row.articleId,
    parentId: row.parentId,
    content: row.content,
    author: row.authorRemoved ? toAuthor(row, DELETED_ACCOUNT_NAME) : toAuthor(row),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    isEdited: row.updatedAt.getTime() > row.createdAt.getTime(),
    canEdit: own,
    // The comment's author, the article's author (their own page) or an admin.
    canDelete: own || isOwn(article, viewer) || viewer?.isAdmin === true,
  };
}

/** `GET /articles/{id}/comments`: oldest first, each comment with its replies. */
export async function listComments(
  ctx: RequestContext,
  articleId: string,
  query: CommentListQuery,
): Promise<CommentPage> {
  const article = await readableArticle(ctx, articleId);
  const after = readTimeCursor(query.cursor, ctx.now(), ArticleMessage.cursorInvalid);
  const rows = await listTopCommentRows(ctx.db, article.id, {
    ...(after ? { after } : {}),
    limit: query.limit + 1,
  });
  const page = toPage(
    rows,
    query.limit,
    (row) => ({ at: row.createdAt, id: row.id }),
    (row) => row,
  );
  const replies = await listReplyRows(
    ctx.db,
    page.items.map((r) => r.id),
  );
  const items: ArticleComment[] = page.items.map((row) => ({
    ...toCommentReply(row, article, ctx.viewer),
    replies: replies
      .filter((reply) => reply.parentId === row.id)
      .map((reply) => toCommentReply(reply, article, ctx.viewer)),
  }));
  return { items, nextCursor: page.nextCursor, commentCount: article.commentCount };
}

/**
 * `POST /articles/{id}/comments`: plain text (any markup removed). A reply to a reply joins
 * the comment it answers, so replies stay one level deep.
 */
export async function addComment(
  ctx: ViewerContext,
  limiter: RateLimiter,
  articleId: string,
  input: CommentInput,
): Promise<ArticleComment> {
  const userId = ctx.viewer.id;
  const article = await publishedArticle(ctx, articleId);
  const content = requiredPlainText(input.content, "content", ArticleMessage.commentRequired);
  let parentId: string | null = null;
  if (input.parentId) {
    const parent = await findCommentRow(ctx.db, input.parentId.toLowerCase());
    if (!parent || parent.articleId !== article.id) {
      throw AppError.invalid("parentId", ArticleMessage.parentNotFound);
    }
    parentId = parent.parentId ?? parent.id;
  }
  await countAction(limiter, userId, "comment");
  const id = await insertCommentRow(ctx.db, { articleId: article.id, userId, parentId, content });
  const row = await findCommentRow(ctx.db, id);
  if (!row) throw new AppError("NOT_FOUND", ArticleMessage.commentNotFound);
  return { ...toCommentReply(row, article, ctx.viewer), replies: [] };
}

/** A comment on an article the viewer can read; 404 otherwise. */
async function visibleComment(ctx: ViewerContext, id: string) {
  const comment = await findCommentRow(ctx.db, requireId(id, ArticleMessage.commentNotFound));
  if (!comment) throw new AppError("NOT_FOUND", ArticleMessage.commentNotFound);
  const article = await findArticleRow(ctx.db, comment.articleId, ctx.viewer.id);
  if (!article || !canReadArticle(article, ctx.viewer)) {
    throw new AppError("NOT_FOUND", ArticleMessage.commentNotFound);
  }
  return { comment, article };
}

/** `PATCH /comments/{id}`: its author changes the text. */
export async function editComment(
  ctx: ViewerContext,
  id: string,
  text: string,
): Promise<CommentReply> {
  const { comment, article } = await visibleComment(ctx, id);
  if (comment.userId !== ctx.viewer.id) {
    throw new AppError("FORBIDDEN", ArticleMessage.commentNotAuthor);
  }
  const content = requiredPlainText(text, "content", ArticleMessage.commentRequired);
  await updateCommentRow(ctx.db, comment.id, content, ctx.now());
  const row = await findCommentRow(ctx.db, comment.id);
  if (!row) throw new AppError("NOT_FOUND", ArticleMessage.commentNotFound);
  return toCommentReply(row, article, ctx.viewer);
}

/** `DELETE /comments/{id}`: by its author, the article's author or an admin; replies go too. */
export async function deleteComment(ctx: ViewerContext, id: string): Promise<void> {
  const { comment, article } = await visibleComment(ctx, id);
  if (!toCommentReply(comment, article, ctx.viewer).canDelete) {
    throw new AppError("FORBIDDEN", ArticleMessage.commentNotAuthor);
  }
  await deleteCommentRow(ctx.db, comment.id, article.id);
}

// -- Starter content -----------------------------------------------------------------------

/** Writes the starter articles once each (by seed key), as the Vitalog team's, published. */
export async function seedArticles(ctx: RequestContext): Promise<number> {
  const now = ctx.now();
  const present = await findSeededArticleKeys(ctx.db);
  let written = 0;
  for (const seed of SEED_ARTICLES) {
    if (present.has(seed.seedKey)) continue;
    const body = contentValues(seed.content);
    const slug = await freeSlug(ctx, slugify(seed.title));
    try {
      await insertArticleRow(ctx.db, {
        userId: null,
        title: seed.title,
        slug,
        content: body.content,
        excerpt: seed.excerpt,
        excerptGenerated: false,
        coverImage: null,
        categories: seed.categories,
        tags: normalizeTags(seed.tags),
        publishStatus: "published",
        visibility: "public",
        publishedAt: new Date(now.getTime() - seed.daysAgo * 86_400_000),
        metaTitle: null,
        metaDescription: null,
        wordCount: body.wordCount,
        readingTime: body.readingTime,
        isAdapted: false,
        seedKey: seed.seedKey,
      });
    } catch (error) {
      // Another process starting at the same time wrote it first.
      if (isUniqueViolation(error)) continue;
      throw error;
    }
    written += 1;
  }
  if (written > 0) ctx.log.info({ articles: written }, "starter articles seeded");
  return written;
}
