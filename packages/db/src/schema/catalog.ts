import { sql } from "drizzle-orm";
import { pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./columns.ts";

/** Names are unique whatever their case: "Diabetes" and "diabetes" are one entry. */
export const riskFactors = pgTable(
  "risk_factors",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description"),
    /** The group it is shown in when a person picks risk factors (`RISK_FACTOR_CATEGORIES`). */
    category: text("category"),
    ...timestamps,
  },
  (t) => [uniqueIndex("risk_factors_name_lower_idx").on(sql`lower(${t.name})`)],
);

export const healthGoals = pgTable(
  "health_goals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description"),
    ...timestamps,
  },
  (t) => [uniqueIndex("health_goals_name_lower_idx").on(sql`lower(${t.name})`)],
);
