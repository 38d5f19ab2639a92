import { type Executor, schema } from "@vitalog/db";
import type { AdminActivity, AdminActivityAction, AdminActivityEntity } from "@vitalog/domain";
import { desc, sql } from "drizzle-orm";
import type { UserContext } from "../../context.ts";

const log = schema.adminAuditLog;

/** Writes one admin content change to the audit log (inside the change's transaction). */
export async function recordAdminChange(
  ctx: UserContext,
  change: {
    action: AdminActivityAction;
    entity: AdminActivityEntity;
    entityId: string | null;
    summary: string;
  },
): Promise<void> {
  const u = schema.user;
  await ctx.db.insert(log).values({
    actorId: ctx.userId,
    actorName: sql`coalesce((select nullif(${u.name}, '') from ${u} where ${u.id} = ${ctx.userId}), 'An admin')`,
    ...change,
  });
}

/** The newest admin content changes, newest first. */
export async function listAdminActivity(db: Executor, limit: number): Promise<AdminActivity[]> {
  const rows = await db.select().from(log).orderBy(desc(log.at), desc(log.id)).limit(limit);
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actorName: row.actorName,
    action: row.action as AdminActivityAction,
    entity: row.entity as AdminActivityEntity,
    entityId: row.entityId,
    summary: row.summary,
  }));
}
