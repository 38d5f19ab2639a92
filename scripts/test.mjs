// `npm test`: lint, typecheck, unit + integration tests (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), end-to-end tests in headless Chromium on the production build,
// then three rounds of the crash drill (`npm run chaos`) on that build.
import { spawnSync } from "node:child_process";

const steps = [
  ["lint", "npx", ["biome", "check", "."]],
  ["typecheck", "npm", ["run", "typecheck"]],
  ["unit and integration tests", "npx", ["vitest", "run"]],
  ["end-to-end tests", "npm", ["run", "test:e2e"]],
  ["crash drill", "node", ["bench/chaos.mjs"], { CHAOS_ROUNDS: "3", CHAOS_RESULTS: "-" }],
];

const only = process.argv[2];
for (const [name, cmd, args, env = {}] of steps) {
  if (only && !name.startsWith(only)) continue;
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds} s)`);
}
