// Authenticated GET /api/v1/weight-entries (30 newest) with 1,000 users and 100,000 entries:
// req/s at 10 connections, p99 at a fixed 200 req/s, and /api/health req/s as the baseline.
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import autocannon from "autocannon";
import postgres from "postgres";
import { OPEN_LOOP, openLoop, signUp, startServer, writeResult } from "./lib.mjs";

const USERS = 1_000;
const ENTRIES_PER_USER = 100;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);

export const seedSql = (tag) => [
  `INSERT INTO "user" (id, name, email)
     SELECT gen_random_uuid()::text, 'Bench', 'bench-${tag}-' || g || '@example.com'
     FROM generate_series(1, ${USERS - 1}) g`,
  `INSERT INTO profiles (user_id)
     SELECT id FROM "user" WHERE email LIKE 'bench-${tag}-%' ON CONFLICT DO NOTHING`,
  `INSERT INTO weight_entries (user_id, weight_kg, measured_at)
     SELECT u.id, round((55 + random() * 50)::numeric, 1), now() - (g || ' hours')::interval
     FROM "user" u CROSS JOIN generate_series(1, ${ENTRIES_PER_USER}) g
     WHERE u.email LIKE 'bench-${tag}-%'`,
];

function run(opts) {
  return new Promise((done, fail) => {
    autocannon({ duration: DURATION_S, connections: 10, ...opts }, (err, result) =>
      err ? fail(err) : done(result),
    );
  });
}

async function measure(baseUrl, cookie) {
  const list = `${baseUrl}/api/v1/weight-entries?limit=30`;
  const headers = { cookie };
  await run({ url: list, headers, duration: 2 }); // warm-up
  const throughput = await run({ url: list, headers });
  const fixed = await openLoop({ url: list, headers, rate: 200, durationS: DURATION_S });
  const health = await run({ url: `${baseUrl}/api/health` });
  const failures = throughput.non2xx + throughput.errors + fixed.failures;
  if (failures > 0) throw new Error(`${failures} failed requests during the run`);
  return {
    listReqPerSec: Math.round(throughput.requests.average),
    listP99MsAt10Connections: throughput.latency.p99,
    listP99MsAt200ReqPerSec: fixed.p99,
    listP50MsAt200ReqPerSec: fixed.p50,
    healthReqPerSec: Math.round(health.requests.average),
    ratioToHealth: +(throughput.requests.average / health.requests.average).toFixed(3),
  };
}

export async function benchPglite(dataDir) {
  const tag = `p${Date.now()}`;
  // 1. The bench user signs up through the real API; then the server stops to release the folder.
  let server = await startServer({ DATA_DIR: dataDir });
  const { cookie } = await signUp(server.baseUrl, `bench-${tag}-0@example.com`);
  await server.stop();
  // 2. The other 999 users and 100,000 entries go in directly.
  const db = await PGlite.create({ dataDir: join(dataDir, "db") });
  for (const statement of seedSql(tag)) await db.exec(statement);
  await db.exec("ANALYZE");
  const count = await db.query("SELECT count(*)::int AS n FROM weight_entries");
  await db.close();
  // 3. Measure.
  server = await startServer({ DATA_DIR: dataDir });
  try {
    const figures = await measure(server.baseUrl, cookie);
    const targets = { p99MsAt200: 50, ratioToHealth: 0.1 };
    writeResult("http-pglite", {
      load: OPEN_LOOP,
      database: "pglite",
      users: USERS,
      entries: count.rows[0].n,
      durationS: DURATION_S,
      ...figures,
      targets,
      meetsTargets:
        figures.listP99MsAt200ReqPerSec <= targets.p99MsAt200 &&
        figures.ratioToHealth >= targets.ratioToHealth,
    });
  } finally {
    await server.stop();
  }
}

export async function benchPostgres(adminUrl, dataDir) {
  const dbName = "vitalog_bench";
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.unsafe(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const tag = `q${Date.now()}`;
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: url.toString() });
  try {
    const { cookie } = await signUp(server.baseUrl, `bench-${tag}-0@example.com`);
    const client = postgres(url.toString(), { max: 1, onnotice: () => {} });
    for (const statement of seedSql(tag)) await client.unsafe(statement);
    await client.unsafe("ANALYZE");
    const [{ n }] = await client.unsafe("SELECT count(*)::int AS n FROM weight_entries");
    await client.end();
    const figures = await measure(server.baseUrl, cookie);
    writeResult("http-postgres", {
      load: OPEN_LOOP,
      database: "postgresql",
      users: USERS,
      entries: n,
      durationS: DURATION_S,
      ...figures,
    });
  } finally {
    await server.stop();
  }
}
