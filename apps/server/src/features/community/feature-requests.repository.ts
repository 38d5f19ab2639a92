import { type Executor, schema } from "@vitalog/db";
import { and, asc, eq, isNull, type SQL, sql } from "drizzle-orm";
import {
  type AuthorFields,
  after,
  authorColumns,
  before,
  descending,
  integerValue,
  timestampValue,
} from "./community.repository.ts";

const { featureRequests, featureRequestVotes, featureRequestComments } = schema;

function votedBy(viewerId: string | null) {
  return viewerId
    ? sql<boolean>`EXISTS (SELECT 1 FROM feature_request_votes v WHERE v.request_id = "feature_requests"."id" AND v.user_id = ${viewerId})`
    : sql<boolean>`false`;
}

const requestColumns = (viewerId: string | null) => ({
  id: featureRequests.id,
  userId: featureRequests.userId,
  title: featureRequests.title,
  description: featureRequests.description,
  category: featureRequests.category,
  status: featureRequests.status,
  voteCount: featureRequests.voteCount,
  commentCount: featureRequests.commentCount,
  mergedIntoId: featureRequests.mergedIntoId,
  mergedIntoTitle: sql<
    string | null
  >`(SELECT t.title FROM feature_requests t WHERE t.id = "feature_requests"."merged_into_id")`,
  createdAt: featureRequests.createdAt,
  updatedAt: featureRequests.updatedAt,
  votedByMe: votedBy(viewerId),
  ...authorColumns(`"feature_requests"."user_id"`),
});

export type FeatureRequestRow = typeof featureRequests.$inferSelect &
  AuthorFields & { votedByMe: boolean; mergedIntoTitle: string | null };

export async function findFeatureRequestRow(
  db: Executor,
  id: string,
  viewerId: string | null,
): Promise<FeatureRequestRow | null> {
  const rows = await db
    .select(requestColumns(viewerId))
    .from(featureRequests)
    .where(eq(featureRequests.id, id))
    .limit(1);
  return (rows[0] as FeatureRequestRow | undefined) ?? null;
}

export interface FeatureRequestFilter {
  sort: "votes" | "newest";
  status?: string;
  category?: string;
  q?: string;
  after?: { rank: number; id: string } | { at: Date; id: string };
  limit: number;
}

/** Requests not merged away, the most votes (or the newest) first, a page at a time. */
export async function listFeatureRequestRows(
  db: Executor,
  filter: FeatureRequestFilter,
  viewerId: string | null,
): Promise<FeatureRequestRow[]> {
  const conditions: SQL[] = [isNull(featureRequests.mergedIntoId)];
  if (filter.status) conditions.push(eq(featureRequests.status, filter.status));
  if (filter.category) conditions.push(eq(featureRequests.category, filter.category));
  if (filter.q) {
    const pattern = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      sql`(${featureRequests.title} ILIKE ${pattern} OR ${featureRequests.description} ILIKE ${pattern})`,
    );
  }
  const key = filter.sort === "votes" ? featureRequests.voteCount : featureRequests.createdAt;
  if (filter.after) {
    const value =
      "rank" in filter.after ? integerValue(filter.after.rank) : timestampValue(filter.after.at);
    conditions.push(before([key, featureRequests.id], [value, filter.after.id]));
  }
  const rows = await db
    .select(requestColumns(viewerId))
    .from(featureRequests)
    .where(and(...conditions))
    .orderBy(descending(key), descending(featureRequests.id))
    .limit(filter.limit);
  return rows as FeatureRequestRow[];
}

export async function insertFeatureRequestRow(
  db: Executor,
  values: Pick<
    typeof featureRequests.$inferInsert,
    "userId" | "title" | "description" | "category"
  >,
): Promise<string> {
  const [row] = await db
    .insert(featureRequests)
    .values(values)
    .returning({ id: featureRequests.id });
  if (!row) throw new Error("feature request row was not written");
  return row.id;
}

export async function updateFeatureRequestRow(
  db: Executor,
  id: string,
  values: Partial<
    Pick<
      typeof featureRequests.$inferInsert,
      "title" | "description" | "category" | "status" | "mergedIntoId"
    >
  >,
  now: Date,
): Promise<void> {
  await db
    .update(featureRequests)
    .set({ ...values, updatedAt: now })
    .where(eq(featureRequests.id, id));
}

export async function deleteFeatureRequestRow(db: Executor, id: string): Promise<void> {
  await db.delete(featureRequests).where(eq(featureRequests.id, id));
}

async function setCounter(
  db: Executor,
  id: string,
  column: "vote_count" | "comment_count",
  by: number,
) {
  const name = sql.raw(column);
  const result = await db.execute(sql`
    UPDATE feature_requests SET ${name} = greatest(${name} + ${by}::int, 0)
    WHERE id = ${id}::uuid RETURNING ${name} AS n`);
  const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
  return Number((rows[0] as { n?: number } | undefined)?.n ?? 0);
}

/** Toggles the person's vote: removed if there was one, else added. */
export async function toggleVote(
  db: Executor,
  requestId: string,
  userId: string,
): Promise<{ voted: boolean; voteCount: number }> {
  const removed = await db
    .delete(featureRequestVotes)
    .where(
      and(eq(featureRequestVotes.requestId, requestId), eq(featureRequestVotes.userId, userId)),
    )
    .returning({ requestId: featureRequestVotes.requestId });
  if (removed.length > 0) {
    return { voted: false, voteCount: await setCounter(db, requestId, "vote_count", -1) };
  }
  const added = await db
    .insert(featureRequestVotes)
    .values({ requestId, userId })
    .onConflictDoNothing()
    .returning({ requestId: featureRequestVotes.requestId });
  return { voted: true, voteCount: await setCounter(db, requestId, "vote_count", added.length) };
}

/**
 * Merges `sourceId` into `targetId`: every voter of the source votes for the target (once,
 * whoever voted for both), the target's count is recounted, and the source, and anything
 * merged into it before, points at the target.
 */
export async function mergeFeatureRequestRows(
  db: Executor,
  sourceId: string,
  targetId: string,
  now: Date,
): Promise<void> {
  const at = timestampValue(now);
  await db.execute(sql`
    INSERT INTO feature_request_votes (request_id, user_id, created_at, updated_at)
    SELECT ${targetId}::uuid, v.user_id, v.created_at, ${at} FROM feature_request_votes v
    WHERE v.request_id = ${sourceId}::uuid
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    UPDATE feature_requests SET vote_count = (
      SELECT count(*)::int FROM feature_request_votes v WHERE v.request_id = ${targetId}::uuid)
    WHERE id = ${targetId}::uuid`);
  await db.execute(sql`
    UPDATE feature_requests SET merged_into_id = ${targetId}::uuid, updated_at = ${at}
    WHERE id = ${sourceId}::uuid OR merged_into_id = ${sourceId}::uuid`);
}

// -- Comments ------------------------------------------------------------------------------

const commentColumns = {
  id: featureRequestComments.id,
  requestId: featureRequestComments.requestId,
  userId: featureRequestComments.userId,
  content: featureRequestComments.content,
  createdAt: featureRequestComments.createdAt,
  ...authorColumns(`"feature_request_comments"."user_id"`),
};
export type RequestCommentRow = Pick<
  typeof featureRequestComments.$inferSelect,
  "id" | "requestId" | "userId" | "content" | "createdAt"
> &
  AuthorFields;

export async function findRequestCommentRow(
  db: Executor,
  id: string,
): Promise<RequestCommentRow | null> {
  const rows = await db
    .select(commentColumns)
    .from(featureRequestComments)
    .where(eq(featureRequestComments.id, id))
    .limit(1);
  return (rows[0] as RequestCommentRow | undefined) ?? null;
}

export async function listRequestCommentRows(
  db: Executor,
  requestId: string,
  filter: { after?: { at: Date; id: string }; limit: number },
): Promise<RequestCommentRow[]> {
  const conditions: SQL[] = [eq(featureRequestComments.requestId, requestId)];
  if (filter.after) {
    conditions.push(
      after(
        [featureRequestComments.createdAt, featureRequestComments.id],
        [timestampValue(filter.after.at), filter.after.id],
      ),
    );
  }
  const rows = await db
    .select(commentColumns)
    .from(featureRequestComments)
    .where(and(...conditions))
    .orderBy(asc(featureRequestComments.createdAt), asc(featureRequestComments.id))
    .limit(filter.limit);
  return rows as RequestCommentRow[];
}

export async function insertRequestCommentRow(
  db: Executor,
  values: { requestId: string; userId: string; content: string },
): Promise<string> {
  const [row] = await db
    .insert(featureRequestComments)
    .values(values)
    .returning({ id: featureRequestComments.id });
  if (!row) throw new Error("comment row was not written");
  await setCounter(db, values.requestId, "comment_count", 1);
  return row.id;
}

export async function deleteRequestCommentRow(
  db: Executor,
  id: string,
  requestId: string,
): Promise<void> {
  const deleted = await db
    .delete(featureRequestComments)
    .where(eq(featureRequestComments.id, id))
    .returning({ id: featureRequestComments.id });
  await setCounter(db, requestId, "comment_count", -deleted.length);
}

// -- Export --------------------------------------------------------------------------------

export function listFeatureRequestsForExport(db: Executor, userId: string) {
  return db
    .select({
      id: featureRequests.id,
      title: featureRequests.title,
      description: featureRequests.description,
      category: featureRequests.category,
      status: featureRequests.status,
      voteCount: featureRequests.voteCount,
      mergedIntoId: featureRequests.mergedIntoId,
      createdAt: featureRequests.createdAt,
      updatedAt: featureRequests.updatedAt,
    })
    .from(featureRequests)
    .where(eq(featureRequests.userId, userId))
    .orderBy(asc(featureRequests.createdAt), asc(featureRequests.id));
}

export function listVotesForExport(db: Executor, userId: string) {
  return db
    .select({ requestId: featureRequestVotes.requestId, votedAt: featureRequestVotes.createdAt })
    .from(featureRequestVotes)
    .where(eq(featureRequestVotes.userId, userId))
    .orderBy(asc(featureRequestVotes.createdAt));
}

export function listRequestCommentsForExport(db: Executor, userId: string) {
  return db
    .select({
      id: featureRequestComments.id,
      requestId: featureRequestComments.requestId,
      content: featureRequestComments.content,
      createdAt: featureRequestComments.createdAt,
      updatedAt: featureRequestComments.updatedAt,
    })
    .from(featureRequestComments)
    .where(eq(featureRequestComments.userId, userId))
    .orderBy(asc(featureRequestComments.createdAt), asc(featureRequestComments.id));
}
