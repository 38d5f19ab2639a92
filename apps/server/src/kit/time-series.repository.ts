import { type Executor, preparedSelect } from "@vitalog/db";
import type { KeysetPosition } from "@vitalog/domain";
import { and, eq, getTableColumns, gte, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";

/** A user-owned time series: its table, id, owner and time columns. */
export interface TimeSeriesTable {
  table: PgTable;
  id: PgColumn;
  userId: PgColumn;
  time: PgColumn;
}

/** A select list: key in the result → column. */
export type ColumnSelection = Record<string, PgColumn>;

/** The database name of each selected column, by key (a CSV's header). */
export function columnNames(columns: ColumnSelection): Record<string, string> {
  return Object.fromEntries(Object.entries(columns).map(([key, column]) => [key, column.name]));
}

export interface KeysetPageQuery {
  limit: number;
  /** Keyset position: rows strictly older than this (time, id) pair. */
  before?: KeysetPosition;
  /** Inclusive range on the time column. */
  from?: Date;
  to?: Date;
}

/**
 * Newest first, spelled exactly as `userTimeIndex` builds the index (`time DESC NULLS LAST,
 * id DESC NULLS LAST`). Both columns are NOT NULL, so the null placement changes nothing in
 * the result, but a plain `DESC` (NULLS FIRST) does not match the index and makes PostgreSQL
 * read all of a person's rows and sort them.
 */
export function newestFirst(series: TimeSeriesTable): SQL[] {
  return [sql`${series.time} desc nulls last`, sql`${series.id} desc nulls last`];
}

/** The filter of one page: the person's rows in the range, older than the cursor. */
export function pageConditions(
  series: TimeSeriesTable,
  userId: string,
  query: KeysetPageQuery,
): SQL | undefined {
  const conditions: SQL[] = [eq(series.userId, userId)];
  if (query.from) conditions.push(gte(series.time, query.from));
  if (query.to) conditions.push(lte(series.time, query.to));
  if (query.before) {
    conditions.push(
      sql`(${series.time}, ${series.id}) < (${query.before.at.toISOString()}::timestamptz, ${query.before.id}::uuid)`,
    );
  }
  return and(...conditions);
}

/**
 * One page of a person's rows, newest first by (time, id). `columns` is the select list;
 * ask for `limit + 1` rows to learn whether there is a next page.
 */
export function listPageRows<Row>(
  db: Executor,
  series: TimeSeriesTable,
  columns: ColumnSelection,
  userId: string,
  query: KeysetPageQuery,
): Promise<Row[]> {
  return db
    .select(columns)
    .from(series.table)
    .where(pageConditions(series, userId, query))
    .orderBy(...newestFirst(series))
    .limit(query.limit) as unknown as Promise<Row[]>;
}

/** One row of the person's by id, or null (another person's id is as good as none). */
export async function findOwnedRow<Row>(
  db: Executor,
  series: Pick<TimeSeriesTable, "table" | "id" | "userId">,
  columns: ColumnSelection,
  userId: string,
  id: string,
): Promise<Row | null> {
  const rows = (await db
    .select(columns)
    .from(series.table)
    .where(and(eq(series.userId, userId), eq(series.id, id)))
    .limit(1)) as unknown as Row[];
  return rows[0] ?? null;
}

/**
 * Changes one row of the person's and stamps `updated_at` with `now`; the row as `columns`
 * select it, or null when they have no row with that id.
 */
export async function updateOwnedRow<Row>(
  db: Executor,
  series: Pick<TimeSeriesTable, "table" | "id" | "userId">,
  columns: ColumnSelection,
  userId: string,
  id: string,
  changes: object,
  now: Date,
): Promise<Row | null> {
  const rows = (await db
    .update(series.table)
    .set({ ...changes, updatedAt: now } as never)
    .where(and(eq(series.userId, userId), eq(series.id, id)))
    .returning(columns)) as unknown as Row[];
  return rows[0] ?? null;
}

/** Deletes one row of the person's; false when they have no row with that id. */
export async function deleteOwnedRow(
  db: Executor,
  series: Pick<TimeSeriesTable, "table" | "id" | "userId">,
  userId: string,
  id: string,
): Promise<boolean> {
  const rows = await db
    .delete(series.table)
    .where(and(eq(series.userId, userId), eq(series.id, id)))
    .returning({ id: series.id });
  return rows.length > 0;
}

/**
 * Deletes a person's rows that one import wrote (the `import_id` column an importer stamps),
 * answering how many: what `ModuleImporter.undo` does for each of a module's tables.
 */
export async function deleteImportedRows(
  db: Executor,
  table: PgTable & { id: PgColumn; userId: PgColumn; importId: PgColumn },
  userId: string,
  importId: string,
): Promise<number> {
  const gone = await db
    .delete(table)
    .where(and(eq(table.userId, userId), eq(table.importId, importId)))
    .returning({ id: table.id });
  return gone.length;
}

/**
 * Which of a person's rows an import batch could repeat, what `ModuleImporter.write` compares
 * against: those whose `time` is in [from, to], or that carry one of `sourceIds`.
 */
export function importMatches(
  table: { userId: PgColumn; sourceId: PgColumn },
  time: PgColumn,
  userId: string,
  window: { from: Date | string; to: Date | string },
  sourceIds: readonly string[],
): SQL {
  const inWindow = and(gte(time, window.from), lte(time, window.to)) as SQL;
  const matches =
    sourceIds.length > 0
      ? (or(inWindow, inArray(table.sourceId, [...sourceIds])) as SQL)
      : inWindow;
  return and(eq(table.userId, userId), matches) as SQL;
}

/**
 * The first page of a person's rows (the common case, on every visit): prepared once per
 * database handle and read through `preparedSelect`. `name` names the prepared statement.
 */
export function firstPageQuery<Row>(
  series: TimeSeriesTable,
  columns: ColumnSelection,
  name: string,
) {
  return preparedSelect<Row, { userId: string; limit: number }>(
    (db) =>
      db
        .select(columns)
        .from(series.table)
        .where(eq(series.userId, sql.placeholder("userId")))
        .orderBy(...newestFirst(series))
        .limit(sql.placeholder("limit"))
        .prepare(name) as never,
    Object.keys(columns) as (keyof Row & string)[],
  );
}

/** One page of a person's rows: the prepared first page, or the general keyset query. */
export function seriesPage<Row>(
  firstPage: (db: Executor, values: { userId: string; limit: number }) => Promise<Row[]>,
  series: TimeSeriesTable,
  columns: ColumnSelection,
) {
  return (db: Executor, userId: string, query: KeysetPageQuery): Promise<Row[]> =>
    !query.from && !query.to && !query.before
      ? firstPage(db, { userId, limit: query.limit })
      : listPageRows<Row>(db, series, columns, userId, query);
}

/** The columns of `table` named by `keys`, as a select list (the keys are the result's keys). */
export function columnsOf<T extends PgTable, K extends keyof T["_"]["columns"] & string>(
  table: T,
  keys: readonly K[],
): { [P in K]: T["_"]["columns"][P] } {
  const all = getTableColumns(table) as T["_"]["columns"];
  return Object.fromEntries(keys.map((key) => [key, all[key]])) as {
    [P in K]: T["_"]["columns"][P];
  };
}

/**
 * A person's rows of a time series table, newest first: a page (the prepared first page named
 * `firstPageName`, or the keyset query), one row by id, and deleting one; each reads `columns`.
 */
export function timeSeriesRepository<Row>(
  series: TimeSeriesTable,
  columns: ColumnSelection,
  firstPageName: string,
) {
  return {
    series,
    columns,
    listPage: seriesPage<Row>(firstPageQuery<Row>(series, columns, firstPageName), series, columns),
    find: (db: Executor, userId: string, id: string): Promise<Row | null> =>
      findOwnedRow<Row>(db, series, columns, userId, id),
    delete: (db: Executor, userId: string, id: string): Promise<boolean> =>
      deleteOwnedRow(db, series, userId, id),
  };
}
