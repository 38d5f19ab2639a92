import { sql } from "drizzle-orm";
import { type ExtraConfigColumn, index, text, timestamp } from "drizzle-orm/pg-core";
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
