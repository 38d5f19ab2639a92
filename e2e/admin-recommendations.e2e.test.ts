import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AdminPages } from "./pages/admin-pages.ts";
import { AdminSignInPage } from "./pages/admin-sign-in-page.ts";
import { checkPage, DESKTOP, launchBrowser, PHONE, uniqueEmail } from "./support/browser.ts";

// An admin needs a row in `admins`, which only the admin command line grants, and the embedded
// database is held by its server. So this suite runs its own server: sign up, stop, grant, start.

const root = resolve(import.meta.dirname, "..");
const PASSWORD = "Calm-Lake-42!";
const email = uniqueEmail("admin-recs");
let dataDir: string;
let baseUrl: string;
let server: ChildProcess | undefined;
let browser: Browser;

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const srv = createServer();
    srv.once("error", fail);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => done(typeof address === "object" && address ? address.port : 0));
    });
  });
}

const serverEnv = () => ({
  ...process.env,
  NODE_ENV: "test",
  DATA_DIR: dataDir,
  PUBLIC_URL: baseUrl,
  PORT: new URL(baseUrl).port,
  LOG_LEVEL: "warn",
});

async function startServer() {
  server = spawn(process.execPath, [join(root, "apps/server/dist/main.js")], {
    cwd: root,
    env: serverEnv(),
    stdio: "ignore",
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("the admin suite's server did not start");
}

async function stopServer() {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((r) => server?.once("exit", r));
  server.kill("SIGTERM");
  await exited;
}

async function newAdminContext(viewport = DESKTOP): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport,
    locale: "en-US",
    acceptDownloads: true,
  });
  const page = await context.newPage();
  const signIn = new AdminSignInPage(page);
  await signIn.open();
  await signIn.signIn(email, PASSWORD);
  await page.waitForURL("**/admin/dashboard");
  return context;
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "vitalog-e2e-admin-"));
  baseUrl = `http://localhost:${await freePort()}`;
  // 1. The future admin signs up like anybody.
  await startServer();
  const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl },
    body: JSON.stringify({ email, password: PASSWORD, name: "Ana" }),
  });
  expect(signUp.ok, await signUp.text()).toBe(true);
  // 2. With the server stopped, the command line makes them an admin; then it starts again.
  await stopServer();
  const grant = spawnSync(
    process.execPath,
    [join(root, "apps/server/dist/cli.js"), "grant", email],
    {
      cwd: root,
      env: serverEnv(),
      encoding: "utf8",
    },
  );
  expect(grant.status, grant.stderr).toBe(0);
  await startServer();
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stopServer();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const imported = {
  guidelineTitle: "Imported hearing check",
  organization: "nih",
  actionType: "screening",
  actionDetails: "Have your hearing checked.",
  instruction: "Book a hearing test.",
  minAge: 50,
  maxAge: 99,
  recommendationGrade: "B",
  benefitsAndHarms: { benefits: "Earlier hearing aids", harms: "", netBenefit: "" },
};

describe("admin recommendations", () => {
  it("creates one through the form, imports a file and exports both back", async () => {
    const context = await newAdminContext();
    const page = await context.newPage();
    const admin = new AdminPages(page);

    // 1. A failed submit jumps to the tab of the first error and says why.
    await admin.openRecommendations();
    await admin.openNewRecommendation();
    await admin.fillBasics("E2E blood pressure check");
    await admin.save();
    await page.getByRole("alert").filter({ hasText: "Please fix the validation errors" }).waitFor();
    expect(await admin.tab(/^Clinical/).getAttribute("aria-selected")).toBe("true");
    await admin.tab("Clinical (has errors)").waitFor();
    await admin.tab("Evidence (has errors)").waitFor();
    await page.getByText("Either benefits or harms must be provided").waitFor();

    // 2. Fixed, it saves and shows in the list.
    await page.getByLabel("Benefits").fill("Finds high blood pressure early.");
    await admin.tab(/^Evidence/).click();
    await page.getByLabel(/^Recommendation grade/).selectOption("A");
    await admin.save();
    await page.waitForURL("**/admin/recommendations");
    await admin.card("E2E blood pressure check").waitFor();
    expect(await admin.card("E2E blood pressure check").textContent()).toContain("Grade A");

    // 3. A .json file imports through the panel, with its results.
    await admin.openImportPanel();
    await admin.importFile("one.json", [imported]);
    const panel = admin.importPanel();
    await panel.getByText("1 imported").waitFor();
    await panel.getByText("0 failed").waitFor();
    await panel.getByText("#1 · Imported hearing check · created").waitFor();
    await admin.card("Imported hearing check").waitFor();

    // 4. The export holds both.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      panel.getByRole("button", { name: "Export all recommendations" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^recommendations-export-\d{4}-\d{2}-\d{2}\.json$/,
    );
    const file = JSON.parse(readFileSync((await download.path()) as string, "utf8")) as {
      recommendations: { guidelineTitle: string; minAge: number }[];
    };
    const titles = file.recommendations.map((r) => r.guidelineTitle);
    expect(titles).toContain("Imported hearing check");
    expect(titles).toContain("E2E blood pressure check");
    expect(
      file.recommendations.find((r) => r.guidelineTitle === "Imported hearing check")?.minAge,
    ).toBe(50);
    await context.close();
  });
});

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const)("admin pages at %s width", (width, viewport) => {
  it("have no serious axe violations and fit the screen", async () => {
    const context = await newAdminContext(viewport);
    const page = await context.newPage();
    const admin = new AdminPages(page);

    await admin.openDashboard();
    await checkPage(page, "admin-dashboard", width);
    if (width === "phone") {
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("dialog", { name: "Admin navigation" }).waitFor();
      await checkPage(page, "admin-menu", width);
      await page.keyboard.press("Escape");
      await page.getByRole("dialog").waitFor({ state: "detached" });
    }

    await page.goto("/admin/risk-factors");
    await admin.heading("Risk factors").waitFor();
    await page
      .getByRole("button", { name: /^Edit / })
      .first()
      .waitFor();
    await checkPage(page, "admin-risk-factors", width);

    await admin.openRecommendations();
    await checkPage(page, "admin-recommendations", width);
    await admin.openImportPanel();
    await checkPage(page, "admin-import-panel", width);

    await page.goto("/admin/recommendations/new");
    await admin.heading("Add Recommendation").waitFor();
    for (const tab of [
      "Basic",
      "Targeting",
      "Clinical",
      "Evidence",
      "References",
      "Instructions",
    ]) {
      await admin.tab(tab).click();
      await checkPage(page, `admin-form-${tab.toLowerCase()}`, width);
    }
    await context.close();
  });
});
