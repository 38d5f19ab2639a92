import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import type { Database } from "./executor.ts";
import * as schema from "./schema/index.ts";

export type { Database, Executor, Schema, Transaction } from "./executor.ts";
export { type EmbeddedClient, embeddedClient, preparedSelect } from "./prepared-select.ts";
export { schema };

export type DatabaseConfig =
  | { kind: "pglite"; dataDir?: string; loadDataDir?: Blob | File }
  | { kind: "postgres"; url: string; maxConnections?: number };

export interface DatabaseHandle {
  kind: DatabaseConfig["kind"];
  db: Database;
  migrate(migrationsFolder: string): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** The PGlite instance in embedded mode (for dumps in tests), otherwise null. */
  pglite: PGlite | null;
}

export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  if (config.kind === "pglite") {
    const client = await PGlite.create({
      // Food search's trigram index; the migration creates the extension.
      extensions: { pg_trgm },
      ...(config.dataDir ? { dataDir: config.dataDir } : {}),
      ...(config.loadDataDir ? { loadDataDir: config.loadDataDir } : {}),
    });
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    return {
      kind: "pglite",
      db,
      pglite: client,
      migrate: (migrationsFolder) =>
        migratePglite(db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder }),
      ping: () => ping(db),
      close: () => client.close(),
    };
  }
  const client = postgres(config.url, {
    max: config.maxConnections ?? 10,
    onnotice: () => {},
    // While the server is down, a request fails within seconds (the API answers 503) instead
    // of waiting out the driver's 30 s; and reconnecting is retried at least every second
    // instead of backing off up to 20 s, so the API serves again soon after it returns.
    connect_timeout: 5,
    backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 1),
  });
  const db = drizzlePostgres(client, { schema }) as unknown as Database;
  return {
    kind: "postgres",
    db,
    pglite: null,
    migrate: (migrationsFolder) =>
      migratePostgres(db as unknown as Parameters<typeof migratePostgres>[0], {
        migrationsFolder,
      }),
    ping: () => ping(db),
    close: () => client.end({ timeout: 5 }),
  };
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
