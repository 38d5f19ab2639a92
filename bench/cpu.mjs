// `node bench/cpu.mjs [dataDir]`: server CPU time (user + system, from /proc) per request for
// /api/health and the authenticated weight list, over sequential requests, so the figure does not
// depend on how busy the machine is. Needs a built server (npm run build). Linux only.
// With CPU_PROF=1 the server also writes a V8 CPU profile to bench/results/profiles/.
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { seedSql } from "./http.mjs";
import { root, signUp, startServer } from "./lib.mjs";

const REQUESTS = Number(process.env.CPU_REQUESTS ?? 2000);
const ROUNDS = Number(process.env.CPU_ROUNDS ?? 3);
const ONLY = process.env.CPU_ONLY?.split(",");
const TICKS_PER_S = 100;

function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_S;
}

async function prepare(dataDir) {
  if (existsSync(join(dataDir, "bench-cookie"))) {
    return readFileSync(join(dataDir, "bench-cookie"), "utf8");
  }
  const tag = `c${Date.now()}`;
  const server = await startServer({ DATA_DIR: dataDir });
  const { cookie } = await signUp(server.baseUrl, `bench-${tag}-0@example.com`);
  await server.stop();
  const db = await PGlite.create({ dataDir: join(dataDir, "db") });
  for (const statement of seedSql(tag)) await db.exec(statement);
  await db.exec("ANALYZE");
  await db.close();
  const { writeFileSync } = await import("node:fs");
  writeFileSync(join(dataDir, "bench-cookie"), cookie);
  return cookie;
}

async function perRequest(server, url, headers, expected = 200) {
  const rounds = [];
  for (let round = 0; round < ROUNDS; round++)
    rounds.push(await measureOnce(server, url, headers, expected));
  // The least disturbed round: other processes on the machine only ever add to the figure.
  return Math.min(...rounds);
}

async function measureOnce(server, url, headers, expected) {
  for (let i = 0; i < 200; i++) await (await fetch(url, { headers })).arrayBuffer(); // warm-up
  const before = cpuMs(server.pid);
  for (let i = 0; i < REQUESTS; i++) {
    const res = await fetch(url, { headers });
    if (res.status !== expected) throw new Error(`${url}: ${res.status}`);
    await res.arrayBuffer();
  }
  return +((cpuMs(server.pid) - before) / REQUESTS).toFixed(3);
}

const dataDir = process.argv[2] ?? mkdtempSync(join(tmpdir(), "vitalog-cpu-"));
const cookie = await prepare(dataDir);
const nodeArgs =
  process.env.CPU_PROF === "1"
    ? ["--cpu-prof", `--cpu-prof-dir=${join(root, "bench/results/profiles")}`]
    : [];
const server = await startServer({ DATA_DIR: dataDir }, nodeArgs);
try {
  const cases = {
    health: [`${server.baseUrl}/api/health`, {}, 200],
    list: [`${server.baseUrl}/api/v1/weight-entries?limit=30`, { cookie }, 200],
    // An unknown API path: the middleware and HTTP cost without a database query.
    notFound: [`${server.baseUrl}/api/v1/none`, {}, 404],
  };
  const cpuMsPerRequest = {};
  for (const [name, [url, headers, expected]] of Object.entries(cases)) {
    if (!ONLY || ONLY.includes(name)) {
      cpuMsPerRequest[name] = await perRequest(server, url, headers, expected);
    }
  }
  console.log(JSON.stringify({ dataDir, requests: REQUESTS, rounds: ROUNDS, cpuMsPerRequest }));
} finally {
  await server.stop();
}
