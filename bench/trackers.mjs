// The daily trackers on PGlite: each list endpoint with 1,000 users and 100,000 rows per table
// (p99 at a fixed 200 req/s, target 50 ms, like weight), and the cycle predictions of a user
// with 20 years of logged periods (target 20 ms).
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import autocannon from "autocannon";
import { OPEN_LOOP, openLoop, signUp, startServer, writeResult } from "./lib.mjs";

const USERS = 1_000;
const ROWS_PER_USER = 100;
const YEARS_OF_PERIODS = 20;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);

const others = (tag) => `u.email LIKE 'bench-${tag}-%'`;

/** Every bench user gets 100 rows in each tracker; the signed-in one also 20 years of periods. */
const seedSql = (tag, benchEmail) => [
  `INSERT INTO "user" (id, name, email)
     SELECT gen_random_uuid()::text, 'Bench', 'bench-${tag}-' || g || '@example.com'
     FROM generate_series(1, ${USERS - 1}) g`,
  `INSERT INTO fasts (user_id, start_time, end_time, target_hours)
     SELECT u.id, now() - (g * 24 + 20 || ' hours')::interval,
            now() - (g * 24 + 4 || ' hours')::interval, 16
     FROM "user" u CROSS JOIN generate_series(1, ${ROWS_PER_USER}) g WHERE ${others(tag)}`,
  `INSERT INTO wellbeing_checkins (user_id, date, mood, energy, sleep_quality, stress)
     SELECT u.id, current_date - g, 1 + (g % 5), 1 + ((g + 1) % 5), 1 + ((g + 2) % 5), 1 + ((g + 3) % 5)
     FROM "user" u CROSS JOIN generate_series(1, ${ROWS_PER_USER}) g WHERE ${others(tag)}`,
  `INSERT INTO meditation_sessions (user_id, started_at, duration_seconds)
     SELECT u.id, now() - (g || ' days')::interval, 300 + (g % 10) * 60
     FROM "user" u CROSS JOIN generate_series(1, ${ROWS_PER_USER}) g WHERE ${others(tag)}`,
  `INSERT INTO cycle_periods (user_id, start_date, end_date)
     SELECT u.id, current_date - g * 28, current_date - g * 28 + 4
     FROM "user" u CROSS JOIN generate_series(1, ${ROWS_PER_USER}) g WHERE ${others(tag)}`,
  // 20 years of periods for the signed-in user: cycles of 26 to 32 days.
  `INSERT INTO cycle_periods (user_id, start_date, end_date)
     SELECT u.id, current_date - (g * 29 + (g * 5) % 7 - 3), current_date - (g * 29 + (g * 5) % 7 - 3) + 4
     FROM "user" u CROSS JOIN generate_series(1, ${Math.round((YEARS_OF_PERIODS * 365) / 29)}) g
     WHERE u.email = '${benchEmail}'`,
];

const ENDPOINTS = [
  { name: "fasts", path: "/api/v1/fasts", targetP99Ms: 50 },
  { name: "wellbeingCheckins", path: "/api/v1/wellbeing-checkins", targetP99Ms: 50 },
  { name: "meditationSessions", path: "/api/v1/meditation-sessions", targetP99Ms: 50 },
  { name: "cyclePeriods", path: "/api/v1/cycle/periods", targetP99Ms: 50 },
  { name: "cyclePredictions", path: "/api/v1/cycle/predictions", targetP99Ms: 20 },
];

function run(opts) {
  return new Promise((done, fail) => {
    autocannon({ duration: DURATION_S, connections: 10, ...opts }, (err, result) =>
      err ? fail(err) : done(result),
    );
  });
}

async function measure(baseUrl, cookie, endpoint) {
  const url = `${baseUrl}${endpoint.path}`;
  const headers = { cookie };
  await run({ url, headers, duration: 2 }); // warm-up
  const throughput = await run({ url, headers });
  const fixed = await openLoop({ url, headers, rate: 200, durationS: DURATION_S });
  const failures = throughput.non2xx + throughput.errors + fixed.failures;
  if (failures > 0) throw new Error(`${endpoint.path}: ${failures} failed requests`);
  return {
    path: endpoint.path,
    reqPerSec: Math.round(throughput.requests.average),
    p99MsAt200ReqPerSec: fixed.p99,
    p50MsAt200ReqPerSec: fixed.p50,
    targetP99Ms: endpoint.targetP99Ms,
    meetsTarget: fixed.p99 <= endpoint.targetP99Ms,
  };
}

export async function benchTrackers(dataDir) {
  const tag = `t${Date.now()}`;
  const benchEmail = `bench-${tag}-0@example.com`;
  let server = await startServer({ DATA_DIR: dataDir });
  const { cookie } = await signUp(server.baseUrl, benchEmail);
  await server.stop();
  const db = await PGlite.create({ dataDir: join(dataDir, "db") });
  for (const statement of seedSql(tag, benchEmail)) await db.exec(statement);
  await db.exec("ANALYZE");
  const rows = {};
  for (const table of ["fasts", "wellbeing_checkins", "meditation_sessions", "cycle_periods"]) {
    rows[table] = (await db.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n;
  }
  const periods = await db.query(
    `SELECT count(*)::int AS n FROM cycle_periods p JOIN "user" u ON u.id = p.user_id
     WHERE u.email = $1`,
    [benchEmail],
  );
  await db.close();
  server = await startServer({ DATA_DIR: dataDir });
  try {
    const endpoints = {};
    for (const endpoint of ENDPOINTS) {
      endpoints[endpoint.name] = await measure(server.baseUrl, cookie, endpoint);
    }
    writeResult("trackers-pglite", {
      load: OPEN_LOOP,
      database: "pglite",
      users: USERS,
      rows,
      periodsOfTheMeasuredUser: periods.rows[0].n,
      durationS: DURATION_S,
      endpoints,
      meetsTargets: Object.values(endpoints).every((e) => e.meetsTarget),
    });
  } finally {
    await server.stop();
  }
}
