import { existsSync, mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { type DatabaseHandle, openDatabase } from "@vitalog/db";
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
  return openDatabase({ kind: "pglite", dataDir });
}
