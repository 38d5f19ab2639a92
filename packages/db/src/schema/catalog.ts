import { pgTable, text, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./columns.ts";

export const riskFactors = pgTable("risk_factors", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull().unique(),
  description: text("description"),
  /** The group it is shown in when a person picks risk factors (`RISK_FACTOR_CATEGORIES`). */
  category: text("category"),
  ...timestamps,
});

export const healthGoals = pgTable("health_goals", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull().unique(),
  description: text("description"),
  ...timestamps,
});
