import { type Executor, preparedSelect, schema } from "@vitalog/db";
import { and, asc, count, eq, gte, inArray, lt, lte, or, type SQL, sql } from "drizzle-orm";
import { deleteImportedRows } from "../../kit/time-series.repository.ts";

const { activityDays } = schema;

export interface ActivityDayRow {
  id: string;
  date: string;
  steps: number | null;
  activeMinutes: number | null;
  createdAt: Date;
  updatedAt: Date;
}

export const activityDayColumns = {
  id: activityDays.id,
  date: activityDays.date,
  steps: activityDays.steps,
  activeMinutes: activityDays.activeMinutes,
  createdAt: activityDays.createdAt,
  updatedAt: activityDays.updatedAt,
};

export interface ActivityPageQuery {
  limit: number;
  /** Days strictly before this one. */
  before?: string;
  from?: string;
  to?: string;
}

const newestDayFirst = sql`${activityDays.date} desc nulls last`;

/** The first page, on every visit: the day as text, whichever driver reads it. */
const firstPage = preparedSelect<ActivityDayRow, { userId: string; limit: number }>(
  (db) =>
    db
      .select({ ...activityDayColumns, date: sql<string>`${activityDays.date}::text` })
      .from(activityDays)
      .where(eq(activityDays.userId, sql.placeholder("userId")))
      .orderBy(newestDayFirst)
      .limit(sql.placeholder("limit"))
      .prepare("activity_days_first_page"),
  Object.keys(activityDayColumns) as (keyof ActivityDayRow)[],
);

/** One page of a person's days, newest first (the unique (user_id, date) index). */
export function listActivityDayRows(
  db: Executor,
  userId: string,
  query: ActivityPageQuery,
): Promise<ActivityDayRow[]> {
  if (!query.before && !query.from && !query.to)
    return firstPage(db, { userId, limit: query.limit });
  const conditions: SQL[] = [eq(activityDays.userId, userId)];
  if (query.from) conditions.push(gte(activityDays.date, query.from));
  if (query.to) conditions.push(lte(activityDays.date, query.to));
  if (query.before) conditions.push(lt(activityDays.date, query.before));
  return db
    .select(activityDayColumns)
    .from(activityDays)
    .where(and(...conditions))
    .orderBy(newestDayFirst)
    .limit(query.limit);
}

/** A person's days of an inclusive range, oldest first. */
export function listActivityDaysBetween(
  db: Executor,
  userId: string,
  from: string,
  to: string,
): Promise<ActivityDayRow[]> {
  return db
    .select(activityDayColumns)
    .from(activityDays)
    .where(
      and(
        eq(activityDays.userId, userId),
        gte(activityDays.date, from),
        lte(activityDays.date, to),
      ),
    )
    .orderBy(asc(activityDays.date));
}

/** Every day of a person, oldest first. */
export function listAllActivityDays(db: Executor, userId: string): Promise<ActivityDayRow[]> {
  return db
    .select(activityDayColumns)
    .from(activityDays)
    .where(eq(activityDays.userId, userId))
    .orderBy(asc(activityDays.date));
}

export interface ActivityValues {
  steps: number | null;
  activeMinutes: number | null;
}

/**
 * Creates or replaces the day's figures; `created` tells which. The day is then the person's
 * own: any import's mark on it is cleared, so undoing that import leaves it.
 */
export async function upsertActivityDayRow(
  db: Executor,
  userId: string,
  date: string,
  values: ActivityValues,
  now: Date,
): Promise<ActivityDayRow & { created: boolean }> {
  const own = { importId: null, stepsSourceId: null, activeMinutesSourceId: null };
  const [row] = await db
    .insert(activityDays)
    .values({ userId, date, ...values })
    .onConflictDoUpdate({
      target: [activityDays.userId, activityDays.date],
      set: { ...values, ...own, updatedAt: now },
    })
    .returning({ ...activityDayColumns, created: sql<boolean>`(xmax = 0)` });
  if (!row) throw new Error("upsert into activity_days returned no row");
  return row;
}

export async function deleteActivityDayRow(
  db: Executor,
  userId: string,
  date: string,
): Promise<boolean> {
  const rows = await db
    .delete(activityDays)
    .where(and(eq(activityDays.userId, userId), eq(activityDays.date, date)))
    .returning({ id: activityDays.id });
  return rows.length > 0;
}

export async function countActivityDays(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(activityDays);
  return row?.n ?? 0;
}

export interface ImportMatchRow {
  id: string;
  date: string;
  steps: number | null;
  activeMinutes: number | null;
  stepsSourceId: string | null;
  activeMinutesSourceId: string | null;
  importId: string | null;
}

/** What an import compares with: the person's rows of the given days or source ids. */
export function findActivityMatches(
  db: Executor,
  userId: string,
  dates: readonly string[],
  sourceIds: readonly string[],
): Promise<ImportMatchRow[]> {
  const matches: SQL[] = [];
  if (dates.length > 0) matches.push(inArray(activityDays.date, [...dates]));
  if (sourceIds.length > 0) {
    matches.push(inArray(activityDays.stepsSourceId, [...sourceIds]));
    matches.push(inArray(activityDays.activeMinutesSourceId, [...sourceIds]));
  }
  if (matches.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: activityDays.id,
      date: sql<string>`${activityDays.date}::text`,
      steps: activityDays.steps,
      activeMinutes: activityDays.activeMinutes,
      stepsSourceId: activityDays.stepsSourceId,
      activeMinutesSourceId: activityDays.activeMinutesSourceId,
      importId: activityDays.importId,
    })
    .from(activityDays)
    .where(and(eq(activityDays.userId, userId), or(...matches)));
}

export interface ImportedDay {
  date: string;
  steps: number | null;
  activeMinutes: number | null;
  stepsSourceId: string | null;
  activeMinutesSourceId: string | null;
}

/** Writes the days an import brings: new rows, or the import's own rows of earlier batches. */
export async function saveImportedDays(
  db: Executor,
  userId: string,
  importId: string,
  days: readonly ImportedDay[],
): Promise<void> {
  if (days.length === 0) return;
  await db
    .insert(activityDays)
    .values(days.map((d) => ({ userId, importId, ...d })))
    .onConflictDoUpdate({
      target: [activityDays.userId, activityDays.date],
      set: {
        steps: sql`excluded.steps`,
        activeMinutes: sql`excluded.active_minutes`,
        stepsSourceId: sql`excluded.steps_source_id`,
        activeMinutesSourceId: sql`excluded.active_minutes_source_id`,
      },
      // Only ever a row of this same import: a day someone else wrote is never changed.
      setWhere: eq(activityDays.importId, importId),
    });
}

/** Deletes the person's days an import wrote; how many. */
export async function deleteActivityOfImport(
  db: Executor,
  userId: string,
  importId: string,
): Promise<number> {
  return deleteImportedRows(db, activityDays, userId, importId);
}

/** Every day of a person with its import marks, oldest first: the data download. */
export function listActivityDaysForExport(db: Executor, userId: string) {
  return db
    .select({
      id: activityDays.id,
      date: activityDays.date,
      steps: activityDays.steps,
      activeMinutes: activityDays.activeMinutes,
      stepsSourceId: activityDays.stepsSourceId,
      activeMinutesSourceId: activityDays.activeMinutesSourceId,
      importId: activityDays.importId,
      createdAt: activityDays.createdAt,
      updatedAt: activityDays.updatedAt,
    })
    .from(activityDays)
    .where(eq(activityDays.userId, userId))
    .orderBy(asc(activityDays.date));
}
