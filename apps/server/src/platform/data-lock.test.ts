import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError } from "./data-lock.ts";

function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]);
  return Number(child.stdout.toString());
}

describe("data folder lock", () => {
  it("holds the pid while held and is gone once released", () => {
    const dir = mkdtempSync(join(tmpdir(), "vitalog-lock-"));
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(lock.path, "utf8").trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
  });

  it("refuses a folder a live process holds, naming it", () => {
    const dir = mkdtempSync(join(tmpdir(), "vitalog-lock-"));
    writeFileSync(join(dir, ".lock"), `${process.ppid}\n`);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(new RegExp(`pid ${process.ppid}`));
    expect(readFileSync(join(dir, ".lock"), "utf8").trim()).toBe(String(process.ppid));
  });

  it("takes over a lock left by a process that has exited", () => {
    const dir = mkdtempSync(join(tmpdir(), "vitalog-lock-"));
    writeFileSync(join(dir, ".lock"), `${deadPid()}\n`);
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(lock.path, "utf8").trim()).toBe(String(process.pid));
    lock.release();
  });

  it("creates the folder when it does not exist yet", () => {
    const dir = join(mkdtempSync(join(tmpdir(), "vitalog-lock-")), "nested", "data");
    const lock = acquireDataDirLock(dir);
    expect(existsSync(lock.path)).toBe(true);
    lock.release();
  });
});
