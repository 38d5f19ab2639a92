import type { Executor } from "@vitalog/db";
import type {
  AdminActivityAction,
  AdminActivityEntity,
  AuditKind,
  AuditOutcome,
} from "@vitalog/domain";
import { isDatabaseUnavailable } from "../errors.ts";
import type { Logger } from "../logger.ts";
import {
  deleteAuditEntriesBefore,
  insertAuditEntry,
  unlinkAuditPerson,
} from "./audit.repository.ts";
import { type JobLoop, startJobLoop } from "./jobs.ts";

/**
 * One entry of the audit log. Never a health value, a message's text, a password or an e-mail
 * address: the actor and the target are ids, the summary a content change's title or name.
 */
export interface AuditEvent {
  kind: AuditKind;
  action: AdminActivityAction;
  /** Null for a visitor or an address that names no account. */
  actorId: string | null;
  outcome?: AuditOutcome;
  entity?: AdminActivityEntity | null;
  targetId?: string | null;
  summary?: string | null;
}

/** What recording needs: the database (the change's transaction where there is one), a log, now. */
export interface AuditContext {
  db: Executor;
  log: Logger;
  now(): Date;
}

/** Kinds whose entries keep the acting admin's name as it was (the dashboard names them). */
const NAMED_KINDS: ReadonlySet<AuditKind> = new Set(["content", "moderation"]);

/**
 * The one recorder of the audit log. Recording never breaks the request: a failed insert is
 * logged and the caller carries on (its own transaction intact, the insert ran in a savepoint).
 */
export async function recordAudit(ctx: AuditContext, event: AuditEvent): Promise<void> {
  try {
    await insertAuditEntry(ctx.db, {
      at: ctx.now(),
      kind: event.kind,
      action: event.action,
      outcome: event.outcome ?? "success",
      actorId: event.actorId,
      entity: event.entity ?? null,
      targetId: event.targetId ?? null,
      summary: event.summary ?? null,
      nameActor: NAMED_KINDS.has(event.kind),
    });
  } catch (error) {
    // While the database is away the request itself answers 503 (a warning, as every outage
    // refusal is); any other failure is an error.
    const level = isDatabaseUnavailable(error) ? "warn" : "error";
    ctx.log[level](
      { err: error, kind: event.kind, action: event.action },
      "could not write an audit log entry",
    );
  }
}

/** How long entries are kept (docs/decisions.md, "The audit log"). */
export const AUDIT_RETENTION_DAYS = 365;

/** Entries removed per statement, so a long backlog goes in short steps. */
const PRUNE_BATCH = 5_000;

/**
 * Removes a batch of the entries older than the retention period; returns true when a full
 * batch went (more may be waiting).
 */
export async function pruneAuditLog(ctx: AuditContext): Promise<boolean> {
  const before = new Date(ctx.now().getTime() - AUDIT_RETENTION_DAYS * 86_400_000);
  const removed = await deleteAuditEntriesBefore(ctx.db, before, PRUNE_BATCH);
  if (removed > 0) ctx.log.info({ removed }, "pruned old audit log entries");
  return removed === PRUNE_BATCH;
}

/** How often each API process prunes the audit log (several processes may; a delete is idempotent). */
export const AUDIT_PRUNE_INTERVAL_MS = 6 * 60 * 60_000;

/**
 * Prunes the audit log at start and then every `intervalMs` on the job loop, as long as the
 * process runs.
 */
export function startAuditPruning(
  ctx: AuditContext,
  intervalMs: number = AUDIT_PRUNE_INTERVAL_MS,
): JobLoop {
  const loop = startJobLoop({
    name: "audit-pruning",
    intervalMs,
    log: ctx.log,
    tick: () => pruneAuditLog(ctx),
  });
  void loop.runOnce();
  return loop;
}

/**
 * An account being deleted: its entries stay (what happened, and when) but name no one, and the
 * deletion itself is one entry with no actor and no target, so nothing in the database keeps
 * the person's id. Inside the deletion's transaction.
 */
export async function recordAccountDeletion(ctx: AuditContext, userId: string): Promise<void> {
  await unlinkAuditPerson(ctx.db, userId);
  await recordAudit(ctx, { kind: "account", action: "accountDeleted", actorId: null });
}
