import { doublePrecision, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { timestamps, userIdColumn, userTimeIndex } from "./columns.ts";

export const weightEntries = pgTable(
  "weight_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userIdColumn(),
    weightKg: doublePrecision("weight_kg").notNull(),
    measuredAt: timestamp("measured_at", { withTimezone: true }).notNull(),
    note: text("note"),
    /** The import that wrote the row, and the other app's id of it; null when entered here. */
    importId: uuid("import_id"),
    sourceId: text("source_id"),
    ...timestamps,
  },
  (t) => [
    userTimeIndex("weight_entries_user_measured_idx", t, t.measuredAt),
    index("weight_entries_user_import_idx").on(t.userId, t.importId),
  ],
);
