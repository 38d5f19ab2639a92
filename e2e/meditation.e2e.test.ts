import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AuthPage } from "./pages/auth-page.ts";
import { MeditationPage } from "./pages/meditation-page.ts";
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

/** A new member with a complete profile, signed in. */
async function newMember(page: Page) {
  const auth = new AuthPage(page);
  await auth.open();
  await auth.signUp(uniqueEmail("meditation"), "Calm-Lake-42!");
  const completion = new ProfileCompletionPage(page);
  await completion.waitForOpen();
  await completion.complete({ dateOfBirth: "1985-06-21", gender: "Female" });
  await page.waitForURL(/\/dashboard/);
}

describe("meditation for a member", () => {
  it("runs a one-minute meditation on a test clock and sees it logged", async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    // The page's own clock, moved on by the test: no product flag shortens the minute.
    // Ten minutes behind the server, so the fast-forwarded sessions never start in its future.
    await page.clock.install({ time: Date.now() - 10 * 60_000 });
    await newMember(page);
    const meditation = new MeditationPage(page);
    await meditation.open();
    await meditation.sessions.getByText("No sessions yet", { exact: false }).waitFor();
    expect(await meditation.figure("Total minutes")).toBe("0");

    await meditation.startTimer("1 min");
    await page.clock.runFor(30_000);
    expect(await meditation.timer.getByRole("timer").textContent()).toBe("0:30");
    await checkPage(page, "meditation-timer-running", "phone");
    await page.clock.runFor(31_000);

    await meditation.timer
      .getByText("Well done. 1 minute of calm, logged in your sessions.")
      .waitFor();
    await page.getByText("Session logged. Well done.").waitFor();
    await meditation.sessions.getByText("1 min", { exact: true }).waitFor();
    await meditation.stats.getByText("Total minutes").waitFor();
    await expect.poll(() => meditation.figure("Total minutes")).toBe("1");
    expect(await meditation.figure("Sessions this week")).toBe("1");
    expect(await meditation.figure("Streak")).toBe("1 day");
    await meditation.dismissToasts();
    await checkPage(page, "meditation-logged", "phone");

    // A reload in the middle of a session picks it up where it was.
    await meditation.startTimer("5 min");
    await page.clock.runFor(60_000);
    await page.reload();
    await meditation.timer.getByText("Picked up where you left it").waitFor();
    await meditation.timer.getByRole("button", { name: "Pause" }).waitFor();
    // Four minutes left, less the real seconds the reload took (the test clock runs meanwhile).
    const [minutes, seconds] = ((await meditation.timer.getByRole("timer").textContent()) ?? "")
      .split(":")
      .map(Number);
    const left = (minutes ?? 0) * 60 + (seconds ?? 0);
    expect(left).toBeGreaterThan(200);
    expect(left).toBeLessThanOrEqual(240);
    // The 4:00 left may hold part of a second more; run past it.
    await page.clock.runFor(242_000);
    await meditation.sessions.getByText("5 min", { exact: true }).waitFor();
    await context.close();
  });

  it("logs a session done elsewhere, edits it, hides the streak and deletes it", async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await newMember(page);
    const meditation = new MeditationPage(page);
    await meditation.open();

    // 1. Manual entry: more than 24 hours is refused in words, then 20 minutes saved.
    await meditation.logManually(1441, 3, "Sitting in the park");
    await checkPage(page, "meditation-add", "desktop");
    await page.getByRole("button", { name: "Save session" }).click();
    await page.getByText("The duration must be between 1 second and 24 hours").waitFor();
    await page.getByLabel("Minutes").fill("20");
    await page.getByRole("button", { name: "Save session" }).click();
    await page.getByText("Session saved").waitFor();
    await meditation.waitForOpen();
    await meditation.sessions.getByText("Sitting in the park", { exact: false }).waitFor();
    await expect.poll(() => meditation.figure("Total minutes")).toBe("20");

    // 2. Edit: 25 minutes.
    await meditation.edit("Sitting in the park");
    await page.getByLabel("Minutes").fill("25");
    await page.getByRole("button", { name: "Save session" }).click();
    await meditation.waitForOpen();
    await meditation.sessions.getByText("25 min", { exact: true }).waitFor();
    await expect.poll(() => meditation.figure("Total minutes")).toBe("25");

    // 3. Settings: the streak hidden, a 5-minute default bell, kept after a reload.
    await meditation.stats.getByText("Streak", { exact: true }).waitFor();
    // The page shows a change at once; the reload waits for both saves to be answered.
    const saved = (change: string) =>
      page.waitForResponse(
        (r) =>
          r.url().endsWith("/api/v1/meditation-settings") &&
          r.request().method() === "PATCH" &&
          (r.request().postData() ?? "").includes(change),
      );
    const streakSaved = saved("showStreak");
    await meditation.settings.getByRole("checkbox", { name: /Show my streak/ }).uncheck();
    const bellSaved = saved("intervalBellMinutes");
    await meditation.settings.getByLabel("Default interval bell").selectOption("5");
    await expect.poll(() => meditation.stats.getByText("Streak", { exact: true }).count()).toBe(0);
    expect((await streakSaved).ok() && (await bellSaved).ok()).toBe(true);
    await page.reload();
    await meditation.stats.getByText("Total minutes").waitFor();
    expect(await meditation.stats.getByText("Streak", { exact: true }).count()).toBe(0);
    expect(await meditation.timer.getByLabel("Interval bell").inputValue()).toBe("5");
    await meditation.dismissToasts().catch(() => undefined);
    await checkPage(page, "meditation-dashboard", "desktop");

    // 4. Delete after confirming.
    await meditation.edit("Sitting in the park");
    await page.getByRole("button", { name: "Delete session" }).click();
    await page
      .getByRole("dialog", { name: "Delete this session?" })
      .getByRole("button", { name: "Delete session" })
      .click();
    await page.getByText("Session deleted").waitFor();
    await meditation.sessions.getByText("No sessions yet", { exact: false }).waitFor();
    await expect.poll(() => meditation.figure("Total minutes")).toBe("0");
    // Back does not return to the deleted session's page.
    await page.goBack();
    await meditation.sessions.getByText("No sessions yet", { exact: false }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/dashboard/meditation");
    await context.close();
  });
});

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const)("the meditation preview for a visitor at %s width", (width, viewport) => {
  it("shows demo sessions and figures, and asks to sign in to start or log", async () => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    const calls: string[] = [];
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith("/api/v1/meditation")) calls.push(path);
    });
    const meditation = new MeditationPage(page);
    await meditation.open("/preview");
    await page.getByText("Demo data").first().waitFor();
    expect(await meditation.sessions.getByRole("listitem").count()).toBeGreaterThan(10);
    expect(Number(await meditation.figure("Total minutes"))).toBeGreaterThan(100);
    await meditation.stats.getByRole("img", { name: /Minutes meditated in each/ }).waitFor();
    await checkPage(page, "meditation-preview", width);
    await meditation.timer.getByRole("button", { name: "Start", exact: true }).click();
    await page.getByRole("dialog").getByText("meditation tracking", { exact: false }).waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Log a session" }).click();
    await page.getByRole("dialog").getByText("meditation tracking", { exact: false }).waitFor();
    expect(calls).toEqual([]);
    await context.close();
  });
});
