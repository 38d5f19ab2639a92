import { type Executor, schema } from "@vitalog/db";
import { REMOVED_WITH_ACCOUNT_TEXT } from "@vitalog/domain";
import { type AnyColumn, count, eq, isNull, like, type SQL, sql } from "drizzle-orm";
import { PROFILE_PHOTO_CATEGORY } from "../profile/profile-photo.service.ts";

const {
  articles,
  articleComments,
  articleLikes,
  healthGroups,
  groupMembers,
  groupThreads,
  groupPosts,
  groupPostLikes,
  groupPostReports,
  featureRequests,
  featureRequestVotes,
  featureRequestComments,
  publicProfiles,
  rateLimit,
} = schema;

/** The author columns every community row is read with (authorColumns). */
export interface AuthorFields {
  authorId: string | null;
  authorName: string | null;
  authorUsername: string | null;
  authorPublic: boolean;
  authorPhotoId: string | null;
}

/** A health-group row's author columns: also whether they show their group activity. */
export interface GroupAuthorFields extends AuthorFields {
  authorGroupActivityPublic: boolean;
}

/**
 * The author of a row, by correlated subqueries on its author column (written out qualified,
 * e.g. `"articles"."user_id"`): name, public username, whether the profile is public (no row:
 * the default, public) and the latest profile photo's file id.
 */
export function authorColumns(authorColumn: string) {
  const author = sql.raw(authorColumn);
  return {
    authorId: sql<string | null>`${author}`,
    authorName: sql<string | null>`(SELECT u.name FROM "user" u WHERE u.id = ${author})`,
    authorUsername: sql<
      string | null
    >`(SELECT p.username FROM public_profiles p WHERE p.user_id = ${author})`,
    authorPublic: sql<boolean>`coalesce((SELECT p.is_profile_public FROM public_profiles p WHERE p.user_id = ${author}), ${author} IS NOT NULL)`,
    authorPhotoId: sql<string | null>`(
      SELECT sf.id::text FROM stored_files sf
      WHERE sf.user_id = ${author} AND sf.category = ${PROFILE_PHOTO_CATEGORY}
      ORDER BY sf.created_at DESC, sf.id DESC LIMIT 1)`,
  };
}

/**
 * The author columns of health-group rows (a group's creator, threads, posts): the same, and
 * whether the author shows their group activity (no row: hidden, the default).
 */
export function groupAuthorColumns(authorColumn: string) {
  const author = sql.raw(authorColumn);
  return {
    ...authorColumns(authorColumn),
    authorGroupActivityPublic: sql<boolean>`coalesce((SELECT p.is_group_activity_public FROM public_profiles p WHERE p.user_id = ${author}), false)`,
  };
}

/** `column DESC NULLS LAST`: the order the community's keyset indexes are built in. */
export function descending(column: AnyColumn | SQL): SQL {
  return sql`${column} DESC NULLS LAST`;
}

/** Whether a row lies after a keyset position in a descending list: `(a, b) < (x, y)`. */
export function before(
  columns: [AnyColumn, AnyColumn],
  values: [SQL, string],
  idType: "uuid" | "text" = "uuid",
): SQL {
  return sql`(${columns[0]}, ${columns[1]}) < (${values[0]}, ${values[1]}::${sql.raw(idType)})`;
}

/** Whether a row lies after a keyset position in an ascending list: `(a, b) > (x, y)`. */
export function after(
  columns: [AnyColumn, AnyColumn],
  values: [SQL, string],
  idType: "uuid" | "text" = "uuid",
): SQL {
  return sql`(${columns[0]}, ${columns[1]}) > (${values[0]}, ${values[1]}::${sql.raw(idType)})`;
}

/** A text array literal of parameters: `ARRAY[$1, $2]::text[]`. */
export function textArray(values: readonly string[]): SQL {
  if (values.length === 0) return sql`'{}'::text[]`;
  return sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

export const timestampValue = (at: Date): SQL => sql`${at.toISOString()}::timestamptz`;
export const integerValue = (n: number): SQL => sql`${n}::int`;

// -- Counters recounted after rows went away in bulk (an account deleted) ------------------

const ids = (values: readonly string[], type: "uuid" | "text" = "uuid") =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::${sql.raw(type)}[]`;

export async function recountArticles(db: Executor, articleIds: readonly string[]): Promise<void> {
  if (articleIds.length === 0) return;
  await db.execute(sql`
    UPDATE articles a SET
      like_count = (SELECT count(*)::int FROM article_likes l WHERE l.article_id = a.id),
      comment_count = (SELECT count(*)::int FROM article_comments c WHERE c.article_id = a.id)
    WHERE a.id = ANY(${ids(articleIds, "text")})`);
}

export async function recountGroups(db: Executor, groupIds: readonly string[]): Promise<void> {
  if (groupIds.length === 0) return;
  await db.execute(sql`
    UPDATE health_groups g SET
      member_count = (SELECT count(*)::int FROM group_members m WHERE m.group_id = g.id AND m.status = 'active'),
      thread_count = (SELECT count(*)::int FROM group_threads t WHERE t.group_id = g.id)
    WHERE g.id = ANY(${ids(groupIds)})`);
}

export async function recountThreads(db: Executor, threadIds: readonly string[]): Promise<void> {
  if (threadIds.length === 0) return;
  await db.execute(sql`
    UPDATE group_threads t SET
      reply_count = (SELECT count(*)::int FROM group_posts p WHERE p.thread_id = t.id AND NOT p.is_opening)
    WHERE t.id = ANY(${ids(threadIds)})`);
}

export async function recountPosts(db: Executor, postIds: readonly string[]): Promise<void> {
  if (postIds.length === 0) return;
  await db.execute(sql`
    UPDATE group_posts p SET
      like_count = (SELECT count(*)::int FROM group_post_likes l WHERE l.post_id = p.id)
    WHERE p.id = ANY(${ids(postIds)})`);
}

export async function recountFeatureRequests(
  db: Executor,
  requestIds: readonly string[],
): Promise<void> {
  if (requestIds.length === 0) return;
  await db.execute(sql`
    UPDATE feature_requests r SET
      vote_count = (SELECT count(*)::int FROM feature_request_votes v WHERE v.request_id = r.id),
      comment_count = (SELECT count(*)::int FROM feature_request_comments c WHERE c.request_id = r.id)
    WHERE r.id = ANY(${ids(requestIds)})`);
}

const distinct = (rows: { id: string | null }[]) => [
  ...new Set(rows.flatMap((r) => (r.id ? [r.id] : []))),
];

/**
 * Removes a person's community rows (account deletion): their articles, their words in threads,
 * posts and comments (eraseOwnWords keeps other people's replies), likes, votes, memberships,
 * reports and profile choices; their feature requests stay, without a name. Every counter those
 * rows fed is recounted. The caller's transaction.
 */
export async function deleteCommunityRows(db: Executor, userId: string): Promise<void> {
  const touchedArticles = distinct([
    ...(await db
      .select({ id: articleLikes.articleId })
      .from(articleLikes)
      .where(eq(articleLikes.userId, userId))),
    ...(await db
      .select({ id: articleComments.articleId })
      .from(articleComments)
      .where(eq(articleComments.userId, userId))),
  ]);
  const touchedGroups = distinct([
    ...(await db
      .select({ id: groupMembers.groupId })
      .from(groupMembers)
      .where(eq(groupMembers.userId, userId))),
    ...(await db
      .select({ id: groupPosts.groupId })
      .from(groupPosts)
      .where(eq(groupPosts.userId, userId))),
  ]);
  const touchedThreads = distinct(
    await db
      .select({ id: groupPosts.threadId })
      .from(groupPosts)
      .where(eq(groupPosts.userId, userId)),
  );
  const touchedPosts = distinct(
    await db
      .select({ id: groupPostLikes.postId })
      .from(groupPostLikes)
      .where(eq(groupPostLikes.userId, userId)),
  );
  const touchedRequests = distinct([
    ...(await db
      .select({ id: featureRequestVotes.requestId })
      .from(featureRequestVotes)
      .where(eq(featureRequestVotes.userId, userId))),
    ...(await db
      .select({ id: featureRequestComments.requestId })
      .from(featureRequestComments)
      .where(eq(featureRequestComments.userId, userId))),
  ]);

  // Their articles go with the comments on them (the comments answer the person's words).
  await db.delete(articles).where(eq(articles.userId, userId));
  await eraseOwnWords(db, userId);
  await db.delete(articleLikes).where(eq(articleLikes.userId, userId));
  await db.delete(groupPostLikes).where(eq(groupPostLikes.userId, userId));
  await db.delete(groupPostReports).where(eq(groupPostReports.userId, userId));
  await db.delete(groupMembers).where(eq(groupMembers.userId, userId));
  await db.delete(featureRequestVotes).where(eq(featureRequestVotes.userId, userId));
  await db.delete(featureRequestComments).where(eq(featureRequestComments.userId, userId));
  await db.delete(publicProfiles).where(eq(publicProfiles.userId, userId));
  await db.update(featureRequests).set({ userId: null }).where(eq(featureRequests.userId, userId));
  await db.update(healthGroups).set({ createdBy: null }).where(eq(healthGroups.createdBy, userId));
  await db.update(groupPosts).set({ hiddenBy: null }).where(eq(groupPosts.hiddenBy, userId));
  // The writing limits' counters name the person too (community.service.ts, countAction).
  await db.delete(rateLimit).where(like(rateLimit.key, `community-%:${userId}`));

  await recountArticles(db, touchedArticles);
  await recountGroups(db, touchedGroups);
  await recountThreads(db, touchedThreads);
  await recountPosts(db, touchedPosts);
  await recountFeatureRequests(db, touchedRequests);
}

/**
 * Erases what the person wrote in health groups and under articles while keeping other
 * people's words: their replies go; a post, comment or thread opening of theirs that others
 * replied to stays with its text replaced (REMOVED_WITH_ACCOUNT_TEXT) and no author; a thread
 * of theirs with other people's posts stays (title kept, opening replaced), one without goes.
 * Raw SQL so that `updated_at` is left alone (the replacement is not an edit).
 */
async function eraseOwnWords(db: Executor, userId: string): Promise<void> {
  const removed = REMOVED_WITH_ACCOUNT_TEXT;
  // Replies (one level deep: nothing hangs on a reply).
  await db.execute(
    sql`DELETE FROM group_posts WHERE user_id = ${userId} AND parent_id IS NOT NULL`,
  );
  await db.execute(
    sql`DELETE FROM article_comments WHERE user_id = ${userId} AND parent_id IS NOT NULL`,
  );
  // Posts and comments with other people's replies under them.
  await db.execute(sql`
    UPDATE group_posts p SET user_id = NULL, content = ${removed}, author_removed = true
    WHERE p.user_id = ${userId} AND NOT p.is_opening
      AND EXISTS (SELECT 1 FROM group_posts r WHERE r.parent_id = p.id)`);
  await db.execute(sql`
    UPDATE article_comments c SET user_id = NULL, content = ${removed}, author_removed = true
    WHERE c.user_id = ${userId}
      AND EXISTS (SELECT 1 FROM article_comments r WHERE r.parent_id = c.id)`);
  await db.execute(sql`DELETE FROM article_comments WHERE user_id = ${userId}`);
  await db.execute(sql`DELETE FROM group_posts WHERE user_id = ${userId} AND NOT is_opening`);
  // Threads that other people posted in stay, their opening replaced.
  await db.execute(sql`
    UPDATE group_posts p SET user_id = NULL, content = ${removed}, author_removed = true
    WHERE p.user_id = ${userId} AND p.is_opening
      AND EXISTS (SELECT 1 FROM group_posts r WHERE r.thread_id = p.thread_id AND NOT r.is_opening)`);
  await db.execute(sql`
    UPDATE group_threads t SET user_id = NULL, author_removed = true
    WHERE t.user_id = ${userId}
      AND EXISTS (SELECT 1 FROM group_posts r WHERE r.thread_id = t.id AND NOT r.is_opening)`);
  await db.delete(groupThreads).where(eq(groupThreads.userId, userId));
  await db.delete(groupPosts).where(eq(groupPosts.userId, userId));
}

/** The admin dashboard's community figures. */
export async function countCommunity(db: Executor) {
  const [published] = await db
    .select({ n: count() })
    .from(articles)
    .where(sql`${articles.publishStatus} = 'published' AND ${articles.visibility} = 'public'`);
  const [groups] = await db.select({ n: count() }).from(healthGroups);
  const [threads] = await db.select({ n: count() }).from(groupThreads);
  const [requests] = await db
    .select({ n: count() })
    .from(featureRequests)
    .where(isNull(featureRequests.mergedIntoId));
  return {
    publishedArticles: published?.n ?? 0,
    healthGroups: groups?.n ?? 0,
    groupThreads: threads?.n ?? 0,
    featureRequests: requests?.n ?? 0,
  };
}
