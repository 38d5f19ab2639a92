import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startVitalog as startProcess, stopProcess as stop } from "../../test/server-process.ts";

const parent = mkdtempSync(join(tmpdir(), "vitalog-lock-int-"));
const running: ChildProcess[] = [];

afterAll(() => {
  for (const child of running) if (child.exitCode === null) child.kill("SIGKILL");
  rmSync(parent, { recursive: true, force: true });
});

/** Starts the server from source on dataDir and waits until it listens or exits. */
async function startVitalog(dataDir: string) {
  const server = await startProcess({ DATA_DIR: dataDir });
  running.push(server.child);
  return { ...server, stderr: server.stderr() };
}

// Each start runs the server from source (tsx) on a fresh embedded database: seconds apiece.
describe("the data folder lock across processes", { timeout: 120_000 }, () => {
  it("lets a server start at once after the one before was killed with SIGKILL", async () => {
    const dataDir = join(parent, "killed");
    const first = await startVitalog(dataDir);
    expect(first.state, first.stderr).toBe("listening");
    await stop(first.child, "SIGKILL");
    const second = await startVitalog(dataDir);
    expect(second.state, second.stderr).toBe("listening");
    await stop(second.child);
  });

  it("is not blocked by a lock file naming a live unrelated process", async () => {
    const dataDir = join(parent, "stale");
    const sleeper = spawn("sleep", ["120"], { stdio: "ignore" });
    running.push(sleeper);
    try {
      const first = await startVitalog(dataDir);
      expect(first.state, first.stderr).toBe("listening");
      await stop(first.child);
      writeFileSync(join(dataDir, ".lock"), `${sleeper.pid}\n`);
      const again = await startVitalog(dataDir);
      expect(again.state, again.stderr).toBe("listening");
      await stop(again.child);
    } finally {
      await stop(sleeper, "SIGKILL");
    }
  });

  it("makes a second server on the same folder exit at once, naming the first", async () => {
    const dataDir = join(parent, "twice");
    const first = await startVitalog(dataDir);
    expect(first.state, first.stderr).toBe("listening");
    const second = await startVitalog(dataDir);
    expect(second.state).toBe("exited");
    expect(second.code).toBe(1);
    expect(second.stderr).toContain(
      `The data folder ${dataDir} is in use by another Vitalog process (pid ${first.child.pid}).`,
    );
    await stop(first.child);
  });
});
