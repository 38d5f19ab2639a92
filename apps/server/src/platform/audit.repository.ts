import { type Executor, schema } from "@vitalog/db";
import { eq, inArray, lt, sql } from "drizzle-orm";

const log = schema.auditLog;

export interface AuditRow {
  at: Date;
  kind: string;
  action: string;
  outcome: string;
  actorId: string | null;
  entity: string | null;
  targetId: string | null;
  summary: string | null;
  /** Writes the actor's name as their account is named now ("An admin" when unnamed). */
  nameActor: boolean;
}

/**
 * Writes one entry in a savepoint of the caller's transaction (or a transaction of its own), so a
 * failed insert leaves the caller's transaction usable.
 */
export async function insertAuditEntry(db: Executor, row: AuditRow): Promise<void> {
  const { nameActor, ...values } = row;
  const u = schema.user;
  await db.transaction(async (tx) => {
    await tx.insert(log).values({
      ...values,
      actorName:
        nameActor && values.actorId !== null
          ? sql`coalesce((select nullif(${u.name}, '') from ${u} where ${u.id} = ${values.actorId}), 'An admin')`
          : null,
    });
  });
}

/** Removes up to `limit` of the entries written before `before`; returns how many went. */
export async function deleteAuditEntriesBefore(
  db: Executor,
  before: Date,
  limit: number,
): Promise<number> {
  const oldest = db.select({ id: log.id }).from(log).where(lt(log.at, before)).limit(limit);
  const removed = await db.delete(log).where(inArray(log.id, oldest)).returning({ id: log.id });
  return removed.length;
}

/**
 * Leaves the person out of every entry: no longer its actor (nor named), no longer its target
 * (an entry about them, such as their removal from a group, loses its summary too).
 */
export async function unlinkAuditPerson(db: Executor, userId: string): Promise<void> {
  await db.update(log).set({ actorId: null, actorName: null }).where(eq(log.actorId, userId));
  await db.update(log).set({ targetId: null, summary: null }).where(eq(log.targetId, userId));
}
