import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, it } from "vitest";
import { AuthPage } from "./pages/auth-page.ts";
import { ProfileCompletionPage } from "./pages/profile-completion-page.ts";
import { WeightPage } from "./pages/weight-pages.ts";
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

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const)("accessibility and screenshots at %s width", (width, viewport) => {
  it("has no serious axe violations on the public pages", async () => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    await new AuthPage(page).open();
    await page.getByLabel("Confirm password").waitFor();
    await checkPage(page, "auth", width);

    await new WeightPage(page).open("/preview");
    await page.getByRole("img", { name: /Weight chart/ }).waitFor();
    await checkPage(page, "preview-weight", width);
    await context.close();
  });

  it("has no serious axe violations on the member pages", async () => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    await new AuthPage(page).open();
    await new AuthPage(page).signUp(uniqueEmail(`a11y-${width}`), "Calm-Lake-42!");
    const completion = new ProfileCompletionPage(page);
    await completion.waitForOpen();
    await checkPage(page, "profile-completion", width);

    await completion.complete({ dateOfBirth: "1979-11-02", gender: "Male" });
    const weight = new WeightPage(page);
    await weight.waitForOpen();
    await weight.addEntry({ weight: "81.2", note: "Before breakfast" });
    await weight.chart.waitFor();
    await checkPage(page, "dashboard-weight", width);
    await context.close();
  });
});
