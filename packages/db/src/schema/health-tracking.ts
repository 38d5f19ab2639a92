import { index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { jsonb, timestamps } from "./columns.ts";

/** The spec's free-form health-tracking record, created empty with every account. */
export const healthTrackingEntries = pgTable(
  "health_tracking_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    metrics: jsonb("metrics").notNull().default({}),
    notes: text("notes"),
    ...timestamps,
  },
  (t) => [index("health_tracking_entries_user_idx").on(t.userId, t.createdAt)],
);
