import { type Executor, schema } from "@vitalog/db";
import { and, eq, fillPlaceholders, gte, lte, type SQL, sql } from "drizzle-orm";
import { embeddedClient } from "../../platform/database.ts";

const { weightEntries } = schema;

export interface WeightEntryRow {
  id: string;
  weightKg: number;
  measuredAt: Date;
  note: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const columns = {
  id: weightEntries.id,
  weightKg: weightEntries.weightKg,
  measuredAt: weightEntries.measuredAt,
  note: weightEntries.note,
  createdAt: weightEntries.createdAt,
  updatedAt: weightEntries.updatedAt,
};

/**
 * Newest first, spelled exactly as weight_entries_user_measured_idx is built
 * (`measured_at DESC NULLS LAST, id DESC NULLS LAST`). Both columns are NOT NULL, so the null
 * placement changes nothing in the result, but a plain `DESC` (NULLS FIRST) does not match
 * the index and makes PostgreSQL read all of a person's entries and sort them.
 */
const newestFirst = [
  sql`${weightEntries.measuredAt} desc nulls last`,
  sql`${weightEntries.id} desc nulls last`,
];

type FirstPage = (userId: string, limit: number) => Promise<WeightEntryRow[]>;

function prepareFirstPage(db: Executor): FirstPage {
  const prepared = db
    .select(columns)
    .from(weightEntries)
    .where(eq(weightEntries.userId, sql.placeholder("userId")))
    .orderBy(...newestFirst)
    .limit(sql.placeholder("limit"))
    .prepare("weight_entries_first_page");
  const client = embeddedClient(db);
  if (!client) return (userId, limit) => prepared.execute({ userId, limit });
  const { sql: text, params } = prepared.getQuery();
  return async (userId, limit) => {
    const values = fillPlaceholders(params, { userId, limit });
    const { rows } = await client.query(text, values, { rowMode: "array" });
    // In the order of `columns`.
    return rows.map(([id, weightKg, measuredAt, note, createdAt, updatedAt]) => ({
      id: id as string,
      weightKg: weightKg as number,
      measuredAt: measuredAt as Date,
      note: note as string | null,
      createdAt: createdAt as Date,
      updatedAt: updatedAt as Date,
    }));
  };
}

/** The first-page query (the common case), built once per database handle. */
const firstPageQueries = new WeakMap<Executor, FirstPage>();

export interface WeightEntryPageQuery {
  limit: number;
  /** Keyset position: entries strictly older than this (measuredAt, id) pair. */
  before?: { measuredAt: Date; id: string };
  from?: Date;
  to?: Date;
}

/** One page of a person's entries, newest first by (measured_at, id). */
export function listWeightEntryRows(
  db: Executor,
  userId: string,
  query: WeightEntryPageQuery,
): Promise<WeightEntryRow[]> {
  if (!query.from && !query.to && !query.before) {
    let firstPage = firstPageQueries.get(db);
    if (!firstPage) {
      firstPage = prepareFirstPage(db);
      firstPageQueries.set(db, firstPage);
    }
    return firstPage(userId, query.limit);
  }
  const conditions: SQL[] = [eq(weightEntries.userId, userId)];
  if (query.from) conditions.push(gte(weightEntries.measuredAt, query.from));
  if (query.to) conditions.push(lte(weightEntries.measuredAt, query.to));
  if (query.before) {
    conditions.push(
      sql`(${weightEntries.measuredAt}, ${weightEntries.id}) < (${query.before.measuredAt.toISOString()}::timestamptz, ${query.before.id}::uuid)`,
    );
  }
  return db
    .select(columns)
    .from(weightEntries)
    .where(and(...conditions))
    .orderBy(...newestFirst)
    .limit(query.limit);
}

export async function findWeightEntryRow(
  db: Executor,
  userId: string,
  id: string,
): Promise<WeightEntryRow | null> {
  const rows = await db
    .select(columns)
    .from(weightEntries)
    .where(and(eq(weightEntries.userId, userId), eq(weightEntries.id, id)))
    .limit(1);
  return rows[0] ?? null;
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
    .returning(columns);
  if (!row) throw new Error("insert into weight_entries returned no row");
  return row;
}

export async function updateWeightEntryRow(
  db: Executor,
  userId: string,
  id: string,
  changes: Partial<WeightEntryValues>,
): Promise<WeightEntryRow | null> {
  const rows = await db
    .update(weightEntries)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(weightEntries.userId, userId), eq(weightEntries.id, id)))
    .returning(columns);
  return rows[0] ?? null;
}

export async function deleteWeightEntryRow(
  db: Executor,
  userId: string,
  id: string,
): Promise<boolean> {
  const rows = await db
    .delete(weightEntries)
    .where(and(eq(weightEntries.userId, userId), eq(weightEntries.id, id)))
    .returning({ id: weightEntries.id });
  return rows.length > 0;
}
