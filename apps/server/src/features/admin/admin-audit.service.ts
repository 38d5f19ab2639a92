import {
  type AdminActivity,
  type AdminActivityAction,
  type AdminActivityEntity,
  type AdminActivityList,
  type AdminActivityQuery,
  encodeCursor,
  INVALID_CURSOR_MESSAGE,
} from "@vitalog/domain";
import type { RequestContext } from "../../context.ts";
import { keysetPage, readTimeCursor } from "../../kit/keyset.ts";
import { recordAudit } from "../../platform/audit.ts";
import { listAuditEntries } from "./admin-audit.repository.ts";

/** What recording a change needs: the database (the change's transaction), the clock and who. */
export type AdminChangeContext = Pick<RequestContext, "db" | "now" | "log"> & {
  viewer: { id: string };
};

/**
 * Writes one admin content change (or, with `kind: "moderation"`, a moderator's action on a
 * member's content) to the audit log, inside the change's transaction.
 */
export function recordAdminChange(
  ctx: AdminChangeContext,
  change: {
    action: AdminActivityAction;
    entity: AdminActivityEntity;
    entityId: string | null;
    summary: string;
    kind?: "content" | "moderation";
  },
): Promise<void> {
  return recordAudit(ctx, {
    kind: change.kind ?? "content",
    action: change.action,
    actorId: ctx.viewer.id,
    entity: change.entity,
    targetId: change.entityId,
    summary: change.summary,
  });
}

/** A page of the audit log, newest first, of one kind or all. */
export async function listAdminActivity(
  ctx: Pick<RequestContext, "db" | "now">,
  query: AdminActivityQuery,
): Promise<AdminActivityList> {
  const after = readTimeCursor(query.cursor, ctx.now(), INVALID_CURSOR_MESSAGE);
  const rows = await listAuditEntries(ctx.db, { kind: query.kind, after, limit: query.limit });
  return keysetPage(
    rows,
    query.limit,
    (row) => encodeCursor({ at: row.at, id: row.id }),
    (row): AdminActivity => ({
      id: row.id,
      at: row.at.toISOString(),
      kind: row.kind as AdminActivity["kind"],
      action: row.action as AdminActivity["action"],
      outcome: row.outcome as AdminActivity["outcome"],
      actorId: row.actorId,
      actorName: row.actorName,
      entity: row.entity as AdminActivity["entity"],
      targetId: row.targetId,
      summary: row.summary,
    }),
  );
}
