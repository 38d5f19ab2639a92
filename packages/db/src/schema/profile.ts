import { sql } from "drizzle-orm";
import { boolean, date, doublePrecision, pgTable, text, uuid } from "drizzle-orm/pg-core";
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
  /** The import that set the height, so undoing it clears it; null when entered here. */
  heightImportId: uuid("height_import_id"),
  activityLevel: text("activity_level").notNull().default("sedentary"),
  weightGoal: text("weight_goal").notNull().default("maintain"),
  goalWeightKg: doublePrecision("goal_weight_kg"),
  /** The new member closed the dashboard's welcome card (migration 0012 sets it for earlier members). */
  welcomeDismissed: boolean("welcome_dismissed").notNull().default(false),
  ...timestamps,
});
