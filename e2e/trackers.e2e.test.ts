import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AuthPage } from "./pages/auth-page.ts";
import { ProfileCompletionPage } from "./pages/profile-completion-page.ts";
import { CyclePage, MeditationPage, WellbeingPage } from "./pages/tracker-pages.ts";
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

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe("the daily trackers", () => {
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

  it("runs a one-minute meditation on a test clock and sees it logged", async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await page.clock.install();
    await newMember(page, "meditation");
    const meditation = new MeditationPage(page);
    await meditation.open();
    await page.getByText("1 min", { exact: true }).click();
    await page.getByRole("button", { name: "Start", exact: true }).click();
    await page.getByRole("button", { name: "Pause" }).waitFor();
    await page.clock.runFor(61_000);
    await page.getByText("Session logged. Well done.").waitFor();
    await meditation.region("Sessions").getByText("1 min", { exact: true }).waitFor();
    await meditation.region("Your practice").getByText("Total minutes").first().waitFor();
    expect(await meditation.region("Your practice").textContent()).toMatch(
      /Total minutes\s*1(?!\d)/,
    );
    await checkPage(page, "dashboard-meditation", "desktop");
    await context.close();
  });

  it("logs two periods and sees the prediction on the calendar", async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await newMember(page, "cycle");
    const cycle = new CyclePage(page);
    await cycle.open();
    await cycle.logPeriod(day(-40), day(-36));
    await page.getByText("Period logged").first().waitFor();
    await cycle.logPeriod(day(-12), day(-8));
    // 28 days between the starts: the next one is 16 days from today.
    const next = cycle.region("Next period");
    await next.getByText("in 16 days", { exact: false }).waitFor();
    await next.getByText("not contraception", { exact: false }).waitFor();
    const calendar = cycle.region("Calendar");
    if (day(16).slice(0, 7) !== day(0).slice(0, 7)) {
      await calendar.getByRole("button", { name: "Next month" }).click();
    }
    await calendar
      .getByRole("button", { name: /Predicted period/ })
      .first()
      .waitFor();
    expect(
      await calendar.getByRole("button", { name: /Predicted period/ }).count(),
    ).toBeGreaterThan(0);
    expect(await calendar.getByRole("button", { name: /Fertile window/ }).count()).toBeGreaterThan(
      0,
    );
    await checkPage(page, "dashboard-cycle", "phone");
    await context.close();
  });
});

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const)("the trackers' previews for a visitor at %s width", (width, viewport) => {
  it("opens each preview on demo data, axe clean, and gates writes behind sign-in", async () => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    // The fasting preview has its own suite (fasting.e2e.test.ts).
    for (const tracker of [
      new WellbeingPage(page),
      new MeditationPage(page),
      new CyclePage(page),
    ]) {
      await tracker.open("/preview");
      await page.getByText("Demo data").first().waitFor();
      await checkPage(page, `preview-${tracker.section}`, width);
    }
    await new MeditationPage(page).open("/preview");
    await page.getByRole("button", { name: "Start", exact: true }).click();
    await page.getByRole("dialog").getByText("meditation tracking", { exact: false }).waitFor();
    await context.close();
  });
});
