import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { loadOrCreateAuthSecret } from "./auth-secret.ts";
import { prepareDataDir } from "./data-dir.ts";
import { acquireDataDirLock } from "./data-lock.ts";
import { migrationsFolder, openEmbeddedDatabase } from "./database.ts";
import { createDiskStorage } from "./storage.ts";

/** Every entry below root (root included) that grants group or other any permission. */
function openToOthers(root: string): string[] {
  const open: string[] = [];
  const walk = (path: string) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    if (stat.mode & 0o077) open.push(`${(stat.mode & 0o777).toString(8)} ${path}`);
    if (stat.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(root);
  return open;
}

const parent = mkdtempSync(join(tmpdir(), "vitalog-data-dir-"));
const previousUmask = process.umask(0o022);
afterAll(() => {
  process.umask(previousUmask);
  rmSync(parent, { recursive: true, force: true });
});

describe("the embedded data folder", () => {
  it("is owner-only under a loose umask: database, lock, secret and stored files", async () => {
    process.umask(0o022);
    const dataDir = join(parent, "data");
    prepareDataDir(dataDir);
    const lock = acquireDataDirLock(dataDir);
    loadOrCreateAuthSecret(dataDir);
    await createDiskStorage(join(dataDir, "files")).put(
      "profile-photos/someone/photo.jpg",
      new Uint8Array([1, 2, 3]),
      "image/jpeg",
    );
    const handle = await openEmbeddedDatabase(join(dataDir, "db"));
    // Tables, indexes and rows written after start-up: PostgreSQL's own files.
    await handle.migrate(migrationsFolder());
    await handle.db.execute(sql`create table extra (id int primary key, v text)`);
    await handle.db.execute(
      sql`insert into extra select g, repeat('x', 500) from generate_series(1, 5000) g`,
    );
    await handle.db.execute(sql`vacuum analyze extra`);
    await handle.db.execute(sql`checkpoint`);
    await handle.close();
    lock.release();
    // The lock file stays, empty (data-lock.ts: removing it would split the lock).
    expect(readdirSync(dataDir).sort()).toEqual([".lock", "auth-secret", "db", "files"]);
    expect(openToOthers(dataDir)).toEqual([]);
  });

  it("tightens a folder made before the rule", () => {
    process.umask(0o022);
    const dataDir = join(parent, "old");
    mkdirSync(join(dataDir, "files/profile-photos"), { recursive: true, mode: 0o755 });
    writeFileSync(join(dataDir, "files/profile-photos/a.jpg"), "x", { mode: 0o644 });
    chmodSync(dataDir, 0o755);
    expect(openToOthers(dataDir)).toHaveLength(4);
    prepareDataDir(dataDir);
    process.umask(0o022);
    expect(openToOthers(dataDir)).toEqual([]);
  });
});
