import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AdminSignInPage } from "./pages/admin-sign-in-page.ts";
import { AuthPage } from "./pages/auth-page.ts";
import { LegalPage } from "./pages/legal-page.ts";
import { ProfileCompletionPage } from "./pages/profile-completion-page.ts";
import { WeightPage } from "./pages/weight-pages.ts";
import { WellbeingPage } from "./pages/wellbeing-page.ts";
import {
  checkPage,
  DESKTOP,
  launchBrowser,
  newContext,
  PHONE,
  uniqueEmail,
} from "./support/browser.ts";

const PASSWORD = "Calm-Lake-42!";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("legal pages", () => {
  it("Back goes to / for a visitor (and on to the preview)", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const legal = new LegalPage(page);
    await legal.open("/privacy-policy");
    expect(await legal.back.getAttribute("href")).toBe("/");
    await legal.back.click();
    await page.waitForURL("**/preview/wellbeing");
    await context.close();
  });

  it("Back returns to the page inside the app the person came from", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await new AuthPage(page).open();
    await page.getByRole("link", { name: "Privacy Policy" }).click();
    const legal = new LegalPage(page);
    await page.getByRole("heading", { name: "Privacy Policy", level: 1 }).waitFor();
    await legal.back.click();
    await page.waitForURL((url) => url.pathname === "/auth");
    await page.getByRole("tab", { name: "Sign In" }).waitFor();
    await context.close();
  });

  it("Back goes to the weight page for a signed-in member", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const auth = new AuthPage(page);
    await auth.open();
    await auth.signUp(uniqueEmail("legal"), PASSWORD);
    const completion = new ProfileCompletionPage(page);
    await completion.waitForOpen();
    await completion.complete({ dateOfBirth: "1990-02-02", gender: "Male" });
    await new WellbeingPage(page).waitForOpen();

    const legal = new LegalPage(page);
    await legal.open("/terms-of-service");
    await page.getByRole("heading", { name: "12. Governing law" }).waitFor();
    expect(await legal.back.getAttribute("href")).toBe("/dashboard/weight");
    await legal.back.click();
    await page.waitForURL("**/dashboard/weight");
    await new WeightPage(page).waitForOpen();
    await context.close();
  });
});

describe("admin sign-in", () => {
  it("signs a non-admin out at once with Unauthorized access", async () => {
    const email = uniqueEmail("not-admin");
    const signUp = await newContext(browser);
    const first = await signUp.newPage();
    const auth = new AuthPage(first);
    await auth.open();
    await auth.signUp(email, PASSWORD);
    await new ProfileCompletionPage(first).waitForOpen();
    await signUp.close();

    const context = await newContext(browser);
    const page = await context.newPage();
    const admin = new AdminSignInPage(page);
    await admin.open();
    await admin.signIn(email, "Wrong-pass-1!");
    await page
      .getByRole("alert")
      .filter({ hasText: "Failed to log in. Please check your credentials" })
      .waitFor();

    await admin.signIn(email, PASSWORD);
    await page
      .getByRole("alert")
      .filter({ hasText: "Unauthorized access. Admin privileges required." })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin");

    // Nobody is signed in afterwards: the admin area and the member area send to /auth.
    await page.goto("/admin/dashboard");
    await page.waitForURL("**/auth");
    await page.goto("/dashboard/weight");
    await page.waitForURL("**/auth?redirect=%2Fdashboard%2Fweight");
    await context.close();
  });
});

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const)("accessibility and screenshots at %s width", (width, viewport) => {
  it("has no serious axe violations on the legal pages and the admin sign-in", async () => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    const legal = new LegalPage(page);
    await legal.open("/privacy-policy");
    await checkPage(page, "privacy-policy", width);
    await legal.open("/terms-of-service");
    await checkPage(page, "terms-of-service", width);
    await new AdminSignInPage(page).open();
    await checkPage(page, "admin-sign-in", width);
    await context.close();
  });
});
