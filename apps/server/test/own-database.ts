import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type DatabaseHandle, openDatabase } from "@vitalog/db";
import postgres from "postgres";
import { inject } from "vitest";
import { systemContext } from "../src/context.ts";
import { createLogger } from "../src/logger.ts";
import { seedDemoContent } from "../src/modules/user-lifecycle.ts";
import { modules } from "../src/modules.ts";
import { migrationsFolder } from "../src/platform/database.ts";
import { createDiskStorage } from "../src/platform/storage.ts";

/**
 * A migrated, seeded PostgreSQL database of one test file's own, for a file that changes or
 * compares the starter content, where the run's one database is shared by every file (on PGlite
 * each file has its own already: `database` is then undefined and the run's is used). Pass
 * `database` to `createTestApp`, and call `drop()` after the app is closed.
 */
export async function ownPostgresDatabase(name: string): Promise<{
  database: DatabaseHandle | undefined;
  drop: () => Promise<void>;
}> {
  const provided = inject("testDatabase");
  if (provided.kind !== "postgres") return { database: undefined, drop: async () => {} };
  const dbName = `vitalog_${name}_${process.pid}`;
  const seedFiles = join(tmpdir(), `vitalog-${name}-seed-${process.pid}`);
  const dropDatabase = async () => {
    const admin = postgres(provided.url, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  };
  await dropDatabase();
  const admin = postgres(provided.url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${dbName}`);
  await admin.end();
  const url = new URL(provided.url);
  url.pathname = `/${dbName}`;
  const database = await openDatabase({ kind: "postgres", url: url.toString(), maxConnections: 4 });
  await database.migrate(migrationsFolder());
  await seedDemoContent(systemContext(database.db, createLogger("silent")), modules, {
    storage: createDiskStorage(seedFiles),
  });
  return {
    database,
    drop: async () => {
      rmSync(seedFiles, { recursive: true, force: true });
      await dropDatabase();
    },
  };
}
