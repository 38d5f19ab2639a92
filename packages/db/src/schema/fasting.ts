import { boolean, integer, pgTable, text } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { timestamps } from "./columns.ts";

/** Each person's fasting preferences (spec: learning-devices-commerce, sections 3 and 9). */
export const fastingSettings = pgTable("fasting_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  defaultDurationHours: integer("default_duration_hours").notNull().default(16),
  startReminder: boolean("start_reminder").notNull().default(true),
  progressUpdates: boolean("progress_updates").notNull().default(true),
  endReminder: boolean("end_reminder").notNull().default(true),
  ...timestamps,
});
