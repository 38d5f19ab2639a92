import { type Executor, schema } from "@vitalog/db";
import { and, count, eq, gte, isNotNull, isNull, lt } from "drizzle-orm";
import {
  deleteOwnedRow,
  findOwnedRow,
  firstPageQuery,
  seriesPage,
  type TimeSeriesTable,
  updateOwnedRow,
} from "../../kit/time-series.repository.ts";

const { fasts } = schema;

export const fastSeries: TimeSeriesTable = {
  table: fasts,
  id: fasts.id,
  userId: fasts.userId,
  time: fasts.startTime,
};

export interface FastRow {
  id: string;
  startTime: Date;
  endTime: Date | null;
  targetHours: number;
  createdAt: Date;
  updatedAt: Date;
}

export const fastColumns = {
  id: fasts.id,
  startTime: fasts.startTime,
  endTime: fasts.endTime,
  targetHours: fasts.targetHours,
  createdAt: fasts.createdAt,
  updatedAt: fasts.updatedAt,
};

/** One page of a person's fasts, newest start first. */
export const listFastRows = seriesPage<FastRow>(
  firstPageQuery(fastSeries, fastColumns, "fasts_first_page"),
  fastSeries,
  fastColumns,
);

export function findFastRow(db: Executor, userId: string, id: string): Promise<FastRow | null> {
  return findOwnedRow(db, fastSeries, fastColumns, userId, id);
}

/** Whether the fast with this id is in progress, whoever's it is. */
export async function isFastRowInProgress(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: fasts.id })
    .from(fasts)
    .where(and(eq(fasts.id, id), isNull(fasts.endTime)))
    .limit(1);
  return rows.length > 0;
}

export async function findCurrentFastRow(db: Executor, userId: string): Promise<FastRow | null> {
  const rows = await db
    .select(fastColumns)
    .from(fasts)
    .where(and(eq(fasts.userId, userId), isNull(fasts.endTime)))
    .limit(1);
  return rows[0] ?? null;
}

/** Every ended fast of a person: what streaks and averages are figured from. */
export function listEndedFastTimes(
  db: Executor,
  userId: string,
): Promise<Pick<FastRow, "startTime" | "endTime" | "targetHours">[]> {
  return db
    .select({ startTime: fasts.startTime, endTime: fasts.endTime, targetHours: fasts.targetHours })
    .from(fasts)
    .where(and(eq(fasts.userId, userId), isNotNull(fasts.endTime)));
}

export interface FastValues {
  startTime: Date;
  endTime: Date | null;
  targetHours: number;
}

export async function insertFastRow(
  db: Executor,
  userId: string,
  values: FastValues,
): Promise<FastRow> {
  const [row] = await db
    .insert(fasts)
    .values({ userId, ...values })
    .returning(fastColumns);
  if (!row) throw new Error("insert into fasts returned no row");
  return row;
}

export function updateFastRow(
  db: Executor,
  userId: string,
  id: string,
  changes: Partial<FastValues>,
  now: Date,
): Promise<FastRow | null> {
  return updateOwnedRow(db, fastSeries, fastColumns, userId, id, changes, now);
}

/** Ends a fast only if it is still in progress: of two ends at once, one wins. */
export async function endFastRow(
  db: Executor,
  userId: string,
  id: string,
  endTime: Date,
  now: Date,
): Promise<FastRow | null> {
  const rows = await db
    .update(fasts)
    .set({ endTime, updatedAt: now })
    .where(and(eq(fasts.userId, userId), eq(fasts.id, id), isNull(fasts.endTime)))
    .returning(fastColumns);
  return rows[0] ?? null;
}

export function deleteFastRow(db: Executor, userId: string, id: string): Promise<boolean> {
  return deleteOwnedRow(db, fastSeries, userId, id);
}

export async function countFasts(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(fasts);
  return row?.n ?? 0;
}

/**
 * A person's completed fasts that ended in [from, to); read by the start-time index from a week
 * before `from`, the longest a fast may last.
 */
export function listFastsEndedBetween(db: Executor, userId: string, from: Date, to: Date) {
  const longestFastMs = 168 * 3_600_000;
  return db
    .select({ startTime: fasts.startTime, endTime: fasts.endTime })
    .from(fasts)
    .where(
      and(
        eq(fasts.userId, userId),
        gte(fasts.startTime, new Date(from.getTime() - longestFastMs)),
        lt(fasts.startTime, to),
        gte(fasts.endTime, from),
        lt(fasts.endTime, to),
      ),
    );
}
