import { type Executor, schema } from "@vitalog/db";
import { and, asc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import {
  type AuthorFields,
  after,
  authorColumns,
  before,
  descending,
  textArray,
  timestampValue,
} from "./community.repository.ts";

const { articles, articleComments, articleLikes, articleViews } = schema;

const cardColumns = {
  id: articles.id,
  slug: articles.slug,
  title: articles.title,
  excerpt: articles.excerpt,
  coverImage: articles.coverImage,
  categories: articles.categories,
  tags: articles.tags,
  readingTime: articles.readingTime,
  wordCount: articles.wordCount,
  publishedAt: articles.publishedAt,
  likeCount: articles.likeCount,
  commentCount: articles.commentCount,
  viewCount: articles.viewCount,
  userId: articles.userId,
  publishStatus: articles.publishStatus,
  visibility: articles.visibility,
  updatedAt: articles.updatedAt,
  ...authorColumns(`"articles"."user_id"`),
};

const fullColumns = {
  ...cardColumns,
  content: articles.content,
  excerptGenerated: articles.excerptGenerated,
  isAdapted: articles.isAdapted,
  adaptation: articles.adaptation,
  metaTitle: articles.metaTitle,
  metaDescription: articles.metaDescription,
  createdAt: articles.createdAt,
};

type ArticleRecord = typeof articles.$inferSelect;
export type ArticleCardRow = Pick<
  ArticleRecord,
  Exclude<keyof typeof cardColumns, keyof AuthorFields>
> &
  AuthorFields;
/** A published article's card: it always has its publication time. */
export type PublishedArticleCardRow = ArticleCardRow & { publishedAt: Date };
export type ArticleRow = ArticleCardRow &
  Pick<
    ArticleRecord,
    | "content"
    | "excerptGenerated"
    | "isAdapted"
    | "adaptation"
    | "metaTitle"
    | "metaDescription"
    | "createdAt"
  > & { likedByMe: boolean };
export type ArticleValues = Omit<
  typeof articles.$inferInsert,
  "id" | "search" | "createdAt" | "updatedAt" | "viewCount" | "likeCount" | "commentCount"
>;

const isPublic = sql`${articles.publishStatus} = 'published' AND ${articles.visibility} = 'public'`;

function likedBy(viewerId: string | null) {
  return viewerId
    ? sql<boolean>`EXISTS (SELECT 1 FROM article_likes l WHERE l.article_id = "articles"."id" AND l.user_id = ${viewerId})`
    : sql<boolean>`false`;
}

async function findOne(
  db: Executor,
  where: SQL,
  viewerId: string | null,
): Promise<ArticleRow | null> {
  const rows = await db
    .select({ ...fullColumns, likedByMe: likedBy(viewerId) })
    .from(articles)
    .where(where)
    .limit(1);
  return (rows[0] as ArticleRow | undefined) ?? null;
}

export function findArticleRow(db: Executor, id: string, viewerId: string | null) {
  return findOne(db, eq(articles.id, id), viewerId);
}

export function findArticleRowBySlug(db: Executor, slug: string, viewerId: string | null) {
  return findOne(db, eq(articles.slug, slug), viewerId);
}

export interface PublicArticleFilter {
  q?: string;
  category?: string;
  tag?: string;
  authorId?: string;
  /** The last row of the page before (published_at, id). */
  after?: { at: Date; id: string };
  limit: number;
}

/** Published public articles, newest first, a page at a time (the articles index). */
export async function listPublicArticleRows(
  db: Executor,
  filter: PublicArticleFilter,
): Promise<PublishedArticleCardRow[]> {
  const conditions: SQL[] = [isPublic];
  if (filter.category)
    conditions.push(sql`${articles.categories} @> ARRAY[${filter.category}]::text[]`);
  if (filter.tag) conditions.push(sql`${articles.tags} @> ARRAY[${filter.tag}]::text[]`);
  if (filter.q)
    conditions.push(sql`${articles.search} @@ websearch_to_tsquery('english', ${filter.q})`);
  if (filter.authorId) conditions.push(eq(articles.userId, filter.authorId));
  if (filter.after) {
    conditions.push(
      before(
        [articles.publishedAt, articles.id],
        [timestampValue(filter.after.at), filter.after.id],
        "text",
      ),
    );
  }
  const rows = await db
    .select(cardColumns)
    .from(articles)
    .where(and(...conditions))
    .orderBy(descending(articles.publishedAt), descending(articles.id))
    .limit(filter.limit);
  return rows as PublishedArticleCardRow[];
}

/** A person's own articles, drafts included, last edited first. */
export async function listOwnArticleRows(
  db: Executor,
  userId: string,
  filter: { status?: string; after?: { at: Date; id: string }; limit: number },
): Promise<ArticleCardRow[]> {
  const conditions: SQL[] = [eq(articles.userId, userId)];
  if (filter.status) conditions.push(eq(articles.publishStatus, filter.status));
  if (filter.after) {
    conditions.push(
      before(
        [articles.updatedAt, articles.id],
        [timestampValue(filter.after.at), filter.after.id],
        "text",
      ),
    );
  }
  const rows = await db
    .select(cardColumns)
    .from(articles)
    .where(and(...conditions))
    .orderBy(descending(articles.updatedAt), descending(articles.id))
    .limit(filter.limit);
  return rows as ArticleCardRow[];
}

/** Published public articles sharing a category or a tag with one, newest first. */
export async function listRelatedArticleRows(
  db: Executor,
  article: { id: string; categories: string[]; tags: string[] },
  limit: number,
): Promise<ArticleCardRow[]> {
  const shares = article.tags.length
    ? sql`(${articles.categories} && ${textArray(article.categories)} OR ${articles.tags} && ${textArray(article.tags)})`
    : sql`${articles.categories} && ${textArray(article.categories)}`;
  const rows = await db
    .select(cardColumns)
    .from(articles)
    .where(and(isPublic, sql`${articles.id} <> ${article.id}::text`, shares))
    .orderBy(descending(articles.publishedAt), descending(articles.id))
    .limit(limit);
  return rows as ArticleCardRow[];
}

/** The slugs taken among `base` and its numbered variants (`base-2`, …). */
export async function findTakenSlugs(db: Executor, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: articles.slug })
    .from(articles)
    .where(sql`${articles.slug} = ${base} OR ${articles.slug} LIKE ${`${base}-%`}`);
  return new Set(rows.map((r) => r.slug));
}

export async function isSlugTaken(db: Executor, slug: string, exceptId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: articles.id })
    .from(articles)
    .where(
      exceptId
        ? and(eq(articles.slug, slug), sql`${articles.id} <> ${exceptId}::text`)
        : eq(articles.slug, slug),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertArticleRow(db: Executor, values: ArticleValues): Promise<string> {
  const [row] = await db.insert(articles).values(values).returning({ id: articles.id });
  if (!row) throw new Error("article row was not written");
  return row.id;
}

export async function updateArticleRow(
  db: Executor,
  id: string,
  values: Partial<ArticleValues>,
  now: Date,
): Promise<void> {
  await db
    .update(articles)
    .set({ ...values, updatedAt: now })
    .where(eq(articles.id, id));
}

/** Removes an article; its comments, likes and view records go with it. */
export async function deleteArticleRow(db: Executor, id: string): Promise<void> {
  await db.delete(articles).where(eq(articles.id, id));
}

export async function findSeededArticleKeys(db: Executor): Promise<Set<string>> {
  const rows = await db
    .select({ key: articles.seedKey })
    .from(articles)
    .where(sql`${articles.seedKey} IS NOT NULL`);
  return new Set(rows.flatMap((r) => (r.key ? [r.key] : [])));
}

// -- Likes and views: counters change only when a row was written or removed --------------

export async function insertArticleLike(
  db: Executor,
  articleId: string,
  userId: string,
): Promise<number> {
  const inserted = await db
    .insert(articleLikes)
    .values({ articleId, userId })
    .onConflictDoNothing()
    .returning({ articleId: articleLikes.articleId });
  return bumpArticleCounter(db, articleId, "like_count", inserted.length);
}

export async function deleteArticleLike(
  db: Executor,
  articleId: string,
  userId: string,
): Promise<number> {
  const deleted = await db
    .delete(articleLikes)
    .where(and(eq(articleLikes.articleId, articleId), eq(articleLikes.userId, userId)))
    .returning({ articleId: articleLikes.articleId });
  return bumpArticleCounter(db, articleId, "like_count", -deleted.length);
}

type Counter = "like_count" | "comment_count" | "view_count";

/** Adds `by` to a counter (raw SQL, so the article's `updated_at` stays its last edit). */
async function bumpArticleCounter(
  db: Executor,
  articleId: string,
  counter: Counter,
  by: number,
): Promise<number> {
  const column = sql.raw(counter);
  const result = await db.execute(sql`
    UPDATE articles SET ${column} = greatest(${column} + ${by}::int, 0)
    WHERE id = ${articleId}::text RETURNING ${column} AS n`);
  const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
  return Number((rows[0] as { n?: number } | undefined)?.n ?? 0);
}

/** Counts a view once per reader and day; older records of the article are dropped. */
export async function recordArticleView(
  db: Executor,
  articleId: string,
  day: string,
  readerKey: string,
): Promise<boolean> {
  const inserted = await db
    .insert(articleViews)
    .values({ articleId, day, readerKey })
    .onConflictDoNothing()
    .returning({ articleId: articleViews.articleId });
  if (inserted.length === 0) return false;
  await bumpArticleCounter(db, articleId, "view_count", 1);
  await db
    .delete(articleViews)
    .where(and(eq(articleViews.articleId, articleId), sql`${articleViews.day} < ${day}::date - 1`));
  return true;
}

// -- Comments ------------------------------------------------------------------------------

const commentColumns = {
  id: articleComments.id,
  articleId: articleComments.articleId,
  userId: articleComments.userId,
  parentId: articleComments.parentId,
  content: articleComments.content,
  authorRemoved: articleComments.authorRemoved,
  createdAt: articleComments.createdAt,
  updatedAt: articleComments.updatedAt,
  ...authorColumns(`"article_comments"."user_id"`),
};
export type CommentRow = Pick<
  typeof articleComments.$inferSelect,
  | "id"
  | "articleId"
  | "userId"
  | "parentId"
  | "content"
  | "authorRemoved"
  | "createdAt"
  | "updatedAt"
> &
  AuthorFields;

export async function findCommentRow(db: Executor, id: string): Promise<CommentRow | null> {
  const rows = await db
    .select(commentColumns)
    .from(articleComments)
    .where(eq(articleComments.id, id))
    .limit(1);
  return (rows[0] as CommentRow | undefined) ?? null;
}

/** An article's comments (not replies), oldest first, a page at a time. */
export async function listTopCommentRows(
  db: Executor,
  articleId: string,
  filter: { after?: { at: Date; id: string }; limit: number },
): Promise<CommentRow[]> {
  const conditions: SQL[] = [
    eq(articleComments.articleId, articleId),
    isNull(articleComments.parentId),
  ];
  if (filter.after) {
    conditions.push(
      after(
        [articleComments.createdAt, articleComments.id],
        [timestampValue(filter.after.at), filter.after.id],
      ),
    );
  }
  const rows = await db
    .select(commentColumns)
    .from(articleComments)
    .where(and(...conditions))
    .orderBy(asc(articleComments.createdAt), asc(articleComments.id))
    .limit(filter.limit);
  return rows as CommentRow[];
}

/** The replies to some comments, oldest first. */
export async function listReplyRows(db: Executor, parentIds: string[]): Promise<CommentRow[]> {
  if (parentIds.length === 0) return [];
  const rows = await db
    .select(commentColumns)
    .from(articleComments)
    .where(inArray(articleComments.parentId, parentIds))
    .orderBy(asc(articleComments.createdAt), asc(articleComments.id));
  return rows as CommentRow[];
}

export async function insertCommentRow(
  db: Executor,
  values: { articleId: string; userId: string; parentId: string | null; content: string },
): Promise<string> {
  const [row] = await db
    .insert(articleComments)
    .values(values)
    .returning({ id: articleComments.id });
  if (!row) throw new Error("comment row was not written");
  await bumpArticleCounter(db, values.articleId, "comment_count", 1);
  return row.id;
}

export async function updateCommentRow(
  db: Executor,
  id: string,
  content: string,
  now: Date,
): Promise<void> {
  await db
    .update(articleComments)
    .set({ content, updatedAt: now })
    .where(eq(articleComments.id, id));
}

/** Removes a comment with its replies, and recounts the article's comments. */
export async function deleteCommentRow(db: Executor, id: string, articleId: string): Promise<void> {
  await db.delete(articleComments).where(eq(articleComments.id, id));
  await db.execute(sql`
    UPDATE articles SET comment_count = (SELECT count(*)::int FROM article_comments c WHERE c.article_id = ${articleId}::text)
    WHERE id = ${articleId}::text`);
}

// -- Export --------------------------------------------------------------------------------

export function listArticlesForExport(db: Executor, userId: string) {
  return db
    .select({
      id: articles.id,
      slug: articles.slug,
      title: articles.title,
      excerpt: articles.excerpt,
      content: articles.content,
      categories: articles.categories,
      tags: articles.tags,
      coverImage: articles.coverImage,
      publishStatus: articles.publishStatus,
      visibility: articles.visibility,
      publishedAt: articles.publishedAt,
      metaTitle: articles.metaTitle,
      metaDescription: articles.metaDescription,
      wordCount: articles.wordCount,
      readingTime: articles.readingTime,
      viewCount: articles.viewCount,
      likeCount: articles.likeCount,
      commentCount: articles.commentCount,
      createdAt: articles.createdAt,
      updatedAt: articles.updatedAt,
    })
    .from(articles)
    .where(eq(articles.userId, userId))
    .orderBy(asc(articles.createdAt), asc(articles.id));
}

export function listArticleCommentsForExport(db: Executor, userId: string) {
  return db
    .select({
      id: articleComments.id,
      articleId: articleComments.articleId,
      parentId: articleComments.parentId,
      content: articleComments.content,
      createdAt: articleComments.createdAt,
      updatedAt: articleComments.updatedAt,
    })
    .from(articleComments)
    .where(eq(articleComments.userId, userId))
    .orderBy(asc(articleComments.createdAt), asc(articleComments.id));
}

export function listArticleLikesForExport(db: Executor, userId: string) {
  return db
    .select({ articleId: articleLikes.articleId, likedAt: articleLikes.createdAt })
    .from(articleLikes)
    .where(eq(articleLikes.userId, userId))
    .orderBy(asc(articleLikes.createdAt));
}
