import { type Executor, schema } from "@vitalog/db";
import { and, asc, count, eq, gte, inArray, lt } from "drizzle-orm";
import {
  deleteImportedRows,
  deleteOwnedRow,
  findOwnedRow,
  firstPageQuery,
  seriesPage,
  type TimeSeriesTable,
  updateOwnedRow,
} from "../../kit/time-series.repository.ts";

const { vitalSignReadings } = schema;

export const vitalSignSeries: TimeSeriesTable = {
  table: vitalSignReadings,
  id: vitalSignReadings.id,
  userId: vitalSignReadings.userId,
  time: vitalSignReadings.measuredAt,
};

export interface VitalSignRow {
  id: string;
  kind: string;
  value: number;
  measuredAt: Date;
  note: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export const vitalSignColumns = {
  id: vitalSignReadings.id,
  kind: vitalSignReadings.kind,
  value: vitalSignReadings.value,
  measuredAt: vitalSignReadings.measuredAt,
  note: vitalSignReadings.note,
  createdAt: vitalSignReadings.createdAt,
  updatedAt: vitalSignReadings.updatedAt,
};

/** One page of a person's readings, newest first by (measured_at, id). */
export const listVitalSignRows = seriesPage<VitalSignRow>(
  firstPageQuery(vitalSignSeries, vitalSignColumns, "vital_sign_readings_first_page"),
  vitalSignSeries,
  vitalSignColumns,
);

export function findVitalSignRow(
  db: Executor,
  userId: string,
  id: string,
): Promise<VitalSignRow | null> {
  return findOwnedRow(db, vitalSignSeries, vitalSignColumns, userId, id);
}

export interface VitalSignValues {
  kind: string;
  value: number;
  measuredAt: Date;
  note: string | null;
  sourceId?: string | null;
  importId?: string | null;
}

export async function insertVitalSignRows(
  db: Executor,
  userId: string,
  values: readonly VitalSignValues[],
): Promise<VitalSignRow[]> {
  if (values.length === 0) return [];
  return db
    .insert(vitalSignReadings)
    .values(values.map((v) => ({ userId, ...v })))
    .returning(vitalSignColumns);
}

export function updateVitalSignRow(
  db: Executor,
  userId: string,
  id: string,
  changes: Partial<VitalSignValues>,
  now: Date,
): Promise<VitalSignRow | null> {
  return updateOwnedRow(db, vitalSignSeries, vitalSignColumns, userId, id, changes, now);
}

export function deleteVitalSignRow(db: Executor, userId: string, id: string): Promise<boolean> {
  return deleteOwnedRow(db, vitalSignSeries, userId, id);
}

export async function countVitalSignRows(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(vitalSignReadings);
  return row?.n ?? 0;
}

/** A person's readings measured in [from, to), oldest first. */
export function listVitalSignsBetween(db: Executor, userId: string, from: Date, to: Date) {
  return db
    .select(vitalSignColumns)
    .from(vitalSignReadings)
    .where(
      and(
        eq(vitalSignReadings.userId, userId),
        gte(vitalSignReadings.measuredAt, from),
        lt(vitalSignReadings.measuredAt, to),
      ),
    )
    .orderBy(asc(vitalSignReadings.measuredAt));
}

/** Every reading of a person, oldest first. */
export function listAllVitalSignRows(db: Executor, userId: string) {
  return db
    .select(vitalSignColumns)
    .from(vitalSignReadings)
    .where(eq(vitalSignReadings.userId, userId))
    .orderBy(asc(vitalSignReadings.measuredAt));
}

/**
 * What an import compares with: the person's readings at the given instants, and those with the
 * given source ids.
 */
export async function findVitalSignMatches(
  db: Executor,
  userId: string,
  instants: readonly Date[],
  sourceIds: readonly string[],
) {
  const columns = {
    kind: vitalSignReadings.kind,
    value: vitalSignReadings.value,
    measuredAt: vitalSignReadings.measuredAt,
    sourceId: vitalSignReadings.sourceId,
  };
  const own = eq(vitalSignReadings.userId, userId);
  const [atTimes, bySource] = await Promise.all([
    instants.length === 0
      ? []
      : db
          .select(columns)
          .from(vitalSignReadings)
          .where(and(own, inArray(vitalSignReadings.measuredAt, [...instants]))),
    sourceIds.length === 0
      ? []
      : db
          .select(columns)
          .from(vitalSignReadings)
          .where(and(own, inArray(vitalSignReadings.sourceId, [...sourceIds]))),
  ]);
  return [...atTimes, ...bySource];
}

/** Deletes the person's readings an import wrote; how many. */
export async function deleteVitalSignOfImport(
  db: Executor,
  userId: string,
  importId: string,
): Promise<number> {
  return deleteImportedRows(db, vitalSignReadings, userId, importId);
}
