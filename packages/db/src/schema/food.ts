import { sql } from "drizzle-orm";
import {
  check,
  date,
  doublePrecision,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { jsonb, timestamps, userIdColumn, userTimeIndex } from "./columns.ts";

/**
 * The food database: the starter foods (no owner) and each person's custom foods (their
 * owner's only). Values per 100 g; carbohydrate includes fibre.
 */
export const foods = pgTable(
  "foods",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    energyKcal: doublePrecision("energy_kcal").notNull(),
    proteinG: doublePrecision("protein_g").notNull(),
    carbohydrateG: doublePrecision("carbohydrate_g").notNull(),
    fatG: doublePrecision("fat_g").notNull(),
    fibreG: doublePrecision("fibre_g").notNull(),
    servings: jsonb("servings").$type<{ label: string; grams: number }[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    // Search as you type: trigram matching on the lower-cased name (needs pg_trgm), one index
    // for the starter foods and one for custom foods, so neither search reads the other's rows.
    index("foods_starter_name_trgm_idx")
      .using("gin", sql`lower(${t.name}) gin_trgm_ops`)
      .where(sql`${t.userId} IS NULL`),
    index("foods_custom_name_trgm_idx")
      .using("gin", sql`lower(${t.name}) gin_trgm_ops`)
      .where(sql`${t.userId} IS NOT NULL`),
    uniqueIndex("foods_starter_name_idx").on(sql`lower(${t.name})`).where(sql`${t.userId} IS NULL`),
    uniqueIndex("foods_user_name_idx")
      .on(t.userId, sql`lower(${t.name})`)
      .where(sql`${t.userId} IS NOT NULL`),
    check("foods_name_length", sql`char_length(${t.name}) BETWEEN 1 AND 120`),
    check("foods_energy", sql`${t.energyKcal} BETWEEN 0 AND 900`),
    check(
      "foods_nutrients",
      sql`${t.proteinG} >= 0 AND ${t.carbohydrateG} >= 0 AND ${t.fatG} >= 0 AND ${t.fibreG} >= 0 AND ${t.proteinG} + ${t.carbohydrateG} + ${t.fatG} <= 100 AND ${t.fibreG} <= ${t.carbohydrateG}`,
    ),
  ],
);

/** One food eaten: the portion, and the food's name and values when it was logged. */
export const foodLogEntries = pgTable(
  "food_log_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userIdColumn(),
    date: date("date", { mode: "string" }).notNull(),
    meal: text("meal").notNull(),
    foodId: uuid("food_id").references(() => foods.id, { onDelete: "set null" }),
    foodName: text("food_name").notNull(),
    grams: doublePrecision("grams").notNull(),
    servings: doublePrecision("servings"),
    serving: text("serving"),
    energyKcal: doublePrecision("energy_kcal").notNull(),
    proteinG: doublePrecision("protein_g").notNull(),
    carbohydrateG: doublePrecision("carbohydrate_g").notNull(),
    fatG: doublePrecision("fat_g").notNull(),
    fibreG: doublePrecision("fibre_g").notNull(),
    ...timestamps,
  },
  (t) => [
    userTimeIndex("food_log_entries_user_date_idx", t, t.date),
    index("food_log_entries_food_idx").on(t.foodId),
    check("food_log_entries_meal", sql`${t.meal} IN ('breakfast', 'lunch', 'dinner', 'snacks')`),
    check("food_log_entries_grams", sql`${t.grams} > 0 AND ${t.grams} <= 5000`),
    check("food_log_entries_servings", sql`${t.servings} IS NULL OR ${t.servings} > 0`),
  ],
);

/** A person's favourite foods. */
export const foodFavourites = pgTable(
  "food_favourites",
  {
    userId: userIdColumn(),
    foodId: uuid("food_id")
      .notNull()
      .references(() => foods.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.foodId] }),
    index("food_favourites_food_idx").on(t.foodId),
  ],
);

/** Written on the first change; a person without a row follows the formula target. */
export const foodSettings = pgTable(
  "food_settings",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    targetSource: text("target_source").notNull().default("formula"),
    ...timestamps,
  },
  (t) => [check("food_settings_target_source", sql`${t.targetSource} IN ('formula', 'adaptive')`)],
);

/**
 * Energy eaten that another app recorded (Apple Health's dietary energy): an amount at a time,
 * not a food, so it has no name, grams or macronutrients. `date` is the local day it was eaten
 * (the record's own offset); `import_id` the import that wrote it (undo deletes those rows).
 */
export const foodImportedEnergy = pgTable(
  "food_imported_energy",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userIdColumn(),
    date: date("date", { mode: "string" }).notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    kcal: doublePrecision("kcal").notNull(),
    sourceId: text("source_id"),
    importId: uuid("import_id").notNull(),
    ...timestamps,
  },
  (t) => [
    userTimeIndex("food_imported_energy_user_date_idx", t, t.date),
    index("food_imported_energy_user_import_idx").on(t.userId, t.importId),
    check("food_imported_energy_kcal", sql`${t.kcal} > 0 AND ${t.kcal} <= 20000`),
  ],
);
