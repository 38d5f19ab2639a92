import { fillPlaceholders } from "drizzle-orm";
import type { Executor } from "./index.ts";

/** What the per-request queries need of PGlite. */
export interface EmbeddedClient {
  query(
    text: string,
    params: unknown[],
    options: { rowMode: "array" },
  ): Promise<{ rows: unknown[][] }>;
}

/**
 * The PGlite client behind a database handle; null for PostgreSQL and for a transaction (whose
 * queries must go through the transaction).
 *
 * Queries that run on every request read their rows from it directly: drizzle's PGlite driver
 * passes its own type parsers with each query, which makes PGlite copy its whole parser table
 * (300+ types) per query, about 0.4 ms of main-thread CPU each time. PGlite's own parsers give
 * numbers for double precision and Date for timestamptz, the types drizzle would give.
 */
export function embeddedClient(db: Executor): EmbeddedClient | null {
  const client = (db as { $client?: { execProtocol?: unknown } }).$client;
  return client && typeof client.execProtocol === "function"
    ? (client as unknown as EmbeddedClient)
    : null;
}

/** A drizzle query prepared with `sql.placeholder`s, as `db.select(...).prepare(name)` gives. */
interface PreparedSelect<Row> {
  execute(values: Record<string, unknown>): Promise<Row[]>;
  getQuery(): { sql: string; params: unknown[] };
}

/**
 * A hot query, prepared once per database handle: through drizzle on PostgreSQL, and on PGlite
 * read straight from the embedded client in array mode. `columns` names the selected fields in
 * the order they were selected, so each row comes back as the object drizzle would give.
 */
export function fastQuery<Row, Values extends Record<string, unknown>>(
  prepare: (db: Executor) => PreparedSelect<Row>,
  columns: readonly (keyof Row & string)[],
): (db: Executor, values: Values) => Promise<Row[]> {
  const prepared = new WeakMap<Executor, (values: Values) => Promise<Row[]>>();
  const build = (db: Executor) => {
    const query = prepare(db);
    const client = embeddedClient(db);
    if (!client) return (values: Values) => query.execute(values);
    const { sql: text, params } = query.getQuery();
    return async (values: Values) => {
      const { rows } = await client.query(text, fillPlaceholders(params, values), {
        rowMode: "array",
      });
      return rows.map((row) => Object.fromEntries(columns.map((name, i) => [name, row[i]])) as Row);
    };
  };
  return (db, values) => {
    let run = prepared.get(db);
    if (!run) {
      run = build(db);
      prepared.set(db, run);
    }
    return run(values);
  };
}
