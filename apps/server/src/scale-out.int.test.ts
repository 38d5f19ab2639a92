// Two API processes on one PostgreSQL behind a round-robin proxy, as docs/operations.md
// describes scale-out: a session made through one is valid on the other, the sign-in rate limit
// counts across both, a photo uploaded through one is served by the other (a shared storage
// folder), and an admin's edit through one reaches the recommendation cache of the other at
// once. That each reminder is delivered once by the two processes is proven by
// features/notifications/notification-processes.int.test.ts.
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, request, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startVitalog, stopProcess } from "../test/server-process.ts";

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.info("scale-out test skipped: TEST_DATABASE_URL is not set (needs PostgreSQL)");
}
const DB_NAME = `vitalog_scale_${process.pid}`;
const SECRET = "vitalog-scale-out-secret-that-is-long-enough-0123456789";
/** The proxy takes the client's address from this header, so each test can be its own client. */
const CLIENT_HEADER = "x-test-client";

/** A round-robin HTTP proxy on `port` in front of `backends`, naming the one that answered. */
function roundRobin(backends: readonly number[], port: number): Promise<Server> {
  let next = 0;
  const proxy = createServer((req: IncomingMessage, res) => {
    const index = next++ % backends.length;
    const headers = { ...req.headers };
    headers["x-forwarded-for"] = String(req.headers[CLIENT_HEADER] ?? req.socket.remoteAddress);
    delete headers[CLIENT_HEADER];
    const upstream = request(
      { host: "127.0.0.1", port: backends[index], path: req.url, method: req.method, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, {
          ...answer.headers,
          "x-backend": String(index),
        });
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  return new Promise((done) => proxy.listen(port, "127.0.0.1", () => done(proxy)));
}

describe.skipIf(!adminUrl)("two API processes behind a load balancer", { timeout: 180_000 }, () => {
  const running: ChildProcess[] = [];
  let proxy: Server;
  let base = "";
  let dataDir = "";
  let dbUrl = "";

  beforeAll(async () => {
    const admin = postgres(adminUrl as string, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists ${DB_NAME} with (force)`);
    await admin.unsafe(`create database ${DB_NAME}`);
    await admin.end();
    const url = new URL(adminUrl as string);
    url.pathname = `/${DB_NAME}`;
    dbUrl = url.toString();
    // One folder for both: the stored files are shared (no data-folder lock with PostgreSQL).
    dataDir = mkdtempSync(join(tmpdir(), "vitalog-scale-out-"));
    const proxyPort = await freePort();
    base = `http://127.0.0.1:${proxyPort}`;
    const ports: number[] = [];
    proxy = await roundRobin(ports, proxyPort);
    for (const _ of [0, 1]) {
      const port = await freePort();
      const server = await startVitalog({
        PORT: String(port),
        PUBLIC_URL: base,
        DATA_DIR: dataDir,
        DATABASE_URL: dbUrl,
        BETTER_AUTH_SECRET: SECRET,
        TRUST_PROXY: "true",
        AUTH_RATE_LIMIT: "true",
      });
      running.push(server.child);
      expect(server.state, server.output()).toBe("listening");
      ports.push(port);
    }
  });

  afterAll(async () => {
    for (const child of running) await stopProcess(child, "SIGKILL");
    await new Promise((done) => proxy?.close(done));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    const admin = postgres(adminUrl as string, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists ${DB_NAME} with (force)`);
    await admin.end();
  });

  const call = (
    path: string,
    init: RequestInit & { cookie?: string; client?: string; json?: unknown } = {},
  ) => {
    const headers = new Headers(init.headers);
    headers.set("origin", base);
    headers.set(CLIENT_HEADER, init.client ?? "198.51.100.1");
    if (init.cookie) headers.set("cookie", init.cookie);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(init.json);
    }
    return fetch(`${base}${path}`, {
      ...init,
      headers,
      body,
      method: init.method ?? (body ? "POST" : "GET"),
    });
  };

  /** Calls `path` twice in a row, so that each process answers once. */
  const onBoth = async (path: string, init: Parameters<typeof call>[1] = {}) => {
    const replies = [await call(path, init), await call(path, init)];
    expect(new Set(replies.map((r) => r.headers.get("x-backend")))).toEqual(new Set(["0", "1"]));
    return replies;
  };

  async function signUp(email: string): Promise<{ cookie: string; id: string }> {
    const reply = await call("/api/auth/sign-up/email", {
      json: { email, password: "Scale-out-pass-1!" },
      client: `203.0.113.${Math.floor(Math.random() * 200) + 1}`,
    });
    expect(reply.status).toBe(200);
    const { user } = (await reply.json()) as { user: { id: string } };
    const cookie = reply.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    return { cookie, id: user.id };
  }

  it("keeps a session made through one process valid on the other", async () => {
    const { cookie, id } = await signUp("session@example.com");
    for (const reply of await onBoth("/api/auth/get-session", { cookie })) {
      expect(reply.status).toBe(200);
      expect(((await reply.json()) as { user: { id: string } }).user.id).toBe(id);
    }
    for (const reply of await onBoth("/api/v1/wellbeing-checkins", { cookie })) {
      expect(reply.status).toBe(200);
    }
    // Signed out through one, the session is gone on both.
    expect((await call("/api/auth/sign-out", { json: {}, cookie })).status).toBe(200);
    for (const reply of await onBoth("/api/v1/wellbeing-checkins", { cookie })) {
      expect(reply.status).toBe(401);
    }
  });

  it("counts sign-in attempts across both processes", async () => {
    await signUp("limited@example.com");
    const client = "198.51.100.77";
    const statuses: number[] = [];
    const backends = new Set<string | null>();
    for (let i = 0; i < 12; i++) {
      const reply = await call("/api/auth/sign-in/email", {
        json: { email: "limited@example.com", password: "wrong-password-1!" },
        client,
      });
      statuses.push(reply.status);
      backends.add(reply.headers.get("x-backend"));
    }
    expect(backends).toEqual(new Set(["0", "1"]));
    // Ten a minute per client (auth.ts), whichever process is asked: each alone saw six.
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Another client is not limited.
    const other = await call("/api/auth/sign-in/email", {
      json: { email: "limited@example.com", password: "wrong-password-1!" },
      client: "198.51.100.78",
    });
    expect(other.status).toBe(401);
  });

  it("serves a photo uploaded through one process from the other", async () => {
    const { cookie } = await signUp("photo@example.com");
    const png = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 30, b: 60 } },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set("file", new File([new Uint8Array(png)], "me.png", { type: "image/png" }));
    const uploaded = await call("/api/v1/profile/photo", { method: "POST", body: form, cookie });
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    const { photoUrl } = (await uploaded.json()) as { photoUrl: string };
    const path = new URL(photoUrl, base).pathname + new URL(photoUrl, base).search;
    const bodies: string[] = [];
    for (const reply of await onBoth(path, { cookie })) {
      expect(reply.status).toBe(200);
      expect(reply.headers.get("content-type")).toBe("image/webp");
      bodies.push(Buffer.from(await reply.arrayBuffer()).toString("base64"));
    }
    expect(bodies[0]).toBe(bodies[1]);
    expect((await sharp(Buffer.from(bodies[0] as string, "base64")).metadata()).width).toBe(64);
  });

  it("shows an admin's recommendation edit made through one process on the other at once", async () => {
    const admin = await signUp("admin@example.com");
    const db = postgres(dbUrl, { max: 1, onnotice: () => {} });
    await db`insert into admins (user_id) values (${admin.id})`;
    await db.end();
    const member = await signUp("member@example.com");
    const profile = await call("/api/v1/profile", {
      method: "PATCH",
      cookie: member.cookie,
      json: {
        dateOfBirth: "1980-05-01",
        gender: "female",
        selectedRiskFactors: [],
        selectedHealthGoals: [],
      },
    });
    expect(profile.status, await profile.clone().text()).toBe(200);
    const titles = async () => {
      const out: string[][] = [];
      for (const reply of await onBoth("/api/v1/recommendations?q=scale-out", {
        cookie: member.cookie,
      })) {
        expect(reply.status).toBe(200);
        const { items } = (await reply.json()) as { items: { guidelineTitle: string }[] };
        out.push(items.map((i) => i.guidelineTitle).sort());
      }
      return out;
    };
    // Both processes have read (and cached) the guidelines before the admin writes.
    expect(await titles()).toEqual([[], []]);

    const guideline = {
      guidelineTitle: "scale-out check",
      organization: "uspstf",
      guidelineId: "scale-out-1",
      actionType: "screening",
      actionDetails: "scale-out details",
      instruction: "scale-out instruction",
      minAge: 18,
      maxAge: 99,
      recommendationGrade: "B",
      gender: "all",
      frequencyNumber: 1,
      frequencyPeriod: "year",
      benefitsAndHarms: { benefits: "Finds it early", harms: "", netBenefit: "" },
    };
    const created = await call("/api/v1/admin/recommendations", {
      cookie: admin.cookie,
      json: guideline,
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect(await titles()).toEqual([["scale-out check"], ["scale-out check"]]);

    const edited = await call(`/api/v1/admin/recommendations/${id}`, {
      method: "PUT",
      cookie: admin.cookie,
      json: { ...guideline, guidelineTitle: "scale-out check, edited" },
    });
    expect(edited.status, await edited.clone().text()).toBe(200);
    expect(await titles()).toEqual([["scale-out check, edited"], ["scale-out check, edited"]]);

    const removed = await call(`/api/v1/admin/recommendations/${id}`, {
      method: "DELETE",
      cookie: admin.cookie,
    });
    expect(removed.status).toBeLessThan(300);
    expect(await titles()).toEqual([[], []]);
  });
});
