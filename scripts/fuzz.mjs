// `npm run fuzz`: the schema fuzz test (apps/server/src/http/fuzz.int.test.ts) with FUZZ_RUNS
// cases per operation (1,000 unless told) on PGlite, in FUZZ_SHARDS processes side by side (one
// per core unless told), each with its share of the operations and its own database; then
// Schemathesis (`st run`) against the
// served OpenAPI document of a started server when `st` is on PATH. Prints a summary and exits
// non-zero when either found a failure.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { availableParallelism, tmpdir } from "node:os";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const runs = process.env.FUZZ_RUNS ?? "1000";
const shards = Number(process.env.FUZZ_SHARDS ?? availableParallelism());
const started = Date.now();

function run(command, args, env = {}) {
  return new Promise((done) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.on("exit", (code) => done({ code: code ?? 1, output }));
  });
}

// 1. The schema fuzz test, in-process on PGlite, one shard of the operations per process.
const shardRuns = await Promise.all(
  Array.from({ length: shards }, (_, index) =>
    run(
      "npx",
      ["vitest", "run", "--project", "int-pglite", "apps/server/src/http/fuzz.int.test.ts"],
      { FUZZ_RUNS: runs, FUZZ_SHARD: `${index + 1}/${shards}` },
    ),
  ),
);
const totals = { operations: 0, cases: 0, failing: 0 };
let finished = true;
for (const shard of shardRuns) {
  const figures = /fuzz: (\d+) operations, (\d+) cases, (\d+) failing operations/.exec(
    shard.output,
  );
  if (!figures) finished = false;
  totals.operations += Number(figures?.[1] ?? 0);
  totals.cases += Number(figures?.[2] ?? 0);
  totals.failing += Number(figures?.[3] ?? 0);
}
const summary = [
  finished
    ? `schema fuzz: ${totals.operations} operations, ${totals.cases} cases (${runs} per operation, ${shards} shards), ${totals.failing} failing operations`
    : `schema fuzz: a shard did not finish (exits ${shardRuns.map((r) => r.code).join(", ")})`,
];
let failed = shardRuns.some((r) => r.code !== 0);

// 2. Schemathesis against a real server process, signed in as a member.
const st = spawnSync("st", ["--version"], { encoding: "utf8" });
if (st.error || st.status !== 0) {
  console.log("Schemathesis not installed (pip install schemathesis); skipped");
  summary.push("Schemathesis: not installed; skipped");
} else {
  const port = await new Promise((done) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port: free } = server.address();
      server.close(() => done(free));
    });
  });
  const dataDir = mkdtempSync(join(tmpdir(), "vitalog-fuzz-"));
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      PUBLIC_URL: base,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  try {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const ok = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const email = `fuzz-${Date.now()}@example.com`;
    const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: base },
      body: JSON.stringify({ email, password: "Sup3r-secret!", name: "Fuzz" }),
    });
    const cookie = signUp.headers
      .getSetCookie()
      .map((header) => header.split(";")[0])
      .join("; ");
    await fetch(`${base}/api/v1/profile`, {
      method: "PATCH",
      headers: { "Content-Type": "application/json", Origin: base, Cookie: cookie },
      body: JSON.stringify({ dateOfBirth: "1985-06-15", gender: "female" }),
    });
    const schemathesis = await run("st", [
      "run",
      `${base}/api/v1/openapi.json`,
      "--url",
      base,
      "--header",
      `Cookie: ${cookie}`,
      "--header",
      `Origin: ${base}`,
      "--exclude-path-regex",
      "^/api/auth/",
    ]);
    summary.push(`Schemathesis: exit ${schemathesis.code}`);
    failed ||= schemathesis.code !== 0;
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`\n${summary.join("\n")}\ntime: ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(failed ? 1 : 0);
