import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

/**
 * The audit log: who did what to which target, when, and how it ended. Sign-ins, account
 * changes, exports, admin content changes, moderation and refused requests; never a health
 * value, a message's text, a password or another person's e-mail address.
 */
export const auditLog = pgTable(
  "admin_audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** Null for a visitor, an unknown address, or an account deleted since. */
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    /** The admin's name when the entry was written (content changes and moderation). */
    actorName: text("actor_name"),
    /** signIn | account | export | content | moderation | refused */
    kind: text("kind").notNull().default("content"),
    action: text("action").notNull(),
    /** What kind of thing the target is (a recommendation, an article, the data export...). */
    entity: text("entity"),
    targetId: text("entity_id"),
    outcome: text("outcome").notNull().default("success"),
    /** A content change's title or name; never a message's text. */
    summary: text("summary"),
  },
  (t) => [
    index("admin_audit_log_at_idx").on(t.at.desc()),
    index("admin_audit_log_kind_at_idx").on(t.kind, t.at.desc()),
    check(
      "admin_audit_log_outcome_check",
      sql`${t.outcome} in ('success', 'failure', 'refused', 'rateLimited')`,
    ),
  ],
);
