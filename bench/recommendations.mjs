// Recommendations: ranking 10,000 guidelines for one person (the domain's rankRecommendations,
// the code the server and the preview run; target p99 10 ms), and the personal list endpoint
// over those 10,000 rows on PGlite (p99 at a fixed 50 req/s).
// `node bench/recommendations.mjs` alone needs a built server (npm run build).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import autocannon from "autocannon";
import { build } from "esbuild";
import { OPEN_LOOP, openLoop, root, signUp, startServer, writeResult } from "./lib.mjs";

const GUIDELINES = 10_000;
const RUNS = 500;
const TARGET_P99_MS = 10;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);

/** The domain's recommendation engine, bundled to plain JavaScript for Node. */
async function loadEngine() {
  const dir = mkdtempSync(join(tmpdir(), "vitalog-bench-engine-"));
  const outfile = join(dir, "engine.mjs");
  await build({
    entryPoints: [join(root, "packages/domain/src/recommendations/index.ts")],
    bundle: true,
    format: "esm",
    platform: "node",
    outfile,
    logLevel: "warning",
  });
  const engine = await import(outfile);
  rmSync(dir, { recursive: true, force: true });
  return engine;
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

/** 10,000 varied guidelines: both sexes, age bands, 40 risk factors, 20 goals, some BMI bands. */
function guidelines() {
  return Array.from({ length: GUIDELINES }, (_, i) => ({
    id: `g${i}`,
    gender: ["all", "male", "female"][i % 3],
    minAge: 18 + (i % 5) * 10,
    maxAge: 60 + (i % 4) * 10,
    selectedRiskFactors: i % 4 === 0 ? [] : [`rf${i % 40}`, `rf${(i * 7) % 40}`],
    selectedHealthGoals: i % 5 === 0 ? [] : [`goal${i % 20}`],
    bmiMin: i % 6 === 0 ? 25 : null,
    bmiMax: null,
    activityLevels: i % 8 === 0 ? ["sedentary", "lightly_active"] : [],
    isUrgent: i % 50 === 0,
    priority: 1 + (i % 5),
  }));
}

function benchRanking(engine) {
  const recs = guidelines();
  const profile = {
    dateOfBirth: "1974-05-15",
    gender: "female",
    selectedRiskFactors: ["rf1", "rf3", "rf8", "rf21"],
    selectedHealthGoals: ["goal2", "goal7"],
    bmi: 27.4,
    activityLevel: "sedentary",
  };
  const states = new Map(
    Array.from({ length: 300 }, (_, i) => [
      `g${i * 31}`,
      { completed: i % 3 === 0, saved: i % 3 === 1, hidden: i % 3 === 2 },
    ]),
  );
  const names = (id) => id.toUpperCase();
  let matched = 0;
  for (let i = 0; i < 50; i++)
    engine.rankRecommendations(recs, profile, states, "2026-11-23", {}, names);
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const ranked = engine.rankRecommendations(recs, profile, states, "2026-11-23", {}, names);
    times.push(performance.now() - started);
    matched = ranked.length;
  }
  times.sort((a, b) => a - b);
  const round = (n) => Math.round(n * 100) / 100;
  return {
    guidelines: GUIDELINES,
    runs: RUNS,
    returned: matched,
    p50Ms: round(percentile(times, 0.5)),
    p99Ms: round(percentile(times, 0.99)),
    maxMs: round(times.at(-1)),
    targetP99Ms: TARGET_P99_MS,
    meetsTarget: percentile(times, 0.99) <= TARGET_P99_MS,
  };
}

const seedSql = () => [
  `INSERT INTO recommendations (guideline_title, organization, guideline_id, action_type,
       action_details, instruction, recommendation_grade, gender, min_age, max_age, priority,
       is_urgent, frequency_number, frequency_period, selected_risk_factors, selected_health_goals)
     SELECT 'Bench guideline ' || g, 'uspstf', 'bench-' || g,
       (ARRAY['screening','counseling','medication','lab_test'])[1 + g % 4],
       'Details ' || g, 'Instruction ' || g, (ARRAY['A','B','C'])[1 + g % 3],
       (ARRAY['all','male','female'])[1 + g % 3], 18 + (g % 5) * 10, 60 + (g % 4) * 10,
       1 + g % 5, g % 50 = 0, 1, 'year',
       CASE WHEN g % 4 = 0 THEN '{}'::uuid[]
            ELSE ARRAY(SELECT id FROM risk_factors ORDER BY name OFFSET (g % 10) LIMIT 2) END,
       CASE WHEN g % 5 = 0 THEN '{}'::uuid[]
            ELSE ARRAY(SELECT id FROM health_goals ORDER BY name OFFSET (g % 6) LIMIT 1) END
     FROM generate_series(1, ${GUIDELINES}) g`,
];

function run(opts) {
  return new Promise((done, fail) => {
    autocannon({ duration: DURATION_S, connections: 4, ...opts }, (err, result) =>
      err ? fail(err) : done(result),
    );
  });
}

async function benchEndpoint(dataDir) {
  let server = await startServer({ DATA_DIR: dataDir });
  const { cookie } = await signUp(server.baseUrl, `bench-rec-${Date.now()}@example.com`);
  const risks = await (await fetch(`${server.baseUrl}/api/v1/risk-factors`)).json();
  await fetch(`${server.baseUrl}/api/v1/profile`, {
    method: "PATCH",
    headers: { cookie, "content-type": "application/json", origin: server.baseUrl },
    body: JSON.stringify({
      dateOfBirth: "1974-05-15",
      gender: "female",
      selectedRiskFactors: risks.items.slice(0, 3).map((r) => r.id),
      selectedHealthGoals: [],
    }),
  });
  await server.stop();
  const db = await PGlite.create({ dataDir: join(dataDir, "db") });
  for (const statement of seedSql()) await db.exec(statement);
  await db.exec("ANALYZE");
  const rows = (await db.query("SELECT count(*)::int AS n FROM recommendations")).rows[0].n;
  await db.close();
  server = await startServer({ DATA_DIR: dataDir });
  try {
    const url = `${server.baseUrl}/api/v1/recommendations`;
    const headers = { cookie };
    await run({ url, headers, duration: 2 }); // warm-up (and the guideline cache)
    const throughput = await run({ url, headers });
    const fixed = await openLoop({ url, headers, rate: 50, durationS: DURATION_S });
    const failures = throughput.non2xx + throughput.errors + fixed.failures;
    if (failures > 0) throw new Error(`${url}: ${failures} failed requests`);
    return {
      path: "/api/v1/recommendations",
      recommendationsStored: rows,
      reqPerSec: Math.round(throughput.requests.average),
      p50MsAt50ReqPerSec: fixed.p50,
      p99MsAt50ReqPerSec: fixed.p99,
    };
  } finally {
    await server.stop();
  }
}

export async function benchRecommendations(dataDir) {
  const ranking = benchRanking(await loadEngine());
  // BENCH_RANKING_ONLY=1: the engine alone, without starting a server.
  const endpoint = process.env.BENCH_RANKING_ONLY ? null : await benchEndpoint(dataDir);
  writeResult("recommendations", {
    load: OPEN_LOOP,
    ranking,
    endpoint,
    meetsTargets: ranking.meetsTarget,
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = mkdtempSync(join(tmpdir(), "vitalog-bench-rec-"));
  try {
    await benchRecommendations(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
