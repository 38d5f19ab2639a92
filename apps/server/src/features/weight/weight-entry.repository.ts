import { type Executor, schema } from "@vitalog/db";
import { and, asc, count, desc, eq, gt, gte, lt, lte, ne, type SQL } from "drizzle-orm";
import {
  deleteImportedRows,
  deleteOwnedRow,
  findOwnedRow,
  firstPageQuery,
  importMatches,
  seriesPage,
  type TimeSeriesTable,
  updateOwnedRow,
} from "../../kit/time-series.repository.ts";

const { weightEntries } = schema;

export const weightSeries: TimeSeriesTable = {
  table: weightEntries,
  id: weightEntries.id,
  userId: weightEntries.userId,
  time: weightEntries.measuredAt,
};

export interface WeightEntryRow {
  id: string;
  weightKg: number;
  measuredAt: Date;
  note: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export const weightEntryColumns = {
  id: weightEntries.id,
  weightKg: weightEntries.weightKg,
  measuredAt: weightEntries.measuredAt,
  note: weightEntries.note,
  createdAt: weightEntries.createdAt,
  updatedAt: weightEntries.updatedAt,
};

/** One page of a person's entries, newest first by (measured_at, id). */
export const listWeightEntryRows = seriesPage<WeightEntryRow>(
  firstPageQuery(weightSeries, weightEntryColumns, "weight_entries_first_page"),
  weightSeries,
  weightEntryColumns,
);

export function findWeightEntryRow(
  db: Executor,
  userId: string,
  id: string,
): Promise<WeightEntryRow | null> {
  return findOwnedRow(db, weightSeries, weightEntryColumns, userId, id);
}

export interface WeightEntryValues {
  weightKg: number;
  measuredAt: Date;
  note: string | null;
}

export async function insertWeightEntryRow(
  db: Executor,
  userId: string,
  values: WeightEntryValues,
): Promise<WeightEntryRow> {
  const [row] = await db
    .insert(weightEntries)
    .values({ userId, ...values })
    .returning(weightEntryColumns);
  if (!row) throw new Error("insert into weight_entries returned no row");
  return row;
}

export function updateWeightEntryRow(
  db: Executor,
  userId: string,
  id: string,
  changes: Partial<WeightEntryValues>,
  now: Date,
): Promise<WeightEntryRow | null> {
  return updateOwnedRow(db, weightSeries, weightEntryColumns, userId, id, changes, now);
}

export function deleteWeightEntryRow(db: Executor, userId: string, id: string): Promise<boolean> {
  return deleteOwnedRow(db, weightSeries, userId, id);
}

export async function countWeightEntries(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(weightEntries);
  return row?.n ?? 0;
}

/**
 * The person's weigh-in nearest in time to `at` (the latest at or before it, or the earliest
 * after it, whichever is closer), leaving out `exceptId`; two index reads of one row each.
 */
export async function findNearestWeightEntryRow(
  db: Executor,
  userId: string,
  at: Date,
  exceptId?: string,
): Promise<WeightEntryRow | null> {
  const own = (side: SQL) =>
    and(
      eq(weightEntries.userId, userId),
      side,
      exceptId ? ne(weightEntries.id, exceptId) : undefined,
    );
  const [[before], [after]] = await Promise.all([
    db
      .select(weightEntryColumns)
      .from(weightEntries)
      .where(own(lte(weightEntries.measuredAt, at)))
      .orderBy(desc(weightEntries.measuredAt))
      .limit(1),
    db
      .select(weightEntryColumns)
      .from(weightEntries)
      .where(own(gt(weightEntries.measuredAt, at)))
      .orderBy(asc(weightEntries.measuredAt))
      .limit(1),
  ]);
  if (!before || !after) return before ?? after ?? null;
  return at.getTime() - before.measuredAt.getTime() <= after.measuredAt.getTime() - at.getTime()
    ? before
    : after;
}

/** When each of a person's weigh-ins in [from, to) was measured, and the weight. */
export function listWeightsBetween(db: Executor, userId: string, from: Date, to: Date) {
  return db
    .select({ measuredAt: weightEntries.measuredAt, weightKg: weightEntries.weightKg })
    .from(weightEntries)
    .where(
      and(
        eq(weightEntries.userId, userId),
        gte(weightEntries.measuredAt, from),
        lt(weightEntries.measuredAt, to),
      ),
    );
}

/** The person's weigh-ins in [from, to] or with one of `sourceIds`: what an import compares. */
export function listWeightImportKeys(
  db: Executor,
  userId: string,
  from: Date,
  to: Date,
  sourceIds: string[],
) {
  return db
    .select({
      measuredAt: weightEntries.measuredAt,
      weightKg: weightEntries.weightKg,
      sourceId: weightEntries.sourceId,
    })
    .from(weightEntries)
    .where(importMatches(weightEntries, weightEntries.measuredAt, userId, { from, to }, sourceIds));
}

/** Writes imported weigh-ins, each stamped with the import's id. */
export async function insertImportedWeightEntries(
  db: Executor,
  userId: string,
  importId: string,
  rows: { weightKg: number; measuredAt: Date; sourceId: string | null }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(weightEntries).values(rows.map((r) => ({ userId, importId, note: null, ...r })));
}

/** Deletes the person's weigh-ins an import wrote; answers how many. */
export async function deleteImportedWeightEntries(
  db: Executor,
  userId: string,
  importId: string,
): Promise<number> {
  return deleteImportedRows(db, weightEntries, userId, importId);
}

/** Every weigh-in of a person, oldest first (the FHIR export). */
export function listAllWeightEntryRows(db: Executor, userId: string): Promise<WeightEntryRow[]> {
  return db
    .select(weightEntryColumns)
    .from(weightEntries)
    .where(eq(weightEntries.userId, userId))
    .orderBy(asc(weightEntries.measuredAt), asc(weightEntries.id));
}
