// Lighthouse, mobile preset (its default), in Debian's Chromium: performance, accessibility and
// best practices of /auth and /preview/weight, the median of 3 runs each, written to
// bench/results/lighthouse.json.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startServer, writeResult } from "./lib.mjs";

const RUNS = 3;
const PAGES = ["/auth", "/preview/weight"];
const CATEGORIES = ["performance", "accessibility", "best-practices"];
const METRICS = {
  fcpMs: "first-contentful-paint",
  lcpMs: "largest-contentful-paint",
  tbtMs: "total-blocking-time",
  cls: "cumulative-layout-shift",
  speedIndexMs: "speed-index",
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function audit(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
    ],
  });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES,
    });
    const run = {};
    for (const category of CATEGORIES)
      run[category] = Math.round(lhr.categories[category].score * 100);
    for (const [name, audit] of Object.entries(METRICS)) {
      const value = lhr.audits[audit]?.numericValue ?? null;
      run[name] = value === null ? null : name === "cls" ? +value.toFixed(3) : Math.round(value);
    }
    run.failedAudits = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
      .map((a) => a.id);
    return run;
  } finally {
    await chrome.kill();
  }
}

export async function benchLighthouse(dataDir) {
  const server = await startServer({ DATA_DIR: dataDir });
  const pages = {};
  try {
    for (const path of PAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(server.baseUrl + path));
      const summary = {};
      for (const key of [...CATEGORIES, ...Object.keys(METRICS)]) {
        summary[key] = median(runs.map((r) => r[key]));
      }
      summary.failedAudits = [...new Set(runs.flatMap((r) => r.failedAudits))];
      summary.runs = runs.map(({ failedAudits, ...rest }) => rest);
      pages[path] = summary;
      console.log(
        `${path}: performance ${summary.performance}, accessibility ${summary.accessibility}, best practices ${summary["best-practices"]} (FCP ${summary.fcpMs} ms, LCP ${summary.lcpMs} ms, TBT ${summary.tbtMs} ms)`,
      );
    }
  } finally {
    await server.stop();
  }
  writeResult("lighthouse", {
    preset: "mobile (Lighthouse default: simulated slow 4G, 4x CPU slowdown)",
    runs: RUNS,
    targets: { performance: 95, accessibility: 100, "best-practices": 100 },
    pages,
  });
}

if (process.argv[1]?.endsWith("lighthouse.mjs")) {
  const { mkdtempSync, rmSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const { join } = await import("node:path");
  const dataDir = mkdtempSync(join(tmpdir(), "vitalog-lh-"));
  try {
    await benchLighthouse(dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
