import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../../../..");
const main = join(root, "apps/server/src/main.ts");
const parent = mkdtempSync(join(tmpdir(), "vitalog-lock-int-"));
const running: ChildProcess[] = [];

afterAll(() => {
  for (const child of running) if (child.exitCode === null) child.kill("SIGKILL");
  rmSync(parent, { recursive: true, force: true });
});

interface Outcome {
  child: ChildProcess;
  /** "listening" once the server answers; otherwise how it exited. */
  state: "listening" | "exited";
  code: number | null;
  stderr: string;
}

/** Starts the server from source on dataDir and waits until it listens or exits. */
function startVitalog(dataDir: string): Promise<Outcome> {
  const child = spawn(process.execPath, ["--import", "tsx", main], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SEED_DEMO: "false",
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.push(child);
  let stdout = "";
  let stderr = "";
  return new Promise((done) => {
    child.stdout?.on("data", (chunk) => {
      stdout += chunk;
      if (stdout.includes("Vitalog is listening")) {
        done({ child, state: "listening", code: null, stderr });
      }
    });
    child.stderr?.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("exit", (code) => done({ child, state: "exited", code, stderr }));
  });
}

function stop(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once("exit", () => done());
    child.kill(signal);
  });
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
