import { type Executor, preparedSelect, schema } from "@vitalog/db";
import {
  FOOD_TYPO_CANDIDATE_SIMILARITY,
  type FoodServing,
  type Meal,
  type Nutrients,
  type TargetSource,
} from "@vitalog/domain";
import { and, asc, count, desc, eq, gte, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import { deleteImportedRows, importMatches } from "../../kit/time-series.repository.ts";

const { foods, foodLogEntries, foodFavourites, foodSettings, foodImportedEnergy } = schema;

export interface FoodRow extends Nutrients {
  id: string;
  userId: string | null;
  name: string;
  servings: FoodServing[];
  isFavourite: boolean;
}

const foodColumns = {
  id: foods.id,
  userId: foods.userId,
  name: foods.name,
  energyKcal: foods.energyKcal,
  proteinG: foods.proteinG,
  carbohydrateG: foods.carbohydrateG,
  fatG: foods.fatG,
  fibreG: foods.fibreG,
  servings: foods.servings,
};

const lowerName = sql`lower(${foods.name})`;

/** A starter food, or one of the person's own. */
const visibleTo = (userId: string) => or(isNull(foods.userId), eq(foods.userId, userId)) as SQL;

function selectFoods(db: Executor, userId: string) {
  return db
    .select({ ...foodColumns, isFavourite: sql<boolean>`(${foodFavourites.foodId} IS NOT NULL)` })
    .from(foods)
    .leftJoin(
      foodFavourites,
      and(eq(foodFavourites.foodId, foods.id), eq(foodFavourites.userId, userId)),
    );
}

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** At most this many candidates per kind; the domain ranks them and keeps the best. */
export const SEARCH_CANDIDATES = 500;

const searchSelect = {
  ...foodColumns,
  isFavourite: sql<boolean>`(${foodFavourites.foodId} IS NOT NULL)`,
};
const searchFields = Object.keys(searchSelect) as (keyof FoodRow & string)[];

function searchQuery(
  db: Executor,
  owner: "starter" | "own",
  name: string,
  match: "like" | "typo" = "like",
) {
  const userId = sql.placeholder("userId");
  return db
    .select(searchSelect)
    .from(foods)
    .leftJoin(
      foodFavourites,
      and(eq(foodFavourites.foodId, foods.id), eq(foodFavourites.userId, userId)),
    )
    .where(
      and(
        owner === "starter" ? isNull(foods.userId) : eq(foods.userId, userId),
        match === "like"
          ? sql`${lowerName} LIKE ${sql.placeholder("pattern")}`
          : sql`word_similarity(${sql.placeholder("pattern")}, ${lowerName}) >= ${sql.raw(String(FOOD_TYPO_CANDIDATE_SIMILARITY))}`,
      ),
    )
    .limit(SEARCH_CANDIDATES)
    .prepare(name);
}

const starterSearch = preparedSelect<FoodRow, { userId: string; pattern: string }>(
  (db) => searchQuery(db, "starter", "foods_search_starter") as never,
  searchFields,
);
const ownSearch = preparedSelect<FoodRow, { userId: string; pattern: string }>(
  (db) => searchQuery(db, "own", "foods_search_own") as never,
  searchFields,
);

const starterTypoSearch = preparedSelect<FoodRow, { userId: string; pattern: string }>(
  (db) => searchQuery(db, "starter", "foods_typo_search_starter", "typo") as never,
  searchFields,
);
const ownTypoSearch = preparedSelect<FoodRow, { userId: string; pattern: string }>(
  (db) => searchQuery(db, "own", "foods_typo_search_own", "typo") as never,
  searchFields,
);

/**
 * Starter foods or the person's own with a word like `word` (a typo of it: "bananna",
 * "chiken"): pg_trgm's word similarity of at least FOOD_TYPO_CANDIDATE_SIMILARITY, by a
 * statement prepared once; the domain ranks them.
 */
export function searchFoodRowsByTypo(
  db: Executor,
  userId: string,
  owner: "starter" | "own",
  word: string,
): Promise<FoodRow[]> {
  const run = owner === "starter" ? starterTypoSearch : ownTypoSearch;
  return run(db, { userId, pattern: word.toLowerCase() });
}

/**
 * Starter foods or the person's own whose lower-cased name holds `word`, read through that
 * kind's trigram index on lower(name) by a statement prepared once; the domain ranks them.
 */
export function searchFoodRows(
  db: Executor,
  userId: string,
  owner: "starter" | "own",
  word: string,
): Promise<FoodRow[]> {
  const run = owner === "starter" ? starterSearch : ownSearch;
  return run(db, { userId, pattern: `%${likeLiteral(word)}%` });
}

export async function findVisibleFoodRow(
  db: Executor,
  userId: string,
  id: string,
): Promise<FoodRow | null> {
  const rows = await selectFoods(db, userId)
    .where(and(eq(foods.id, id), visibleTo(userId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertCustomFoodRow(
  db: Executor,
  userId: string,
  values: Nutrients & { name: string; servings: FoodServing[] },
): Promise<FoodRow> {
  const [row] = await db
    .insert(foods)
    .values({ userId, ...values })
    .returning(foodColumns);
  if (!row) throw new Error("insert into foods returned no row");
  return { ...row, isFavourite: false };
}

/** The foods the person logged most recently, newest first, each once. */
export function listRecentFoodRows(
  db: Executor,
  userId: string,
  limit: number,
): Promise<FoodRow[]> {
  const recent = db
    .select({
      foodId: foodLogEntries.foodId,
      lastLogged: sql<Date>`max(${foodLogEntries.createdAt})`.as("last_logged"),
    })
    .from(foodLogEntries)
    .where(eq(foodLogEntries.userId, userId))
    .groupBy(foodLogEntries.foodId)
    .as("recent");
  return selectFoods(db, userId)
    .innerJoin(recent, eq(recent.foodId, foods.id))
    .where(visibleTo(userId))
    .orderBy(desc(recent.lastLogged))
    .limit(limit);
}

export function listFavouriteFoodRows(db: Executor, userId: string): Promise<FoodRow[]> {
  return selectFoods(db, userId)
    .where(and(visibleTo(userId), sql`${foodFavourites.foodId} IS NOT NULL`))
    .orderBy(asc(lowerName));
}

export async function insertFavourite(db: Executor, userId: string, foodId: string) {
  await db.insert(foodFavourites).values({ userId, foodId }).onConflictDoNothing();
}

export async function deleteFavourite(db: Executor, userId: string, foodId: string) {
  await db
    .delete(foodFavourites)
    .where(and(eq(foodFavourites.userId, userId), eq(foodFavourites.foodId, foodId)));
}

export async function countFavourites(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(foodFavourites)
    .where(eq(foodFavourites.userId, userId));
  return row?.n ?? 0;
}

export interface EntryRow extends Nutrients {
  id: string;
  date: string;
  meal: Meal;
  foodId: string | null;
  foodName: string;
  grams: number;
  servings: number | null;
  serving: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const entryColumns = {
  id: foodLogEntries.id,
  // As text, whichever driver reads it (PGlite's own parser would give a Date).
  date: sql<string>`${foodLogEntries.date}::text`,
  meal: sql<Meal>`${foodLogEntries.meal}`,
  foodId: foodLogEntries.foodId,
  foodName: foodLogEntries.foodName,
  grams: foodLogEntries.grams,
  servings: foodLogEntries.servings,
  serving: foodLogEntries.serving,
  energyKcal: foodLogEntries.energyKcal,
  proteinG: foodLogEntries.proteinG,
  carbohydrateG: foodLogEntries.carbohydrateG,
  fatG: foodLogEntries.fatG,
  fibreG: foodLogEntries.fibreG,
  createdAt: foodLogEntries.createdAt,
  updatedAt: foodLogEntries.updatedAt,
};

export type EntryValues = Nutrients & {
  date: string;
  meal: Meal;
  foodId: string;
  foodName: string;
  grams: number;
  servings: number | null;
  serving: string | null;
};

export async function insertEntryRow(
  db: Executor,
  userId: string,
  values: EntryValues,
): Promise<EntryRow> {
  const [row] = await db
    .insert(foodLogEntries)
    .values({ userId, ...values })
    .returning(entryColumns);
  if (!row) throw new Error("insert into food_log_entries returned no row");
  return row;
}

export async function findEntryRow(
  db: Executor,
  userId: string,
  id: string,
): Promise<EntryRow | null> {
  const rows = await db
    .select(entryColumns)
    .from(foodLogEntries)
    .where(and(eq(foodLogEntries.userId, userId), eq(foodLogEntries.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

export async function updateEntryRow(
  db: Executor,
  userId: string,
  id: string,
  values: Partial<Pick<EntryValues, "date" | "meal" | "grams" | "servings" | "serving">>,
  now: Date,
): Promise<EntryRow | null> {
  const rows = await db
    .update(foodLogEntries)
    .set({ ...values, updatedAt: now })
    .where(and(eq(foodLogEntries.userId, userId), eq(foodLogEntries.id, id)))
    .returning(entryColumns);
  return rows[0] ?? null;
}

export async function deleteEntryRow(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(foodLogEntries)
    .where(and(eq(foodLogEntries.userId, userId), eq(foodLogEntries.id, id)))
    .returning({ id: foodLogEntries.id });
  return rows.length > 0;
}

/** The person's entries from `from` to `to` (inclusive days), oldest day first, in logging order. */
const entryRowsInRange = preparedSelect<EntryRow, { userId: string; from: string; to: string }>(
  (db) =>
    db
      .select(entryColumns)
      .from(foodLogEntries)
      .where(
        and(
          eq(foodLogEntries.userId, sql.placeholder("userId")),
          gte(foodLogEntries.date, sql.placeholder("from")),
          lte(foodLogEntries.date, sql.placeholder("to")),
        ),
      )
      .orderBy(asc(foodLogEntries.date), asc(foodLogEntries.createdAt), asc(foodLogEntries.id))
      .prepare("food_log_range") as never,
  Object.keys(entryColumns) as (keyof EntryRow & string)[],
);

/** A person's entries, oldest first: those of a range of days (every day and week view), or all. */
export function listEntryRows(
  db: Executor,
  userId: string,
  range?: { from: string; to: string },
): Promise<EntryRow[]> {
  if (range) return entryRowsInRange(db, { userId, ...range });
  return db
    .select(entryColumns)
    .from(foodLogEntries)
    .where(eq(foodLogEntries.userId, userId))
    .orderBy(asc(foodLogEntries.date), asc(foodLogEntries.createdAt), asc(foodLogEntries.id));
}

const targetSourceOf = preparedSelect<{ targetSource: string }, { userId: string }>(
  (db) =>
    db
      .select({ targetSource: foodSettings.targetSource })
      .from(foodSettings)
      .where(eq(foodSettings.userId, sql.placeholder("userId")))
      .limit(1)
      .prepare("food_target_source") as never,
  ["targetSource"],
);

export async function findTargetSource(db: Executor, userId: string): Promise<TargetSource | null> {
  const [row] = await targetSourceOf(db, { userId });
  return (row?.targetSource as TargetSource | undefined) ?? null;
}

export async function upsertTargetSource(
  db: Executor,
  userId: string,
  targetSource: TargetSource,
  now: Date,
): Promise<void> {
  await db
    .insert(foodSettings)
    .values({ userId, targetSource })
    .onConflictDoUpdate({
      target: foodSettings.userId,
      set: { targetSource, updatedAt: now },
    });
}

/** The person's own foods, oldest first (the export). */
export function listCustomFoodRows(db: Executor, userId: string) {
  return db
    .select({ ...foodColumns, createdAt: foods.createdAt, updatedAt: foods.updatedAt })
    .from(foods)
    .where(eq(foods.userId, userId))
    .orderBy(asc(foods.createdAt), asc(foods.id));
}

export function listFavouritesForExport(db: Executor, userId: string) {
  return db
    .select({
      foodId: foodFavourites.foodId,
      foodName: foods.name,
      createdAt: foodFavourites.createdAt,
    })
    .from(foodFavourites)
    .innerJoin(foods, eq(foods.id, foodFavourites.foodId))
    .where(eq(foodFavourites.userId, userId))
    .orderBy(asc(foodFavourites.createdAt));
}

export async function findSettingsForExport(db: Executor, userId: string) {
  const rows = await db.select().from(foodSettings).where(eq(foodSettings.userId, userId));
  return rows[0] ?? null;
}

/** Lower-cased names of the starter foods already there. */
export async function listStarterFoodNames(db: Executor): Promise<Set<string>> {
  const rows = await db
    .select({ name: lowerName.mapWith(String) })
    .from(foods)
    .where(isNull(foods.userId));
  return new Set(rows.map((r) => r.name));
}

export async function insertStarterFoodRows(
  db: Executor,
  rows: (Nutrients & { name: string; servings: FoodServing[] })[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(foods).values(rows).onConflictDoNothing();
}

export async function countEntries(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(foodLogEntries);
  return row?.n ?? 0;
}

/** The energy a person logged on each day of `from`..`to`, summed by day. */
export function listEnergyByDayBetween(db: Executor, userId: string, from: string, to: string) {
  return db
    .select({
      date: foodLogEntries.date,
      // An entry keeps its food's energy per 100 g beside the grams eaten.
      kcal: sql<number>`sum(${foodLogEntries.energyKcal} * ${foodLogEntries.grams} / 100)::float8`,
    })
    .from(foodLogEntries)
    .where(
      and(
        eq(foodLogEntries.userId, userId),
        gte(foodLogEntries.date, from),
        lte(foodLogEntries.date, to),
      ),
    )
    .groupBy(foodLogEntries.date);
}

/** The energy other apps recorded for each day of `from`..`to`: its sum and how many records. */
export function listImportedEnergyByDay(db: Executor, userId: string, from: string, to: string) {
  return db
    .select({
      date: sql<string>`${foodImportedEnergy.date}::text`,
      kcal: sql<number>`sum(${foodImportedEnergy.kcal})::float8`,
      entries: sql<number>`count(*)::int`,
    })
    .from(foodImportedEnergy)
    .where(
      and(
        eq(foodImportedEnergy.userId, userId),
        gte(foodImportedEnergy.date, from),
        lte(foodImportedEnergy.date, to),
      ),
    )
    .groupBy(foodImportedEnergy.date)
    .orderBy(asc(foodImportedEnergy.date));
}

/** Every record of energy other apps recorded, oldest first (the export). */
export function listImportedEnergyRows(db: Executor, userId: string) {
  return db
    .select({
      id: foodImportedEnergy.id,
      date: sql<string>`${foodImportedEnergy.date}::text`,
      at: foodImportedEnergy.at,
      kcal: foodImportedEnergy.kcal,
      sourceId: foodImportedEnergy.sourceId,
      importId: foodImportedEnergy.importId,
      createdAt: foodImportedEnergy.createdAt,
      updatedAt: foodImportedEnergy.updatedAt,
    })
    .from(foodImportedEnergy)
    .where(eq(foodImportedEnergy.userId, userId))
    .orderBy(asc(foodImportedEnergy.at), asc(foodImportedEnergy.id));
}

/**
 * The person's imported energy a batch could repeat: recorded for a day of `from`..`to` (read by
 * the user and day index) or carrying one of `sourceIds`.
 */
export function listImportedEnergyMatches(
  db: Executor,
  userId: string,
  days: { from: string; to: string },
  sourceIds: string[],
) {
  return db
    .select({
      at: foodImportedEnergy.at,
      kcal: foodImportedEnergy.kcal,
      sourceId: foodImportedEnergy.sourceId,
    })
    .from(foodImportedEnergy)
    .where(importMatches(foodImportedEnergy, foodImportedEnergy.date, userId, days, sourceIds));
}

/** Writes imported energy, each row stamped with the import's id. */
export async function insertImportedEnergyRows(
  db: Executor,
  userId: string,
  importId: string,
  rows: { date: string; at: Date; kcal: number; sourceId: string | null }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(foodImportedEnergy).values(rows.map((r) => ({ userId, importId, ...r })));
}

/** Deletes the person's imported energy one import wrote; answers how many. */
export function deleteImportedEnergyOfImport(
  db: Executor,
  userId: string,
  importId: string,
): Promise<number> {
  return deleteImportedRows(db, foodImportedEnergy, userId, importId);
}
