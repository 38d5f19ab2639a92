import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { timestamps, userIdColumn, userTimeIndex } from "./columns.ts";

/** Each person's fasting preferences (spec: learning-devices-commerce, sections 3 and 9). */
export const fastingSettings = pgTable("fasting_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  defaultDurationHours: integer("default_duration_hours").notNull().default(16),
  startReminder: boolean("start_reminder").notNull().default(true),
  progressUpdates: boolean("progress_updates").notNull().default(true),
  endReminder: boolean("end_reminder").notNull().default(true),
  milestones: boolean("milestones").notNull().default(true),
  hydrationReminders: boolean("hydration_reminders").notNull().default(true),
  dailyReminder: boolean("daily_reminder").notNull().default(false),
  dailyReminderTime: text("daily_reminder_time").notNull().default("18:00"),
  showStreaks: boolean("show_streaks").notNull().default(true),
  safetyNoteAcknowledgedAt: timestamp("safety_note_acknowledged_at", { withTimezone: true }),
  ...timestamps,
});

/** Fasts: at most one in progress (no end) per person, which the partial unique index holds. */
export const fasts = pgTable(
  "fasts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userIdColumn(),
    startTime: timestamp("start_time", { withTimezone: true }).notNull(),
    endTime: timestamp("end_time", { withTimezone: true }),
    targetHours: integer("target_hours").notNull(),
    ...timestamps,
  },
  (t) => [
    userTimeIndex("fasts_user_start_idx", t, t.startTime),
    uniqueIndex("fasts_one_in_progress_idx").on(t.userId).where(sql`${t.endTime} IS NULL`),
    check("fasts_end_after_start", sql`${t.endTime} IS NULL OR ${t.endTime} > ${t.startTime}`),
    check("fasts_target_range", sql`${t.targetHours} BETWEEN 1 AND 168`),
  ],
);
