// Reminders on PGlite.
// 1. Upcoming: one member with realistic data (a fast in progress, a year of periods, four
//    medications with two or three doses a day, the weight and fasting daily reminders) asks
//    GET /api/v1/notifications/upcoming for the next 30 days at 100 req/s, open loop (target p99
//    50 ms).
// 2. Delivery: 100,000 people, each with three daily reminders (weight, fasting, one medication
//    dose) at the times people pick, most keeping the defaults, in the time zones of a
//    plausible user base; their settings, medications and push subscriptions are written in bulk
//    straight into the database. The busiest minute of the next day is found in SQL; the
//    server's worker (bench/notifications-worker.mjs, its own process) materialises everyone's
//    next 48 h (timed), then runs with its clock set to a minute before that minute, pushing to
//    a local endpoint on 127.0.0.1 that notes each request's arrival. Every push is decrypted
//    afterwards (aes128gcm, RFC 8291) to read which reminder it was and when it was due; for
//    each reminder of the busiest minute: the delay from its due time to its arrival (target:
//    all within 60 s).
// `node bench/notifications.mjs` alone needs a built server (npm run build).
import { fork } from "node:child_process";
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { OPEN_LOOP, openLoop, root, signUp, startServer, writeResult } from "./lib.mjs";

const DURATION_S = Math.max(20, Number(process.env.BENCH_DURATION_S ?? 20));
const UPCOMING_TARGET_P99_MS = 50;
const PEOPLE = Number(process.env.BENCH_REMINDER_PEOPLE ?? 100_000);
const DELIVERY_TARGET_S = 60;
/** The worker starts this long before the busiest minute (its clock, not the wall's). */
const LEAD_MS = 60_000;
const POLL_MS = 2000; // NOTIFICATION_POLL_MS's default
const DAY_MS = 86_400_000;
const WINDOW_MS = 48 * 3_600_000; // PLAN_AHEAD_MS of notification.worker.ts
/** People the server's planner materialises (timed); the rest get the same jobs by SQL. */
const SAMPLE = Number(process.env.BENCH_REMINDER_SAMPLE ?? 1000);

const percentile = (sorted, p) =>
  sorted.length === 0
    ? null
    : sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
const round = (ms) => (ms === null ? null : Math.round(ms));
const load = () => loadavg().map((n) => Math.round(n * 100) / 100);

async function api(server, cookie, method, path, body) {
  const res = await fetch(`${server.baseUrl}/api/v1${path}`, {
    method,
    headers: { cookie, origin: server.baseUrl, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

export async function benchUpcoming(dataDir) {
  const server = await startServer({ DATA_DIR: dataDir, AUTH_RATE_LIMIT: "false" });
  try {
    const { cookie } = await signUp(server.baseUrl, `bench-reminders-${Date.now()}@example.com`);
    await api(server, cookie, "PATCH", "/notifications/settings", {
      timeZone: "Europe/Berlin",
      weight: { dailyReminder: true, dailyReminderTime: "07:30" },
      fasting: { dailyReminder: true, dailyReminderTime: "18:00" },
    });
    const today = new Date();
    const day = (offset) => new Date(today.getTime() + offset * DAY_MS).toISOString().slice(0, 10);
    for (let cycle = 12; cycle >= 1; cycle--) {
      const start = -cycle * 28 - (cycle % 3);
      await api(server, cookie, "POST", "/cycle/periods", {
        startDate: day(start),
        endDate: day(start + 4),
      });
    }
    const medications = [
      { name: "Metformin", dosage: 500, times: ["08:00", "20:00"] },
      { name: "Levothyroxine", dosage: 50, times: ["06:30", "14:00", "22:00"] },
      { name: "Vitamin D", dosage: 1000, times: ["09:00", "21:00"] },
      { name: "Ibuprofen", dosage: 200, times: ["08:00", "13:00", "19:00"] },
    ];
    for (const m of medications) {
      await api(server, cookie, "POST", "/medications", {
        name: m.name,
        dosage: m.dosage,
        dosageUnit: "mg",
        schedule: {
          times: m.times,
          daysOfWeek: [1, 2, 3, 4, 5, 6, 7],
          reminderMinutesBefore: 5,
        },
        startDate: day(-60),
      });
    }
    await api(server, cookie, "POST", "/fasts", {
      startTime: new Date(Date.now() - 5 * 3_600_000).toISOString(),
      targetHours: 18,
    });
    const from = new Date().toISOString();
    const to = new Date(Date.now() + 30 * DAY_MS).toISOString();
    const url = `${server.baseUrl}/api/v1/notifications/upcoming?from=${from}&to=${to}`;
    const { items } = await api(
      server,
      cookie,
      "GET",
      `/notifications/upcoming?from=${from}&to=${to}`,
    );
    const byFeature = {};
    for (const item of items) byFeature[item.feature] = (byFeature[item.feature] ?? 0) + 1;
    // One at a time first: the time one request takes with nothing queued ahead of it.
    const alone = [];
    for (let i = 0; i < 30; i++) {
      const started = performance.now();
      await api(server, cookie, "GET", `/notifications/upcoming?from=${from}&to=${to}`);
      if (i >= 5) alone.push(performance.now() - started);
    }
    alone.sort((a, b) => a - b);
    await openLoop({ url, headers: { cookie }, rate: 100, durationS: 2 }); // warm-up
    const loadBefore = load();
    const fixed = await openLoop({ url, headers: { cookie }, rate: 100, durationS: DURATION_S });
    // Failures are reported (connections the server reset under load count as failed).
    if (fixed.failures > fixed.requests / 100) {
      throw new Error(`GET upcoming: ${fixed.failures} failed requests`);
    }
    return {
      load: OPEN_LOOP,
      member: {
        medications: medications.length,
        dosesPerDay: medications.reduce((n, m) => n + m.times.length, 0),
        periods: 12,
        fastInProgress: true,
        dailyReminders: ["weight 07:30", "fasting 18:00"],
      },
      windowDays: 30,
      items: items.length,
      itemsByFeature: byFeature,
      sequential: {
        requests: alone.length,
        p50Ms: round(percentile(alone, 0.5)),
        maxMs: round(alone.at(-1)),
      },
      durationS: DURATION_S,
      requests: fixed.requests,
      failures: fixed.failures,
      p50MsAt100ReqPerSec: fixed.p50,
      p95MsAt100ReqPerSec: fixed.p95,
      p99MsAt100ReqPerSec: fixed.p99,
      targetP99Ms: UPCOMING_TARGET_P99_MS,
      meetsTarget: fixed.p99 <= UPCOMING_TARGET_P99_MS,
      loadAverage: { before: loadBefore, after: load() },
    };
  } finally {
    await server.stop();
  }
}

/** Time zones weighted roughly as a European and American user base with some of Asia and Oceania. */
const ZONES = [
  ["America/New_York", 18],
  ["America/Chicago", 8],
  ["America/Denver", 3],
  ["America/Los_Angeles", 10],
  ["America/Sao_Paulo", 5],
  ["Europe/London", 10],
  ["Europe/Berlin", 9],
  ["Europe/Paris", 6],
  ["Europe/Madrid", 4],
  ["Europe/Warsaw", 3],
  ["Africa/Lagos", 2],
  ["Asia/Dubai", 2],
  ["Asia/Kolkata", 7],
  ["Asia/Singapore", 3],
  ["Asia/Tokyo", 4],
  ["Australia/Sydney", 4],
  ["Pacific/Auckland", 2],
];
/** Reminder times: most people keep the default, the rest pick a round time of their own. */
const WEIGHT_TIMES = [
  ["09:00", 60],
  ["07:00", 12],
  ["07:30", 8],
  ["08:00", 10],
  ["06:30", 5],
  ["10:00", 5],
];
const FASTING_TIMES = [
  ["18:00", 60],
  ["20:00", 15],
  ["19:00", 10],
  ["12:00", 10],
  ["17:30", 5],
];
const DOSE_TIMES = [
  ["08:00", 35],
  ["07:00", 15],
  ["09:00", 10],
  ["20:00", 15],
  ["21:00", 10],
  ["22:00", 15],
];

/** A SQL expression picking from weighted choices by a number in [0, 100). */
function weighted(choices, n) {
  const total = choices.reduce((s, [, w]) => s + w, 0);
  let upTo = 0;
  const arms = choices.map(([value, w]) => {
    upTo += (w * 100) / total;
    return `WHEN ${n} < ${upTo.toFixed(4)} THEN '${value}'`;
  });
  return `(CASE ${arms.join(" ")} ELSE '${choices[0][0]}' END)`;
}

/** Uniform in [0, 100) from the person's number and a salt (deterministic, so runs compare). */
const spread = (salt) => `(((g::bigint * ${salt}) % 10007) * 100.0 / 10007)`;

const seedSql = (tag, endpointBase, keys, planUntil) => [
  `CREATE TEMP TABLE bench_people AS
     SELECT g, 'bench-${tag}-' || g AS id,
            ${weighted(ZONES, spread(7919))} AS zone,
            ${weighted(WEIGHT_TIMES, spread(104729))} AS weight_time,
            ${weighted(FASTING_TIMES, spread(1299709))} AS fasting_time,
            ${weighted(DOSE_TIMES, spread(15485863))} AS dose_time
     FROM generate_series(1, ${PEOPLE}) g`,
  `INSERT INTO "user" (id, name, email)
     SELECT id, 'Bench', id || '@example.com' FROM bench_people`,
  `INSERT INTO notification_settings (user_id, time_zone, weight_daily_reminder, weight_daily_reminder_time)
     SELECT id, zone, true, weight_time FROM bench_people`,
  // The planner's sample stays unplanned; the rest are written in bulk below.
  `UPDATE notification_settings SET planned_until = '${planUntil}'
     FROM bench_people p WHERE p.id = user_id AND p.g > ${SAMPLE}`,
  `INSERT INTO fasting_settings (user_id, daily_reminder, daily_reminder_time)
     SELECT id, true, fasting_time FROM bench_people`,
  `INSERT INTO medications (user_id, name, dosage, dosage_unit, times, days_of_week, start_date)
     SELECT id, 'Bench medication', 10, 'mg', ARRAY[dose_time], ARRAY[1,2,3,4,5,6,7], current_date - 30
     FROM bench_people`,
  `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth)
     SELECT id, '${endpointBase}/push/' || g, '${keys.p256dh}', '${keys.auth}' FROM bench_people`,
];

/** Each person's reminders over the next two days as UTC instants, then the busiest minute. */
const busiestSql = (after, before) => `
  WITH due AS (
    SELECT ((current_date + d)::timestamp + t::time) AT TIME ZONE p.zone AS at
    FROM bench_people p
    CROSS JOIN generate_series(-1, 2) d
    CROSS JOIN LATERAL (VALUES (p.weight_time::time), (p.weight_time::time + interval '1 minute'),
                               (p.fasting_time::time), (p.dose_time::time)) AS r(t)
  )
  SELECT date_trunc('minute', at) AS minute, count(*)::int AS n
  FROM due WHERE at >= '${after}' AND at < '${before}'
  GROUP BY 1 ORDER BY n DESC, minute LIMIT 3`;

/**
 * The jobs the planner writes for these people's three daily reminders in [from, to] (and the
 * missed weigh-in reminder a minute after the weight one, since none of them weighs in), in one
 * statement: key `feature:type:entity:localDateTtime`, due at the wall-clock time in the
 * person's zone, title and body as the planner wrote them for the sample (\`templates\`).
 */
const jobsSql = (target, peopleWhere, from, to) => `
  INSERT INTO ${target} (user_id, key, feature, type, title, body, entity_id, due_at)
  SELECT p.id, t.feature || ':' || t.type || ':' || coalesce(r.entity, '-') || ':' || to_char(l.at, 'YYYY-MM-DD"T"HH24:MI'),
         t.feature, t.type, t.title, t.body, r.entity, l.at AT TIME ZONE p.zone
  FROM bench_people p
  JOIN medications m ON m.user_id = p.id
  CROSS JOIN LATERAL (VALUES ('weight', 'daily', p.weight_time, 0, NULL::text),
                             ('weight', 'missed', p.weight_time, 1, NULL),
                             ('fasting', 'daily', p.fasting_time, 0, NULL),
                             ('medication', 'dose', p.dose_time, 0, m.id::text))
    AS r(feature, type, time, after_minutes, entity)
  JOIN bench_templates t ON t.feature = r.feature AND t.type = r.type
  CROSS JOIN generate_series(current_date - 2, current_date + 4, interval '1 day') AS g(d0)
  CROSS JOIN LATERAL (SELECT g.d0::date + r.time::time + r.after_minutes * interval '1 minute') AS l(at)
  WHERE ${peopleWhere}
    AND l.at AT TIME ZONE p.zone BETWEEN '${from}' AND '${to}'`;

/** Decrypts one aes128gcm Web Push body (RFC 8291, one record) with the subscription's keys. */
function decrypt(ecdh, auth, body) {
  const salt = body.subarray(0, 16);
  const idlen = body[20];
  const asPublic = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  const shared = ecdh.computeSecret(asPublic);
  const info = Buffer.concat([Buffer.from("WebPush: info\0"), ecdh.getPublicKey(), asPublic]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, auth, info, 32));
  const key = (label, n) => Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from(label), n));
  const decipher = createDecipheriv(
    "aes-128-gcm",
    key("Content-Encoding: aes128gcm\0", 16),
    key("Content-Encoding: nonce\0", 12),
  );
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
  let end = plain.length;
  while (end > 0 && plain[end - 1] === 0) end--;
  return JSON.parse(plain.subarray(0, end - 1).toString("utf8"));
}

/** A push service on 127.0.0.1 that answers 201 and notes when each request arrived. */
function startPushEndpoint() {
  const received = [];
  const server = createServer((request, response) => {
    const arrived = Date.now();
    const chunks = [];
    request.on("data", (c) => chunks.push(c));
    request.on("end", () => {
      received.push({ arrived, path: request.url, body: Buffer.concat(chunks) });
      response.writeHead(201).end();
    });
  });
  server.keepAliveTimeout = 30_000;
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({
        host: `127.0.0.1:${server.address().port}`,
        received,
        close: () => {
          server.closeAllConnections();
          return new Promise((done) => server.close(done));
        },
      }),
    ),
  );
}

export async function benchDelivery(dataDir) {
  const tag = `n${Date.now()}`;
  // The server makes the schema (migrations) and VAPID keys, then the people are written in bulk.
  const server = await startServer({ DATA_DIR: dataDir });
  await server.stop();
  const endpoint = await startPushEndpoint();
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const keys = {
    p256dh: ecdh.getPublicKey().toString("base64url"),
    auth: auth.toString("base64url"),
  };

  const db = await PGlite.create({ dataDir: join(dataDir, "db") });
  // The busiest minute from 2 h to 26 h ahead (a whole day of minutes), from the seed's choices.
  const seedStarted = performance.now();
  const seed = (planUntil) => seedSql(tag, `http://${endpoint.host}`, keys, planUntil);
  await db.exec(seed("-infinity")[0]);
  const after = new Date(Date.now() + 2 * 3_600_000).toISOString();
  const before = new Date(Date.now() + 26 * 3_600_000).toISOString();
  const top = (await db.query(busiestSql(after, before))).rows;
  const busiest = new Date(top[0].minute);
  const expected = top[0].n;
  const runFrom = new Date(busiest.getTime() - LEAD_MS);
  const planUntil = new Date(runFrom.getTime() + WINDOW_MS).toISOString();
  for (const statement of seed(planUntil).slice(1)) await db.exec(statement);
  await db.exec("ANALYZE");
  const seedMs = performance.now() - seedStarted;
  await db.close();

  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PLAN_FROM: runFrom.toISOString(),
    RUN_FROM: runFrom.toISOString(),
    OUTBOUND_ALLOWED_HOSTS: endpoint.host,
    NOTIFICATION_POLL_MS: String(POLL_MS),
  };
  const execArgv = [
    "--import",
    "tsx",
    ...(process.env.BENCH_CPU_PROF
      ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
      : []),
  ];
  const script = join(root, "bench/notifications-worker.mjs");

  // The server's planner over the sample, timed.
  const planner = fork(script, [], { cwd: root, execArgv, env: { ...env, MODE: "plan" } });
  const planned = await new Promise((resolve, reject) => {
    planner.on("message", (m) => m.planned && resolve(m.planned));
    planner.once("exit", (code) => code !== 0 && reject(new Error(`planner exited with ${code}`)));
  });
  await new Promise((r) => (planner.exitCode === null ? planner.once("exit", r) : r()));
  const loadAtPlan = load();

  // Everyone else's jobs in one statement, checked first against what the planner wrote.
  const db2 = await PGlite.create({ dataDir: join(dataDir, "db") });
  await db2.exec(`CREATE TEMP TABLE bench_people AS
    SELECT (regexp_replace(s.user_id, '^.*-', ''))::int AS g, s.user_id AS id, s.time_zone AS zone,
           s.weight_daily_reminder_time AS weight_time, f.daily_reminder_time AS fasting_time,
           m.times[1] AS dose_time
    FROM notification_settings s JOIN fasting_settings f USING (user_id)
    JOIN medications m USING (user_id) WHERE s.user_id LIKE 'bench-${tag}-%'`);
  await db2.exec(`CREATE TEMP TABLE bench_templates AS
    SELECT DISTINCT ON (feature, type) feature, type, title, body FROM notification_jobs ORDER BY feature, type`);
  const from = runFrom.toISOString();
  await db2.exec(`CREATE TEMP TABLE bench_check (LIKE notification_jobs INCLUDING DEFAULTS)`);
  await db2.exec(jobsSql("bench_check", `p.g <= ${SAMPLE}`, from, planUntil));
  const columns = "user_id, key, feature, type, title, body, entity_id, due_at";
  const mismatches = (
    await db2.query(`SELECT
        (SELECT count(*)::int FROM (SELECT ${columns} FROM bench_check EXCEPT SELECT ${columns} FROM notification_jobs) a) +
        (SELECT count(*)::int FROM (SELECT ${columns} FROM notification_jobs EXCEPT SELECT ${columns} FROM bench_check) b) AS n`)
  ).rows[0].n;
  if (mismatches > 0) throw new Error(`bulk jobs differ from the planner's in ${mismatches} rows`);
  const bulkStarted = performance.now();
  await db2.exec(jobsSql("notification_jobs", `p.g > ${SAMPLE}`, from, planUntil));
  await db2.exec("ANALYZE notification_jobs");
  const bulkMs = performance.now() - bulkStarted;
  const jobs = (await db2.query("SELECT count(*)::int AS n FROM notification_jobs")).rows[0].n;
  const dueByEnd = (
    await db2.query(
      `SELECT count(*)::int AS n FROM notification_jobs WHERE due_at < '${new Date(busiest.getTime() + 60_000).toISOString()}'`,
    )
  ).rows[0].n;
  await db2.close();

  const worker = fork(script, [], {
    cwd: root,
    execArgv,
    env,
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const messages = [];
  const waitFor = (key, timeoutMs) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`worker: no "${key}" in time`)), timeoutMs);
      const check = (message) => {
        if (!(key in message)) return;
        clearTimeout(timer);
        worker.off("message", check);
        resolve(message[key]);
      };
      for (const m of messages) if (key in m) return resolve(m[key]);
      worker.on("message", check);
      worker.once("exit", (code) => reject(new Error(`worker exited with ${code}`)));
    });
  worker.on("message", (m) => messages.push(m));
  try {
    await waitFor("planned", 5 * 60_000);
    const { offsetMs } = await waitFor("running", 60_000);
    // Until every reminder due up to the end of the busiest minute has arrived (decrypted only
    // afterwards, so the endpoint takes no CPU from the server), or 3 minutes after it.
    const end = busiest.getTime() - offsetMs + 60_000 + 180_000;
    let loadDuring = load();
    while (endpoint.received.length < dueByEnd && Date.now() < end) {
      if (Date.now() < busiest.getTime() - offsetMs + 30_000) loadDuring = load();
      await new Promise((r) => setTimeout(r, 250));
    }
    worker.send("stop");
    const stopped = await waitFor("stopped", 60_000);
    for (const r of endpoint.received) {
      const message = decrypt(ecdh, auth, r.body);
      r.at = Date.parse(message.at);
      r.key = message.id;
      r.inMinute = r.at >= busiest.getTime() && r.at < busiest.getTime() + 60_000;
    }
    const delivered = endpoint.received.filter((r) => r.inMinute);
    const keysSeen = new Set(delivered.map((r) => `${r.path} ${r.key}`));
    const delays = delivered.map((r) => r.arrived + offsetMs - r.at).sort((a, b) => a - b);
    const spreadMs = delays.length ? delays.at(-1) : null;
    return {
      people: PEOPLE,
      remindersPerPersonPerDay: 3,
      seedMs: Math.round(seedMs),
      zones: ZONES.map(([z]) => z),
      pollMs: POLL_MS,
      materialise: {
        windowHours: WINDOW_MS / 3_600_000,
        planner: {
          people: SAMPLE,
          jobs: planned.jobs,
          ms: planned.ms,
          peoplePerSec: Math.round((SAMPLE / planned.ms) * 1000 * 10) / 10,
          loadAverage: loadAtPlan,
        },
        bulkSql: {
          people: PEOPLE - SAMPLE,
          ms: Math.round(bulkMs),
          matchesPlannerOnSample: mismatches === 0,
        },
        jobs,
      },
      busiestMinute: {
        minute: busiest.toISOString(),
        reminders: expected,
        nextBusiest: top
          .slice(1)
          .map((t) => ({ minute: new Date(t.minute).toISOString(), reminders: t.n })),
      },
      delivery: {
        load: `worker clock started ${LEAD_MS / 1000} s before the busiest minute; pushes to a local endpoint answering 201 at once`,
        delivered: delivered.length,
        duplicates: delivered.length - keysSeen.size,
        pushesReceivedInRun: endpoint.received.length,
        pendingJobsAfter: stopped.pendingJobs,
        delayFromDueMs: {
          p50: round(percentile(delays, 0.5)),
          p99: round(percentile(delays, 0.99)),
          max: round(spreadMs),
        },
        spreadMs: round(spreadMs),
        targetS: DELIVERY_TARGET_S,
        allWithinTarget:
          delivered.length === expected &&
          spreadMs !== null &&
          spreadMs <= DELIVERY_TARGET_S * 1000,
        loadAverage: loadDuring,
      },
    };
  } finally {
    if (worker.exitCode === null) worker.kill("SIGTERM");
    await endpoint.close();
  }
}

export async function benchNotifications(dir) {
  const upcoming = await benchUpcoming(join(dir, "upcoming"));
  const delivery = await benchDelivery(join(dir, "delivery"));
  writeResult("notifications-pglite", {
    database: "pglite",
    upcoming,
    delivery,
    meetsTargets: upcoming.meetsTarget && delivery.delivery.allWithinTarget,
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = mkdtempSync(join(tmpdir(), "vitalog-bench-notifications-"));
  try {
    await benchNotifications(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
