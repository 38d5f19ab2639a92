import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import http from "node:http";
import { createServer } from "node:net";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const resultsDir = join(root, "bench/results");

export function writeResult(name, data) {
  mkdirSync(resultsDir, { recursive: true });
  const body = { measuredAt: new Date().toISOString(), node: process.version, ...data };
  writeFileSync(join(resultsDir, `${name}.json`), `${JSON.stringify(body, null, 2)}\n`);
  console.log(`${name}:`, JSON.stringify(data, null, 2));
}

export function freePort() {
  return new Promise((done, fail) => {
    const srv = createServer();
    srv.once("error", fail);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => done(port));
    });
  });
}

/** Starts the production server bundle; resolves once /api/health answers 200. */
export async function startServer(env, nodeArgs = []) {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const started = performance.now();
  // BENCH_SERVER_ENTRY: another build of the server (e.g. of an earlier commit) to compare.
  const entry = process.env.BENCH_SERVER_ENTRY ?? join(root, "apps/server/dist/main.js");
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (d) => {
    stderr += d;
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
    if (Date.now() > deadline) throw new Error(`server did not start: ${stderr}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const startMs = performance.now() - started;
  return {
    baseUrl,
    startMs,
    pid: child.pid,
    stop: () => signal(child, "SIGTERM"),
    /** SIGKILL: the process dies at once, mid-write, as in a crash or an out-of-memory kill. */
    kill: () => signal(child, "SIGKILL"),
  };
}

function signal(child, name) {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once("exit", done);
    child.kill(name);
  });
}

/** Signs up through the real API and returns the session cookie header. */
export async function signUp(baseUrl, email, password = "Bench-pass-1!") {
  const res = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ email, password, name: "Bench" }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const { user } = await res.json();
  return { cookie, userId: user.id };
}

/**
 * Latency at a steady request rate, open loop: requests leave at Poisson-distributed times
 * (independent people, `rate` a second on average), each on its own schedule whether or not the
 * earlier ones have been answered, and each latency counts from the moment the request was due,
 * so a server that falls behind pays for the whole backlog. (autocannon's `overallRate` sends
 * each second's quota back to back at the start of the second: its percentiles measure that
 * burst's queue, not the rate.) The arrival times come from a fixed seed, so runs compare.
 */
export const OPEN_LOOP =
  "open loop: Poisson arrivals at the stated rate, latency from each request's due time";

export async function openLoop({ url, headers = {}, rate, durationS, seed = 1 }) {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  let state = seed >>> 0;
  const uniform = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return (state + 1) / 4294967297;
  };
  const latencies = [];
  let failures = 0;
  const inFlight = [];
  const started = performance.now();
  const end = started + durationS * 1000;
  for (let due = started; due < end; due += (-Math.log(uniform()) * 1000) / rate) {
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const scheduled = due;
    inFlight.push(
      new Promise((done) => {
        const req = http.get(target, { agent, headers }, (res) => {
          res.resume();
          res.on("end", () => {
            if (res.statusCode >= 200 && res.statusCode < 300) {
              latencies.push(performance.now() - scheduled);
            } else failures++;
            done();
          });
        });
        req.on("error", () => {
          failures++;
          done();
        });
      }),
    );
  }
  await Promise.all(inFlight);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.ceil(p * latencies.length) - 1)];
  return {
    requests: latencies.length + failures,
    failures,
    p50: Math.round(at(0.5)),
    p95: Math.round(at(0.95)),
    p99: Math.round(at(0.99)),
  };
}
