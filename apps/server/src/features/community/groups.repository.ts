import { type Executor, schema } from "@vitalog/db";
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import {
  before,
  descending,
  type GroupAuthorFields,
  groupAuthorColumns,
  integerValue,
  timestampValue,
} from "./community.repository.ts";

const { healthGroups, groupMembers } = schema;

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
  now: Date,
): Promise<void> {
  await db
    .update(healthGroups)
    .set({ ...values, updatedAt: now })
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
export async function bumpGroup(
  db: Executor,
  groupId: string,
  column: "member_count" | "thread_count",
  by: number,
): Promise<number> {
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

// -- Membership ----------------------------------------------------------------------------

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
