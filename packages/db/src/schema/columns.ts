import { sql } from "drizzle-orm";
import { customType, type ExtraConfigColumn, index, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

export const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    // Services stamp updates with the injected clock; this is the database's own fallback.
    .$onUpdate(() => sql`now()`),
};

/** The person a row belongs to: `user_id`, removed with their account. */
export function userIdColumn() {
  return text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" });
}

/**
 * The index a user-owned time series is read by: one person's rows, newest first, the id
 * breaking ties (the keyset order of the list endpoints).
 */
export function userTimeIndex(
  name: string,
  columns: { userId: ExtraConfigColumn; id: ExtraConfigColumn },
  time: ExtraConfigColumn,
) {
  return index(name).on(columns.userId, time.desc(), columns.id.desc());
}

/** Half of a UTF-16 surrogate pair standing alone: JSON text allows it, PostgreSQL's jsonb not. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * A `jsonb` column whose strings are stored well-formed: a lone surrogate becomes U+FFFD, as it
 * does in a text column (whose UTF-8 encoding replaces it), instead of failing the insert.
 * Every JSON column of the schema is made with it.
 */
export const jsonb = customType<{ data: unknown; driverData: string }>({
  dataType: () => "jsonb",
  toDriver: (value) =>
    JSON.stringify(value, (_key, item: unknown) =>
      typeof item === "string" ? item.replace(LONE_SURROGATE, "\ufffd") : item,
    ),
});
