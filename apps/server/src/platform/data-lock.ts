import { closeSync, ftruncateSync, mkdirSync, openSync, readFileSync, writeSync } from "node:fs";
import { join } from "node:path";
import { tryLock, unlock } from "fs-native-extensions";

export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by another Vitalog process (pid ${pid}). Stop that process first, or give this one its own DATA_DIR.`,
    );
  }
}

export interface DataDirLock {
  path: string;
  release(): void;
}

function readPid(path: string): number {
  try {
    const pid = Number.parseInt(readFileSync(path, "utf8").trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : 0;
  } catch {
    return 0;
  }
}

/**
 * Takes an operating-system lock on DATA_DIR/.lock for as long as this process holds the file
 * open (an open-file-description lock on Linux, flock on macOS, LockFileEx on Windows). The
 * kernel drops it when the process ends however it ends, so a crash leaves nothing behind and
 * whatever pid a stale file names is never trusted: the pid in the file only names the holder
 * in the message. A folder another live process has locked throws DataDirLockedError at once.
 *
 * The file itself stays (emptied on release): removing it would let a process that opened the
 * old file and one that created a new one both hold "the" lock.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const path = join(dataDir, ".lock");
  // "a+" neither truncates (the holder's pid stays readable) nor fails on an existing file.
  const fd = openSync(path, "a+", 0o600);
  let locked: boolean;
  try {
    locked = tryLock(fd);
  } catch (error) {
    closeSync(fd);
    throw error;
  }
  if (!locked) {
    closeSync(fd);
    throw new DataDirLockedError(dataDir, readPid(path));
  }
  ftruncateSync(fd, 0);
  writeSync(fd, `${process.pid}\n`);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off("exit", release);
    try {
      ftruncateSync(fd, 0);
      unlock(fd);
    } finally {
      closeSync(fd);
    }
  };
  process.on("exit", release);
  return { path, release };
}
