import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NotificationCenterPage } from "./pages/notification-center-page.ts";
import { baseUrl, checkPage, DESKTOP, launchBrowser, PHONE } from "./support/browser.ts";
import { signUpMember } from "./support/member.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// A zone other than the machine's, so "08:30 local" cannot pass by accident in UTC.
const ZONE = "America/New_York";

async function newMemberPage(viewport: { width: number; height: number }) {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport,
    locale: "en-US",
    timezoneId: ZONE,
  });
  const page = await context.newPage();
  await signUpMember(page, "notifications", { dateOfBirth: "1988-03-14", gender: "Female" });
  return { context, page };
}

describe("the Notification Center", () => {
  it("saves a weigh-in reminder, cancels and clears reminders, and shows a delivered test", async () => {
    const { context, page } = await newMemberPage(PHONE);
    const center = new NotificationCenterPage(page);

    // 1. Reminders off with the switch: the Disabled card offers to enable them; on again.
    await center.open();
    await center.setEnabled(false);
    await center.waitForToast("Notification settings updated");
    await page.getByText("Notifications Disabled").waitFor();
    await page.getByRole("button", { name: "Enable Notifications" }).waitFor();
    expect(await center.pending.count()).toBe(0);
    await center.dismissToasts();
    await checkPage(page, "notification-center-disabled", "phone");
    await center.setEnabled(true);
    await center.pending.waitFor();

    // 2. Settings: this device's zone and a daily weigh-in at 08:30.
    await center.selectTab("Settings");
    expect(page.url()).toContain("?tab=settings");
    await page.getByRole("button", { name: `Use this device's time zone (${ZONE})` }).click();
    const weight = center.region("Weight");
    await weight.getByRole("checkbox", { name: "Daily weigh-in reminder" }).check();
    await weight.getByLabel("Daily weigh-in time").fill("08:30");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await center.waitForToast("Settings saved and notifications updated");
    await center.dismissToasts();
    await checkPage(page, "notification-center-settings", "phone");

    // 3. Overview: the next 30 days of 08:30 weigh-ins, each with the missed weigh-in reminder a
    // minute later (sent only if no weigh-in came first): five shown, then the rest counted.
    await center.selectTab("Overview");
    const first = center.pending.getByRole("listitem").first();
    await first.getByText("Weigh-in reminder").waitFor();
    expect(await first.locator("time").textContent()).toMatch(/8:30\s?AM/);
    expect(await center.pending.getByRole("listitem").count()).toBe(5);
    await center.pending.getByText("And 55 more...").waitFor();
    const weightCard = center.region("Weight");
    await weightCard.getByText("Daily weigh-in at 08:30").waitFor();
    await weightCard.getByText(/^Next: .*8:30\s?AM/).waitFor();
    await checkPage(page, "notification-center-overview", "phone");

    // 4. Cancel one, then clear the rest.
    await center.pending
      .getByRole("button", { name: /^Cancel Weigh-in reminder/ })
      .first()
      .click();
    await center.waitForToast("Notification cancelled");
    await center.pending.getByText("And 54 more...").waitFor();
    await center.pending.getByRole("button", { name: "Clear All" }).click();
    const dialog = page.getByRole("dialog", { name: "Clear all notifications?" });
    await checkPage(page, "notification-center-clear-dialog", "phone");
    await dialog.getByRole("button", { name: "Clear All" }).click();
    await center.waitForToast("All notifications cleared");
    await center.pending.getByText("Nothing is scheduled for the next 30 days.").waitFor();

    // 5. The test notification, delivered by the server's worker, shows in History.
    await center.pending.getByRole("button", { name: "Test Notification" }).click();
    await center.waitForToast("Test notification scheduled");
    await center.selectTab("History");
    await center.history.getByText("No notifications delivered yet").waitFor();
    await expect
      .poll(
        async () => {
          await center.history.getByRole("button", { name: "Refresh" }).click();
          await page.waitForTimeout(500);
          return center.history.getByText("Test notification", { exact: true }).count();
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(1);
    const item = center.history.getByRole("listitem").first();
    await item.getByText("Notifications are working.").waitFor();
    await item.getByText("Delivered", { exact: true }).waitFor();
    expect(await center.figure("Delivered")).toBe("1");
    expect(await center.figure("This Week")).toBe("1");
    expect(await center.figure("Active")).toBe("0");
    await center.dismissToasts().catch(() => undefined);
    await checkPage(page, "notification-center-history", "phone");
    await context.close();
  });

  it("lays the three tabs out on a desktop and filters the history by feature", async () => {
    const { context, page } = await newMemberPage(DESKTOP);
    const center = new NotificationCenterPage(page);
    await center.open();
    await center.setEnabled(true);
    await center.pending.waitFor();
    await center.dismissToasts();
    await checkPage(page, "notification-center-overview", "desktop");

    // The new nav entry still leaves every entry in view at 1280 × 800 (as the a11y suite asks).
    const sidebar = page.locator("aside").getByRole("navigation", { name: "Main navigation" });
    await sidebar.getByRole("link", { name: "Notifications" }).waitFor();
    const scroll = await sidebar.evaluate((nav) => nav.scrollHeight - nav.clientHeight);
    expect(scroll, "the sidebar scrolls at 1280 × 800").toBeLessThanOrEqual(0);

    await center.tab("Overview").focus();
    await page.keyboard.press("ArrowRight");
    await center.region("Cycle tracking").waitFor();
    expect(page.url()).toContain("?tab=settings");
    await checkPage(page, "notification-center-settings", "desktop");

    await page.keyboard.press("ArrowRight");
    await center.history.waitFor();
    await center.history.getByRole("button", { name: "Weight" }).click();
    await center.history.getByText("No weight notifications delivered yet").waitFor();
    expect(page.url()).toContain("feature=weight");
    await checkPage(page, "notification-center-history", "desktop");
    await context.close();
  });
});
