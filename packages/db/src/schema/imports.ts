import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { jsonb, timestamps, userIdColumn } from "./columns.ts";

/**
 * One import of another app's export: its kind and figures. The rows it wrote carry its id in
 * their own `import_id` column, so undoing it deletes exactly those.
 */
export const imports = pgTable(
  "imports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userIdColumn(),
    kind: text("kind").notNull(),
    fileName: text("file_name"),
    /** running, completed, failed (what it wrote was taken back) or undone. */
    status: text("status").notNull().default("running"),
    /** Rows written per module: `{ "weight": 12 }`. */
    added: jsonb("added").$type<Record<string, number>>().notNull().default(sql`'{}'::jsonb`),
    /** Records no module keeps, per record type. */
    skipped: jsonb("skipped").$type<Record<string, number>>().notNull().default(sql`'{}'::jsonb`),
    duplicates: integer("duplicates").notNull().default(0),
    records: integer("records").notNull().default(0),
    undoneAt: timestamp("undone_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("imports_user_created_idx").on(t.userId, t.createdAt.desc(), t.id.desc()),
    check("imports_status", sql`${t.status} IN ('running', 'completed', 'failed', 'undone')`),
    check("imports_file_name_length", sql`char_length(${t.fileName}) <= 200`),
  ],
);
