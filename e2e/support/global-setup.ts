import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's JSON log (stdout and stderr), where the embedded outbox logs each mail. */
    serverLogPath: string;
  }
}

const root = resolve(import.meta.dirname, "../..");

/** The Stripe webhook's signing secret on the suites' server. */
export const E2E_WEBHOOK_SECRET = "whsec_vitalog_e2e";

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const srv = createServer();
    srv.once("error", fail);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => done(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess, log: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${log()}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not answer /api/health within 60 s:\n${log()}`);
}

/** Starts the production build on a fresh data folder for the whole e2e run. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), "vitalog-e2e-"));
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const logDir = mkdtempSync(join(tmpdir(), "vitalog-e2e-log-"));
  const serverLogPath = join(logDir, "server.log");
  const logFile = createWriteStream(serverLogPath);
  const server = spawn(process.execPath, [join(root, "apps/server/dist/main.js")], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: "info",
      // The webhook is on (a suite signs a test event with it); checkout stays off: no key.
      STRIPE_WEBHOOK_SECRET: E2E_WEBHOOK_SECRET,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.pipe(logFile);
  server.stderr?.pipe(logFile);
  await waitForHealth(baseUrl, server, () => readFileSync(serverLogPath, "utf8").slice(-4000));
  project.provide("baseUrl", baseUrl);
  project.provide("serverLogPath", serverLogPath);

  return async () => {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    logFile.end();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(logDir, { recursive: true, force: true });
  };
}
