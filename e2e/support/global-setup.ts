import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, createWriteStream, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer as createHttpServer } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** A data folder with the database made and the starter content seeded (copy, never use). */
    templateDataDir: string;
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

/**
 * A local stand-in for the Stripe API: opens Checkout Sessions as Stripe answers them, so a
 * suite can pay for a course through a session the server itself opened.
 */
async function fakeStripeApi() {
  let sessions = 0;
  const server = createHttpServer((req, res) => {
    req.resume();
    req.on("end", () => {
      sessions += 1;
      const id = `cs_e2e_${Date.now()}_${sessions}`;
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          id,
          object: "checkout.session",
          url: `https://checkout.stripe.com/c/pay/${id}`,
          expires_at: Math.floor(Date.now() / 1000) + 86_400,
        }),
      );
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { server, url: `http://127.0.0.1:${port}` };
}

/**
 * A data folder on which the production build has made its database and seeded the starter
 * content, then stopped: every server of the run starts on a copy of it, which takes a third of
 * the time of a first start on an empty folder.
 */
async function seededTemplate(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "vitalog-e2e-template-"));
  const baseUrl = `http://localhost:${await freePort()}`;
  const server = spawn(process.execPath, [join(root, "apps/server/dist/main.js")], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: new URL(baseUrl).port,
      DATA_DIR: dir,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  server.stderr?.on("data", (chunk) => {
    errors += chunk;
  });
  await waitForHealth(baseUrl, server, () => errors.slice(-4000));
  const exited = new Promise((r) => server.once("exit", r));
  server.kill("SIGTERM");
  await exited;
  return dir;
}

/** Starts the production build for the whole e2e run, on a copy of the seeded template. */
export default async function setup(project: TestProject) {
  const stripeApi = await fakeStripeApi();
  const templateDataDir = await seededTemplate();
  const dataDir = mkdtempSync(join(tmpdir(), "vitalog-e2e-"));
  cpSync(templateDataDir, dataDir, { recursive: true });
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
      // Checkout opens sessions on the stand-in; a suite signs the webhook's events itself.
      STRIPE_SECRET_KEY: "sk_test_vitalog_e2e",
      STRIPE_API_URL: stripeApi.url,
      STRIPE_WEBHOOK_SECRET: E2E_WEBHOOK_SECRET,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.pipe(logFile);
  server.stderr?.pipe(logFile);
  await waitForHealth(baseUrl, server, () => readFileSync(serverLogPath, "utf8").slice(-4000));
  project.provide("baseUrl", baseUrl);
  project.provide("templateDataDir", templateDataDir);
  project.provide("serverLogPath", serverLogPath);

  return async () => {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    logFile.end();
    stripeApi.server.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(templateDataDir, { recursive: true, force: true });
    rmSync(logDir, { recursive: true, force: true });
  };
}
