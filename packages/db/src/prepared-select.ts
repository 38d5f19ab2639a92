import { parse, protocol } from "@electric-sql/pglite";
import { fillPlaceholders } from "drizzle-orm";
import type { Executor } from "./executor.ts";

/** What the per-request queries need of PGlite. */
export interface EmbeddedClient {
  query(
    text: string,
    params: unknown[],
    options: { rowMode: "array" },
  ): Promise<{ rows: unknown[][] }>;
  execProtocol(
    message: Uint8Array,
    options: { throwOnError: boolean },
  ): Promise<{ messages: { name: string }[] }>;
  /** The instance's type parsers: the base types' and those of every array type. */
  parsers: Record<number | string, (value: string, typeId?: number) => unknown>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
}

/**
 * The PGlite client behind a database handle; null for PostgreSQL and for a transaction (whose
 * queries must go through the transaction).
 *
 * Queries that run on every request read their rows from it directly: drizzle's PGlite driver
 * passes its own type parsers with each query, which makes PGlite copy its whole parser table
 * (300+ types) per query, about 0.4 ms of main-thread CPU each time. PGlite's own parsers give
 * numbers for double precision and Date for timestamptz, the types drizzle would give; a `date`
 * is kept as its `YYYY-MM-DD` text, as every `date` column here is declared (`mode: "string"`).
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

/** A parameter in PostgreSQL's text format, as PGlite's own serialisers write it. */
function textParameter(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "boolean") return value ? "t" : "f";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  return JSON.stringify(value);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

let statements = 0;

/** PostgreSQL's type id of `date`. */
const DATE_OID = 1082;
const rowParsers = new WeakMap<EmbeddedClient, EmbeddedClient["parsers"]>();

/** The client's parsers with `date` left as text; built once per client, not per query. */
function parsersOf(client: EmbeddedClient): EmbeddedClient["parsers"] {
  let parsers = rowParsers.get(client);
  if (!parsers) {
    parsers = { ...client.parsers, [DATE_OID]: (value: string) => value };
    rowParsers.set(client, parsers);
  }
  return parsers;
}

/**
 * A statement PGlite parses and plans once, under a name of its own, then only binds and runs:
 * planning is about half the time of a small query. The messages go in one batch ending with
 * Sync, so an error leaves the session ready for the next query; the client's locks keep the
 * batch out of any transaction another request has open, as its own `query` does.
 */
function namedStatement(client: EmbeddedClient, text: string) {
  const name = `vitalog_prepared_${++statements}`;
  let parsed = false;
  return (values: unknown[]): Promise<unknown[][]> =>
    client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const { serialize } = protocol;
        const message = concat([
          ...(parsed ? [] : [serialize.parse({ name, text, types: [] })]),
          serialize.bind({ statement: name, values: values.map(textParameter) }),
          serialize.describe({ type: "P" }),
          serialize.execute({}),
          serialize.sync(),
        ]);
        const { messages } = await client.execProtocol(message, { throwOnError: false });
        // The statement stays parsed even when binding failed (a value of the wrong type).
        parsed ||= messages.some((m) => m.name === "parseComplete");
        const error = messages.find((m) => m.name === "error");
        if (error) throw error;
        const [result] = parse.parseResults(messages as never, parsersOf(client), {
          rowMode: "array",
        });
        return (result?.rows ?? []) as unknown[][];
      }),
    );
}

/**
 * A hot query, prepared once per database handle: through drizzle on PostgreSQL, and on PGlite
 * as a named statement of the embedded client read in array mode. `columns` names the selected
 * fields in the order they were selected, so each row comes back as the object drizzle would give.
 */
export function preparedSelect<Row, Values extends Record<string, unknown>>(
  prepare: (db: Executor) => PreparedSelect<Row>,
  columns: readonly (keyof Row & string)[],
): (db: Executor, values: Values) => Promise<Row[]> {
  const prepared = new WeakMap<Executor, (values: Values) => Promise<Row[]>>();
  const build = (db: Executor) => {
    const query = prepare(db);
    const client = embeddedClient(db);
    if (!client) return (values: Values) => query.execute(values);
    const { sql: text, params } = query.getQuery();
    const run = namedStatement(client, text);
    return async (values: Values) => {
      const rows = await run(fillPlaceholders(params, values));
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
