import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AuthPage } from "./pages/auth-page.ts";
import { ProfileCompletionPage } from "./pages/profile-completion-page.ts";
import { WellbeingPage } from "./pages/wellbeing-page.ts";
import {
  checkPage,
  DESKTOP,
  launchBrowser,
  newContext,
  PHONE,
  uniqueEmail,
} from "./support/browser.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A new member, signed in with a complete profile, on the dashboard (wellbeing). */
async function newMember(page: Page, tag: string) {
  const auth = new AuthPage(page);
  await auth.open();
  await auth.signUp(uniqueEmail(tag), "Calm-Lake-42!");
  const completion = new ProfileCompletionPage(page);
  await completion.waitForOpen();
  await completion.complete({ dateOfBirth: "1991-04-12", gender: "Female" });
  await new WellbeingPage(page).waitForOpen();
}

describe("wellbeing", () => {
  it("records a check-in and sees it in the trend", async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await newMember(page, "wellbeing");
    const wellbeing = new WellbeingPage(page);
    await wellbeing.checkIn({
      mood: "Good",
      energy: "Steady",
      sleepQuality: "Excellent",
      stress: "Low",
    });
    await page.getByText("Check-in saved").waitFor();
    const trends = wellbeing.region("Trends");
    await trends.getByText("1 check-in").waitFor();
    expect(await trends.textContent()).toContain("4 of 5");
    await trends.getByRole("img", { name: /Mood over the last 30 days: 1 check-ins?/ }).waitFor();
    // The calendar shows today's mood in words.
    await wellbeing
      .region("Mood calendar")
      .getByRole("button", { name: /mood Good/ })
      .waitFor();
    await checkPage(page, "dashboard-wellbeing", "phone");
    await context.close();
  });
});

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const)("the wellbeing preview for a visitor at %s width", (width, viewport) => {
  it("opens /preview on wellbeing's demo data, axe clean, and gates Save behind sign-in", async () => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    await page.goto("/preview");
    await page.waitForURL("**/preview/wellbeing");
    const wellbeing = new WellbeingPage(page);
    await wellbeing.waitForOpen();
    await page.getByText("Demo data").first().waitFor();
    await checkPage(page, "preview-wellbeing", width);
    await wellbeing
      .region("How are you today?")
      .getByRole("button", { name: "Update check-in" })
      .click();
    await page.getByRole("dialog").getByText("wellbeing check-ins", { exact: false }).waitFor();
    await context.close();
  });
});
