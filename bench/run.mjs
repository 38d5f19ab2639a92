// `npm run bench`: builds the app, then writes figures to bench/results/*.json.
import { execSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { root } from "./lib.mjs";

execSync("npm run build", { cwd: root, stdio: "inherit" });
const { benchBundle } = await import("./bundle.mjs");
const { benchPglite, benchPostgres } = await import("./http.mjs");
const { benchColdStart } = await import("./cold-start.mjs");
const { benchLighthouse } = await import("./lighthouse.mjs");
const { benchTrackers } = await import("./trackers.mjs");
const { benchRecommendations } = await import("./recommendations.mjs");
const { benchClinical } = await import("./clinical.mjs");
const { benchCommunity } = await import("./community.mjs");
const { benchInsights } = await import("./insights.mjs");

const { benchExperts } = await import("./experts.mjs");
const { benchNotifications } = await import("./notifications.mjs");
const { benchImport } = await import("./import.mjs");

const dataDir = mkdtempSync(join(tmpdir(), "vitalog-bench-"));
try {
  await benchPglite(dataDir);
  await benchColdStart(dataDir);
  await benchBundle(dataDir);
  await benchLighthouse(dataDir);
  await benchTrackers(mkdtempSync(join(tmpdir(), "vitalog-bench-trackers-")));
  await benchRecommendations(mkdtempSync(join(tmpdir(), "vitalog-bench-recommendations-")));
  await benchClinical(mkdtempSync(join(tmpdir(), "vitalog-bench-clinical-")));
  await benchCommunity(mkdtempSync(join(tmpdir(), "vitalog-bench-community-")));
  await benchInsights(mkdtempSync(join(tmpdir(), "vitalog-bench-insights-")));

  await benchExperts(mkdtempSync(join(tmpdir(), "vitalog-bench-experts-")));
  await benchNotifications(mkdtempSync(join(tmpdir(), "vitalog-bench-notifications-")));
  await benchImport(mkdtempSync(join(tmpdir(), "vitalog-bench-import-")));
  const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (pgUrl) await benchPostgres(pgUrl, mkdtempSync(join(tmpdir(), "vitalog-bench-pg-")));
  else console.log("PostgreSQL run skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL).");
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
