import { type Executor, schema } from "@vitalog/db";
import { and, asc, count, eq, gte, lt } from "drizzle-orm";
import {
  deleteImportedRows,
  deleteOwnedRow,
  findOwnedRow,
  firstPageQuery,
  importMatches,
  newestFirst,
  seriesPage,
  type TimeSeriesTable,
} from "../../kit/time-series.repository.ts";

const { labResults } = schema;

export const labResultSeries: TimeSeriesTable = {
  table: labResults,
  id: labResults.id,
  userId: labResults.userId,
  time: labResults.takenAt,
};

export interface LabResultValues {
  takenAt: Date;
  lab: string | null;
  code: string | null;
  name: string;
  value: number;
  unit: string;
  canonicalValue: number;
  canonicalUnit: string;
  referenceLow: number | null;
  referenceHigh: number | null;
  note: string | null;
}

export interface LabResultRow extends LabResultValues {
  id: string;
  createdAt: Date;
  updatedAt: Date;
}

export const labResultColumns = {
  id: labResults.id,
  takenAt: labResults.takenAt,
  lab: labResults.lab,
  code: labResults.code,
  name: labResults.name,
  value: labResults.value,
  unit: labResults.unit,
  canonicalValue: labResults.canonicalValue,
  canonicalUnit: labResults.canonicalUnit,
  referenceLow: labResults.referenceLow,
  referenceHigh: labResults.referenceHigh,
  note: labResults.note,
  createdAt: labResults.createdAt,
  updatedAt: labResults.updatedAt,
};

/** One page of a person's results, newest first by (taken_at, id). */
export const listLabResultRows = seriesPage<LabResultRow>(
  firstPageQuery(labResultSeries, labResultColumns, "lab_results_first_page"),
  labResultSeries,
  labResultColumns,
);

/** A person's results of one marker code, newest first, at most `limit`. */
export function listLabResultRowsByCode(
  db: Executor,
  userId: string,
  code: string,
  limit: number,
): Promise<LabResultRow[]> {
  return db
    .select(labResultColumns)
    .from(labResults)
    .where(and(eq(labResults.userId, userId), eq(labResults.code, code)))
    .orderBy(...newestFirst(labResultSeries))
    .limit(limit);
}

export function findLabResultRow(
  db: Executor,
  userId: string,
  id: string,
): Promise<LabResultRow | null> {
  return findOwnedRow(db, labResultSeries, labResultColumns, userId, id);
}

export function insertLabResultRows(
  db: Executor,
  userId: string,
  values: LabResultValues[],
): Promise<LabResultRow[]> {
  return db
    .insert(labResults)
    .values(values.map((v) => ({ userId, ...v })))
    .returning(labResultColumns);
}

export async function updateLabResultRow(
  db: Executor,
  userId: string,
  id: string,
  changes: Partial<LabResultValues>,
  now: Date,
): Promise<LabResultRow | null> {
  const rows = await db
    .update(labResults)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(labResults.userId, userId), eq(labResults.id, id)))
    .returning(labResultColumns);
  return rows[0] ?? null;
}

export function deleteLabResultRow(db: Executor, userId: string, id: string): Promise<boolean> {
  return deleteOwnedRow(db, labResultSeries, userId, id);
}

export async function countLabResults(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(labResults);
  return row?.n ?? 0;
}

/** The person's results taken in [from, to] or with one of `sourceIds`: what an import compares. */
export function listLabResultImportKeys(
  db: Executor,
  userId: string,
  from: Date,
  to: Date,
  sourceIds: string[],
) {
  return db
    .select({
      takenAt: labResults.takenAt,
      code: labResults.code,
      value: labResults.value,
      unit: labResults.unit,
      canonicalValue: labResults.canonicalValue,
      canonicalUnit: labResults.canonicalUnit,
      sourceId: labResults.sourceId,
    })
    .from(labResults)
    .where(importMatches(labResults, labResults.takenAt, userId, { from, to }, sourceIds));
}

/** Writes imported results, each stamped with the import's id. */
export async function insertImportedLabResults(
  db: Executor,
  userId: string,
  importId: string,
  rows: (LabResultValues & { sourceId: string | null })[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(labResults).values(rows.map((r) => ({ userId, importId, ...r })));
}

/** Deletes the person's results an import wrote; answers how many. */
export async function deleteImportedLabResults(
  db: Executor,
  userId: string,
  importId: string,
): Promise<number> {
  return deleteImportedRows(db, labResults, userId, importId);
}

/** A person's results taken in [from, to) (all of them without bounds), oldest first. */
export function listLabResultRowsBetween(
  db: Executor,
  userId: string,
  range: { from: Date; to: Date } | null,
): Promise<LabResultRow[]> {
  return db
    .select(labResultColumns)
    .from(labResults)
    .where(
      and(
        eq(labResults.userId, userId),
        range ? gte(labResults.takenAt, range.from) : undefined,
        range ? lt(labResults.takenAt, range.to) : undefined,
      ),
    )
    .orderBy(asc(labResults.takenAt), asc(labResults.id));
}
