import { integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { userIdColumn } from "./columns.ts";

/**
 * A write sent with an `Idempotency-Key`, per person: the first reply is kept for 24 h and
 * given again to a replay, so an offline write sent twice is stored once.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: userIdColumn(),
    key: text("key").notNull(),
    method: text("method").notNull(),
    path: text("path").notNull(),
    requestHash: text("request_hash").notNull(),
    /** Null while the first request is still being handled. */
    status: integer("status"),
    contentType: text("content_type"),
    body: text("body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
