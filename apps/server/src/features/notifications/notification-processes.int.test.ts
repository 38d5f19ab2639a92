import { type ChildProcess, spawn } from "node:child_process";
import { createECDH, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { type AddressInfo, createServer as createNetServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// Two API processes on one PostgreSQL (TEST_DATABASE_URL, e.g.
// postgres://postgres@127.0.0.1:5432/test): every reminder is delivered once, and jobs
// written before a process stops are delivered after it is started again; a write through one
// process reaches the upcoming list the other has cached.
const adminUrl = process.env.TEST_DATABASE_URL;
const root = resolve(import.meta.dirname, "../../../../..");
const main = join(root, "apps/server/src/main.ts");
const DB_NAME = `vitalog_notif_${process.pid}`;
const SECRET = "vitalog-two-process-secret-that-is-long-enough-0123456789";

const received: string[] = [];
let endpoint: Server;
let allowed = "";
let dataParent = "";
let dbUrl = "";
const running: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((done) => {
    const s = createNetServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => done(port));
    });
  });
}

async function startServer(port: number, name: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", main], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: join(dataParent, name),
      DATABASE_URL: dbUrl,
      BETTER_AUTH_SECRET: SECRET,
      SEED_DEMO: "false",
      LOG_LEVEL: "info",
      NOTIFICATION_POLL_MS: "200",
      OUTBOUND_ALLOWED_HOSTS: allowed,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.push(child);
  let out = "";
  await new Promise<void>((done, fail) => {
    child.stdout?.on("data", (chunk) => {
      out += chunk;
      if (out.includes("Vitalog is listening")) done();
    });
    child.stderr?.on("data", (chunk) => {
      out += chunk;
    });
    child.on("exit", (code) => fail(new Error(`server exited ${code}: ${out.slice(-2000)}`)));
  });
  return child;
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once("exit", () => done());
    child.kill("SIGKILL");
  });
}

async function call(port: number, path: string, init: RequestInit & { cookie?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set("Origin", `http://127.0.0.1:${port}`);
  if (init.body) headers.set("Content-Type", "application/json");
  if (init.cookie) headers.set("Cookie", init.cookie);
  return fetch(`http://127.0.0.1:${port}${path}`, { ...init, headers });
}

describe.skipIf(!adminUrl)("reminder jobs across processes", { timeout: 180_000 }, () => {
  beforeAll(async () => {
    endpoint = createServer((req, res) => {
      req.resume();
      req.on("end", () => {
        received.push(req.url ?? "");
        res.writeHead(201).end();
      });
    });
    await new Promise<void>((done) => endpoint.listen(0, "127.0.0.1", done));
    allowed = `127.0.0.1:${(endpoint.address() as AddressInfo).port}`;
    dataParent = mkdtempSync(join(tmpdir(), "vitalog-notif-procs-"));
    const admin = postgres(adminUrl as string, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists ${DB_NAME} with (force)`);
    await admin.unsafe(`create database ${DB_NAME}`);
    await admin.end();
    const url = new URL(adminUrl as string);
    url.pathname = `/${DB_NAME}`;
    dbUrl = url.toString();
  });

  afterAll(async () => {
    for (const child of running) await stop(child);
    await new Promise((done) => endpoint?.close(done));
    if (dataParent) rmSync(dataParent, { recursive: true, force: true });
    if (adminUrl) {
      const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await admin.unsafe(`drop database if exists ${DB_NAME} with (force)`);
      await admin.end();
    }
  });

  it("delivers each reminder once with two processes, after a restart, and plans from both", async () => {
    const [portA, portB] = [await freePort(), await freePort()];
    let a = await startServer(portA, "a");
    await startServer(portB, "b");

    const signUp = await call(portA, "/api/auth/sign-up/email", {
      method: "POST",
      body: JSON.stringify({ email: `p${Date.now()}@example.com`, password: "Sup3r-secret!" }),
    });
    expect(signUp.status).toBe(200);
    const cookie = (signUp.headers.getSetCookie() ?? []).map((c) => c.split(";")[0]).join("; ");
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    const sub = await call(portB, "/api/v1/notifications/push-subscriptions", {
      method: "POST",
      cookie,
      body: JSON.stringify({
        endpoint: `http://${allowed}/push/two`,
        keys: {
          p256dh: ecdh.getPublicKey().toString("base64url"),
          auth: randomBytes(16).toString("base64url"),
        },
      }),
    });
    expect(sub.status).toBe(201);

    // Ten test notifications, asked of both processes, each due 5 s later.
    for (let i = 0; i < 10; i++) {
      const r = await call(i % 2 ? portA : portB, "/api/v1/notifications/test", {
        method: "POST",
        cookie,
      });
      expect(r.status).toBe(202);
    }
    // A stops before any is due and starts again: nothing it was to send is lost.
    await stop(a);
    a = await startServer(portA, "a");

    const t0 = Date.now();
    while (received.length < 10 && Date.now() - t0 < 30_000) {
      await new Promise((r) => setTimeout(r, 250));
    }
    await new Promise((r) => setTimeout(r, 2_000));
    expect(received).toHaveLength(10);
    const history = (await (
      await call(portA, "/api/v1/notifications/history", { cookie })
    ).json()) as { items: unknown[] };
    expect(history.items).toHaveLength(10);

    // A keeps the upcoming list it planned; a medication added through B reaches it at once.
    const window = `from=${new Date().toISOString()}&to=${new Date(Date.now() + 7 * 86_400_000).toISOString()}`;
    const list = async () =>
      (
        (await (
          await call(portA, `/api/v1/notifications/upcoming?${window}`, { cookie })
        ).json()) as { items: { feature: string }[] }
      ).items;
    expect((await list()).some((i) => i.feature === "medication")).toBe(false);
    const added = await call(portB, "/api/v1/medications", {
      method: "POST",
      cookie,
      body: JSON.stringify({
        name: "Metformin",
        dosage: 500,
        dosageUnit: "mg",
        schedule: { times: ["08:00", "20:00"], daysOfWeek: [1, 2, 3, 4, 5, 6, 7] },
        startDate: new Date().toISOString().slice(0, 10),
      }),
    });
    expect(added.status).toBe(201);
    expect((await list()).filter((i) => i.feature === "medication").length).toBeGreaterThan(10);
  });
});
