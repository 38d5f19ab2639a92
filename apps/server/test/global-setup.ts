// Prepares one migrated, seeded database per test run: a PGlite data-folder dump that every
// test file loads (initdb and migrations take seconds; loading a dump does not), or a fresh
// PostgreSQL database next to TEST_DATABASE_URL's.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "@vitalog/db";
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { systemContext } from "../src/context.ts";
import { createLogger } from "../src/logger.ts";
import { seedDemoContent } from "../src/modules/user-lifecycle.ts";
import { modules } from "../src/modules.ts";
import { migrationsFolder } from "../src/platform/database.ts";
import { createDiskStorage } from "../src/platform/storage.ts";

/**
 * The demo content's files (the demo courses' videos) go to a folder of the run's own: tests
 * that read such a file seed their own.
 */
const seedFiles = {
  storage: createDiskStorage(join(tmpdir(), `vitalog-test-seed-${process.pid}`)),
};

export type TestDatabase = { kind: "pglite"; dumpPath: string } | { kind: "postgres"; url: string };

declare module "vitest" {
  export interface ProvidedContext {
    testDatabase: TestDatabase;
  }
}

// One database per run, so runs from several checkouts on one server do not drop each other's.
const TEST_DATABASE_NAME = `vitalog_test_${process.pid}`;

async function preparePglite(): Promise<{ database: TestDatabase; teardown: () => void }> {
  const handle = await openDatabase({ kind: "pglite" });
  await handle.migrate(migrationsFolder());
  await seedDemoContent(systemContext(handle.db, createLogger("silent")), modules, seedFiles);
  const dump = await handle.pglite!.dumpDataDir("none");
  await handle.close();
  const dir = mkdtempSync(join(tmpdir(), "vitalog-test-"));
  const dumpPath = join(dir, "pgdata.tar");
  writeFileSync(dumpPath, new Uint8Array(await dump.arrayBuffer()));
  return {
    database: { kind: "pglite", dumpPath },
    teardown: () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function preparePostgres(
  adminUrl: string,
): Promise<{ database: TestDatabase; teardown: () => Promise<void> }> {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${TEST_DATABASE_NAME} with (force)`);
  await admin.unsafe(`create database ${TEST_DATABASE_NAME}`);
  const url = new URL(adminUrl);
  url.pathname = `/${TEST_DATABASE_NAME}`;
  const handle = await openDatabase({ kind: "postgres", url: url.toString(), maxConnections: 2 });
  await handle.migrate(migrationsFolder());
  await seedDemoContent(systemContext(handle.db, createLogger("silent")), modules, seedFiles);
  await handle.close();
  return {
    database: { kind: "postgres", url: url.toString() },
    teardown: async () => {
      await admin.unsafe(`drop database if exists ${TEST_DATABASE_NAME} with (force)`);
      await admin.end();
    },
  };
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const usePostgres = project.config.env?.TEST_DB === "postgres";
  if (usePostgres && !adminUrl) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  const { database, teardown } =
    usePostgres && adminUrl ? await preparePostgres(adminUrl) : await preparePglite();
  project.provide("testDatabase", database);
  return teardown;
}
