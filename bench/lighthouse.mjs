// Lighthouse, mobile preset (its default), in Debian's Chromium: performance, accessibility and
// best practices of every public page, the median of 3 runs each, written to
// bench/results/lighthouse.json. The public pages: /auth, the legal pages, every preview the
// app's navigation links to, and one of each page with database content (a course, a health
// group and its thread, a feature request, an article, a public profile), on the demo content
// plus a member's public profile, feature request and article. `BENCH_LIGHTHOUSE_PAGES` (comma-
// separated paths, or parts of them) measures only those.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { signUp, startServer, writeResult } from "./lib.mjs";

const RUNS = 3;
const FIXED_PAGES = ["/auth", "/terms-of-service", "/privacy-policy"];
const CATEGORIES = ["performance", "accessibility", "best-practices"];
const METRICS = {
  fcpMs: "first-contentful-paint",
  lcpMs: "largest-contentful-paint",
  tbtMs: "total-blocking-time",
  cls: "cumulative-layout-shift",
  speedIndexMs: "speed-index",
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A run Lighthouse could not finish (no paint within its time limit…) is run again. */
async function audit(url) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`${url}: run failed (${error.message}), running it again`);
    }
  }
}

async function auditOnce(url) {
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
    if (lhr.runtimeError || lhr.categories.performance.score === null) {
      throw new Error(lhr.runtimeError?.code ?? "no performance score");
    }
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

/** A member's public content: a public profile, a feature request and an article. */
async function seedMember(baseUrl) {
  const member = await signUp(baseUrl, `lighthouse-${Date.now()}@example.com`);
  const send = async (method, path, body) => {
    const res = await fetch(baseUrl + path, {
      method,
      headers: { cookie: member.cookie, "content-type": "application/json", origin: baseUrl },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  await send("PATCH", "/api/v1/profile", { dateOfBirth: "1988-05-04", gender: "female" });
  const profile = await send("PATCH", "/api/v1/profile/public", {
    username: "ada_walks",
    bio: "Walks, early nights and lentils.",
  });
  const request = await send("POST", "/api/v1/feature-requests", {
    title: "Export my data to FHIR",
    description: "So my doctor can read my weight and blood pressure in her own system.",
    category: "integrations",
  });
  await send("POST", "/api/v1/articles", {
    title: "What a week of early nights did",
    content: "<p>I went to bed at ten every night for a week. Here is what changed.</p>",
    publishStatus: "published",
  });
  return { profile: profile.identifier, request: request.id };
}

/** Every public page: the navigation's previews (from a prerendered page) and one of each kind. */
async function publicPages(baseUrl) {
  const seeded = await seedMember(baseUrl);
  const api = async (path) => (await fetch(`${baseUrl}/api/v1${path}`)).json();
  const html = await (await fetch(`${baseUrl}/preview/wellbeing`)).text();
  const previews = [...html.matchAll(/href="(\/preview\/[\w-]+)"/g)].map((m) => m[1]);
  const course = (await api("/courses")).items[0];
  const group = (await api("/groups")).items[0];
  const thread = (await api(`/groups/${group.id}/threads`)).items[0];
  const article = (await api("/articles")).items[0];
  return [
    ...new Set([
      ...FIXED_PAGES,
      ...previews,
      `/preview/courses/${course.id}`,
      `/preview/health-groups/${group.id}`,
      `/preview/health-groups/${group.id}/threads/${thread.id}`,
      `/preview/feature-requests/${seeded.request}`,
      `/preview/articles/posts/${article.slug}`,
      `/preview/profile/${seeded.profile}`,
    ]),
  ];
}

export async function benchLighthouse(dataDir) {
  const server = await startServer({ DATA_DIR: dataDir });
  const pages = {};
  const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(",").filter(Boolean);
  try {
    const all = await publicPages(server.baseUrl);
    for (const path of all.filter((p) => !only || only.some((part) => p.includes(part)))) {
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
    meetsPerformanceTarget: Object.values(pages).every((p) => p.performance >= 95),
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
