import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CyclePage } from "./pages/cycle-page.ts";
import {
  checkPage,
  DESKTOP,
  declineReminderOffer,
  launchBrowser,
  newContext,
  PHONE,
} from "./support/browser.ts";
import { signUpMember } from "./support/member.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The day `offset` days from today, as the page (in UTC here) counts days. */
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe("the cycle page", () => {
  it("logs two periods and a day, sees the prediction on the calendar, and goes discreet", async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    // 1. A new member opens the cycle page: nothing to predict yet.
    await signUpMember(page, "cycle", { dateOfBirth: "1991-04-12", gender: "Female" });
    const cycle = new CyclePage(page);
    await cycle.open();
    await cycle.summary.getByText("Log your last period to see predictions.").waitFor();

    // 2. Two periods 28 days apart.
    await cycle.logPeriod(day(-40), day(-36));
    await page.getByText("Period logged").first().waitFor();
    await cycle.logPeriod(day(-12), day(-8));
    await cycle.periods.getByText("5 days").nth(1).waitFor();

    // 2b. A period 6 days after the last one ended is asked about; "Choose another day" goes
    // back to the date and nothing is logged.
    await cycle.askToLogPeriod(day(-2));
    await cycle.startConfirmation
      .getByText("less than 21 days from another one", { exact: false })
      .waitFor();
    await checkPage(page, "cycle-confirm-start", "phone");
    await cycle.startConfirmation.getByRole("button", { name: "Choose another day" }).click();
    await cycle.startConfirmation.waitFor({ state: "detached" });

    // 3. The next period is 16 days away, ±2 days with one cycle; the caveat is stated.
    await cycle.summary.getByText("in 16 days, give or take 2 days").waitFor();
    await cycle.summary.getByText("Predicted cycle: 28 days", { exact: false }).waitFor();
    await cycle.summary.getByText("not contraception", { exact: false }).waitFor();

    // 4. The calendar marks it: five predicted days, the fertile window and ovulation.
    await cycle.showMonthOf(day(16));
    await expect.poll(() => cycle.calendarDays(/Predicted period/).count()).toBeGreaterThan(0);
    await cycle.showMonthOf(day(2));
    expect(await cycle.calendarDays(/Ovulation \(estimated\)/).count()).toBe(1);
    expect(await cycle.calendarDays(/Fertile window/).count()).toBeGreaterThanOrEqual(1);
    await cycle.showMonthOf(day(-10));
    expect(await cycle.calendarDays(/, Period/).count()).toBeGreaterThanOrEqual(1);
    await cycle.calendar.getByText("Legend").waitFor({ state: "attached" });

    // 5. Today's flow, symptoms and note, kept across a reload.
    await cycle.showMonthOf(day(0));
    await cycle.today.click();
    await cycle.logDay({ flow: "Spotting", symptoms: ["Cramps", "Fatigue"], note: "Slept badly" });
    await page.getByText("Day saved").first().waitFor();
    await expect
      .poll(() => cycle.today.getAttribute("aria-label"))
      .toContain("Symptoms or notes logged");
    await page.reload();
    await cycle.waitForOpen();
    await cycle.today.click();
    await expect.poll(() => cycle.dayForm.getByLabel("Note").inputValue()).toBe("Slept badly");
    expect(await cycle.dayForm.getByRole("checkbox", { name: /Cramps/ }).isChecked()).toBe(true);
    expect(await cycle.dayForm.getByRole("radio", { name: "Spotting" }).isChecked()).toBe(true);

    // 6. Stats and the history of cycles.
    const stats = cycle.region("Your cycles");
    await stats.getByText("28 day cycle", { exact: false }).waitFor();
    await checkPage(page, "cycle-dashboard", "phone");
    await page.setViewportSize(DESKTOP);
    await checkPage(page, "cycle-dashboard", "desktop");

    // 7. Discreet mode: neutral words in the heading, the summary and the tab title.
    const settings = cycle.region("Privacy and reminders");
    await settings.getByLabel("Discreet mode").check();
    await settings.getByRole("button", { name: "Save" }).click();
    // Her period reminders are on, so saving offers notifications; she declines for now.
    await declineReminderOffer(page);
    await cycle.waitForOpen("Tracker");
    await cycle
      .region("Next entry")
      .getByText("Predicted interval: 28 days", { exact: false })
      .waitFor();
    await page.getByText("Entries, day notes and estimates").waitFor();
    await expect.poll(() => page.title()).toContain("Tracker");
    expect(await page.title()).not.toContain("Cycle");

    // 8. The older period is shortened by a day, then deleted: one start is left (the summary
    // still in discreet words).
    await cycle.periods
      .getByRole("button", { name: /^Edit the period of/ })
      .last()
      .click();
    await cycle.periods.getByLabel("End date").nth(1).fill(day(-37));
    await cycle.periods.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Period updated").first().waitFor();
    await cycle.periods.getByText("4 days").waitFor();
    await cycle.periods
      .getByRole("button", { name: /^Delete the period of/ })
      .last()
      .click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await page.getByText("Period deleted").first().waitFor();
    await expect
      .poll(() => cycle.periods.getByRole("button", { name: /^Edit the period of/ }).count())
      .toBe(1);
    await cycle.summary.getByText("Based on a typical 28-day interval", { exact: false }).waitFor();
    await context.close();
  });
});

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const)("the cycle preview for a visitor at %s width", (width, viewport) => {
  it("shows demo cycles and asks to sign in before logging", async () => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    const cycle = new CyclePage(page);
    await cycle.open("/preview");
    await page.getByText("Demo data").first().waitFor();
    await cycle.summary.getByText("Based on your last 6 cycles.").waitFor();
    await cycle.summary.getByText("not contraception", { exact: false }).waitFor();
    expect(await cycle.calendarDays(/, Period/).count()).toBeGreaterThan(0);
    await cycle.region("Your cycles").getByText("Symptoms by cycle phase").waitFor();
    await checkPage(page, "cycle-preview", width);

    await cycle.logPeriod(day(0));
    const prompt = page.getByRole("dialog");
    await prompt.getByText("cycle tracking", { exact: false }).waitFor();
    await page.keyboard.press("Escape");
    await prompt.waitFor({ state: "detached" });
    await context.close();
  });
});
