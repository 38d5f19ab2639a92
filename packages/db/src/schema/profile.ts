import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { timestamps } from "./columns.ts";

export const profiles = pgTable("profiles", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  profileCompleted: boolean("profile_completed").notNull().default(false),
  measurementPreference: text("measurement_preference").notNull().default("metric"),
  selectedRiskFactors: uuid("selected_risk_factors").array().notNull().default(sql`'{}'::uuid[]`),
  selectedHealthGoals: uuid("selected_health_goals").array().notNull().default(sql`'{}'::uuid[]`),
  dateOfBirth: date("date_of_birth", { mode: "string" }),
  gender: text("gender"),
  heightCm: doublePrecision("height_cm"),
  activityLevel: text("activity_level").notNull().default("sedentary"),
  weightGoal: text("weight_goal").notNull().default("maintain"),
  goalWeightKg: doublePrecision("goal_weight_kg"),
  ...timestamps,
});

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

export const admins = pgTable("admins", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  ...timestamps,
});
