import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { HealthInsightsPage } from "./pages/health-insights-page.ts";
import {
  checkPage,
  DESKTOP,
  newContext,
  PHONE,
  screenshot,
  useBrowser,
} from "./support/browser.ts";
import { memberApi as api, signUpMember } from "./support/member.ts";

const browser = useBrowser();

// Sixteen days: the longer the meditation, the lower the stress that day.
const MINUTES = [5, 20, 10, 30, 15, 25, 5, 20, 30, 10, 15, 25, 20, 5, 30, 10];
const stressFor = (minutes: number) =>
  minutes >= 25 ? 1 : minutes >= 20 ? 2 : minutes >= 15 ? 3 : minutes >= 10 ? 4 : 5;

/** A day's check-in: an even mood, energy and sleep, and the given stress. */
const checkIn = (page: Page, date: string, stress: number) =>
  api(page, "PUT", `/api/v1/wellbeing-checkins/${date}`, {
    mood: 3,
    energy: 3,
    sleepQuality: 3,
    stress,
  });

/** The `count` days before today in the browser's calendar, with noon of each. */
async function pastDays(page: Page, count: number) {
  return page.evaluate((count) => {
    const two = (n: number) => String(n).padStart(2, "0");
    return Array.from({ length: count }, (_, i) => {
      const d = new Date();
      d.setHours(12, 0, 0, 0);
      d.setDate(d.getDate() - (count - i));
      return {
        date: `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`,
        noon: d.toISOString(),
      };
    });
  }, count);
}

describe("health insights", () => {
  // The flow runs once on a phone; the report is checked at both widths.
  it("turns two weeks of check-ins and meditation into an association with its chart", async () => {
    const context = await newContext(browser(), PHONE);
    const page = await context.newPage();
    // 1. A new member logs sixteen days of check-ins and meditation sessions.
    await signUpMember(page, "insights", {
      dateOfBirth: "1988-02-14",
      gender: "Female",
    });
    const days = await pastDays(page, MINUTES.length);
    for (const [i, day] of days.entries()) {
      const minutes = MINUTES[i] as number;
      await checkIn(page, day.date, stressFor(minutes));
      await api(page, "POST", "/api/v1/meditation-sessions", {
        startedAt: day.noon,
        durationSeconds: minutes * 60,
      });
    }

    // 2. A report over the last 30 days.
    const insights = new HealthInsightsPage(page);
    await insights.open();
    await insights.reports.getByText(/No reports yet/).waitFor();
    await insights.createReport("30 days");

    // 3. The measures, and the association with its two charts and its scatter.
    await insights.measures.getByRole("heading", { name: "Meditation" }).waitFor();
    await insights.measures.getByText("16 days with data").first().waitFor();
    const association = insights.association(
      /^On days you meditate longer, your stress is lower: 16 days, rho −/,
    );
    await association.waitFor();
    await association.getByText(/an association, not a cause/i).waitFor();
    await association
      .getByRole("img", { name: /^Meditation from .*: 16 days, average 17\.2 min\.$/ })
      .waitFor();
    await association.getByRole("img", { name: /^Stress from .*: 16 days, average/ }).waitFor();
    const scatter = association.getByRole("img", {
      name: /^Scatter plot of Stress against Meditation: 16 days/,
    });
    await scatter.waitFor();
    expect(await scatter.locator("circle").count()).toBe(16);
    // The summary's cost is said next to its button.
    await insights.summary
      .getByRole("button", { name: "Write a summary with AI (2 credits)" })
      .waitFor();

    await association.scrollIntoViewIfNeeded();
    await checkPage(page, "insights-report", "phone");
    await screenshot(page, "insights-report-phone-full");
    await page.setViewportSize(DESKTOP);
    // With this entry too, the sidebar shows every entry in 800 px of height.
    const sidebar = page.locator("aside").getByRole("navigation", { name: "Main navigation" });
    await sidebar.getByRole("link", { name: "Health insights" }).waitFor();
    const scroll = await sidebar.evaluate((nav) => nav.scrollHeight - nav.clientHeight);
    expect(scroll, "the sidebar scrolls at 1280 × 800").toBeLessThanOrEqual(0);
    await association.scrollIntoViewIfNeeded();
    await checkPage(page, "insights-report", "desktop");
    await screenshot(page, "insights-report-desktop-full");

    // 4. This server has no AI: the summary says so, and the figures stand without it.
    await insights.summary
      .getByRole("button", { name: "Write a summary with AI (2 credits)" })
      .click();
    await insights.summary.getByText(/AI is not configured on this server/).waitFor();

    // 5. The report is listed and reopens.
    await insights.open();
    const listed = insights.reports.getByRole("link", { name: /^Open the report for / });
    await listed.waitFor();
    expect(await listed.count()).toBe(1);
    await listed.click();
    await insights.waitForReport();
    await association.waitFor();
    await context.close();
  }, 150_000);

  it("charts food's association and shows the cycle phases of a person with two cycles", async () => {
    const context = await newContext(browser(), DESKTOP);
    const page = await context.newPage();
    await signUpMember(page, "insights-food-cycle", {
      dateOfBirth: "1991-06-20",
      gender: "Female",
    });
    // 1. Sixty-one days back: three periods 28 days apart, so two whole cycles, with cramps on
    //    each period's first three days.
    const days = await pastDays(page, 61);
    for (const start of [0, 28, 56]) {
      await api(page, "POST", "/api/v1/cycle/periods", {
        startDate: days[start]?.date,
        endDate: days[start + 4]?.date,
      });
      for (const offset of [0, 1, 2]) {
        await api(page, "PUT", `/api/v1/cycle/days/${days[start + offset]?.date}`, {
          flow: "medium",
          symptoms: ["cramps"],
        });
      }
    }
    // 2. The last sixteen days: the more eaten, the lower the stress.
    const foods = await api<{ items: { id: string; name: string }[] }>(
      page,
      "GET",
      "/api/v1/foods?q=banana",
    );
    const banana = foods.items.find((f) => f.name === "Banana, raw");
    expect(banana, "the food list has Banana, raw").toBeDefined();
    for (const [i, day] of days.slice(-MINUTES.length).entries()) {
      const amount = MINUTES[i] as number;
      await checkIn(page, day.date, stressFor(amount));
      await api(page, "POST", "/api/v1/food-log", {
        date: day.date,
        meal: "lunch",
        foodId: banana?.id,
        grams: 100 + amount * 20,
      });
    }

    // 3. A report over 90 days: food's association carries its charts, read back from the log.
    const insights = new HealthInsightsPage(page);
    await insights.open();
    await insights.createReport("90 days");
    // The same-day pair (16 days; the next-day pairs have 15).
    const food = insights
      .association(/: 16 days, rho −/)
      .filter({ has: page.getByRole("img", { name: /^Calories eaten from / }) });
    await food.waitFor();
    await food.getByText(/an association, not a cause/i).waitFor();
    await food.getByRole("img", { name: /^Calories eaten from .*: 16 days, average/ }).waitFor();
    await food.getByRole("img", { name: /^Stress from .*: 16 days, average/ }).waitFor();
    const scatter = food.getByRole("img", { name: /^Scatter plot of .*Calories eaten.*: 16 days/ });
    await scatter.waitFor();
    expect(await scatter.locator("circle").count()).toBe(16);

    // 4. The cycle phases: a row a phase, cramps in the menstrual phase only.
    const table = insights.cyclePhases;
    await table.waitFor();
    await insights
      .region("Cycle phases")
      .getByText(/^2 whole cycles logged/)
      .waitFor();
    expect(await table.getByRole("row").count()).toBe(5);
    const menstrual = table.getByRole("row", { name: /^Menstrual/ });
    await menstrual.getByRole("cell", { name: /^Cramps 100% \/ / }).waitFor();
    await table
      .getByRole("row", { name: /^Luteal/ })
      .getByText("None logged")
      .waitFor();
    await table.scrollIntoViewIfNeeded();
    await checkPage(page, "insights-report-cycle", "desktop");
    await screenshot(page, "insights-report-cycle-desktop");
    await context.close();
  }, 150_000);

  it.each([
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const)(
    "shows a visitor the preview's report computed from the demo data (%s)",
    async (width, viewport) => {
      const context = await newContext(browser(), viewport);
      const page = await context.newPage();
      const insights = new HealthInsightsPage(page);
      await insights.open("/preview");
      await insights.page.getByText("Demo data").first().waitFor();
      await checkPage(page, "preview-insights", width);
      await insights.openReport("The last 90 days");
      expect(page.url()).toMatch(/\/preview\/health-insights\/demo-90$/);
      const first = insights.associations.getByRole("article").first();
      await first.getByRole("img", { name: /^Scatter plot/ }).waitFor();
      // The two line charts draw once their lazily loaded chart code arrives.
      const lines = first.getByRole("img", { name: / from .* days, average / });
      await lines.nth(1).waitFor();
      expect(await lines.count()).toBe(2);
      await checkPage(page, "preview-insights-report", width);

      // Writing a summary asks a visitor to sign in.
      await insights.summary.getByRole("button", { name: /Write a summary with AI/ }).click();
      await page.getByRole("dialog", { name: /health insights/ }).waitFor();
      await context.close();
    },
    120_000,
  );
});
