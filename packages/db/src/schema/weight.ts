import { doublePrecision, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { timestamps, userIdColumn, userTimeIndex } from "./columns.ts";

export const weightEntries = pgTable(
  "weight_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userIdColumn(),
    weightKg: doublePrecision("weight_kg").notNull(),
    measuredAt: timestamp("measured_at", { withTimezone: true }).notNull(),
    note: text("note"),
    ...timestamps,
  },
  (t) => [userTimeIndex("weight_entries_user_measured_idx", t, t.measuredAt)],
);
