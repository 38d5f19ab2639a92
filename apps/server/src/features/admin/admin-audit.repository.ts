import { type Executor, schema } from "@vitalog/db";
import type { KeysetPosition } from "@vitalog/domain";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";

const log = schema.auditLog;
const u = schema.user;

export interface AuditListRow {
  id: string;
  at: Date;
  kind: string;
  action: string;
  outcome: string;
  actorId: string | null;
  actorName: string | null;
  entity: string | null;
  targetId: string | null;
  summary: string | null;
}

/**
 * A page of entries, newest first, of one kind or all, after `after`; `limit + 1` rows so the
 * caller knows whether more follow. The actor is named as written (admins' changes) or as their
 * account is named now.
 */
export function listAuditEntries(
  db: Executor,
  filter: { kind: string | undefined; after: KeysetPosition | undefined; limit: number },
): Promise<AuditListRow[]> {
  const conditions: SQL[] = [];
  if (filter.kind) conditions.push(eq(log.kind, filter.kind));
  if (filter.after) {
    const { at, id } = filter.after;
    conditions.push(sql`(${log.at}, ${log.id}) < (${at.toISOString()}::timestamptz, ${id}::uuid)`);
  }
  return db
    .select({
      id: log.id,
      at: log.at,
      kind: log.kind,
      action: log.action,
      outcome: log.outcome,
      actorId: log.actorId,
      actorName: sql<string | null>`coalesce(${log.actorName}, nullif(${u.name}, ''))`,
      entity: log.entity,
      targetId: log.targetId,
      summary: log.summary,
    })
    .from(log)
    .leftJoin(u, eq(u.id, log.actorId))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(log.at), desc(log.id))
    .limit(filter.limit + 1);
}
