// `npm run bench:load`: 100 people use the production server at once. Each signs up, completes
// the profile and logs a little data; then, for LOAD_SECONDS (default 600; `-- --quick`: 60),
// each keeps making requests, 80 % reads and 20 % writes across the trackers, recommendations,
// the community and health-insight reports, with a short think time after every answer (closed
// loop). Figures per database to bench/results/load.json: throughput, errors by status (429s
// apart), p50/p95/p99 overall, per route group and per operation, and the server's resident
// memory (VmRSS) at the start and end of the run.
//
// LOAD_DB=pglite|postgres|both (default both). PostgreSQL: LOAD_DATABASE_URL, else
// BENCH_DATABASE_URL or TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres;
// the bench creates a fresh database there and drops it afterwards, and skips PostgreSQL with
// the reason when the server cannot be reached. LOAD_USERS sets the number of people (default
// 100) for a smaller trial run. LOAD_CPU_PROFILE=<folder>: the server writes a
// V8 CPU profile there when it stops (open it in Chrome's DevTools). Exits 1 when a target is
// missed.
import { execSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import postgres from "postgres";
import { Agent } from "undici";
import { root, startServer, writeResult } from "./lib.mjs";

const QUICK = process.argv.includes("--quick");
const USERS = positive("LOAD_USERS", 100);
const SECONDS = positive("LOAD_SECONDS", QUICK ? 60 : 600);
const WARM_UP_S = 10;
const DATABASE_CHOICES = {
  pglite: ["pglite"],
  postgres: ["postgres"],
  both: ["pglite", "postgres"],
};
const DATABASES = Object.hasOwn(DATABASE_CHOICES, process.env.LOAD_DB ?? "both")
  ? DATABASE_CHOICES[process.env.LOAD_DB ?? "both"]
  : null;
if (!DATABASES) fail(`LOAD_DB must be pglite, postgres or both, not ${process.env.LOAD_DB}`);
/** After each answer a person waits between these many milliseconds (uniformly) before the next. */
const THINK_MS = [500, 1500];
/** How many people sign up and seed their data at the same time before the run. */
const SETUP_CONCURRENCY = 10;
const TARGETS = {
  pglite: { p99Ms: 250, errors: 0, rssGrowthMb: 100 },
  postgres: { p99Ms: null, errors: 0, rssGrowthMb: 100 },
};
const LOAD = `closed loop: ${USERS} signed-in people, each sending its next request ${THINK_MS[0]}-${THINK_MS[1]} ms (uniformly random) after the previous answer; latency from sending a request to the end of its answer's body; ${WARM_UP_S} s of the same mix before the measured run`;
const RATE_LIMITS =
  "all limits in force; each person comes from its own address (X-Forwarded-For, with TRUST_PROXY=true as behind a reverse proxy), as 100 real people would";

function positive(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) fail(`${name} must be a positive whole number`);
  return value;
}

function fail(message) {
  console.error(message);
  process.exit(2);
}

const DAY_MS = 86_400_000;
const day = (daysAgo) => new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);
const ago = (maxDays) => new Date(Date.now() - Math.random() * maxDays * DAY_MS).toISOString();
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const between = (lo, hi) => lo + Math.floor(Math.random() * (hi - lo + 1));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** One keep-alive connection pool for every virtual person, as a proxy in front would hold. */
const agent = new Agent({ keepAliveTimeout: 30_000, connections: USERS + 10 });

/** Per-operation latencies and statuses, recorded only while `on`. */
class Recorder {
  on = false;
  ops = new Map();
  errorSamples = [];

  record(op, status, ms, body) {
    if (!this.on) return;
    let entry = this.ops.get(op.name);
    if (!entry) {
      entry = { op, latencies: [], statuses: {} };
      this.ops.set(op.name, entry);
    }
    entry.latencies.push(ms);
    entry.statuses[status] = (entry.statuses[status] ?? 0) + 1;
    const failed = status === "network" || status < 200 || status >= 300;
    if (failed && status !== 429 && this.errorSamples.length < 10) {
      this.errorSamples.push({ operation: op.name, status, body: String(body).slice(0, 300) });
    }
  }
}

class Person {
  constructor(index, baseUrl, recorder) {
    this.index = index;
    this.baseUrl = baseUrl;
    this.recorder = recorder;
    this.address = `10.${64 + (index >> 16)}.${(index >> 8) & 255}.${index & 255}`;
    this.email = `load-${process.pid}-${Date.now()}-${index}@example.com`;
    this.cookie = "";
    this.weightKg = 60 + (index % 40);
    this.activeFastId = null;
    this.likes = new Set();
    this.recommendationIds = [];
    this.reportIds = [];
  }

  /** Sends one request; answers its status and parsed body (the status "network" on failure). */
  async call(op, method, path, body) {
    const headers = { "x-forwarded-for": this.address, origin: this.baseUrl };
    if (this.cookie) headers.cookie = this.cookie;
    if (body !== undefined) headers["content-type"] = "application/json";
    const started = performance.now();
    let status = "network";
    let text = "";
    let response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        dispatcher: agent,
      });
      text = await response.text();
      status = response.status;
    } catch (error) {
      text = error.message;
    }
    this.recorder.record(op, status, performance.now() - started, text);
    let data = null;
    if (status !== "network" && text) {
      try {
        data = JSON.parse(text);
      } catch {
        data = text;
      }
    }
    return { status, data, response };
  }

  /** Like `call`, for set-up steps: anything but a 2xx stops the bench. */
  async must(method, path, body) {
    const { status, data, response } = await this.call(SETUP, method, path, body);
    if (typeof status !== "number" || status < 200 || status >= 300) {
      throw new Error(`${method} ${path} -> ${status}: ${JSON.stringify(data)}`);
    }
    return { data, response };
  }
}

const SETUP = { name: "setup", group: "setup", kind: "setup" };

/** Everything people read or react to that they did not write themselves. */
async function sharedContent(person) {
  const api = "/api/v1";
  const articles = (await person.must("GET", `${api}/articles?limit=50`)).data.items;
  const groups = (await person.must("GET", `${api}/groups?limit=50`)).data.items;
  const threads = [];
  for (const group of groups) {
    const items = (await person.must("GET", `${api}/groups/${group.id}/threads`)).data.items;
    threads.push(...items.map((t) => t.id));
  }
  const foods = [];
  for (const q of ["apple", "rice", "egg", "bread", "milk"]) {
    foods.push(...(await person.must("GET", `${api}/foods?q=${q}`)).data.items.map((f) => f.id));
  }
  const riskFactors = (await person.must("GET", `${api}/risk-factors`)).data.items;
  const healthGoals = (await person.must("GET", `${api}/health-goals`)).data.items;
  if (!articles.length || !groups.length || !threads.length || !foods.length) {
    throw new Error("the starter content (articles, groups, threads, foods) is missing");
  }
  return {
    articles: articles.map((a) => ({ id: a.id, slug: a.slug })),
    groups: groups.map((g) => g.id),
    threads,
    foods,
    riskFactors: riskFactors.map((r) => r.id),
    healthGoals: healthGoals.map((g) => g.id),
  };
}

async function signUp(person) {
  const { data, response } = await person.must("POST", "/api/auth/sign-up/email", {
    email: person.email,
    password: "Load-bench-pass-1!",
    name: `Load ${person.index}`,
  });
  person.userId = data.user.id;
  person.cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** The profile, and a few days of data in each tracker, and a first report. */
async function seed(person, shared) {
  const some = (ids) => ids.filter(() => Math.random() < 0.2).slice(0, 3);
  await person.must("PATCH", "/api/v1/profile", {
    dateOfBirth: `${between(1950, 2000)}-0${between(1, 9)}-1${between(0, 9)}`,
    gender: person.index % 2 ? "male" : "female",
    selectedRiskFactors: some(shared.riskFactors),
    selectedHealthGoals: some(shared.healthGoals),
    heightCm: between(155, 195),
  });
  for (let i = 0; i < 3; i++) await write(person, WEIGHT_ADD);
  for (let i = 0; i < 2; i++) await write(person, MEDITATION_ADD);
  for (let d = 1; d <= 3; d++)
    await person.must("PUT", `/api/v1/wellbeing-checkins/${day(d)}`, checkin());
  await write(person, FOOD_ADD, shared);
  await write(person, BP_ADD);
  await write(person, PAIN_ADD);
  const recommendations = await person.must("GET", "/api/v1/recommendations");
  person.recommendationIds = recommendations.data.items.map((r) => r.id);
  if (!person.recommendationIds.length) throw new Error("a new member has no recommendations");
  await write(person, REPORT_ADD);
}

/** Runs a write operation as a set-up step (must succeed). */
async function write(person, op, shared) {
  const { method, path, body } = op.request(person, shared);
  const { data } = await person.must(method, path, body);
  op.after?.(person, data);
}

const checkin = () => ({
  mood: between(1, 5),
  energy: between(1, 5),
  sleepQuality: between(1, 5),
  stress: between(1, 5),
  sleepHours: between(5, 9),
});

// Writes with a fixed request shape, shared by the set-up and the run.
const WEIGHT_ADD = {
  request: (p) => ({
    method: "POST",
    path: "/api/v1/weight-entries",
    body: {
      weightKg: Math.round((p.weightKg + Math.random() - 0.5) * 10) / 10,
      measuredAt: ago(30),
    },
  }),
};
const MEDITATION_ADD = {
  request: () => ({
    method: "POST",
    path: "/api/v1/meditation-sessions",
    body: { startedAt: ago(30), durationSeconds: between(3, 30) * 60 },
  }),
};
const FOOD_ADD = {
  request: (_p, shared) => ({
    method: "POST",
    path: "/api/v1/food-log",
    body: {
      date: day(between(0, 6)),
      meal: pick(["breakfast", "lunch", "dinner", "snacks"]),
      foodId: pick(shared.foods),
      grams: between(50, 400),
    },
  }),
};
const BP_ADD = {
  request: () => {
    const diastolic = between(65, 90);
    return {
      method: "POST",
      path: "/api/v1/blood-pressure-readings",
      body: { systolic: diastolic + between(30, 50), diastolic, measuredAt: ago(30) },
    };
  },
};
const PAIN_ADD = {
  request: () => ({
    method: "POST",
    path: "/api/v1/pain-entries",
    body: {
      occurredAt: ago(30),
      regions: [
        {
          region: pick(["lower-back", "neck", "left-knee"]),
          intensity: between(1, 10),
          type: "aching",
        },
      ],
    },
  }),
};
const REPORT_ADD = {
  request: () => ({
    method: "POST",
    path: "/api/v1/health-insights/reports",
    body: { from: day(30), to: day(0), tz: "UTC" },
  }),
  after: (p, report) => {
    p.reportIds.push(report.id);
  },
};

const fixedWrite = (shape) => async (p, shared, op) => {
  const { method, path, body } = shape.request(p, shared);
  const { status, data } = await p.call(op, method, path, body);
  if (status >= 200 && status < 300) shape.after?.(p, data);
};
const get = (path) => (p, shared, op) => p.call(op, "GET", path(p, shared));

/** The mix: `weight` is each operation's share of requests in percent (reads 80, writes 20). */
const OPERATIONS = [
  // Trackers: reads 43.
  ["weight.list", "trackers", "read", 7, get(() => "/api/v1/weight-entries?limit=30")],
  ["fasting.current", "trackers", "read", 4, get(() => "/api/v1/fasts/current")],
  ["fasting.list", "trackers", "read", 3, get(() => "/api/v1/fasts")],
  ["fasting.stats", "trackers", "read", 2, get(() => "/api/v1/fasts/stats?tz=Europe/London")],
  ["wellbeing.list", "trackers", "read", 3, get(() => "/api/v1/wellbeing-checkins")],
  [
    "wellbeing.summary",
    "trackers",
    "read",
    3,
    get(() => "/api/v1/wellbeing-checkins/summary?days=30"),
  ],
  ["meditation.list", "trackers", "read", 3, get(() => "/api/v1/meditation-sessions")],
  [
    "meditation.stats",
    "trackers",
    "read",
    2,
    get(() => "/api/v1/meditation-sessions/stats?tz=UTC"),
  ],
  ["food.day", "trackers", "read", 5, get(() => `/api/v1/food-log?date=${day(0)}`)],
  ["food.week", "trackers", "read", 2, get(() => `/api/v1/food-log/week?end=${day(0)}`)],
  [
    "food.search",
    "trackers",
    "read",
    3,
    get(() => `/api/v1/foods?q=${pick(["oat", "banana", "chicken", "yogurt", "bean"])}`),
  ],
  [
    "vitals.bloodPressure.list",
    "trackers",
    "read",
    3,
    get(() => "/api/v1/blood-pressure-readings"),
  ],
  ["pain.list", "trackers", "read", 3, get(() => "/api/v1/pain-entries")],
  // Trackers: writes 16.
  ["weight.add", "trackers", "write", 3, fixedWrite(WEIGHT_ADD)],
  ["fasting.startOrEnd", "trackers", "write", 2, startOrEndFast],
  [
    "wellbeing.put",
    "trackers",
    "write",
    3,
    (p, _s, op) =>
      p.call(op, "PUT", `/api/v1/wellbeing-checkins/${day(between(0, 13))}`, checkin()),
  ],
  ["meditation.add", "trackers", "write", 2, fixedWrite(MEDITATION_ADD)],
  ["food.add", "trackers", "write", 3, fixedWrite(FOOD_ADD)],
  ["vitals.bloodPressure.add", "trackers", "write", 2, fixedWrite(BP_ADD)],
  ["pain.add", "trackers", "write", 1, fixedWrite(PAIN_ADD)],
  // Recommendations: reads 13, writes 1.
  [
    "recommendations.list",
    "recommendations",
    "read",
    9,
    get(() => "/api/v1/recommendations?tz=UTC"),
  ],
  [
    "recommendations.one",
    "recommendations",
    "read",
    4,
    get((p) => `/api/v1/recommendations/${pick(p.recommendationIds)}?tz=UTC`),
  ],
  [
    "recommendations.progress",
    "recommendations",
    "write",
    1,
    (p, _s, op) =>
      p.call(op, "PUT", `/api/v1/recommendations/${pick(p.recommendationIds)}/progress?tz=UTC`, {
        step: between(0, 1),
      }),
  ],
  // Community: reads 18, writes 2.
  ["articles.index", "community", "read", 5, get(() => "/api/v1/articles")],
  [
    "articles.bySlug",
    "community",
    "read",
    4,
    get((_p, s) => `/api/v1/articles/by-slug/${pick(s.articles).slug}`),
  ],
  [
    "articles.comments",
    "community",
    "read",
    3,
    get((_p, s) => `/api/v1/articles/${pick(s.articles).id}/comments`),
  ],
  ["groups.index", "community", "read", 3, get(() => "/api/v1/groups")],
  [
    "groups.threads",
    "community",
    "read",
    2,
    get((_p, s) => `/api/v1/groups/${pick(s.groups)}/threads`),
  ],
  [
    "threads.posts",
    "community",
    "read",
    1,
    get((_p, s) => `/api/v1/threads/${pick(s.threads)}/posts`),
  ],
  [
    "articles.comment",
    "community",
    "write",
    1,
    (p, s, op) =>
      p.call(op, "POST", `/api/v1/articles/${pick(s.articles).id}/comments`, {
        content: `Thank you, this helped (${p.index}).`,
      }),
  ],
  ["articles.likeOrUnlike", "community", "write", 1, likeOrUnlike],
  // Insights: reads 6, writes 1.
  [
    "insights.report",
    "insights",
    "read",
    4,
    get((p) => `/api/v1/health-insights/reports/${pick(p.reportIds)}`),
  ],
  ["insights.reports", "insights", "read", 2, get(() => "/api/v1/health-insights/reports")],
  ["insights.create", "insights", "write", 1, fixedWrite(REPORT_ADD)],
].map(([name, group, kind, weight, run]) => ({ name, group, kind, weight, run }));

async function startOrEndFast(p, _shared, op) {
  if (p.activeFastId) {
    const { status } = await p.call(op, "POST", `/api/v1/fasts/${p.activeFastId}/end`, {});
    if (status === 200) p.activeFastId = null;
  } else {
    const { status, data } = await p.call(op, "POST", "/api/v1/fasts", { targetHours: 16 });
    if (status === 201) p.activeFastId = data.id;
  }
}

async function likeOrUnlike(p, shared, op) {
  const article = pick(shared.articles);
  const liked = p.likes.has(article.id);
  const { status } = await p.call(
    op,
    liked ? "DELETE" : "POST",
    `/api/v1/articles/${article.id}/like`,
  );
  if (status !== 200) return;
  if (liked) p.likes.delete(article.id);
  else p.likes.add(article.id);
}

const TOTAL_WEIGHT = OPERATIONS.reduce((sum, op) => sum + op.weight, 0);
function chooseOperation() {
  let x = Math.random() * TOTAL_WEIGHT;
  for (const op of OPERATIONS) {
    x -= op.weight;
    if (x < 0) return op;
  }
  return OPERATIONS.at(-1);
}

/** Each person: the next operation, its answer, a think time, until `until`. */
async function drive(people, shared, untilMs) {
  await Promise.all(
    people.map(async (person, i) => {
      await sleep((THINK_MS[1] * i) / people.length); // staggered starts
      while (performance.now() < untilMs) {
        const op = chooseOperation();
        await op.run(person, shared, op);
        await sleep(between(THINK_MS[0], THINK_MS[1]));
      }
    }),
  );
}

const round = (n, places = 1) => (n === null ? null : Math.round(n * 10 ** places) / 10 ** places);
function percentiles(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p) =>
    sorted.length
      ? round(sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)])
      : null;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1) };
}

/** Resident memory of a process (Linux VmRSS), in MB. */
function rssMb(pid) {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]);
  return Math.round(kb / 1024);
}

const TICKS = (() => {
  try {
    return Number(execSync("getconf CLK_TCK", { encoding: "utf8" })) || 100;
  } catch {
    return 100;
  }
})();

/** CPU seconds a process has used (user + system). */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) / TICKS;
}

/** The whole machine's busy and total CPU time so far, in ticks (from /proc/stat). */
function machineTicks() {
  const [, ...values] = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/);
  const n = values.map(Number);
  const total = n.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: total - n[3] - n[4], total };
}

function summarise(recorder, durationS) {
  const all = [];
  const groups = {};
  const operations = {};
  const errors = {};
  const rateLimited = {};
  let reads = 0;
  let writes = 0;
  for (const [name, { op, latencies, statuses }] of recorder.ops) {
    groups[op.group] ??= [];
    for (const ms of latencies) {
      all.push(ms);
      groups[op.group].push(ms);
    }
    if (op.kind === "read") reads += latencies.length;
    else writes += latencies.length;
    let opErrors = 0;
    for (const [status, count] of Object.entries(statuses)) {
      if (status === "429") rateLimited[name] = (rateLimited[name] ?? 0) + count;
      else if (!/^2\d\d$/.test(status)) {
        errors[status] = (errors[status] ?? 0) + count;
        opErrors += count;
      }
    }
    operations[name] = {
      group: op.group,
      kind: op.kind,
      requests: latencies.length,
      errors: opErrors,
      ...percentiles(latencies),
    };
  }
  const errorTotal = Object.values(errors).reduce((a, b) => a + b, 0);
  return {
    requests: all.length,
    reads,
    writes,
    throughputReqPerSec: round(all.length / durationS),
    errors: { total: errorTotal, byStatus: errors, samples: recorder.errorSamples },
    rateLimited429: {
      total: Object.values(rateLimited).reduce((a, b) => a + b, 0),
      byOperation: rateLimited,
    },
    latencyMs: percentiles(all),
    groups: Object.fromEntries(
      Object.entries(groups).map(([g, l]) => [g, { requests: l.length, ...percentiles(l) }]),
    ),
    operations,
  };
}

async function runOn(database, env) {
  const dataDir = mkdtempSync(join(os.tmpdir(), `vitalog-load-${database}-`));
  const recorder = new Recorder();
  const profile = process.env.LOAD_CPU_PROFILE;
  const server = await startServer(
    { DATA_DIR: dataDir, TRUST_PROXY: "true", SEED_DEMO: "true", ...env },
    profile ? ["--cpu-prof", `--cpu-prof-dir=${profile}`] : [],
  );
  try {
    const rssAfterStartMb = rssMb(server.pid);
    const people = Array.from({ length: USERS }, (_, i) => new Person(i, server.baseUrl, recorder));
    const setupStarted = performance.now();
    await signUp(people[0]);
    const shared = await sharedContent(people[0]);
    for (let i = 0; i < people.length; i += SETUP_CONCURRENCY) {
      await Promise.all(
        people.slice(i, i + SETUP_CONCURRENCY).map(async (p) => {
          if (!p.cookie) await signUp(p);
          await seed(p, shared);
        }),
      );
    }
    const setupS = round((performance.now() - setupStarted) / 1000);
    console.log(`${database}: ${USERS} people signed up and seeded in ${setupS} s; warming up`);
    await drive(people, shared, performance.now() + WARM_UP_S * 1000);

    console.log(`${database}: measuring for ${SECONDS} s`);
    const rss = [rssMb(server.pid)];
    const sampler = setInterval(() => rss.push(rssMb(server.pid)), 1000);
    const loadBefore = os.loadavg();
    const machineBefore = machineTicks();
    const serverCpuBefore = cpuSeconds(server.pid);
    const generatorCpuBefore = process.cpuUsage();
    recorder.on = true;
    const started = performance.now();
    await drive(people, shared, started + SECONDS * 1000);
    const elapsedS = (performance.now() - started) / 1000;
    recorder.on = false;
    clearInterval(sampler);
    rss.push(rssMb(server.pid));
    const machineAfter = machineTicks();
    const cores = os.cpus().length;
    const generatorCpu = process.cpuUsage(generatorCpuBefore);
    const machineBusy = round(
      ((machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total)) *
        cores,
      2,
    );
    const serverCpuS = cpuSeconds(server.pid) - serverCpuBefore;
    const serverCores = round(serverCpuS / elapsedS, 2);
    const generatorCores = round((generatorCpu.user + generatorCpu.system) / 1e6 / elapsedS, 2);

    const figures = summarise(recorder, elapsedS);
    const rssStart = rss[0];
    const rssEnd = rss.at(-1);
    const targets = TARGETS[database];
    const meets = {
      p99: targets.p99Ms === null ? null : figures.latencyMs.p99 < targets.p99Ms,
      errors: figures.errors.total <= targets.errors,
      memory: rssEnd - rssStart < targets.rssGrowthMb,
    };
    return {
      database,
      users: USERS,
      setupS,
      durationS: SECONDS,
      ...figures,
      serverRssMb: {
        afterStart: rssAfterStartMb,
        runStart: rssStart,
        runEnd: rssEnd,
        peak: Math.max(...rss),
        growth: rssEnd - rssStart,
        every10s: rss.filter((_, i) => i % 10 === 0),
      },
      machine: {
        cores,
        loadAverage1mBefore: round(loadBefore[0]),
        loadAverage1mAfter: round(os.loadavg()[0]),
        busyCores: machineBusy,
        serverCores,
        // The server's own CPU time per request (PGlite's included: it runs in the process),
        // which the other work on the machine does not change; 1000 / it is the requests a
        // second one free core could serve.
        serverCpuMsPerRequest: round((serverCpuS * 1000) / figures.requests, 2),
        loadGeneratorCores: generatorCores,
        otherCores: round(machineBusy - serverCores - generatorCores, 2),
      },
      targets,
      meets,
      pass: Object.values(meets).every((m) => m !== false),
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function runOnPostgres() {
  const adminUrl =
    process.env.LOAD_DATABASE_URL ??
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    "postgres://postgres@127.0.0.1:5432/postgres";
  const shown = new URL(adminUrl);
  shown.password = "";
  const admin = postgres(adminUrl, { max: 1, connect_timeout: 5, onnotice: () => {} });
  try {
    await admin`select 1`;
  } catch (error) {
    await admin.end({ timeout: 1 }).catch(() => {});
    return { skipped: `PostgreSQL at ${shown.host} cannot be reached: ${error.message}` };
  }
  const name = `vitalog_load_${process.pid}`;
  await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await runOn("postgres", { DATABASE_URL: url.toString() });
  } finally {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

const { ensureBuild } = await import(
  pathToFileURL(join(root, "apps/server/ensure-build.mjs")).href
);
await ensureBuild({ web: false });

const results = {};
for (const database of ["pglite", "postgres"]) {
  if (!DATABASES.includes(database)) {
    results[database] = { skipped: `LOAD_DB=${process.env.LOAD_DB}` };
  } else if (database === "pglite") {
    results.pglite = await runOn("pglite", { DATABASE_URL: "" });
  } else {
    results.postgres = await runOnPostgres();
  }
  if (results[database].skipped) console.log(`${database} skipped: ${results[database].skipped}`);
}
await agent.close();

writeResult("load", {
  load: LOAD,
  quick: QUICK,
  rateLimits: RATE_LIMITS,
  mix: {
    readsPercent: OPERATIONS.filter((o) => o.kind === "read").reduce((s, o) => s + o.weight, 0),
    writesPercent: OPERATIONS.filter((o) => o.kind === "write").reduce((s, o) => s + o.weight, 0),
    operations: Object.fromEntries(OPERATIONS.map((o) => [o.name, `${o.kind} ${o.weight} %`])),
  },
  ...results,
});
const missed = Object.values(results).filter((r) => r.pass === false);
if (missed.length) {
  console.error(`Missed a target on ${missed.map((r) => r.database).join(" and ")}`);
  process.exit(1);
}
