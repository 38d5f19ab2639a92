// Graceful shutdown, on a real process: SIGTERM while 200 requests are in flight (reads and
// writes) answers every one of them, closes the embedded database and exits 0 within 10 s; a
// server started again on the same folder has every acknowledged write.
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, startVitalog, stopProcess } from "../test/server-process.ts";

const IN_FLIGHT = 200;
/** One request in eight is a write; the rest read the list. */
const WRITE_EVERY = 8;
const GRACE_MS = 10_000;
const parent = mkdtempSync(join(tmpdir(), "vitalog-shutdown-int-"));
const running: ChildProcess[] = [];

afterAll(() => {
  for (const child of running) if (child.exitCode === null) child.kill("SIGKILL");
  rmSync(parent, { recursive: true, force: true });
});

async function start(dataDir: string, port: number) {
  const base = `http://127.0.0.1:${port}`;
  const server = await startVitalog({ DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: base });
  running.push(server.child);
  expect(server.state, server.output()).toBe("listening");
  return { server, base };
}

/** Sends one request on its own connection; resolves with the status, or 0 if none came. */
function send(
  base: string,
  path: string,
  cookie: string,
  body: unknown,
  sent: () => void,
): Promise<number> {
  return new Promise((done) => {
    const payload = body === undefined ? "" : JSON.stringify(body);
    const request = http.request(
      `${base}${path}`,
      {
        method: body === undefined ? "GET" : "POST",
        agent: false,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(payload),
          cookie,
          origin: base,
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => done(response.statusCode ?? 0));
        response.on("error", () => done(0));
      },
    );
    request.on("error", () => done(0));
    request.on("finish", sent);
    request.end(payload);
  });
}

describe("graceful shutdown", { timeout: 240_000 }, () => {
  it("answers every request in flight at SIGTERM, closes the database and exits 0 within 10 s", async () => {
    const dataDir = join(parent, "data");
    const port = await freePort();
    const { server, base } = await start(dataDir, port);

    const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify({ email: "shutdown@example.com", password: "Shutdown-pass-1!" }),
    });
    expect(signUp.status).toBe(200);
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");

    // 1. 200 requests leave at once, each on its own connection: reads of the list and weigh-ins.
    let sent = 0;
    let allSent: () => void = () => {};
    const everySent = new Promise<void>((done) => {
      allSent = done;
    });
    const hourAgo = Date.now() - 3_600_000;
    const writes = Math.ceil(IN_FLIGHT / WRITE_EVERY);
    const replies = Array.from({ length: IN_FLIGHT }, (_, i) =>
      send(
        base,
        "/api/v1/weight-entries",
        cookie,
        i % WRITE_EVERY === 0
          ? {
              weightKg: 70 + (i % 10) / 10,
              measuredAt: new Date(hourAgo - i * 60_000).toISOString(),
            }
          : undefined,
        () => {
          sent += 1;
          if (sent === IN_FLIGHT) allSent();
        },
      ),
    );

    // 2. Once every request has been sent, and before most are answered, SIGTERM.
    await everySent;
    await new Promise((r) => setTimeout(r, 100));
    const signalled = performance.now();
    server.child.kill("SIGTERM");
    const statuses = await Promise.all(replies);
    const code = await server.exited;
    const stoppedMs = performance.now() - signalled;

    const expected = statuses.map((_, i) => (i % WRITE_EVERY === 0 ? 201 : 200));
    expect(statuses).toEqual(expected);
    expect(code).toBe(0);
    expect(stoppedMs).toBeLessThan(GRACE_MS);
    expect(server.output()).toContain('"msg":"stopped"');
    expect(server.output()).not.toContain("closing the database failed");

    // 3. Started again on the same folder: every acknowledged write is there.
    const again = await start(dataDir, port);
    const list = await fetch(`${again.base}/api/v1/weight-entries?limit=100`, {
      headers: { cookie },
    });
    expect(list.status).toBe(200);
    let count = 0;
    let cursor: string | null = null;
    do {
      const page = await fetch(
        `${again.base}/api/v1/weight-entries?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
        { headers: { cookie } },
      );
      const body = (await page.json()) as { items: unknown[]; nextCursor: string | null };
      count += body.items.length;
      cursor = body.nextCursor;
    } while (cursor);
    expect(count).toBe(writes);
    await stopProcess(again.server.child);
  });
});
