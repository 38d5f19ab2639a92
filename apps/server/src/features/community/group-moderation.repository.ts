import { type Executor, schema } from "@vitalog/db";
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import {
  type AuthorFields,
  authorColumns,
  descending,
  timestampValue,
} from "./community.repository.ts";
import { bumpGroup } from "./groups.repository.ts";

const { groupMembers, groupThreads, groupPosts, groupPostReports } = schema;

// -- Members -------------------------------------------------------------------------------

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

/** A moderator takes someone out of a group; they cannot join again. */
export async function markMemberRemoved(
  db: Executor,
  groupId: string,
  userId: string,
  now: Date,
): Promise<boolean> {
  const changed = await db
    .update(groupMembers)
    .set({ status: "removed", updatedAt: now })
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

/** A member's display name (null when they gave none), for the admin activity log. */
export async function findMemberName(db: Executor, userId: string): Promise<string | null> {
  const rows = await db
    .select({ name: schema.user.name })
    .from(schema.user)
    .where(eq(schema.user.id, userId))
    .limit(1);
  return rows[0]?.name?.trim() || null;
}

// -- Reports -------------------------------------------------------------------------------

/** Records a report once per person and post; a second one updates its reason. */
export async function upsertPostReport(
  db: Executor,
  values: { postId: string; userId: string; reason: string; details: string },
  now: Date,
): Promise<void> {
  await db
    .insert(groupPostReports)
    .values(values)
    .onConflictDoUpdate({
      target: [groupPostReports.postId, groupPostReports.userId],
      set: { reason: values.reason, details: values.details, updatedAt: now },
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
