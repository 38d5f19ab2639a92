import { chmodSync, lstatSync, mkdirSync, readdirSync } from "node:fs";
import { join } from "node:path";

/** Owner-only modes: what the embedded data folder holds is health data and secrets. */
export const OWNER_ONLY_UMASK = 0o077;

/** Removes every group and other permission bit below `path` (symlinks are left alone). */
export function tightenTree(path: string): void {
  let stat: ReturnType<typeof lstatSync>;
  try {
    stat = lstatSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  if (stat.isSymbolicLink()) return;
  if (stat.mode & 0o077) chmodSync(path, stat.mode & 0o700);
  if (stat.isDirectory()) {
    for (const name of readdirSync(path)) tightenTree(join(path, name));
  }
}

/**
 * Makes DATA_DIR owner-only before anything is written to it: every file and folder this process
 * creates from now on gets no group or other bits (umask 077), the folder itself is 0700, and
 * a folder made before this rule (by an older version, or under a loose umask) is tightened.
 */
export function prepareDataDir(dataDir: string): void {
  process.umask(OWNER_ONLY_UMASK);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  tightenTree(dataDir);
}
