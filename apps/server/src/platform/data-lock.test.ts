import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError } from "./data-lock.ts";

describe("data folder lock", () => {
  it("holds the pid while held and can be taken again once released", () => {
    const dir = mkdtempSync(join(tmpdir(), "vitalog-lock-"));
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(lock.path, "utf8").trim()).toBe(String(process.pid));
    lock.release();
    expect(readFileSync(lock.path, "utf8")).toBe("");
    acquireDataDirLock(dir).release();
  });

  it("refuses a folder that is locked, naming the holder", () => {
    const dir = mkdtempSync(join(tmpdir(), "vitalog-lock-"));
    const lock = acquireDataDirLock(dir);
    try {
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(new RegExp(`pid ${process.pid}\\)`));
      expect(readFileSync(lock.path, "utf8").trim()).toBe(String(process.pid));
    } finally {
      lock.release();
    }
  });

  it("ignores a lock file naming a live process that holds no lock", async () => {
    const dir = mkdtempSync(join(tmpdir(), "vitalog-lock-"));
    const sleeper = spawn("sleep", ["120"], { stdio: "ignore" });
    try {
      writeFileSync(join(dir, ".lock"), `${sleeper.pid}\n`);
      const lock = acquireDataDirLock(dir);
      expect(readFileSync(lock.path, "utf8").trim()).toBe(String(process.pid));
      lock.release();
    } finally {
      sleeper.kill("SIGKILL");
    }
  });

  it("creates the folder when it does not exist yet", () => {
    const dir = join(mkdtempSync(join(tmpdir(), "vitalog-lock-")), "nested", "data");
    const lock = acquireDataDirLock(dir);
    expect(existsSync(lock.path)).toBe(true);
    lock.release();
  });
});
