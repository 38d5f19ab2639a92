import { readFileSync } from "node:fs";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AdminPages } from "./pages/admin-pages.ts";
import { AdminSignInPage } from "./pages/admin-sign-in-page.ts";
import { AuthPage } from "./pages/auth-page.ts";
import { ProfileCompletionPage } from "./pages/profile-completion-page.ts";
import { RecommendationsPage } from "./pages/recommendations-page.ts";
import { checkPage, DESKTOP, launchBrowser, PHONE, uniqueEmail } from "./support/browser.ts";
import { OwnServer } from "./support/own-server.ts";

// An admin needs a row in `admins`, which only the admin command line grants, and the embedded
// database is held by its server. So this suite runs its own server: sign up, stop, grant, start.

const PASSWORD = "Calm-Lake-42!";
const email = uniqueEmail("admin-recs");
const server = new OwnServer("admin");
let browser: Browser;

async function newAdminContext(viewport = DESKTOP): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: server.baseUrl,
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
  await server.startWithAdmin({ email, password: PASSWORD, name: "Ana" });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server.remove();
});

/** A 1×1 PNG. */
const PNG_1X1 =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

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
  it("creates one through the form that reaches a member, imports a file and exports both back", {
    timeout: 120_000,
  }, async () => {
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
    // A step with a picture, uploaded through the storage adapter.
    await admin.tab(/^Instructions/).click();
    await page
      .getByRole("textbox", { name: /^Title/ })
      .first()
      .fill("Sit quietly for five minutes");
    await page.getByLabel("Image for step 1").setInputFiles({
      name: "step.png",
      mimeType: "image/png",
      buffer: Buffer.from(PNG_1X1, "base64"),
    });
    await page.getByRole("img", { name: "The step's image" }).waitFor();
    await admin.save();
    await page.waitForURL("**/admin/recommendations");
    await admin.card("E2E blood pressure check").waitFor();
    expect(await admin.card("E2E blood pressure check").textContent()).toContain("Grade A");

    // 3. A member, whom a recommendation for every adult reaches, sees it with why, completes
    // it, and it leaves their list.
    const member = await browser.newContext({ baseURL: server.baseUrl, viewport: PHONE });
    const memberPage = await member.newPage();
    const auth = new AuthPage(memberPage);
    await auth.open();
    await auth.signUp(uniqueEmail("admin-recs-member"), PASSWORD);
    const completion = new ProfileCompletionPage(memberPage);
    await completion.waitForOpen();
    await completion.complete({ dateOfBirth: "1980-02-29", gender: "Male" });
    await memberPage.waitForURL("**/dashboard/**");
    const mine = new RecommendationsPage(memberPage);
    await mine.open("/dashboard", "?q=E2E%20blood%20pressure");
    const card = mine.card("E2E blood pressure check");
    await card.waitFor();
    expect((await mine.reasonsOf(card)).some((r) => r.startsWith("✓Your age:"))).toBe(true);
    await mine.openCard(card);
    await memberPage.getByRole("heading", { level: 1, name: "E2E blood pressure check" }).waitFor();
    await mine.steps.getByText("Sit quietly for five minutes").waitFor();
    expect(await mine.steps.locator("img").getAttribute("src")).toMatch(
      /^\/api\/v1\/recommendation-images\/[0-9a-f-]+\.webp$/,
    );
    await mine.completeWithNote("Checked at the pharmacy");
    await memberPage.getByText("Marked as complete").first().waitFor();
    await mine.open("/dashboard", "?q=E2E%20blood%20pressure");
    await mine.waitForList();
    expect(await mine.card("E2E blood pressure check").count()).toBe(0);
    await member.close();

    // 4. A .json file imports through the panel, with its results.
    await admin.openImportPanel();
    await admin.importFile("one.json", [imported]);
    const panel = admin.importPanel();
    await panel.getByText("1 imported").waitFor();
    await panel.getByText("0 failed").waitFor();
    await panel.getByText("#1 · Imported hearing check · created").waitFor();
    await admin.card("Imported hearing check").waitFor();

    // 5. The export holds both.
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
