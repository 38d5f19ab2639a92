import { type Executor, schema } from "@vitalog/db";
import { and, desc, eq, gte, lte, type SQL, sql } from "drizzle-orm";

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
    .orderBy(desc(weightEntries.measuredAt), desc(weightEntries.id))
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
