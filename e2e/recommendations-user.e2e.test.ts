import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AdminSignInPage } from "./pages/admin-sign-in-page.ts";
import { AuthPage } from "./pages/auth-page.ts";
import { ProfileCompletionPage } from "./pages/profile-completion-page.ts";
import { RecommendationsPage } from "./pages/recommendations-page.ts";
import {
  checkPage,
  DESKTOP,
  launchBrowser,
  newContext,
  PHONE,
  uniqueEmail,
  waitForApp,
} from "./support/browser.ts";
import { OwnServer } from "./support/own-server.ts";

const PASSWORD = "Calm-Lake-42!";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const)("the recommendations preview for a visitor at %s width", (width, viewport) => {
  it("ranks the demo person's recommendations, explains them, and asks to sign in to act", async () => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    const recommendations = new RecommendationsPage(page);
    await recommendations.open("/preview");
    await page.getByText("Demo data").first().waitFor();

    // 1. Urgent first: lung cancer screening, for the demo person's smoking history.
    const lung = recommendations.card(
      "Lung cancer screening, adults 50 to 80 with a smoking history",
    );
    await lung.waitFor();
    expect(await recommendations.cards.first().textContent()).toContain("Lung cancer screening");
    await lung.getByText("Grade B").waitFor();
    await lung.getByText("100% match").waitFor();
    const reasons = await recommendations.reasonsOf(lung);
    expect(reasons).toContain("✓Your risk factors: Smoking · +35.7");
    expect(reasons).toContain("✓Urgent +15");
    await checkPage(page, "recommendations-preview", width);

    // 2. The filters live in the URL: lab tests, then the completed blood pressure check.
    await page.getByLabel("Action type").selectOption({ label: "Lab Tests" });
    await page.waitForURL("**/preview/recommendations?actionType=lab_test");
    await expect.poll(() => recommendations.cards.count()).toBe(2);
    await page.getByLabel("Action type").selectOption({ label: "All" });
    await expect.poll(() => new URL(page.url()).search).toBe("");
    await recommendations.filterStatus("Completed");
    await expect.poll(() => new URL(page.url()).search).toBe("?status=completed");
    const bloodPressure = recommendations.card("High blood pressure screening, adults");
    await bloodPressure.getByText(/Completed on .* · next due /).waitFor();
    await recommendations.search("zzz");
    await page.getByText("No recommendations match these filters").waitFor();
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect.poll(() => new URL(page.url()).search).toBe("");

    // 3. The detail: steps one at a time, the source, and the sign-in prompt for any action.
    await recommendations.openCard(lung);
    await page.getByRole("heading", { level: 1, name: /Lung cancer screening/ }).waitFor();
    const steps = recommendations.steps;
    await steps.getByText("Step 1 of 4").waitFor();
    await steps.getByRole("button", { name: "Next" }).click();
    await steps.getByText("Step 2 of 4").waitFor();
    const source = page.getByRole("link", { name: /Read the full recommendation/ });
    expect(await source.getAttribute("href")).toBe(
      "https://www.uspreventiveservicestaskforce.org/uspstf/recommendation/lung-cancer-screening",
    );
    expect(await source.getAttribute("rel")).toBe("noopener noreferrer");
    await checkPage(page, "recommendation-detail-preview", width);
    await recommendations.actions.getByRole("button", { name: "Save" }).click();
    const prompt = page.getByRole("dialog");
    await prompt.getByText("personal recommendations", { exact: false }).waitFor();
    await page.keyboard.press("Escape");
    await prompt.waitFor({ state: "detached" });
    await context.close();
  });
});

// A server of this suite's own, so an account can be made an admin with the command line,
// which needs the data folder to itself.
async function signUp(page: Page, tag: string, riskFactor?: string, goal?: string) {
  const email = uniqueEmail(tag);
  const auth = new AuthPage(page);
  await auth.open();
  await auth.signUp(email, PASSWORD);
  const completion = new ProfileCompletionPage(page);
  await completion.waitForOpen();
  await completion.complete({
    dateOfBirth: "1976-04-12",
    gender: "Female",
    ...(riskFactor ? { riskFactor } : {}),
    ...(goal ? { goal } : {}),
  });
  await page.waitForURL("**/dashboard/**");
  return email;
}

describe("a member's recommendations", () => {
  const server = new OwnServer("rec");
  afterAll(() => server.remove());

  // Three starts of the suite's own server (the admin is made while it is stopped) take most of
  // the time.
  it("shows what an admin imported for their profile, explained, and completes it", {
    timeout: 180_000,
  }, async () => {
    await server.start();
    const context = (viewport = DESKTOP) =>
      browser.newContext({ baseURL: server.baseUrl, viewport, locale: "en-US" });

    // 1. An account is made an admin with the command line (the server stopped meanwhile).
    const adminContext = await context();
    const adminPage = await adminContext.newPage();
    const adminEmail = await signUp(adminPage, "rec-admin");
    await adminContext.close();
    await server.stop();
    server.grantAdmin(adminEmail);
    await server.start();

    // 2. The admin imports a recommendation for women 40 to 60 with high cholesterol or the
    // goal of a healthier heart.
    const admin = await context();
    const page = await admin.newPage();
    const signIn = new AdminSignInPage(page);
    await signIn.open();
    await signIn.signIn(adminEmail, PASSWORD);
    await page.waitForURL("**/admin/dashboard");
    const title = `Lipid screening for women with high cholesterol ${Date.now()}`;
    const result = await page.evaluate(async (guidelineTitle) => {
      const response = await fetch("/api/v1/admin/recommendations/import", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          guidelineTitle,
          organization: "uspstf",
          actionType: "lab_test",
          actionDetails: "A fasting lipid panel: total, LDL and HDL cholesterol and triglycerides.",
          instruction: "Have a lipid panel drawn once a year while your cholesterol is high.",
          frequencyNumber: 1,
          frequencyPeriod: "year",
          isUrgent: true,
          priority: 5,
          gender: "female",
          minAge: 40,
          maxAge: 60,
          selectedRiskFactors: ["High cholesterol"],
          selectedHealthGoals: ["Improve heart health"],
          recommendationGrade: "B",
          benefitsAndHarms: { benefits: "Finds raised cholesterol that treatment can lower." },
          sourceUrl:
            "https://www.uspreventiveservicestaskforce.org/uspstf/recommendation/statin-use-in-adults-preventive-medication",
        }),
      });
      return { status: response.status, body: await response.json() };
    }, title);
    expect(result.status).toBe(200);
    expect(result.body.successCount).toBe(1);
    const id = result.body.results[0].id as string;
    await admin.close();

    // 3. A member with high cholesterol sees it first, with why it matches.
    const member = await context(PHONE);
    const memberPage = await member.newPage();
    await signUp(memberPage, "rec-member", "High cholesterol");
    const recommendations = new RecommendationsPage(memberPage);
    await recommendations.open();
    const card = recommendations.card(title);
    await card.waitFor();
    await card.getByText("Grade B").waitFor();
    const reasons = await recommendations.reasonsOf(card);
    expect(reasons).toContain("✓Your risk factors: High cholesterol · +33.3");
    expect(reasons).toContain("–Not matched: none of the health goals it targets");
    expect(reasons).toContain("✓Urgent +15");
    await checkPage(memberPage, "recommendations-member", "phone");

    // 4. Opened and completed with a note: it says when it is next due.
    await recommendations.openCard(card);
    await memberPage.waitForURL(`**/dashboard/recommendations/${id}`);
    await memberPage.getByRole("heading", { level: 1, name: title }).waitFor();
    await recommendations.completeWithNote("Drawn at the clinic");
    await memberPage.getByText("Marked as complete").first().waitFor();
    await recommendations.actions.getByText(/Completed on .* · next due /).waitFor();
    await checkPage(memberPage, "recommendation-detail-member", "phone");

    // 5. It leaves the default list and shows under Completed.
    await recommendations.open();
    await recommendations.waitForList();
    expect(await recommendations.card(title).count()).toBe(0);
    await recommendations.filterStatus("Completed");
    await memberPage.waitForURL("**/dashboard/recommendations?status=completed");
    await recommendations
      .card(title)
      .getByText(/Completed on .* · next due /)
      .waitFor();
    await memberPage.reload();
    await waitForApp(memberPage);
    await recommendations.card(title).waitFor();
    await member.close();
  });
});
