// The clinical trackers on PGlite: each list endpoint over 100,000 rows per table (p99 at a
// fixed 200 req/s, target 50 ms), and food search over the starter foods plus 100,000 custom
// foods (p99 at a fixed 50 req/s, target 30 ms). Time series: 1,000 people with 100 rows each.
// Medications are a list, not a series: 10,000 people with 10 each (and a dose of each).
// `node bench/clinical.mjs` alone needs a built server (npm run build).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import autocannon from "autocannon";
import { OPEN_LOOP, openLoop, signUp, startServer, writeResult } from "./lib.mjs";

const USERS = 1_000;
const ROWS_PER_USER = 100;
const MEDICATION_USERS = 10_000;
const MEDICATIONS_PER_USER = 10;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);

const benchUsers = (tag) => `u.email LIKE 'bench-${tag}-%'`;
const FOOD_WORDS = [
  "chicken",
  "rice",
  "bean",
  "apple",
  "bread",
  "yogurt",
  "salmon",
  "oat",
  "pasta",
  "cheese",
];

/** Every bench user gets 100 rows in each table. */
const seedSql = (tag) => [
  `INSERT INTO "user" (id, name, email)
     SELECT gen_random_uuid()::text, 'Bench', 'bench-${tag}-' || g || '@example.com'
     FROM generate_series(1, ${USERS - 1}) g`,
  `INSERT INTO pain_entries (user_id, occurred_at, regions, symptoms)
     SELECT u.id, now() - (g * 20 || ' hours')::interval,
            jsonb_build_array(jsonb_build_object('region', 'left-knee', 'intensity', 1 + g % 10, 'type', 'aching'),
                              jsonb_build_object('region', 'lower-back', 'intensity', 1 + (g * 3) % 10, 'type', 'throbbing')),
            ARRAY['stiffness']
     FROM "user" u CROSS JOIN generate_series(1, ${ROWS_PER_USER}) g WHERE ${benchUsers(tag)}`,
  `INSERT INTO lab_results (user_id, taken_at, lab, code, name, value, unit, canonical_value, canonical_unit)
     SELECT u.id, now() - ((g / 4) * 30 || ' days')::interval, 'Bench Lab',
            (ARRAY['2093-3', '2085-9', '2571-8', '2345-7'])[1 + g % 4],
            (ARRAY['Total cholesterol', 'HDL cholesterol', 'Triglycerides', 'Glucose'])[1 + g % 4],
            150 + g % 60, 'mg/dL', 150 + g % 60, 'mg/dL'
     FROM "user" u CROSS JOIN generate_series(1, ${ROWS_PER_USER}) g WHERE ${benchUsers(tag)}`,
  `INSERT INTO "user" (id, name, email)
     SELECT gen_random_uuid()::text, 'Bench', 'benchmed-${tag}-' || g || '@example.com'
     FROM generate_series(1, ${MEDICATION_USERS - USERS}) g`,
  `INSERT INTO medications (user_id, name, dosage, dosage_unit, times, days_of_week, start_date, stock_count)
     SELECT u.id, 'Bench medication ' || g, 10 + g, 'mg', ARRAY['08:00', '20:00'], ARRAY[1,2,3,4,5,6,7],
            current_date - 60, 60
     FROM "user" u CROSS JOIN generate_series(1, ${MEDICATIONS_PER_USER}) g
     WHERE ${benchUsers(tag)} OR u.email LIKE 'benchmed-${tag}-%'`,
  `INSERT INTO medication_doses (user_id, medication_id, scheduled_at, status, marked_at)
     SELECT m.user_id, m.id, (current_date - 1)::timestamptz + interval '8 hours', 'taken', now()
     FROM medications m`,
  `INSERT INTO foods (user_id, name, energy_kcal, protein_g, carbohydrate_g, fat_g, fibre_g)
     SELECT u.id, 'My ' || (ARRAY['${FOOD_WORDS.join("','")}'])[1 + g % ${FOOD_WORDS.length}] || ' mix ' || g,
            100 + g % 300, 5, 10, 3, 1
     FROM "user" u CROSS JOIN generate_series(1, ${ROWS_PER_USER}) g WHERE ${benchUsers(tag)}`,
  `INSERT INTO food_log_entries (user_id, date, meal, food_name, grams, energy_kcal, protein_g, carbohydrate_g, fat_g, fibre_g)
     SELECT u.id, current_date - (g / 10), (ARRAY['breakfast', 'lunch', 'dinner', 'snacks'])[1 + g % 4],
            'Bench food', 100, 150, 5, 20, 5, 2
     FROM "user" u CROSS JOIN generate_series(1, ${ROWS_PER_USER}) g WHERE ${benchUsers(tag)}`,
];

const today = () => new Date().toISOString().slice(0, 10);
const ENDPOINTS = () => [
  { name: "painEntries", path: "/api/v1/pain-entries", rate: 200, targetP99Ms: 50 },
  { name: "labResults", path: "/api/v1/lab-results", rate: 200, targetP99Ms: 50 },
  { name: "medications", path: "/api/v1/medications", rate: 200, targetP99Ms: 50 },
  {
    name: "medicationDoses",
    path: `/api/v1/medication-doses?date=${today()}`,
    rate: 200,
    targetP99Ms: 50,
  },
  { name: "foodLog", path: `/api/v1/food-log?date=${today()}`, rate: 200, targetP99Ms: 50 },
  { name: "foodSearchChicken", path: "/api/v1/foods?q=chicken", rate: 50, targetP99Ms: 30 },
  { name: "foodSearchBan", path: "/api/v1/foods?q=ban", rate: 50, targetP99Ms: 30 },
  // Typos: no name holds every word, so the search reads by trigram similarity.
  { name: "foodSearchTypo", path: "/api/v1/foods?q=chiken%20breast", rate: 50, targetP99Ms: 30 },
  { name: "foodSearchTypoOwn", path: "/api/v1/foods?q=chickn%20mix", rate: 50, targetP99Ms: 30 },
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
  const fixed = await openLoop({ url, headers, rate: endpoint.rate, durationS: DURATION_S });
  const failures = throughput.non2xx + throughput.errors + fixed.failures;
  if (failures > 0) throw new Error(`${endpoint.path}: ${failures} failed requests`);
  return {
    path: endpoint.path,
    reqPerSec: Math.round(throughput.requests.average),
    [`p99MsAt${endpoint.rate}ReqPerSec`]: fixed.p99,
    [`p50MsAt${endpoint.rate}ReqPerSec`]: fixed.p50,
    targetP99Ms: endpoint.targetP99Ms,
    meetsTarget: fixed.p99 <= endpoint.targetP99Ms,
  };
}

export async function benchClinical(
  dataDir = mkdtempSync(join(tmpdir(), "vitalog-bench-clinical-")),
) {
  const tag = `c${Date.now()}`;
  let server = await startServer({ DATA_DIR: dataDir });
  const { cookie } = await signUp(server.baseUrl, `bench-${tag}-0@example.com`);
  await server.stop();
  const db = await PGlite.create({ dataDir: join(dataDir, "db"), extensions: { pg_trgm } });
  for (const statement of seedSql(tag)) await db.exec(statement);
  await db.exec("ANALYZE");
  const rows = {};
  for (const table of [
    "pain_entries",
    "lab_results",
    "medications",
    "medication_doses",
    "food_log_entries",
    "foods",
  ]) {
    rows[table] = (await db.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n;
  }
  rows.customFoods = (
    await db.query("SELECT count(*)::int AS n FROM foods WHERE user_id IS NOT NULL")
  ).rows[0].n;
  await db.close();
  server = await startServer({ DATA_DIR: dataDir });
  try {
    const endpoints = {};
    // BENCH_ONLY=foodSearchChicken,foodSearchTypo measures only those endpoints.
    const only = process.env.BENCH_ONLY?.split(",");
    for (const endpoint of ENDPOINTS().filter((e) => !only || only.includes(e.name))) {
      endpoints[endpoint.name] = await measure(server.baseUrl, cookie, endpoint);
    }
    writeResult("clinical-pglite", {
      database: "pglite",
      users: USERS,
      medicationUsers: MEDICATION_USERS,
      rows,
      durationS: DURATION_S,
      load: OPEN_LOOP,
      endpoints,
      meetsTargets: Object.values(endpoints).every((e) => e.meetsTarget),
    });
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchClinical();
