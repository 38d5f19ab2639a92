import { type Executor, schema } from "@vitalog/db";
import { desc, sql } from "drizzle-orm";

const log = schema.adminAuditLog;

export interface AdminChangeValues {
  action: string;
  entity: string;
  entityId: string | null;
  summary: string;
}

export type AdminChangeRow = typeof log.$inferSelect;

/** Writes one entry, naming the actor as their account is named now ("An admin" when unnamed). */
export async function insertAdminChange(
  db: Executor,
  actorId: string,
  change: AdminChangeValues,
  at: Date,
): Promise<void> {
  const u = schema.user;
  await db.insert(log).values({
    at,
    actorId,
    actorName: sql`coalesce((select nullif(${u.name}, '') from ${u} where ${u.id} = ${actorId}), 'An admin')`,
    ...change,
  });
}

/** The newest entries, newest first. */
export function listAdminChanges(db: Executor, limit: number): Promise<AdminChangeRow[]> {
  return db.select().from(log).orderBy(desc(log.at), desc(log.id)).limit(limit);
}
