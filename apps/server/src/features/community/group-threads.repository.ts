import { type Executor, schema } from "@vitalog/db";
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import {
  before,
  descending,
  type GroupAuthorFields,
  groupAuthorColumns,
  timestampValue,
} from "./community.repository.ts";
import { bumpGroup, touchGroup } from "./groups.repository.ts";

const { groupThreads, groupPosts } = schema;

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
  now: Date,
): Promise<void> {
  await db
    .update(groupThreads)
    .set({ ...values, updatedAt: now })
    .where(eq(groupThreads.id, id));
}

/** Removes a thread with its posts; the group's thread count is recounted. */
export async function deleteThreadRow(db: Executor, id: string, groupId: string): Promise<void> {
  await db.delete(groupThreads).where(eq(groupThreads.id, id));
  await db.execute(sql`
    UPDATE health_groups SET thread_count = (SELECT count(*)::int FROM group_threads t WHERE t.group_id = ${groupId}::uuid)
    WHERE id = ${groupId}::uuid`);
}

// -- Export --------------------------------------------------------------------------------

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
