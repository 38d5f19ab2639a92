import { existsSync, mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { type DatabaseHandle, openDatabase } from "@vitalog/db";
import type { Config } from "../env.ts";
import { tightenTree } from "./data-dir.ts";

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
export function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openDatabase({ kind: "postgres", url: config.databaseUrl });
  return openEmbeddedDatabase(join(config.dataDir, "db"));
}

/** PGlite in `dataDir`, owner-only. */
export async function openEmbeddedDatabase(dataDir: string): Promise<DatabaseHandle> {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const handle = await openDatabase({ kind: "pglite", dataDir });
  // PGlite copies a new cluster's files in with mode 0666 whatever the umask; PostgreSQL's
  // own later files follow the umask.
  tightenTree(dataDir);
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
