import { doublePrecision, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { timestamps } from "./columns.ts";

export const weightEntries = pgTable(
  "weight_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    weightKg: doublePrecision("weight_kg").notNull(),
    measuredAt: timestamp("measured_at", { withTimezone: true }).notNull(),
    note: text("note"),
    ...timestamps,
  },
  (t) => [index("weight_entries_user_measured_idx").on(t.userId, t.measuredAt.desc(), t.id.desc())],
);
