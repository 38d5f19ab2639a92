import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AuthPage } from "./pages/auth-page.ts";
import { FastingPage } from "./pages/fasting-page.ts";
import { ProfileCompletionPage } from "./pages/profile-completion-page.ts";
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

const PASSWORD = "Calm-Lake-42!";

/** A new member with a complete profile, signed in. */
async function newMember(page: Page): Promise<string> {
  const email = uniqueEmail("fasting");
  const auth = new AuthPage(page);
  await auth.open();
  await auth.signUp(email, PASSWORD);
  const completion = new ProfileCompletionPage(page);
  await completion.waitForOpen();
  await completion.complete({ dateOfBirth: "1988-09-03", gender: "Male" });
  await page.waitForURL(/\/dashboard/);
  return email;
}

describe("fasting for a member", () => {
  it("asks about a 16-hour fast started 6 days ago and ends it when the member ate", async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await newMember(page);
    const fasting = new FastingPage(page);
    await fasting.open();
    await fasting.acknowledgeSafetyNote();
    await fasting.startFast("16 h", 6 * 24);

    // Not "Target reached": the page asks whether the fast is still going.
    await fasting.timer.getByText("Still fasting?").waitFor();
    expect(await fasting.timer.getByText("Target reached. Well done!").count()).toBe(0);
    await checkPage(page, "fasting-overdue", "phone");
    await fasting.timer.getByRole("button", { name: "End it when I ate" }).click();
    const dialog = page.getByRole("dialog", { name: "When did you end this fast?" });
    await page.setViewportSize(DESKTOP);
    await checkPage(page, "fasting-overdue-end", "desktop");
    // The end is preset to when the target was reached: saved without a question.
    await dialog.getByRole("button", { name: "End fast" }).click();
    await page.getByText("Fast ended and saved to your history.").first().waitFor();
    await fasting.history.getByText("16 h 0 min").first().waitFor();
    await context.close();
  });

  it("starts a fast, sees it on another device, ends it and finds it in the history", async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    const email = await newMember(page);
    const fasting = new FastingPage(page);
    await fasting.open();

    // 1. The note on who should not fast comes before the first start, once.
    await page.getByRole("button", { name: "I understand" }).waitFor();
    await fasting.dismissToasts();
    await checkPage(page, "fasting-safety-note", "phone");
    await fasting.acknowledgeSafetyNote();
    await page.reload();
    await fasting.region("Start a fast").waitFor();
    expect(await page.getByText("Fasting is not for everyone", { exact: false }).count()).toBe(0);

    // 2. The settings' default (16 h) is preselected; a 14 h fast started 15 hours ago.
    expect(await page.getByLabel("16 h").isChecked()).toBe(true);
    await fasting.startFast("14 h", 15);
    const timer = fasting.timer;
    await timer.getByText("of 14 h target").waitFor();
    await timer.getByText("Target reached. Well done!").waitFor();
    await timer.getByText("✓ 100%").waitFor();
    await timer.getByText("Metabolic switch (from 12 h)").waitFor();
    const shown = (await timer.locator(".font-mono").textContent()) ?? "";
    // The timer ticks: wait for its text to change rather than for a second to pass.
    await timer.locator(".font-mono").filter({ hasNotText: shown }).waitFor();
    expect(await timer.locator(".font-mono").textContent()).not.toBe(shown);
    await fasting.dismissToasts();
    await checkPage(page, "fasting-timer", "phone");

    // 3. The server holds the start: a reload and another device show the same fast.
    await page.reload();
    await timer.getByText("of 14 h target").waitFor();
    const desktop = await newContext(browser, DESKTOP);
    const other = await desktop.newPage();
    const auth = new AuthPage(other);
    await auth.open();
    await auth.signIn(email, PASSWORD);
    await other.waitForURL(/\/dashboard/);
    const elsewhere = new FastingPage(other);
    await elsewhere.open();
    await elsewhere.timer.getByText("of 14 h target").waitFor();
    await checkPage(other, "fasting-timer", "desktop");

    // 4. A second start is refused while one is in progress.
    const second = await other.evaluate(async () => {
      const r = await fetch("/api/v1/fasts", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ targetHours: 12 }),
      });
      return { status: r.status, body: await r.json() };
    });
    expect(second.status).toBe(409);
    expect(second.body.error.message).toBe(
      "A fast is already in progress. End it before starting a new one.",
    );

    // 5. End it: it moves to the history, reached, and counts for the streak.
    await fasting.endFast();
    await page.getByText("Fast ended and saved to your history.").waitFor();
    await fasting.region("Start a fast").waitFor();
    await fasting.history.getByText("✓ Target reached").waitFor();
    await fasting.history.getByText("Target 14 h", { exact: false }).waitFor();
    await fasting.history.getByText("Milestones reached: 25%, 50%, 75%, 100%").waitFor();
    await fasting.stats.getByText("1 day", { exact: true }).waitFor();
    await fasting.dismissToasts();
    await checkPage(page, "fasting-history", "phone");
    await desktop.close();
    await context.close();
  });

  it("edits a past fast and hides streaks from the settings", async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await newMember(page);
    const fasting = new FastingPage(page);
    await fasting.open();
    await fasting.acknowledgeSafetyNote();
    await fasting.startFast(20, 12);
    await fasting.endFast();
    await fasting.history.getByText("Ended early").waitFor();

    // 1. Lower the target of the past fast to 12 h: now it reached it.
    await fasting.editNewestFast();
    await fasting.dismissToasts();
    await checkPage(page, "fasting-edit", "desktop");
    const target = page.getByLabel("Target (hours)");
    await target.fill("12");
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Fast updated").waitFor();
    await fasting.waitForOpen();
    await fasting.history.getByText("✓ Target reached").waitFor();
    await fasting.history.getByText("Target 12 h", { exact: false }).waitFor();

    // 2. An end that is not after the start is refused in words.
    await fasting.editNewestFast();
    const start = await page.getByLabel("Start", { exact: true }).inputValue();
    // An end equal to the start is not after it.
    await page.getByLabel("End", { exact: true }).fill(start);
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("The end must be after the start").waitFor();
    await page.getByRole("link", { name: "Back to fasting" }).click();
    await fasting.waitForOpen();

    // 3. Settings: an 18 h default, streaks hidden.
    await fasting.stats.getByText("Streak", { exact: true }).waitFor();
    await fasting.openSettings();
    await page.getByLabel("Default fast length (hours)").fill("18");
    await page.getByRole("checkbox", { name: /Show streaks/ }).uncheck();
    await page.getByRole("checkbox", { name: "Daily reminder", exact: true }).check();
    await page.getByLabel("Daily reminder time").fill("07:30");
    await fasting.dismissToasts();
    await checkPage(page, "fasting-settings", "desktop");
    await page.getByRole("button", { name: "Save settings" }).click();
    await page.getByText("Fasting settings saved").waitFor();
    await page.reload();
    expect(await page.getByLabel("Daily reminder time").inputValue()).toBe("07:30");
    await fasting.open();
    await fasting.stats.getByText("Completed fasts").waitFor();
    expect(await fasting.stats.getByText("Streak", { exact: true }).count()).toBe(0);
    expect(await page.getByLabel("18 h").isChecked()).toBe(true);

    // 4. Delete the fast after confirming.
    await fasting.editNewestFast();
    await page.getByRole("button", { name: "Delete fast" }).click();
    await page
      .getByRole("dialog", { name: "Delete this fast?" })
      .getByRole("button", { name: "Delete fast" })
      .click();
    await page.getByText("Fast deleted").waitFor();
    await fasting.history.getByText("No fasts yet", { exact: false }).waitFor();
    await context.close();
  });
});

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const)("the fasting preview for a visitor at %s width", (width, viewport) => {
  it("shows demo data, a running timer and history, and asks to sign in for any action", async () => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    const fasting = new FastingPage(page);
    await fasting.open("/preview");
    await page.getByText("Demo data").first().waitFor();
    await fasting.timer.getByText("of 16 h target").waitFor();
    await fasting.timer.getByText("Digesting and settling").waitFor();
    expect(await fasting.history.getByRole("listitem").count()).toBeGreaterThan(10);
    await fasting.region("Recent fasts").getByRole("img").waitFor();
    await fasting.dismissToasts();
    await checkPage(page, "fasting-preview", width);
    await fasting.endFast();
    await page.getByRole("dialog").getByText("the fasting timer", { exact: false }).waitFor();
    await context.close();
  });
});
