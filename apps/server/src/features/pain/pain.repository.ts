import { type Executor, schema } from "@vitalog/db";
import { and, asc, count, eq, gte, lt, sql } from "drizzle-orm";
import {
  deleteOwnedRow,
  findOwnedRow,
  firstPageQuery,
  seriesPage,
  type TimeSeriesTable,
  updateOwnedRow,
} from "../../kit/time-series.repository.ts";

const { painEntries } = schema;

export const painSeries: TimeSeriesTable = {
  table: painEntries,
  id: painEntries.id,
  userId: painEntries.userId,
  time: painEntries.occurredAt,
};

type PainRegionValue = schema.PainRegionValue;

export interface PainEntryRow {
  id: string;
  occurredAt: Date;
  regions: PainRegionValue[];
  symptoms: string[];
  triggers: string[];
  relief: string[];
  note: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export const painEntryColumns = {
  id: painEntries.id,
  occurredAt: painEntries.occurredAt,
  regions: painEntries.regions,
  symptoms: painEntries.symptoms,
  triggers: painEntries.triggers,
  relief: painEntries.relief,
  note: painEntries.note,
  createdAt: painEntries.createdAt,
  updatedAt: painEntries.updatedAt,
};

/** One page of a person's entries, newest first by (occurred_at, id). */
export const listPainEntryRows = seriesPage<PainEntryRow>(
  firstPageQuery(painSeries, painEntryColumns, "pain_entries_first_page"),
  painSeries,
  painEntryColumns,
);

export function findPainEntryRow(
  db: Executor,
  userId: string,
  id: string,
): Promise<PainEntryRow | null> {
  return findOwnedRow(db, painSeries, painEntryColumns, userId, id);
}

export type PainEntryValues = Omit<PainEntryRow, "id" | "createdAt" | "updatedAt">;

export async function insertPainEntryRow(
  db: Executor,
  userId: string,
  values: PainEntryValues,
): Promise<PainEntryRow> {
  const [row] = await db
    .insert(painEntries)
    .values({ userId, ...values })
    .returning(painEntryColumns);
  if (!row) throw new Error("insert into pain_entries returned no row");
  return row;
}

export function updatePainEntryRow(
  db: Executor,
  userId: string,
  id: string,
  changes: Partial<PainEntryValues>,
  now: Date,
): Promise<PainEntryRow | null> {
  return updateOwnedRow(db, painSeries, painEntryColumns, userId, id, changes, now);
}

export function deletePainEntryRow(db: Executor, userId: string, id: string): Promise<boolean> {
  return deleteOwnedRow(db, painSeries, userId, id);
}

export async function countPainEntries(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(painEntries);
  return row?.n ?? 0;
}

/** When each of a person's entries in [from, to) happened, and its highest region intensity. */
export function listPainMaximaBetween(db: Executor, userId: string, from: Date, to: Date) {
  return db
    .select({
      occurredAt: painEntries.occurredAt,
      maxIntensity: sql<number>`(select max((r->>'intensity')::int) from jsonb_array_elements(${painEntries.regions}) r)`,
    })
    .from(painEntries)
    .where(
      and(
        eq(painEntries.userId, userId),
        gte(painEntries.occurredAt, from),
        lt(painEntries.occurredAt, to),
      ),
    );
}

/** A person's entries in [from, to), oldest first (a share link's period). */
export function listPainEntryRowsBetween(
  db: Executor,
  userId: string,
  from: Date,
  to: Date,
): Promise<PainEntryRow[]> {
  return db
    .select(painEntryColumns)
    .from(painEntries)
    .where(
      and(
        eq(painEntries.userId, userId),
        gte(painEntries.occurredAt, from),
        lt(painEntries.occurredAt, to),
      ),
    )
    .orderBy(asc(painEntries.occurredAt), asc(painEntries.id));
}
