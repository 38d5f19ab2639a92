import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AuthPage } from "./pages/auth-page.ts";
import { ProfileCompletionPage } from "./pages/profile-completion-page.ts";
import { WeightPage } from "./pages/weight-pages.ts";
import { WellbeingPage } from "./pages/wellbeing-page.ts";
import {
  checkPage,
  DESKTOP,
  launchBrowser,
  newContext,
  PHONE,
  uniqueEmail,
} from "./support/browser.ts";

const PASSWORD = "Calm-Lake-42!";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signUp(page: Page, tag: string) {
  const auth = new AuthPage(page);
  await auth.open();
  await auth.signUp(uniqueEmail(tag), PASSWORD);
  const completion = new ProfileCompletionPage(page);
  await completion.waitForOpen();
  return completion;
}

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? "");
const welcome = (page: Page) => page.getByRole("region", { name: "Welcome to Vitalog" });

describe("onboarding", () => {
  it("on a phone: three short steps by keyboard, None of these, Back keeps answers, Skip", async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    const completion = await signUp(page, "onboard-phone");

    // Step 1 of 3, a short page; both of its answers are required.
    await completion.waitForStep(1);
    expect(await completion.progress.getAttribute("aria-valuenow")).toBe("1");
    expect(await completion.progress.getAttribute("aria-valuetext")).toBe("Step 1 of 3");
    await checkPage(page, "onboarding-1-about", "phone");
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(1400);
    await completion.button("Next").click();
    await page.getByText("Enter your date of birth").waitFor();
    await page.getByText("Select your gender").waitFor();
    expect(await completion.button("Skip").count()).toBe(0);

    // Keyboard only: type the date, choose a gender with the arrow keys, Tab to Next, Enter.
    await page.getByLabel("Date of birth").fill("1986-06-15");
    await page.getByRole("radio", { name: "Male", exact: true }).focus();
    await page.keyboard.press("ArrowRight");
    expect(await page.getByRole("radio", { name: "Female" }).isChecked()).toBe(true);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Next");
    await page.keyboard.press("Enter");
    await completion.waitForStep(2);
    expect(await focusedId(page)).toBe("completion-step-heading");
    expect(await completion.stepHeading.textContent()).toBe("Anything that affects your health?");
    expect(await completion.progress.getAttribute("aria-valuenow")).toBe("2");

    // Risk factors in groups named in plain words, from the server's categories, each closed
    // until opened: the step fits a phone screen or two.
    const heart = completion.riskGroup("Heart, blood pressure and blood sugar");
    const pressure = heart.getByRole("checkbox", {
      name: "High blood pressure",
      includeHidden: true,
    });
    await pressure.waitFor({ state: "attached" });
    expect(await pressure.isVisible()).toBe(false);
    for (const group of [
      "Weight and activity",
      "Smoking, alcohol, sleep and stress",
      "Family history and cancer",
      "Sex and infections",
      "Other",
    ]) {
      await completion.riskGroup(group).waitFor();
    }
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(1600);
    await checkPage(page, "onboarding-2-risk-factors", "phone");
    await completion.openRiskGroup("Heart, blood pressure and blood sugar");
    expect(await pressure.isVisible()).toBe(true);
    // Inside an open group, the group is named for assistive technology too.
    await page
      .getByRole("group", { name: "Heart, blood pressure and blood sugar" })
      .getByRole("checkbox", { name: "High blood pressure" })
      .waitFor();
    await completion
      .riskGroup("Sex and infections")
      .getByRole("checkbox", { name: "Increased risk of HIV", includeHidden: true })
      .waitFor({ state: "attached" });

    const smoking = await completion.riskFactor("Smoking");
    const none = page.getByRole("checkbox", { name: "None of these" });
    await smoking.check();
    await completion
      .riskGroup("Smoking, alcohol, sleep and stress")
      .getByText("1 selected")
      .waitFor();
    await none.check();
    expect(await smoking.isChecked()).toBe(false);
    await smoking.check();
    expect(await none.isChecked()).toBe(false);
    await checkPage(page, "onboarding-2-risk-factors-open", "phone");

    // Back: the first step still holds the answers; Next returns to the ticked risk factor.
    await completion.button("Back").click();
    await completion.waitForStep(1);
    expect(await focusedId(page)).toBe("completion-step-heading");
    expect(await page.getByLabel("Date of birth").inputValue()).toBe("1986-06-15");
    expect(await page.getByRole("radio", { name: "Female" }).isChecked()).toBe(true);
    await completion.button("Next").click();
    await completion.waitForStep(2);
    expect(await smoking.isChecked()).toBe(true);
    await none.check();
    await completion.button("Next").click();

    // Goals: skipped, which saves the profile and finishes.
    await completion.waitForStep(3);
    expect(await completion.progress.getAttribute("aria-valuenow")).toBe("3");
    await checkPage(page, "onboarding-3-goals", "phone");
    await completion.button("Skip").click();

    // The dashboard's first-run state: three real first steps.
    await page.waitForURL("**/dashboard/wellbeing");
    const wellbeing = new WellbeingPage(page);
    await wellbeing.waitForOpen();
    await welcome(page).waitFor();
    const profile = await page.evaluate(() =>
      fetch("/api/v1/profile").then((r) => r.json() as Promise<Record<string, unknown>>),
    );
    expect(profile).toMatchObject({
      profileCompleted: true,
      dateOfBirth: "1986-06-15",
      gender: "female",
      selectedRiskFactors: [],
      selectedHealthGoals: [],
      welcomeDismissed: false,
    });
    await welcome(page)
      .getByText(/recommendations? match|None match/)
      .waitFor();
    await checkPage(page, "onboarding-4-welcome", "phone");

    // Recording something ends the first run.
    await welcome(page)
      .getByRole("link", { name: /Log your weight/ })
      .click();
    await page.getByRole("heading", { name: "Add weight", level: 1 }).waitFor();
    await new WeightPage(page).fillForm({ weight: "70.4" });
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL("**/dashboard/weight");
    await wellbeing.open();
    await page.getByRole("region", { name: "How are you today?" }).waitFor();
    expect(await welcome(page).count()).toBe(0);
    await context.close();
  });

  it("on a desktop: answers every step, lands on the welcome card and closes it for good", async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const completion = await signUp(page, "onboard-desktop");
    await checkPage(page, "onboarding-1-about", "desktop");
    await completion.fillAboutYou({ dateOfBirth: "1972-01-30", gender: "Male" });
    await completion.button("Next").click();
    await completion.waitForStep(2);
    await completion.riskGroup("Weight and activity").waitFor();
    await checkPage(page, "onboarding-2-risk-factors", "desktop");
    await (await completion.riskFactor("High blood pressure")).check();
    await completion.openRiskGroup("Family history and cancer");
    await checkPage(page, "onboarding-2-risk-factors-open", "desktop");
    await completion.button("Next").click();
    await completion.waitForStep(3);
    await page.getByRole("checkbox", { name: "Lower blood pressure" }).check();
    await checkPage(page, "onboarding-3-goals", "desktop");
    await completion.button("Save and continue").click();

    await new WellbeingPage(page).waitForOpen();
    const card = welcome(page);
    await card.getByText(/recommendations? match your profile/).waitFor();
    await checkPage(page, "onboarding-4-welcome", "desktop");
    // The check-in step points at the form on the same page.
    await card.getByRole("link", { name: /Check in on how you feel/ }).click();
    await page.waitForURL("**/dashboard/wellbeing#today-checkin");

    await card.getByRole("button", { name: "Close the welcome card" }).click();
    await card.waitFor({ state: "detached" });
    expect(
      await page.evaluate(
        () => document.activeElement?.tagName + (document.activeElement?.textContent ?? ""),
      ),
    ).toBe("H1Wellbeing");
    await page.reload();
    await new WellbeingPage(page).waitForOpen();
    await page.getByRole("region", { name: "How are you today?" }).waitFor();
    expect(await card.count()).toBe(0);
    await context.close();
  });
});
