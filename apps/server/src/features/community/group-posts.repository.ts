import { type Executor, schema } from "@vitalog/db";
import { and, asc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import {
  after,
  type GroupAuthorFields,
  groupAuthorColumns,
  timestampValue,
} from "./community.repository.ts";
import { touchGroup } from "./groups.repository.ts";

const { groupPosts, groupPostLikes } = schema;

function likedPostBy(viewerId: string | null) {
  return viewerId
    ? sql<boolean>`EXISTS (SELECT 1 FROM group_post_likes l WHERE l.post_id = "group_posts"."id" AND l.user_id = ${viewerId})`
    : sql<boolean>`false`;
}

const postColumns = (viewerId: string | null) => ({
  id: groupPosts.id,
  threadId: groupPosts.threadId,
  groupId: groupPosts.groupId,
  userId: groupPosts.userId,
  parentId: groupPosts.parentId,
  isOpening: groupPosts.isOpening,
  content: groupPosts.content,
  authorRemoved: groupPosts.authorRemoved,
  isHidden: groupPosts.isHidden,
  likeCount: groupPosts.likeCount,
  createdAt: groupPosts.createdAt,
  updatedAt: groupPosts.updatedAt,
  likedByMe: likedPostBy(viewerId),
  ...groupAuthorColumns(`"group_posts"."user_id"`),
});
export type PostRow = Omit<typeof groupPosts.$inferSelect, "hiddenBy"> &
  GroupAuthorFields & { likedByMe: boolean };

export async function findPostRow(
  db: Executor,
  id: string,
  viewerId: string | null,
): Promise<PostRow | null> {
  const rows = await db
    .select(postColumns(viewerId))
    .from(groupPosts)
    .where(eq(groupPosts.id, id))
    .limit(1);
  return (rows[0] as PostRow | undefined) ?? null;
}

export async function findOpeningPostRow(
  db: Executor,
  threadId: string,
  viewerId: string | null,
): Promise<PostRow | null> {
  const rows = await db
    .select(postColumns(viewerId))
    .from(groupPosts)
    .where(and(eq(groupPosts.threadId, threadId), eq(groupPosts.isOpening, true)))
    .limit(1);
  return (rows[0] as PostRow | undefined) ?? null;
}

/** A thread's posts after the opening one (not replies), oldest first, a page at a time. */
export async function listTopPostRows(
  db: Executor,
  threadId: string,
  filter: { after?: { at: Date; id: string }; limit: number },
  viewerId: string | null,
): Promise<PostRow[]> {
  const conditions: SQL[] = [
    eq(groupPosts.threadId, threadId),
    isNull(groupPosts.parentId),
    eq(groupPosts.isOpening, false),
  ];
  if (filter.after) {
    conditions.push(
      after(
        [groupPosts.createdAt, groupPosts.id],
        [timestampValue(filter.after.at), filter.after.id],
      ),
    );
  }
  const rows = await db
    .select(postColumns(viewerId))
    .from(groupPosts)
    .where(and(...conditions))
    .orderBy(asc(groupPosts.createdAt), asc(groupPosts.id))
    .limit(filter.limit);
  return rows as PostRow[];
}

export async function listReplyPostRows(
  db: Executor,
  parentIds: string[],
  viewerId: string | null,
): Promise<PostRow[]> {
  if (parentIds.length === 0) return [];
  const rows = await db
    .select(postColumns(viewerId))
    .from(groupPosts)
    .where(inArray(groupPosts.parentId, parentIds))
    .orderBy(asc(groupPosts.createdAt), asc(groupPosts.id));
  return rows as PostRow[];
}

/** A post or reply: the thread counts one more and is active now, and so is its group. */
export async function insertPostRow(
  db: Executor,
  values: {
    threadId: string;
    groupId: string;
    userId: string | null;
    parentId: string | null;
    content: string;
    at: Date;
  },
): Promise<string> {
  const [row] = await db
    .insert(groupPosts)
    .values({
      threadId: values.threadId,
      groupId: values.groupId,
      userId: values.userId,
      parentId: values.parentId,
      content: values.content,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .returning({ id: groupPosts.id });
  if (!row) throw new Error("post row was not written");
  await db.execute(sql`
    UPDATE group_threads SET reply_count = reply_count + 1, last_activity_at = ${values.at.toISOString()}::timestamptz
    WHERE id = ${values.threadId}::uuid`);
  await touchGroup(db, values.groupId, values.at);
  return row.id;
}

export async function updatePostRow(
  db: Executor,
  id: string,
  values: { content?: string; isHidden?: boolean; hiddenBy?: string | null },
  now: Date,
): Promise<void> {
  // Only a change of text is an edit: hiding keeps the post's `updated_at`.
  const updatedAt = values.content !== undefined ? now : sql`${groupPosts.updatedAt}`;
  await db
    .update(groupPosts)
    .set({ ...values, updatedAt })
    .where(eq(groupPosts.id, id));
}

/** Removes a post with its replies; the thread's reply count is recounted. */
export async function deletePostRow(db: Executor, id: string, threadId: string): Promise<void> {
  await db.delete(groupPosts).where(eq(groupPosts.id, id));
  await db.execute(sql`
    UPDATE group_threads SET reply_count = (SELECT count(*)::int FROM group_posts p WHERE p.thread_id = ${threadId}::uuid AND NOT p.is_opening)
    WHERE id = ${threadId}::uuid`);
}

async function bumpPostLikes(db: Executor, postId: string, by: number): Promise<number> {
  const result = await db.execute(sql`
    UPDATE group_posts SET like_count = greatest(like_count + ${by}::int, 0)
    WHERE id = ${postId}::uuid RETURNING like_count AS n`);
  const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
  return Number((rows[0] as { n?: number } | undefined)?.n ?? 0);
}

export async function insertPostLike(db: Executor, postId: string, userId: string) {
  const inserted = await db
    .insert(groupPostLikes)
    .values({ postId, userId })
    .onConflictDoNothing()
    .returning({ postId: groupPostLikes.postId });
  return bumpPostLikes(db, postId, inserted.length);
}

export async function deletePostLike(db: Executor, postId: string, userId: string) {
  const deleted = await db
    .delete(groupPostLikes)
    .where(and(eq(groupPostLikes.postId, postId), eq(groupPostLikes.userId, userId)))
    .returning({ postId: groupPostLikes.postId });
  return bumpPostLikes(db, postId, -deleted.length);
}

// -- Export --------------------------------------------------------------------------------

export function listPostsForExport(db: Executor, userId: string) {
  return db
    .select({
      id: groupPosts.id,
      threadId: groupPosts.threadId,
      groupId: groupPosts.groupId,
      parentId: groupPosts.parentId,
      isOpening: groupPosts.isOpening,
      content: groupPosts.content,
      isHidden: groupPosts.isHidden,
      likeCount: groupPosts.likeCount,
      createdAt: groupPosts.createdAt,
      updatedAt: groupPosts.updatedAt,
    })
    .from(groupPosts)
    .where(eq(groupPosts.userId, userId))
    .orderBy(asc(groupPosts.createdAt), asc(groupPosts.id));
}

export function listPostLikesForExport(db: Executor, userId: string) {
  return db
    .select({ postId: groupPostLikes.postId, likedAt: groupPostLikes.createdAt })
    .from(groupPostLikes)
    .where(eq(groupPostLikes.userId, userId))
    .orderBy(asc(groupPostLikes.createdAt));
}
