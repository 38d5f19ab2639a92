import { type Executor, schema } from "@vitalog/db";
import { and, asc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { AuthorFields, GroupAuthorFields } from "./community.context.ts";
import {
  after,
  authorColumns,
  before,
  descending,
  groupAuthorColumns,
  integerValue,
  timestampValue,
} from "./community.repository.ts";

const { healthGroups, groupMembers, groupThreads, groupPosts, groupPostLikes, groupPostReports } =
  schema;

// -- Groups --------------------------------------------------------------------------------

function memberStatusOf(viewerId: string | null) {
  return viewerId
    ? sql<
        string | null
      >`(SELECT m.status FROM group_members m WHERE m.group_id = "health_groups"."id" AND m.user_id = ${viewerId})`
    : sql<string | null>`NULL::text`;
}

const groupColumns = (viewerId: string | null) => ({
  id: healthGroups.id,
  name: healthGroups.name,
  description: healthGroups.description,
  topic: healthGroups.topic,
  coverImage: healthGroups.coverImage,
  createdBy: healthGroups.createdBy,
  memberCount: healthGroups.memberCount,
  threadCount: healthGroups.threadCount,
  lastActivityAt: healthGroups.lastActivityAt,
  createdAt: healthGroups.createdAt,
  viewerStatus: memberStatusOf(viewerId),
  ...groupAuthorColumns(`"health_groups"."created_by"`),
});

export type GroupRow = Pick<
  typeof healthGroups.$inferSelect,
  | "id"
  | "name"
  | "description"
  | "topic"
  | "coverImage"
  | "createdBy"
  | "memberCount"
  | "threadCount"
  | "lastActivityAt"
  | "createdAt"
> &
  GroupAuthorFields & { viewerStatus: string | null };
export type GroupValues = Pick<
  typeof healthGroups.$inferInsert,
  "name" | "description" | "topic" | "coverImage"
>;

export async function findGroupRow(
  db: Executor,
  id: string,
  viewerId: string | null,
): Promise<GroupRow | null> {
  const rows = await db
    .select(groupColumns(viewerId))
    .from(healthGroups)
    .where(eq(healthGroups.id, id))
    .limit(1);
  return (rows[0] as GroupRow | undefined) ?? null;
}

export interface GroupFilter {
  topic?: string;
  q?: string;
  sort: "popular" | "newest";
  after?: { rank: number; id: string } | { at: Date; id: string };
  limit: number;
}

/** Groups, the most members (or the newest) first, a page at a time. */
export async function listGroupRows(
  db: Executor,
  filter: GroupFilter,
  viewerId: string | null,
): Promise<GroupRow[]> {
  const conditions: SQL[] = [];
  if (filter.topic) conditions.push(eq(healthGroups.topic, filter.topic));
  if (filter.q) {
    const pattern = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      sql`(${healthGroups.name} ILIKE ${pattern} OR ${healthGroups.description} ILIKE ${pattern})`,
    );
  }
  const key = filter.sort === "popular" ? healthGroups.memberCount : healthGroups.createdAt;
  if (filter.after) {
    const value =
      "rank" in filter.after ? integerValue(filter.after.rank) : timestampValue(filter.after.at);
    conditions.push(before([key, healthGroups.id], [value, filter.after.id]));
  }
  const rows = await db
    .select(groupColumns(viewerId))
    .from(healthGroups)
    .where(and(...conditions))
    .orderBy(descending(key), descending(healthGroups.id))
    .limit(filter.limit);
  return rows as GroupRow[];
}

export async function isGroupNameTaken(
  db: Executor,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: healthGroups.id })
    .from(healthGroups)
    .where(
      and(
        sql`lower(${healthGroups.name}) = lower(${name})`,
        ...(exceptId ? [sql`${healthGroups.id} <> ${exceptId}::uuid`] : []),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** A new group with its creator as first member. */
export async function insertGroupRow(
  db: Executor,
  values: GroupValues & { createdBy: string | null; seedKey?: string },
): Promise<string> {
  const [row] = await db
    .insert(healthGroups)
    .values({ ...values, memberCount: values.createdBy ? 1 : 0 })
    .returning({ id: healthGroups.id });
  if (!row) throw new Error("group row was not written");
  if (values.createdBy) {
    await db.insert(groupMembers).values({ groupId: row.id, userId: values.createdBy });
  }
  return row.id;
}

export async function updateGroupRow(
  db: Executor,
  id: string,
  values: Partial<GroupValues>,
): Promise<void> {
  await db
    .update(healthGroups)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(healthGroups.id, id));
}

export async function deleteGroupRow(db: Executor, id: string): Promise<void> {
  await db.delete(healthGroups).where(eq(healthGroups.id, id));
}

export async function findSeededGroupKeys(db: Executor): Promise<Map<string, string>> {
  const rows = await db
    .select({ key: healthGroups.seedKey, id: healthGroups.id })
    .from(healthGroups)
    .where(sql`${healthGroups.seedKey} IS NOT NULL`);
  return new Map(rows.flatMap((r) => (r.key ? [[r.key, r.id] as [string, string]] : [])));
}

/** Adds `by` to a group's counter (raw SQL: counters are not edits). */
async function bumpGroup(db: Executor, groupId: string, column: string, by: number) {
  const name = sql.raw(column);
  const result = await db.execute(sql`
    UPDATE health_groups SET ${name} = greatest(${name} + ${by}::int, 0)
    WHERE id = ${groupId}::uuid RETURNING ${name} AS n`);
  const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
  return Number((rows[0] as { n?: number } | undefined)?.n ?? 0);
}

export async function touchGroup(db: Executor, groupId: string, at: Date): Promise<void> {
  await db.execute(
    sql`UPDATE health_groups SET last_activity_at = ${at.toISOString()}::timestamptz WHERE id = ${groupId}::uuid`,
  );
}

// -- Members -------------------------------------------------------------------------------

export async function findMembership(
  db: Executor,
  groupId: string,
  userId: string,
): Promise<{ status: string } | null> {
  const rows = await db
    .select({ status: groupMembers.status })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
    .limit(1);
  return rows[0] ?? null;
}

/** Joins a group once; the member count grows only when a membership was written. */
export async function insertMembership(
  db: Executor,
  groupId: string,
  userId: string,
): Promise<number> {
  const inserted = await db
    .insert(groupMembers)
    .values({ groupId, userId })
    .onConflictDoNothing()
    .returning({ groupId: groupMembers.groupId });
  return bumpGroup(db, groupId, "member_count", inserted.length);
}

/** Leaves a group (an active membership only; a removal stays). */
export async function deleteMembership(
  db: Executor,
  groupId: string,
  userId: string,
): Promise<number> {
  const deleted = await db
    .delete(groupMembers)
    .where(
      and(
        eq(groupMembers.groupId, groupId),
        eq(groupMembers.userId, userId),
        eq(groupMembers.status, "active"),
      ),
    )
    .returning({ groupId: groupMembers.groupId });
  return bumpGroup(db, groupId, "member_count", -deleted.length);
}

/** A moderator takes someone out of a group; they cannot join again. */
export async function markMemberRemoved(
  db: Executor,
  groupId: string,
  userId: string,
): Promise<boolean> {
  const changed = await db
    .update(groupMembers)
    .set({ status: "removed", updatedAt: new Date() })
    .where(
      and(
        eq(groupMembers.groupId, groupId),
        eq(groupMembers.userId, userId),
        eq(groupMembers.status, "active"),
      ),
    )
    .returning({ groupId: groupMembers.groupId });
  if (changed.length > 0) await bumpGroup(db, groupId, "member_count", -1);
  return changed.length > 0;
}

const memberColumns = {
  userId: groupMembers.userId,
  joinedAt: groupMembers.joinedAt,
  ...authorColumns(`"group_members"."user_id"`),
};
export type MemberRow = { userId: string; joinedAt: Date } & AuthorFields;

/** A group's active members, newest first, a page at a time. */
export async function listMemberRows(
  db: Executor,
  groupId: string,
  filter: { after?: { at: Date; id: string }; limit: number },
): Promise<MemberRow[]> {
  const conditions: SQL[] = [eq(groupMembers.groupId, groupId), eq(groupMembers.status, "active")];
  if (filter.after) {
    conditions.push(
      sql`(${groupMembers.joinedAt}, ${groupMembers.userId}) < (${timestampValue(filter.after.at)}, ${filter.after.id})`,
    );
  }
  const rows = await db
    .select(memberColumns)
    .from(groupMembers)
    .where(and(...conditions))
    .orderBy(descending(groupMembers.joinedAt), descending(groupMembers.userId))
    .limit(filter.limit);
  return rows as MemberRow[];
}

/** The groups a person belongs to, most recently joined first (their public profile). */
export function listGroupsOfMember(db: Executor, userId: string, limit: number) {
  return db
    .select({
      id: healthGroups.id,
      name: healthGroups.name,
      topic: healthGroups.topic,
      memberCount: healthGroups.memberCount,
    })
    .from(groupMembers)
    .innerJoin(healthGroups, eq(healthGroups.id, groupMembers.groupId))
    .where(and(eq(groupMembers.userId, userId), eq(groupMembers.status, "active")))
    .orderBy(descending(groupMembers.joinedAt))
    .limit(limit);
}

// -- Threads -------------------------------------------------------------------------------

const threadColumns = {
  id: groupThreads.id,
  groupId: groupThreads.groupId,
  userId: groupThreads.userId,
  title: groupThreads.title,
  authorRemoved: groupThreads.authorRemoved,
  isPinned: groupThreads.isPinned,
  replyCount: groupThreads.replyCount,
  lastActivityAt: groupThreads.lastActivityAt,
  createdAt: groupThreads.createdAt,
  updatedAt: groupThreads.updatedAt,
  ...groupAuthorColumns(`"group_threads"."user_id"`),
};
export type ThreadRow = Omit<typeof groupThreads.$inferSelect, never> & GroupAuthorFields;

export async function findThreadRow(db: Executor, id: string): Promise<ThreadRow | null> {
  const rows = await db
    .select(threadColumns)
    .from(groupThreads)
    .where(eq(groupThreads.id, id))
    .limit(1);
  return (rows[0] as ThreadRow | undefined) ?? null;
}

/** A group's threads: pinned ones (all, `pinned`) or the others, latest active first. */
export async function listThreadRows(
  db: Executor,
  groupId: string,
  filter: { pinned: boolean; after?: { at: Date; id: string }; limit: number },
): Promise<ThreadRow[]> {
  const conditions: SQL[] = [
    eq(groupThreads.groupId, groupId),
    eq(groupThreads.isPinned, filter.pinned),
  ];
  if (filter.after) {
    conditions.push(
      before(
        [groupThreads.lastActivityAt, groupThreads.id],
        [timestampValue(filter.after.at), filter.after.id],
      ),
    );
  }
  const rows = await db
    .select(threadColumns)
    .from(groupThreads)
    .where(and(...conditions))
    .orderBy(descending(groupThreads.lastActivityAt), descending(groupThreads.id))
    .limit(filter.limit);
  return rows as ThreadRow[];
}

/** A thread with its opening post; the group counts one thread more. */
export async function insertThreadRow(
  db: Executor,
  values: { groupId: string; userId: string | null; title: string; content: string; at: Date },
): Promise<{ threadId: string; postId: string }> {
  const [thread] = await db
    .insert(groupThreads)
    .values({
      groupId: values.groupId,
      userId: values.userId,
      title: values.title,
      lastActivityAt: values.at,
    })
    .returning({ id: groupThreads.id });
  if (!thread) throw new Error("thread row was not written");
  const [post] = await db
    .insert(groupPosts)
    .values({
      threadId: thread.id,
      groupId: values.groupId,
      userId: values.userId,
      isOpening: true,
      content: values.content,
    })
    .returning({ id: groupPosts.id });
  if (!post) throw new Error("post row was not written");
  await bumpGroup(db, values.groupId, "thread_count", 1);
  await touchGroup(db, values.groupId, values.at);
  return { threadId: thread.id, postId: post.id };
}

export async function updateThreadRow(
  db: Executor,
  id: string,
  values: { title?: string; isPinned?: boolean },
): Promise<void> {
  await db
    .update(groupThreads)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(groupThreads.id, id));
}

/** Removes a thread with its posts; the group's thread count is recounted. */
export async function deleteThreadRow(db: Executor, id: string, groupId: string): Promise<void> {
  await db.delete(groupThreads).where(eq(groupThreads.id, id));
  await db.execute(sql`
    UPDATE health_groups SET thread_count = (SELECT count(*)::int FROM group_threads t WHERE t.group_id = ${groupId}::uuid)
    WHERE id = ${groupId}::uuid`);
}

// -- Posts ---------------------------------------------------------------------------------

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
): Promise<void> {
  // Only a change of text is an edit: hiding keeps the post's `updated_at`.
  const updatedAt = values.content !== undefined ? new Date() : sql`${groupPosts.updatedAt}`;
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

/** Records a report once per person and post; a second one updates its reason. */
export async function upsertPostReport(
  db: Executor,
  values: { postId: string; userId: string; reason: string; details: string },
): Promise<void> {
  await db
    .insert(groupPostReports)
    .values(values)
    .onConflictDoUpdate({
      target: [groupPostReports.postId, groupPostReports.userId],
      set: { reason: values.reason, details: values.details, updatedAt: new Date() },
    });
}

/** A group's reported posts, the most reported first, with their reasons. */
export async function listReportedPostRows(db: Executor, groupId: string) {
  return db
    .select({
      postId: groupPosts.id,
      threadId: groupPosts.threadId,
      threadTitle: groupThreads.title,
      content: groupPosts.content,
      isHidden: groupPosts.isHidden,
      reportCount: sql<number>`count(*)::int`,
      reasons: sql<string[]>`array_agg(DISTINCT ${groupPostReports.reason})`,
      details: sql<string[]>`array_remove(array_agg(${groupPostReports.details}), '')`,
      lastReportedAt: sql<string>`max(${groupPostReports.updatedAt})`,
    })
    .from(groupPostReports)
    .innerJoin(groupPosts, eq(groupPosts.id, groupPostReports.postId))
    .innerJoin(groupThreads, eq(groupThreads.id, groupPosts.threadId))
    .where(eq(groupPosts.groupId, groupId))
    .groupBy(groupPosts.id, groupThreads.title)
    .orderBy(sql`count(*) DESC`, sql`max(${groupPostReports.updatedAt}) DESC`)
    .limit(100);
}

// -- Export --------------------------------------------------------------------------------

export function listMembershipsForExport(db: Executor, userId: string) {
  return db
    .select({
      groupId: groupMembers.groupId,
      groupName: healthGroups.name,
      status: groupMembers.status,
      joinedAt: groupMembers.joinedAt,
    })
    .from(groupMembers)
    .innerJoin(healthGroups, eq(healthGroups.id, groupMembers.groupId))
    .where(eq(groupMembers.userId, userId))
    .orderBy(asc(groupMembers.joinedAt));
}

export function listThreadsForExport(db: Executor, userId: string) {
  return db
    .select({
      id: groupThreads.id,
      groupId: groupThreads.groupId,
      title: groupThreads.title,
      isPinned: groupThreads.isPinned,
      replyCount: groupThreads.replyCount,
      createdAt: groupThreads.createdAt,
      updatedAt: groupThreads.updatedAt,
    })
    .from(groupThreads)
    .where(eq(groupThreads.userId, userId))
    .orderBy(asc(groupThreads.createdAt), asc(groupThreads.id));
}

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

export function listReportsForExport(db: Executor, userId: string) {
  return db
    .select({
      postId: groupPostReports.postId,
      reason: groupPostReports.reason,
      details: groupPostReports.details,
      reportedAt: groupPostReports.createdAt,
    })
    .from(groupPostReports)
    .where(eq(groupPostReports.userId, userId))
    .orderBy(asc(groupPostReports.createdAt));
}

/** A member's display name (null when they gave none), for the admin activity log. */
export async function findMemberName(db: Executor, userId: string): Promise<string | null> {
  const rows = await db
    .select({ name: schema.user.name })
    .from(schema.user)
    .where(eq(schema.user.id, userId))
    .limit(1);
  return rows[0]?.name?.trim() || null;
}
