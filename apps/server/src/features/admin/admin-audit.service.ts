import type { AdminActivity, AdminActivityAction, AdminActivityEntity } from "@vitalog/domain";
import type { RequestContext } from "../../context.ts";
import { insertAdminChange, listAdminChanges } from "./admin-audit.repository.ts";

/** What recording a change needs: the database (the change's transaction), the clock and who. */
export type AdminChangeContext = Pick<RequestContext, "db" | "now"> & { viewer: { id: string } };

/** Writes one admin change to the audit log, inside the change's transaction. */
export function recordAdminChange(
  ctx: AdminChangeContext,
  change: {
    action: AdminActivityAction;
    entity: AdminActivityEntity;
    entityId: string | null;
    summary: string;
  },
): Promise<void> {
  return insertAdminChange(ctx.db, ctx.viewer.id, change, ctx.now());
}

/** The newest admin changes, newest first. */
export async function listAdminActivity(
  ctx: Pick<RequestContext, "db">,
  limit: number,
): Promise<AdminActivity[]> {
  const rows = await listAdminChanges(ctx.db, limit);
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
