// `npm run chaos`: crash drill for the embedded database. Each round starts the production
// server on one data folder, lets 20 concurrent writers add entries to several trackers, kills
// the server with SIGKILL mid-write, starts it again and checks that every write the server
// acknowledged (a 201 with the new row's id) is there, and that it served again within 10 s.
//
// CHAOS_ROUNDS sets the rounds (default 20); CHAOS_RESULTS names the figures' file in
// bench/results (default chaos; "-" prints them only). Exits 1 when a write is lost or a restart takes longer than 10 s.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { root, signUp, startServer, writeResult } from "./lib.mjs";

const ROUNDS = Number.parseInt(process.env.CHAOS_ROUNDS ?? "20", 10);
const WRITERS = 20;
const RESTART_LIMIT_MS = 10_000;
const MINUTE = 60_000;

if (!Number.isInteger(ROUNDS) || ROUNDS < 1) {
  console.error(`CHAOS_ROUNDS must be a positive whole number, not ${process.env.CHAOS_ROUNDS}`);
  process.exit(2);
}

const { ensureBuild } = await import(
  pathToFileURL(join(root, "apps/server/ensure-build.mjs")).href
);
await ensureBuild({ web: true });

/**
 * The trackers written to, each body a function of the writer's running count `k` so that no two
 * writes of one person collide (entries 16 minutes apart, going back from the start).
 */
const TRACKERS = [
  {
    path: "/api/v1/weight-entries",
    body: (at, k) => ({ weightKg: 70 + (k % 10) / 10, measuredAt: at }),
  },
  {
    path: "/api/v1/meditation-sessions",
    body: (at) => ({ startedAt: at, durationSeconds: 600 }),
  },
  {
    path: "/api/v1/pain-entries",
    body: (at, k) => ({
      occurredAt: at,
      regions: [{ region: "lower-back", intensity: 1 + (k % 10), type: "aching" }],
    }),
  },
];

const dataDir = mkdtempSync(join(tmpdir(), "vitalog-chaos-"));
const env = { DATA_DIR: dataDir, DATABASE_URL: "", SEED_DEMO: "false", AUTH_RATE_LIMIT: "false" };
const origin = Date.now();
const acknowledged = [];
const rounds = [];
let writers;

try {
  let server = await startServer(env);
  writers = [];
  for (let i = 0; i < WRITERS; i++) {
    const { cookie } = await signUp(server.baseUrl, `chaos-${i}-${origin}@example.com`);
    writers.push({ cookie, tracker: TRACKERS[i % TRACKERS.length], count: 0 });
  }
  for (let round = 1; round <= ROUNDS; round++) {
    const before = acknowledged.length;
    const stop = { now: false };
    const writing = writers.map((w) => write(server.baseUrl, w, stop));
    // Kill somewhere between 0.5 and 2.5 s into the round, while all 20 are writing.
    await new Promise((r) => setTimeout(r, 500 + Math.random() * 2000));
    await server.kill();
    stop.now = true;
    await Promise.all(writing);
    server = await startServer(env);
    const lost = await missing(server.baseUrl, acknowledged);
    rounds.push({
      round,
      acknowledged: acknowledged.length - before,
      lost: lost.length,
      restartMs: Math.round(server.startMs),
    });
    console.log(
      `round ${round}: ${acknowledged.length - before} acknowledged, ${lost.length} lost, served again in ${Math.round(server.startMs)} ms`,
    );
  }
  await server.stop();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const restartMs = rounds.map((r) => r.restartMs);
const lost = rounds.reduce((sum, r) => sum + r.lost, 0);
const result = {
  rounds: rounds.length,
  writers: WRITERS,
  trackers: TRACKERS.map((t) => t.path),
  acknowledged: acknowledged.length,
  lost,
  restartMs: { max: Math.max(...restartMs), each: restartMs },
  restartLimitMs: RESTART_LIMIT_MS,
  perRound: rounds,
};
if (process.env.CHAOS_RESULTS === "-") console.log(JSON.stringify(result, null, 2));
else writeResult(process.env.CHAOS_RESULTS ?? "chaos", result);
if (lost > 0 || result.restartMs.max > RESTART_LIMIT_MS) {
  console.error(
    lost > 0
      ? `${lost} acknowledged writes were lost`
      : `a restart took ${result.restartMs.max} ms (limit ${RESTART_LIMIT_MS} ms)`,
  );
  process.exit(1);
}

/** Writes one entry after another until the server goes away; records each acknowledged one. */
async function write(baseUrl, writer, stop) {
  while (!stop.now) {
    const k = writer.count++;
    const at = new Date(origin - (k + 1) * 16 * MINUTE).toISOString();
    let res;
    try {
      res = await fetch(`${baseUrl}${writer.tracker.path}`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: writer.cookie, origin: baseUrl },
        body: JSON.stringify(writer.tracker.body(at, k)),
      });
    } catch {
      return; // the server is gone: nothing was acknowledged
    }
    let body;
    try {
      body = await res.json();
    } catch {
      return; // cut off mid-reply: not acknowledged
    }
    if (res.status !== 201)
      throw new Error(`${writer.tracker.path} answered ${res.status}: ${JSON.stringify(body)}`);
    acknowledged.push({ path: writer.tracker.path, id: body.id, cookie: writer.cookie });
  }
}

/** The acknowledged writes the restarted server does not have. */
async function missing(baseUrl, writes) {
  const gone = [];
  for (let i = 0; i < writes.length; i += 50) {
    const batch = writes.slice(i, i + 50);
    const answers = await Promise.all(
      batch.map((w) =>
        fetch(`${baseUrl}${w.path}/${w.id}`, { headers: { cookie: w.cookie } }).then(
          (r) => r.status,
        ),
      ),
    );
    answers.forEach((status, j) => {
      if (status !== 200) gone.push({ ...batch[j], status });
    });
  }
  return gone;
}
