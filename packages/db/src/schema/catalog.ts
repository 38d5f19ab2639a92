import { pgTable, text, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./columns.ts";

export const riskFactors = pgTable("risk_factors", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull().unique(),
  description: text("description"),
  ...timestamps,
});

export const healthGoals = pgTable("health_goals", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull().unique(),
  description: text("description"),
  ...timestamps,
});
