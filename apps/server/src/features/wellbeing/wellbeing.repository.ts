import { type Executor, preparedSelect, schema } from "@vitalog/db";
import { and, asc, count, eq, gte, lt, lte, type SQL, sql } from "drizzle-orm";

const { wellbeingCheckins } = schema;

export interface CheckinRow {
  id: string;
  date: string;
  mood: number;
  energy: number;
  sleepQuality: number;
  stress: number;
  sleepHours: number | null;
  note: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export const checkinColumns = {
  id: wellbeingCheckins.id,
  date: wellbeingCheckins.date,
  mood: wellbeingCheckins.mood,
  energy: wellbeingCheckins.energy,
  sleepQuality: wellbeingCheckins.sleepQuality,
  stress: wellbeingCheckins.stress,
  sleepHours: wellbeingCheckins.sleepHours,
  note: wellbeingCheckins.note,
  createdAt: wellbeingCheckins.createdAt,
  updatedAt: wellbeingCheckins.updatedAt,
};

export interface CheckinPageQuery {
  limit: number;
  /** Days strictly before this one. */
  before?: string;
  from?: string;
  to?: string;
}

const newestDayFirst = sql`${wellbeingCheckins.date} desc nulls last`;

/** The first page, on every visit: the day as text, whichever driver reads it. */
const firstPage = preparedSelect<CheckinRow, { userId: string; limit: number }>(
  (db) =>
    db
      .select({ ...checkinColumns, date: sql<string>`${wellbeingCheckins.date}::text` })
      .from(wellbeingCheckins)
      .where(eq(wellbeingCheckins.userId, sql.placeholder("userId")))
      .orderBy(newestDayFirst)
      .limit(sql.placeholder("limit"))
      .prepare("wellbeing_checkins_first_page"),
  Object.keys(checkinColumns) as (keyof CheckinRow)[],
);

/** One page of a person's check-ins, newest day first (the unique (user_id, date) index). */
export function listCheckinRows(
  db: Executor,
  userId: string,
  query: CheckinPageQuery,
): Promise<CheckinRow[]> {
  if (!query.before && !query.from && !query.to)
    return firstPage(db, { userId, limit: query.limit });
  const conditions: SQL[] = [eq(wellbeingCheckins.userId, userId)];
  if (query.from) conditions.push(gte(wellbeingCheckins.date, query.from));
  if (query.to) conditions.push(lte(wellbeingCheckins.date, query.to));
  if (query.before) conditions.push(lt(wellbeingCheckins.date, query.before));
  return db
    .select(checkinColumns)
    .from(wellbeingCheckins)
    .where(and(...conditions))
    .orderBy(newestDayFirst)
    .limit(query.limit);
}

/** A person's check-ins of an inclusive range of days, oldest first. */
export function listCheckinRowsBetween(
  db: Executor,
  userId: string,
  from: string,
  to: string,
): Promise<CheckinRow[]> {
  return db
    .select(checkinColumns)
    .from(wellbeingCheckins)
    .where(
      and(
        eq(wellbeingCheckins.userId, userId),
        gte(wellbeingCheckins.date, from),
        lte(wellbeingCheckins.date, to),
      ),
    )
    .orderBy(asc(wellbeingCheckins.date));
}

export interface CheckinValues {
  mood: number;
  energy: number;
  sleepQuality: number;
  stress: number;
  sleepHours: number | null;
  note: string | null;
}

/** Creates or replaces the day's check-in; `created` tells which. */
export async function upsertCheckinRow(
  db: Executor,
  userId: string,
  date: string,
  values: CheckinValues,
  now: Date,
): Promise<CheckinRow & { created: boolean }> {
  const [row] = await db
    .insert(wellbeingCheckins)
    .values({ userId, date, ...values })
    .onConflictDoUpdate({
      target: [wellbeingCheckins.userId, wellbeingCheckins.date],
      set: { ...values, updatedAt: now },
    })
    .returning({ ...checkinColumns, created: sql<boolean>`(xmax = 0)` });
  if (!row) throw new Error("upsert into wellbeing_checkins returned no row");
  return row;
}

export async function deleteCheckinRow(
  db: Executor,
  userId: string,
  date: string,
): Promise<boolean> {
  const rows = await db
    .delete(wellbeingCheckins)
    .where(and(eq(wellbeingCheckins.userId, userId), eq(wellbeingCheckins.date, date)))
    .returning({ id: wellbeingCheckins.id });
  return rows.length > 0;
}

/** Every check-in of a person, oldest first: the data download. */
export function listAllCheckinRows(db: Executor, userId: string): Promise<CheckinRow[]> {
  return db
    .select(checkinColumns)
    .from(wellbeingCheckins)
    .where(eq(wellbeingCheckins.userId, userId))
    .orderBy(asc(wellbeingCheckins.date));
}

export async function countCheckins(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(wellbeingCheckins);
  return row?.n ?? 0;
}

/** The five measures of a person's check-ins on the days `from`..`to` (a report's series). */
export function listCheckinMeasuresBetween(db: Executor, userId: string, from: string, to: string) {
  return db
    .select({
      date: wellbeingCheckins.date,
      mood: wellbeingCheckins.mood,
      energy: wellbeingCheckins.energy,
      sleepQuality: wellbeingCheckins.sleepQuality,
      stress: wellbeingCheckins.stress,
      sleepHours: wellbeingCheckins.sleepHours,
    })
    .from(wellbeingCheckins)
    .where(
      and(
        eq(wellbeingCheckins.userId, userId),
        gte(wellbeingCheckins.date, from),
        lte(wellbeingCheckins.date, to),
      ),
    );
}
