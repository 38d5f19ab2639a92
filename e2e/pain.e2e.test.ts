import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PainPage } from "./pages/pain-page.ts";
import { checkPage, DESKTOP, launchBrowser, newContext, PHONE } from "./support/browser.ts";
import { signUpMember } from "./support/member.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("the pain diary", () => {
  it("records pain in two regions with different intensities using only the keyboard", async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await signUpMember(page, "pain", { dateOfBirth: "1984-06-02", gender: "Female" });
    const pain = new PainPage(page);
    await pain.open();
    await page.getByText("No pain recorded yet").waitFor();
    await checkPage(page, "pain-empty", "desktop");

    // 1. From the page, Tab to "Record your first pain" and press Enter.
    await pain.tabTo(/^Record your first pain$/);
    await page.keyboard.press("Enter");
    await pain.waitForOpen("Record pain");

    // 2. Tab to the left knee on the map and choose it with Enter, then the lower back with Space.
    await pain.tabTo(/^Left knee, not selected$/);
    await page.keyboard.press("Enter");
    expect(await pain.focusedName()).toBe("Left knee, intensity 5, Aching");
    await pain.tabTo(/^Lower back, not selected$/);
    await page.keyboard.press("Space");
    expect(await pain.focusedName()).toBe("Lower back, intensity 5, Aching");

    // 3. The knee's intensity up to 8 with the arrow keys, the back's down to 3 and "Throbbing".
    await pain.tabTo(/^Remove Left knee$/);
    await page.keyboard.press("Tab");
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
    await pain.tabTo(/^Remove Lower back$/);
    await page.keyboard.press("Tab");
    for (let i = 0; i < 2; i++) await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("Tab");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    expect(
      await page.getByRole("combobox", { name: "Type of pain in Lower back" }).inputValue(),
    ).toBe("throbbing");
    await page.getByRole("button", { name: "Left knee, intensity 8, Aching" }).waitFor();
    await page.getByRole("button", { name: "Lower back, intensity 3, Throbbing" }).waitFor();
    await checkPage(page, "pain-add", "desktop");

    // 4. Save with the keyboard; the history and the heat map show both regions.
    await pain.tabTo(/^Save entry$/, 200);
    await page.keyboard.press("Enter");
    await pain.waitForOpen();
    await page.getByText("Pain entry saved").first().waitFor();
    await pain.history.getByText("Left knee, Aching").waitFor();
    await pain.history.getByText("Lower back, Throbbing").waitFor();
    const table = pain.heatMap.getByRole("table");
    await table.getByRole("row", { name: /Left knee 1 8\.0 8/ }).waitFor();
    await table.getByRole("row", { name: /Lower back 1 3\.0 3/ }).waitFor();
    const map = pain.heatMap.getByRole("img", { name: /Pain in the last 30 days/ });
    expect(await map.getAttribute("aria-label")).toBe(
      "Pain in the last 30 days: Left knee highest 8, 1 times; Lower back highest 3, 1 times.",
    );
    await page.getByRole("region", { name: "Trend by region" }).waitFor();
    await checkPage(page, "pain-dashboard", "desktop");

    // 5. The printed summary leaves the app's navigation and buttons out.
    await page.emulateMedia({ media: "print" });
    expect(await page.getByRole("button", { name: "Print summary" }).isVisible()).toBe(false);
    expect(
      await page.getByRole("navigation", { name: "Main navigation" }).first().isVisible(),
    ).toBe(false);
    await page.getByText("Pain diary summary for the last 30 days", { exact: false }).waitFor();
    await page.emulateMedia({ media: "screen" });
    await context.close();
  });

  it("works by touch on a phone and explains the preview", async () => {
    const context = await newContext(browser, { ...PHONE });
    const page = await context.newPage();
    const pain = new PainPage(page);
    await pain.open("/preview");
    await page.getByRole("button", { name: "Sign in or create an account" }).click();
    await page.getByRole("dialog", { name: "Sign in to access the pain diary" }).waitFor();
    await page.keyboard.press("Escape");
    await checkPage(page, "pain-preview", "phone");

    await signUpMember(page, "pain", { dateOfBirth: "1984-06-02", gender: "Female" });
    await page.goto("/dashboard/pain/add");
    await pain.waitForOpen("Record pain");
    await page.getByRole("button", { name: "Right shoulder, not selected" }).click();
    await page.getByRole("button", { name: "Head, not selected" }).click();
    await page.getByRole("slider", { name: "Intensity in Head (1 to 10)" }).fill("9");
    await page.getByRole("button", { name: "headache" }).first().click();
    await checkPage(page, "pain-add", "phone");
    await page.getByRole("button", { name: "Save entry" }).click();
    await pain.history.getByText("Head, Aching").waitFor();
    await checkPage(page, "pain-dashboard", "phone");
    await context.close();
  });
});
