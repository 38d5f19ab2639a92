import { existsSync, mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { type DatabaseHandle, type Executor, openDatabase } from "@vitalog/db";
import type { Config } from "../env.ts";

export type { DatabaseHandle };

const here = dirname(fileURLToPath(import.meta.url));

/**
 * The committed migrations: copied next to the bundle by build.mjs (apps/server/dist/migrations),
 * or read from packages/db when running from source.
 */
export function migrationsFolder(): string {
  const candidates = [
    join(here, "migrations"),
    resolve(here, "../../../packages/db/migrations"),
    resolve(here, "../../../../packages/db/migrations"),
  ];
  const found = candidates.find((dir) => existsSync(join(dir, "meta/_journal.json")));
  if (!found) throw new Error(`Database migrations not found (looked in ${candidates.join(", ")})`);
  return found;
}

/** Opens PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR/db. */
export async function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openDatabase({ kind: "postgres", url: config.databaseUrl });
  const dataDir = join(config.dataDir, "db");
  mkdirSync(dataDir, { recursive: true });
  const handle = await openDatabase({ kind: "pglite", dataDir });
  const { pglite } = handle;
  if (!pglite) return handle;
  // The health check's `select 1` as one simple-protocol query instead of a parameterised
  // one (parse, describe, bind, describe, execute, sync, each a call into PGlite): PGlite runs
  // on the main thread, so this is request capacity.
  const ping = async () => {
    try {
      await pglite.exec("select 1");
      return true;
    } catch {
      return false;
    }
  };
  return { ...handle, ping };
}

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
