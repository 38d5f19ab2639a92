import { type Executor, preparedSelect, schema } from "@vitalog/db";
import { ASSUMED_PERIOD_DAYS, addDays, periodEnd } from "@vitalog/domain";
import { and, asc, count, eq, gte, lte, ne, type SQL, sql } from "drizzle-orm";
import { deleteImportedRows } from "../../kit/time-series.repository.ts";

const { cyclePeriods, cycleDays, cycleSettings } = schema;

export interface PeriodRow {
  id: string;
  startDate: string;
  endDate: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const periodColumns = {
  id: cyclePeriods.id,
  startDate: cyclePeriods.startDate,
  endDate: cyclePeriods.endDate,
  createdAt: cyclePeriods.createdAt,
  updatedAt: cyclePeriods.updatedAt,
};

const newestFirst = [
  sql`${cyclePeriods.startDate} desc nulls last`,
  sql`${cyclePeriods.id} desc nulls last`,
];
// Dates as text, whichever driver reads them (PGlite's own parser would give a Date).
const periodTextColumns = {
  ...periodColumns,
  startDate: sql<string>`${cyclePeriods.startDate}::text`,
  endDate: sql<string | null>`${cyclePeriods.endDate}::text`,
};
const periodFields = Object.keys(periodColumns) as (keyof PeriodRow)[];

const firstPeriodPage = preparedSelect<PeriodRow, { userId: string; limit: number }>(
  (db) =>
    db
      .select(periodTextColumns)
      .from(cyclePeriods)
      .where(eq(cyclePeriods.userId, sql.placeholder("userId")))
      .orderBy(...newestFirst)
      .limit(sql.placeholder("limit"))
      .prepare("cycle_periods_first_page"),
  periodFields,
);

const allPeriods = preparedSelect<PeriodRow, { userId: string }>(
  (db) =>
    db
      .select(periodTextColumns)
      .from(cyclePeriods)
      .where(eq(cyclePeriods.userId, sql.placeholder("userId")))
      .orderBy(asc(cyclePeriods.startDate))
      .prepare("cycle_periods_all"),
  periodFields,
);

const newestStarts = preparedSelect<{ startDate: string }, { userId: string; limit: number }>(
  (db) =>
    db
      .select({ startDate: sql<string>`${cyclePeriods.startDate}::text` })
      .from(cyclePeriods)
      .where(eq(cyclePeriods.userId, sql.placeholder("userId")))
      .orderBy(...newestFirst)
      .limit(sql.placeholder("limit"))
      .prepare("cycle_period_newest_starts"),
  ["startDate"],
);

/**
 * The starts of a person's newest `limit` periods (all of them when `limit` is absent), oldest
 * first: all that predictions read. Read newest first along the (user, start) index.
 */
export async function listPeriodStarts(
  db: Executor,
  userId: string,
  limit = Number.MAX_SAFE_INTEGER,
): Promise<string[]> {
  const rows = await newestStarts(db, { userId, limit: Math.min(limit, 2_147_483_647) });
  return rows.map((row) => row.startDate).reverse();
}

/** One page of a person's periods, newest start first, after the (start, id) of the cursor. */
export function listPeriodRows(
  db: Executor,
  userId: string,
  query: { limit: number; before?: { startDate: string; id: string } },
): Promise<PeriodRow[]> {
  if (!query.before) return firstPeriodPage(db, { userId, limit: query.limit });
  const conditions: SQL[] = [eq(cyclePeriods.userId, userId)];
  if (query.before) {
    conditions.push(
      sql`(${cyclePeriods.startDate}, ${cyclePeriods.id}) < (${query.before.startDate}::date, ${query.before.id}::uuid)`,
    );
  }
  return db
    .select(periodColumns)
    .from(cyclePeriods)
    .where(and(...conditions))
    .orderBy(
      sql`${cyclePeriods.startDate} desc nulls last`,
      sql`${cyclePeriods.id} desc nulls last`,
    )
    .limit(query.limit);
}

/** Every period of a person, oldest first: what predictions and stats are figured from. */
export function listAllPeriodRows(db: Executor, userId: string): Promise<PeriodRow[]> {
  return allPeriods(db, { userId });
}

export async function findPeriodRow(
  db: Executor,
  userId: string,
  id: string,
): Promise<PeriodRow | null> {
  const rows = await db
    .select(periodColumns)
    .from(cyclePeriods)
    .where(and(eq(cyclePeriods.userId, userId), eq(cyclePeriods.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

/** Any number naming the cycle module's advisory locks, apart from other modules' locks. */
const PERIODS_LOCK = 0x6379636c;

/**
 * Holds the person's periods until the transaction ends, so two writes at once cannot both pass
 * the overlap check.
 */
export async function lockPeriodsOf(db: Executor, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${PERIODS_LOCK}, hashtext(${userId}))`);
}

/**
 * Whether another of the person's periods shares a day with start..end. A period with no end
 * counts as its assumed length (`periodEnd`), as the calendar and the phases draw it, so a
 * second start logged a few days into a period in progress is refused as the slip it is.
 */
export async function overlapsAnotherPeriod(
  db: Executor,
  userId: string,
  range: { startDate: string; endDate: string | null },
  exceptId?: string,
): Promise<boolean> {
  const conditions: SQL[] = [
    eq(cyclePeriods.userId, userId),
    lte(cyclePeriods.startDate, periodEnd(range)),
    gte(
      sql`coalesce(${cyclePeriods.endDate}, ${cyclePeriods.startDate} + ${ASSUMED_PERIOD_DAYS - 1}::int)`,
      range.startDate,
    ),
  ];
  if (exceptId) conditions.push(ne(cyclePeriods.id, exceptId));
  const rows = await db
    .select({ id: cyclePeriods.id })
    .from(cyclePeriods)
    .where(and(...conditions))
    .limit(1);
  return rows.length > 0;
}

export async function insertPeriodRow(
  db: Executor,
  userId: string,
  values: { startDate: string; endDate: string | null },
): Promise<PeriodRow> {
  const [row] = await db
    .insert(cyclePeriods)
    .values({ userId, ...values })
    .returning(periodColumns);
  if (!row) throw new Error("insert into cycle_periods returned no row");
  return row;
}

export async function updatePeriodRow(
  db: Executor,
  userId: string,
  id: string,
  values: { startDate: string; endDate: string | null },
  now: Date,
): Promise<PeriodRow | null> {
  const rows = await db
    .update(cyclePeriods)
    .set({ ...values, updatedAt: now })
    .where(and(eq(cyclePeriods.userId, userId), eq(cyclePeriods.id, id)))
    .returning(periodColumns);
  return rows[0] ?? null;
}

export async function deletePeriodRow(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(cyclePeriods)
    .where(and(eq(cyclePeriods.userId, userId), eq(cyclePeriods.id, id)))
    .returning({ id: cyclePeriods.id });
  return rows.length > 0;
}

export interface DayRow {
  id: string;
  date: string;
  flow: string | null;
  symptoms: string[];
  note: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const dayColumns = {
  id: cycleDays.id,
  date: cycleDays.date,
  flow: cycleDays.flow,
  symptoms: cycleDays.symptoms,
  note: cycleDays.note,
  createdAt: cycleDays.createdAt,
  updatedAt: cycleDays.updatedAt,
};

/** A person's day logs in an inclusive range of days (all of them without a range), oldest first. */
export function listDayRows(
  db: Executor,
  userId: string,
  range?: { from: string; to: string },
): Promise<DayRow[]> {
  const conditions: SQL[] = [eq(cycleDays.userId, userId)];
  if (range) conditions.push(gte(cycleDays.date, range.from), lte(cycleDays.date, range.to));
  return db
    .select(dayColumns)
    .from(cycleDays)
    .where(and(...conditions))
    .orderBy(asc(cycleDays.date));
}

/**
 * Every logged day's date and symptoms, oldest first: what the symptom-by-phase figures count
 * (days without a symptom count among the days logged in their phase).
 */
export function listSymptomDayRows(
  db: Executor,
  userId: string,
): Promise<{ date: string; symptoms: string[] }[]> {
  return db
    .select({ date: cycleDays.date, symptoms: cycleDays.symptoms })
    .from(cycleDays)
    .where(eq(cycleDays.userId, userId))
    .orderBy(asc(cycleDays.date));
}

export async function upsertDayRow(
  db: Executor,
  userId: string,
  date: string,
  values: { flow: string | null; symptoms: string[]; note: string | null },
  now: Date,
): Promise<DayRow & { created: boolean }> {
  const [row] = await db
    .insert(cycleDays)
    .values({ userId, date, ...values })
    .onConflictDoUpdate({
      target: [cycleDays.userId, cycleDays.date],
      set: { ...values, updatedAt: now },
    })
    .returning({ ...dayColumns, created: sql<boolean>`(xmax = 0)` });
  if (!row) throw new Error("upsert into cycle_days returned no row");
  return row;
}

export async function deleteDayRow(db: Executor, userId: string, date: string): Promise<boolean> {
  const rows = await db
    .delete(cycleDays)
    .where(and(eq(cycleDays.userId, userId), eq(cycleDays.date, date)))
    .returning({ id: cycleDays.id });
  return rows.length > 0;
}

const settingsColumns = {
  discreetMode: cycleSettings.discreetMode,
  periodReminders: cycleSettings.periodReminders,
  fertilityReminders: cycleSettings.fertilityReminders,
  symptomReminders: cycleSettings.symptomReminders,
  symptomReminderTime: cycleSettings.symptomReminderTime,
};

export async function findCycleSettings(db: Executor, userId: string) {
  const rows = await db
    .select(settingsColumns)
    .from(cycleSettings)
    .where(eq(cycleSettings.userId, userId))
    .limit(1);
  return rows[0] ?? null;
}

export async function upsertCycleSettings(
  db: Executor,
  userId: string,
  changes: Partial<{
    discreetMode: boolean;
    periodReminders: boolean;
    fertilityReminders: boolean;
    symptomReminders: boolean;
    symptomReminderTime: string;
  }>,
  now: Date,
) {
  const [row] = await db
    .insert(cycleSettings)
    .values({ userId, ...changes })
    .onConflictDoUpdate({
      target: cycleSettings.userId,
      set: { ...changes, updatedAt: now },
    })
    .returning(settingsColumns);
  if (!row) throw new Error("upsert into cycle_settings returned no row");
  return row;
}

export async function findCycleSettingsForExport(db: Executor, userId: string) {
  const rows = await db.select().from(cycleSettings).where(eq(cycleSettings.userId, userId));
  return rows[0] ?? null;
}

export async function countPeriods(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cyclePeriods);
  return row?.n ?? 0;
}

/** The starts of the person's other periods within `days` days of `date`, either side. */
export async function listPeriodStartsNear(
  db: Executor,
  userId: string,
  date: string,
  days: number,
  exceptId?: string,
): Promise<string[]> {
  const rows = await db
    .select({ startDate: cyclePeriods.startDate })
    .from(cyclePeriods)
    .where(
      and(
        eq(cyclePeriods.userId, userId),
        gte(cyclePeriods.startDate, addDays(date, -days)),
        lte(cyclePeriods.startDate, addDays(date, days)),
        exceptId ? ne(cyclePeriods.id, exceptId) : undefined,
      ),
    );
  return rows.map((r) => r.startDate);
}

/**
 * What a report's cycle phases read: every period (whole cycles run from one start to the next,
 * so those before and after the range count) and the symptoms of the days `from`..`to`.
 */
export async function listCycleInsightRows(db: Executor, userId: string, from: string, to: string) {
  const [periods, days] = await Promise.all([
    db
      .select({ startDate: cyclePeriods.startDate, endDate: cyclePeriods.endDate })
      .from(cyclePeriods)
      .where(eq(cyclePeriods.userId, userId))
      .orderBy(asc(cyclePeriods.startDate)),
    db
      .select({ date: cycleDays.date, symptoms: cycleDays.symptoms })
      .from(cycleDays)
      .where(and(eq(cycleDays.userId, userId), gte(cycleDays.date, from), lte(cycleDays.date, to)))
      .orderBy(asc(cycleDays.date)),
  ]);
  return { periods, days };
}

/** The days the person logged in [from, to]: what an import of flow days compares. */
export function listCycleDayDatesBetween(db: Executor, userId: string, from: string, to: string) {
  return db
    .select({ date: cycleDays.date })
    .from(cycleDays)
    .where(and(eq(cycleDays.userId, userId), gte(cycleDays.date, from), lte(cycleDays.date, to)));
}

/** The person's periods touching [from, to] (an open one counts its assumed days). */
export function listPeriodsTouching(db: Executor, userId: string, from: string, to: string) {
  return db
    .select({
      id: cyclePeriods.id,
      startDate: cyclePeriods.startDate,
      endDate: cyclePeriods.endDate,
      importId: cyclePeriods.importId,
    })
    .from(cyclePeriods)
    .where(
      and(
        eq(cyclePeriods.userId, userId),
        lte(cyclePeriods.startDate, to),
        gte(
          sql`coalesce(${cyclePeriods.endDate}, ${cyclePeriods.startDate} + ${ASSUMED_PERIOD_DAYS - 1}::int)`,
          from,
        ),
      ),
    );
}

/** Writes imported day logs (flow only), each stamped with the import's id. */
export async function insertImportedCycleDays(
  db: Executor,
  userId: string,
  importId: string,
  rows: { date: string; flow: string; sourceId: string | null }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(cycleDays)
    .values(rows.map((r) => ({ userId, importId, ...r })))
    .onConflictDoNothing();
}

/** Writes a period an import found, stamped with its id. */
export async function insertImportedPeriod(
  db: Executor,
  userId: string,
  importId: string,
  range: { startDate: string; endDate: string },
): Promise<string> {
  const [row] = await db
    .insert(cyclePeriods)
    .values({ userId, importId, ...range })
    .returning({ id: cyclePeriods.id });
  if (!row) throw new Error("insert into cycle_periods returned no row");
  return row.id;
}

/** Moves the end of a period the same import wrote (its days went on in the next batch). */
export async function extendImportedPeriod(
  db: Executor,
  userId: string,
  importId: string,
  id: string,
  endDate: string,
): Promise<void> {
  await db
    .update(cyclePeriods)
    .set({ endDate })
    .where(
      and(
        eq(cyclePeriods.userId, userId),
        eq(cyclePeriods.importId, importId),
        eq(cyclePeriods.id, id),
      ),
    );
}

/** Deletes the day logs and periods an import wrote; answers how many rows. */
export async function deleteImportedCycleRows(
  db: Executor,
  userId: string,
  importId: string,
): Promise<number> {
  const days = await deleteImportedRows(db, cycleDays, userId, importId);
  return days + (await deleteImportedRows(db, cyclePeriods, userId, importId));
}
