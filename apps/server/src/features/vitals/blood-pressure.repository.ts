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

const { bloodPressureReadings } = schema;

export const bloodPressureSeries: TimeSeriesTable = {
  table: bloodPressureReadings,
  id: bloodPressureReadings.id,
  userId: bloodPressureReadings.userId,
  time: bloodPressureReadings.measuredAt,
};

export interface BloodPressureRow {
  id: string;
  systolic: number;
  diastolic: number;
  pulse: number | null;
  arm: string | null;
  position: string | null;
  measuredAt: Date;
  note: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export const bloodPressureColumns = {
  id: bloodPressureReadings.id,
  systolic: bloodPressureReadings.systolic,
  diastolic: bloodPressureReadings.diastolic,
  pulse: bloodPressureReadings.pulse,
  arm: bloodPressureReadings.arm,
  position: bloodPressureReadings.position,
  measuredAt: bloodPressureReadings.measuredAt,
  note: bloodPressureReadings.note,
  createdAt: bloodPressureReadings.createdAt,
  updatedAt: bloodPressureReadings.updatedAt,
};

/** One page of a person's readings, newest first by (measured_at, id). */
export const listBloodPressureRows = seriesPage<BloodPressureRow>(
  firstPageQuery(bloodPressureSeries, bloodPressureColumns, "blood_pressure_readings_first_page"),
  bloodPressureSeries,
  bloodPressureColumns,
);

export function findBloodPressureRow(
  db: Executor,
  userId: string,
  id: string,
): Promise<BloodPressureRow | null> {
  return findOwnedRow(db, bloodPressureSeries, bloodPressureColumns, userId, id);
}

export interface BloodPressureValues {
  systolic: number;
  diastolic: number;
  pulse: number | null;
  arm: string | null;
  position: string | null;
  measuredAt: Date;
  note: string | null;
  sourceId?: string | null;
  importId?: string | null;
}

export async function insertBloodPressureRows(
  db: Executor,
  userId: string,
  values: readonly BloodPressureValues[],
): Promise<BloodPressureRow[]> {
  if (values.length === 0) return [];
  return db
    .insert(bloodPressureReadings)
    .values(values.map((v) => ({ userId, ...v })))
    .returning(bloodPressureColumns);
}

export function updateBloodPressureRow(
  db: Executor,
  userId: string,
  id: string,
  changes: Partial<BloodPressureValues>,
  now: Date,
): Promise<BloodPressureRow | null> {
  return updateOwnedRow(db, bloodPressureSeries, bloodPressureColumns, userId, id, changes, now);
}

export function deleteBloodPressureRow(db: Executor, userId: string, id: string): Promise<boolean> {
  return deleteOwnedRow(db, bloodPressureSeries, userId, id);
}

export async function countBloodPressureRows(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(bloodPressureReadings);
  return row?.n ?? 0;
}

/** A person's readings measured in [from, to), oldest first. */
export function listBloodPressureBetween(db: Executor, userId: string, from: Date, to: Date) {
  return db
    .select(bloodPressureColumns)
    .from(bloodPressureReadings)
    .where(
      and(
        eq(bloodPressureReadings.userId, userId),
        gte(bloodPressureReadings.measuredAt, from),
        lt(bloodPressureReadings.measuredAt, to),
      ),
    )
    .orderBy(asc(bloodPressureReadings.measuredAt));
}

/** Every reading of a person, oldest first. */
export function listAllBloodPressureRows(db: Executor, userId: string) {
  return db
    .select(bloodPressureColumns)
    .from(bloodPressureReadings)
    .where(eq(bloodPressureReadings.userId, userId))
    .orderBy(asc(bloodPressureReadings.measuredAt));
}

/**
 * What an import compares with: the person's readings at the given instants, and those with the
 * given source ids.
 */
export async function findBloodPressureMatches(
  db: Executor,
  userId: string,
  instants: readonly Date[],
  sourceIds: readonly string[],
) {
  const columns = {
    systolic: bloodPressureReadings.systolic,
    diastolic: bloodPressureReadings.diastolic,
    measuredAt: bloodPressureReadings.measuredAt,
    sourceId: bloodPressureReadings.sourceId,
  };
  const own = eq(bloodPressureReadings.userId, userId);
  const [atTimes, bySource] = await Promise.all([
    instants.length === 0
      ? []
      : db
          .select(columns)
          .from(bloodPressureReadings)
          .where(and(own, inArray(bloodPressureReadings.measuredAt, [...instants]))),
    sourceIds.length === 0
      ? []
      : db
          .select(columns)
          .from(bloodPressureReadings)
          .where(and(own, inArray(bloodPressureReadings.sourceId, [...sourceIds]))),
  ]);
  return [...atTimes, ...bySource];
}

/** Deletes the person's readings an import wrote; how many. */
export async function deleteBloodPressureOfImport(
  db: Executor,
  userId: string,
  importId: string,
): Promise<number> {
  return deleteImportedRows(db, bloodPressureReadings, userId, importId);
}
