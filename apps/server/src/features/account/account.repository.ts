import { type Executor, schema } from "@vitalog/db";
import { and, count, eq, gte, or, sql } from "drizzle-orm";

/** The account's password hash, or null when it signs in only through Google or Apple. */
export async function findPasswordHash(db: Executor, userId: string): Promise<string | null> {
  const rows = await db
    .select({ password: schema.account.password })
    .from(schema.account)
    .where(and(eq(schema.account.userId, userId), eq(schema.account.providerId, "credential")))
    .limit(1);
  return rows[0]?.password ?? null;
}

/**
 * Deletes everything of one person: verification rows naming their id or address and outbox
 * mail to them (neither has a foreign key), then the user row, whose foreign keys cascade to
 * every other table (sessions, accounts, profile, tracking data, files).
 */
export async function deleteUserRows(db: Executor, userId: string, email: string): Promise<void> {
  const address = email.toLowerCase();
  const { verification, mailOutbox, user } = schema;
  await db
    .delete(verification)
    .where(
      or(
        sql`strpos(${verification.value}, ${userId}) > 0`,
        sql`strpos(${verification.identifier}, ${userId}) > 0`,
        sql`strpos(lower(${verification.value}), ${address}) > 0`,
        sql`strpos(lower(${verification.identifier}), ${address}) > 0`,
      ),
    );
  await db
    .delete(mailOutbox)
    .where(or(eq(mailOutbox.userId, userId), sql`lower(${mailOutbox.to}) = ${address}`));
  await db.delete(user).where(eq(user.id, userId));
}

export async function countUsers(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(schema.user);
  return row?.n ?? 0;
}

/**
 * People active since `since`: a session of theirs was created or used (sessions are refreshed
 * as they are used) since then.
 */
export async function countActiveUsers(db: Executor, since: Date): Promise<number> {
  const s = schema.session;
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${s.userId})::int` })
    .from(s)
    .where(or(gte(s.updatedAt, since), gte(s.createdAt, since)));
  return row?.n ?? 0;
}
