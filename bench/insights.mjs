// Health-insight reports on PGlite: one person with a year of data in every module (365
// check-ins, meditation sessions, weigh-ins, fasts, pain entries, 730 scheduled doses and 1,095
// food entries, 13 periods) among 50 others with the same. Measures POST report over the year
// (p95 of sequential requests, target 300 ms) and GET /reports/{id} (p99 at a fixed 100 req/s,
// open loop, target 30 ms). `node bench/insights.mjs` alone needs a built server (npm run build).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { OPEN_LOOP, openLoop, signUp, startServer, writeResult } from "./lib.mjs";

const OTHER_USERS = 50;
const DAYS = 365;
const REPORTS = 40;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const POST_TARGET_P95_MS = 300;
const GET_TARGET_P99_MS = 30;

const everyone = (tag) => `u.email LIKE 'bench-${tag}-%'`;

/** A year in every module for every bench user, days 1..365 before today. */
const seedSql = (tag) => [
  `INSERT INTO "user" (id, name, email)
     SELECT gen_random_uuid()::text, 'Bench', 'bench-${tag}-' || g || '@example.com'
     FROM generate_series(1, ${OTHER_USERS}) g`,
  `INSERT INTO wellbeing_checkins (user_id, date, mood, energy, sleep_quality, stress, sleep_hours)
     SELECT u.id, current_date - g, 1 + (g % 5), 1 + ((g * 3) % 5), 1 + ((g + 2) % 5),
            5 - (g % 5), 5 + (g % 5)
     FROM "user" u CROSS JOIN generate_series(1, ${DAYS}) g WHERE ${everyone(tag)}`,
  `INSERT INTO meditation_sessions (user_id, started_at, duration_seconds)
     SELECT u.id, (current_date - g)::timestamptz + interval '7 hours', 300 + (g % 10) * 60
     FROM "user" u CROSS JOIN generate_series(1, ${DAYS}) g WHERE ${everyone(tag)}`,
  `INSERT INTO weight_entries (user_id, weight_kg, measured_at)
     SELECT u.id, 80 - g * 0.01 + (g % 3) * 0.2, (current_date - g)::timestamptz + interval '6 hours'
     FROM "user" u CROSS JOIN generate_series(1, ${DAYS}) g WHERE ${everyone(tag)}`,
  `INSERT INTO fasts (user_id, start_time, end_time, target_hours)
     SELECT u.id, (current_date - g)::timestamptz - interval '8 hours',
            (current_date - g)::timestamptz + interval '8 hours' + (g % 4 || ' hours')::interval, 16
     FROM "user" u CROSS JOIN generate_series(1, ${DAYS}) g WHERE ${everyone(tag)}`,
  `INSERT INTO pain_entries (user_id, occurred_at, regions)
     SELECT u.id, (current_date - g)::timestamptz + interval '18 hours',
            jsonb_build_array(jsonb_build_object('region', 'left-knee', 'intensity', 1 + g % 10, 'type', 'aching'),
                              jsonb_build_object('region', 'lower-back', 'intensity', 1 + (g * 3) % 10, 'type', 'throbbing'))
     FROM "user" u CROSS JOIN generate_series(1, ${DAYS}) g WHERE ${everyone(tag)}`,
  `INSERT INTO medications (user_id, name, dosage, dosage_unit, times, days_of_week, start_date, created_at)
     SELECT u.id, 'Bench medication', 10, 'mg', ARRAY['08:00', '20:00'], ARRAY[1,2,3,4,5,6,7],
            current_date - ${DAYS + 10}, now() - interval '${DAYS + 10} days'
     FROM "user" u WHERE ${everyone(tag)}`,
  `INSERT INTO medication_doses (user_id, medication_id, scheduled_at, status, marked_at)
     SELECT m.user_id, m.id, (current_date - g)::timestamptz + (h || ' hours')::interval,
            CASE WHEN (g + h) % 5 = 0 THEN 'skipped' ELSE 'taken' END, now()
     FROM medications m JOIN "user" u ON u.id = m.user_id
     CROSS JOIN generate_series(1, ${DAYS}) g CROSS JOIN (VALUES (8), (20)) AS t(h)
     WHERE ${everyone(tag)}`,
  `INSERT INTO food_log_entries (user_id, date, meal, food_name, grams, energy_kcal, protein_g,
                                 carbohydrate_g, fat_g, fibre_g)
     SELECT u.id, current_date - g, meal, 'Bench food', 200, 300 + (g % 7) * 40, 10, 40, 8, 4
     FROM "user" u CROSS JOIN generate_series(1, ${DAYS}) g
     CROSS JOIN (VALUES ('breakfast'), ('lunch'), ('dinner')) AS m(meal) WHERE ${everyone(tag)}`,
  `INSERT INTO cycle_periods (user_id, start_date, end_date)
     SELECT u.id, current_date - g * 28, current_date - g * 28 + 4
     FROM "user" u CROSS JOIN generate_series(1, 13) g WHERE ${everyone(tag)}`,
  `INSERT INTO cycle_days (user_id, date, symptoms)
     SELECT u.id, current_date - g, ARRAY['cramps']
     FROM "user" u CROSS JOIN generate_series(1, ${DAYS}) g WHERE ${everyone(tag)} AND g % 28 < 3`,
];

const TABLES = [
  "wellbeing_checkins",
  "meditation_sessions",
  "weight_entries",
  "fasts",
  "pain_entries",
  "medication_doses",
  "food_log_entries",
  "cycle_periods",
];

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

export async function benchInsights(dataDir) {
  const tag = `i${Date.now()}`;
  const benchEmail = `bench-${tag}-0@example.com`;
  let server = await startServer({ DATA_DIR: dataDir });
  const { cookie } = await signUp(server.baseUrl, benchEmail);
  await server.stop();
  const db = await PGlite.create({ dataDir: join(dataDir, "db") });
  for (const statement of seedSql(tag)) await db.exec(statement);
  await db.exec("ANALYZE");
  const rows = {};
  for (const table of TABLES) {
    rows[table] = (await db.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n;
  }
  const { today } = (await db.query("SELECT current_date::text AS today")).rows[0];
  await db.close();
  const day = (offset) => {
    const date = new Date(`${today}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + offset);
    return date.toISOString().slice(0, 10);
  };
  const body = JSON.stringify({ from: day(-DAYS), to: day(-1), tz: "UTC" });
  server = await startServer({ DATA_DIR: dataDir });
  try {
    const post = async () => {
      const started = performance.now();
      const res = await fetch(`${server.baseUrl}/api/v1/health-insights/reports`, {
        method: "POST",
        headers: { cookie, "content-type": "application/json", origin: server.baseUrl },
        body,
      });
      const report = await res.json();
      if (res.status !== 201)
        throw new Error(`POST report: ${res.status} ${JSON.stringify(report)}`);
      return { ms: performance.now() - started, report };
    };
    for (let i = 0; i < 3; i++) await post(); // warm-up
    const latencies = [];
    let report;
    for (let i = 0; i < REPORTS; i++) {
      const result = await post();
      latencies.push(result.ms);
      report = result.report;
    }
    latencies.sort((a, b) => a - b);
    const postP95 = Math.round(percentile(latencies, 0.95));
    const url = `${server.baseUrl}/api/v1/health-insights/reports/${report.id}`;
    await openLoop({ url, headers: { cookie }, rate: 100, durationS: 2 }); // warm-up
    const fixed = await openLoop({ url, headers: { cookie }, rate: 100, durationS: DURATION_S });
    if (fixed.failures > 0) throw new Error(`GET report: ${fixed.failures} failed requests`);
    writeResult("insights-pglite", {
      load: `POST: ${REPORTS} sequential requests after 3 warm-up; GET: ${OPEN_LOOP}`,
      database: "pglite",
      users: OTHER_USERS + 1,
      rows,
      report: {
        days: DAYS,
        series: report.statistics.series.map((s) => `${s.key} n=${s.n}`),
        associations: report.statistics.correlations.length,
        cyclePhases: report.statistics.cyclePhases !== null,
      },
      durationS: DURATION_S,
      createReport: {
        p50Ms: Math.round(percentile(latencies, 0.5)),
        p95Ms: postP95,
        maxMs: Math.round(latencies.at(-1)),
        targetP95Ms: POST_TARGET_P95_MS,
        meetsTarget: postP95 <= POST_TARGET_P95_MS,
      },
      getReport: {
        p50MsAt100ReqPerSec: fixed.p50,
        p99MsAt100ReqPerSec: fixed.p99,
        targetP99Ms: GET_TARGET_P99_MS,
        meetsTarget: fixed.p99 <= GET_TARGET_P99_MS,
      },
      meetsTargets: postP95 <= POST_TARGET_P95_MS && fixed.p99 <= GET_TARGET_P99_MS,
    });
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = mkdtempSync(join(tmpdir(), "vitalog-bench-insights-"));
  try {
    await benchInsights(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
