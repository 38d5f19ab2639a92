import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestamps, userIdColumn } from "./columns.ts";

/**
 * One row per person and calendar day: steps and active minutes (either may be unknown).
 * `*_source_id` and `import_id` mark a day an import wrote (no foreign key: undo deletes them).
 */
export const activityDays = pgTable(
  "activity_days",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userIdColumn(),
    date: date("date", { mode: "string" }).notNull(),
    steps: integer("steps"),
    activeMinutes: integer("active_minutes"),
    /** Another app's ids of the imported figures, one per measure. */
    stepsSourceId: text("steps_source_id"),
    activeMinutesSourceId: text("active_minutes_source_id"),
    importId: uuid("import_id"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("activity_days_user_date_idx").on(t.userId, t.date.desc()),
    index("activity_days_user_import_idx").on(t.userId, t.importId),
    check(
      "activity_days_values",
      sql`(${t.steps} IS NULL OR ${t.steps} >= 0) AND (${t.activeMinutes} IS NULL OR ${t.activeMinutes} BETWEEN 0 AND 1440)`,
    ),
  ],
);
