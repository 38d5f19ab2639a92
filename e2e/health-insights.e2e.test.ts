import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HealthInsightsPage } from "./pages/health-insights-page.ts";
import {
  checkPage,
  DESKTOP,
  launchBrowser,
  newContext,
  PHONE,
  screenshot,
} from "./support/browser.ts";
import { signUpMember } from "./support/member.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A request from the signed-in page itself (its cookie, its origin). */
async function api(page: Page, method: string, path: string, body: unknown) {
  const status = await page.evaluate(
    async ({ method, path, body }) =>
      (
        await fetch(path, {
          method,
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
        })
      ).status,
    { method, path, body },
  );
  expect(status, `${method} ${path}`).toBeLessThan(300);
}

// Sixteen days: the longer the meditation, the lower the stress that day.
const MINUTES = [5, 20, 10, 30, 15, 25, 5, 20, 30, 10, 15, 25, 20, 5, 30, 10];
const stressFor = (minutes: number) =>
  minutes >= 25 ? 1 : minutes >= 20 ? 2 : minutes >= 15 ? 3 : minutes >= 10 ? 4 : 5;

/** The two weeks and two days before today in the browser's calendar, with noon of each. */
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
  it.each([
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const)(
    "turns two weeks of check-ins and meditation into an association with its chart (%s)",
    async (width, viewport) => {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      // 1. A new member logs sixteen days of check-ins and meditation sessions.
      await signUpMember(page, `insights-${width}`, {
        dateOfBirth: "1988-02-14",
        gender: "Female",
      });
      const days = await pastDays(page, MINUTES.length);
      for (const [i, day] of days.entries()) {
        const minutes = MINUTES[i] as number;
        await api(page, "PUT", `/api/v1/wellbeing-checkins/${day.date}`, {
          mood: 3,
          energy: 3,
          sleepQuality: 3,
          stress: stressFor(minutes),
        });
        await api(page, "POST", "/api/v1/meditation-sessions", {
          startedAt: day.noon,
          durationSeconds: minutes * 60,
        });
      }

      // 2. A report over the last 30 days.
      const insights = new HealthInsightsPage(page);
      await insights.open();
      if (width === "desktop") {
        // With this entry too, the sidebar shows every entry in 800 px of height.
        const sidebar = page.locator("aside").getByRole("navigation", { name: "Main navigation" });
        await sidebar.getByRole("link", { name: "Health insights" }).waitFor();
        const scroll = await sidebar.evaluate((nav) => nav.scrollHeight - nav.clientHeight);
        expect(scroll, "the sidebar scrolls at 1280 × 800").toBeLessThanOrEqual(0);
      }
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
      await checkPage(page, `insights-report`, width);
      await screenshot(page, `insights-report-${width}-full`);

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
    },
    150_000,
  );

  it.each([
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const)(
    "shows a visitor the preview's report computed from the demo data (%s)",
    async (width, viewport) => {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      const insights = new HealthInsightsPage(page);
      await insights.open("/preview");
      await insights.page.getByText("Demo data").first().waitFor();
      await checkPage(page, "preview-insights", width);
      await insights.openReport("The last 90 days");
      expect(page.url()).toMatch(/\/preview\/health-insights\/demo-90$/);
      const first = insights.associations.getByRole("article").first();
      await first.getByRole("img", { name: /^Scatter plot/ }).waitFor();
      expect(await first.getByRole("img", { name: / from .* days, average / }).count()).toBe(2);
      await checkPage(page, "preview-insights-report", width);

      // Writing a summary asks a visitor to sign in.
      await insights.summary.getByRole("button", { name: /Write a summary with AI/ }).click();
      await page.getByRole("dialog", { name: /health insights/ }).waitFor();
      await context.close();
    },
    120_000,
  );
});
