// `npm test`: lint, typecheck, unit + integration tests on two Node.js lines, end-to-end tests in
// headless Chromium on the production build, then three rounds of the crash drill
// (`npm run chaos`) on that build.
//
// The two lines are the running one and the current LTS (24, `scripts/lts-node.mjs`). Each runs
// the unit tests; the integration tests run once per database: on PostgreSQL with the running
// line when TEST_DATABASE_URL is set, and on the embedded PGlite (what `npm start` uses) with
// Node 24. Where Node 24 cannot be had, PGlite runs on the running line and the reason is printed.
import { spawnSync } from "node:child_process";
import { dirname, resolve } from "node:path";
import { LTS_MAJOR, ltsNode } from "./lts-node.mjs";

const vitest = resolve(import.meta.dirname, "..", "node_modules", "vitest", "vitest.mjs");
const running = `Node.js ${process.versions.node.split(".")[0]}`;
const postgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * The schema fuzz test's seed in `npm test`: one fixed run, so a failure is the change's and
 * replays exactly; `npm run fuzz` (and a plain `vitest run`) draws new seeds to explore.
 */
const FUZZ_SEED = process.env.FUZZ_SEED ?? "20261127";

/** `vitest run` of these projects on the given node binary (its folder first on PATH). */
function vitestOn(node, projects) {
  const env = { PATH: `${dirname(node)}:${process.env.PATH ?? ""}`, FUZZ_SEED };
  return [node, [vitest, "run", ...projects.flatMap((p) => ["--project", p])], env];
}

function testSteps() {
  const lts = ltsNode();
  if (lts === process.execPath) {
    return [["unit and integration tests", ...vitestOn(lts, [])]];
  }
  const steps = [
    [
      `unit and integration tests on ${running}${postgres ? " (PostgreSQL)" : " (PGlite)"}`,
      ...vitestOn(process.execPath, ["unit", "web", postgres ? "int-postgres" : "int-pglite"]),
    ],
  ];
  if (lts instanceof Error) {
    console.log(`Node.js ${LTS_MAJOR} is not tested: ${lts.message}`);
    if (postgres) {
      steps.push([
        `integration tests on ${running} (PGlite)`,
        ...vitestOn(process.execPath, ["int-pglite"]),
      ]);
    }
  } else {
    steps.push([
      `unit and integration tests on Node.js ${LTS_MAJOR} (PGlite)`,
      ...vitestOn(lts, ["unit", "web", "int-pglite"]),
    ]);
  }
  return steps;
}

const steps = [
  ["lint", "npx", ["biome", "check", "."]],
  ["typecheck", "npm", ["run", "typecheck"]],
  ...testSteps(),
  ["end-to-end tests", "npm", ["run", "test:e2e"]],
  ["crash drill", "node", ["bench/chaos.mjs"], { CHAOS_ROUNDS: "3", CHAOS_RESULTS: "-" }],
];

const only = process.argv[2];
const started = Date.now();
for (const [name, cmd, args, env = {}] of steps) {
  if (only && !name.startsWith(only)) continue;
  console.log(`\n▶ ${name}`);
  const stepStarted = Date.now();
  const result = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds} s)`);
}
console.log(`\nall steps passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
