import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ActivityPage, VitalsPage } from "./pages/vitals-page.ts";
import {
  checkPage,
  DESKTOP,
  dismissToasts,
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

describe("vitals and activity", () => {
  it("shows the crisis warning for a reading in that range, categorises readings, and records a day's steps", async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await signUpMember(page, "vitals", { dateOfBirth: "1968-03-02", gender: "Male" });
    const vitals = new VitalsPage(page);
    await vitals.open();

    await vitals.addBloodPressure(184, 112, { pulse: 88, hoursAgo: 2 });
    const warning = page.getByRole("alert").filter({ hasText: "Seek care now" });
    await warning.waitFor();
    expect(await warning.textContent()).toContain("call 911");
    await vitals.readings().first().getByText("Hypertensive crisis").waitFor();

    await vitals.addBloodPressure(116, 74);
    // The newest reading is normal: the warning goes, both categories are listed.
    await vitals.readings().first().getByText("Normal").waitFor();
    await vitals.readings().nth(1).getByText("Hypertensive crisis").waitFor();
    expect(await page.getByText("Seek care now").count()).toBe(0);
    await dismissToasts(page);
    await checkPage(page, "dashboard-vitals", "phone");
    await page.setViewportSize(DESKTOP);
    await checkPage(page, "dashboard-vitals", "desktop");

    const activity = new ActivityPage(page);
    await activity.open();
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await activity.recordDay(yesterday, "8421", "34");
    await page.getByText("Day saved").waitFor();
    await activity.region("Days").getByText("8,421 steps · 34 active min").waitFor();
    await dismissToasts(page);
    await checkPage(page, "dashboard-activity", "desktop");
    await page.setViewportSize(PHONE);
    await checkPage(page, "dashboard-activity", "phone");
    await context.close();
  });
});

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const)("the vitals and activity previews at %s width", (width, viewport) => {
  it("show demo data, axe clean, and gate adding behind sign-in", async () => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    const vitals = new VitalsPage(page);
    await vitals.open("/preview");
    await page.getByText("Demo data").first().waitFor();
    await vitals.readings().first().waitFor();
    await checkPage(page, "preview-vitals", width);
    await page.getByRole("button", { name: "Add blood pressure" }).click();
    await page.getByRole("dialog").getByText("vitals tracking", { exact: false }).waitFor();
    await page.keyboard.press("Escape");

    const activity = new ActivityPage(page);
    await activity.open("/preview");
    await page.getByText("Demo data").first().waitFor();
    await activity.region("Averages").getByText(/steps/).first().waitFor();
    await checkPage(page, "preview-activity", width);
    await context.close();
  });
});
