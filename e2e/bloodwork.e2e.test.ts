import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BloodworkPage } from "./pages/bloodwork-page.ts";
import { checkPage, DESKTOP, launchBrowser, newContext, PHONE } from "./support/browser.ts";
import { signUpMember } from "./support/member.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe("the bloodwork page", () => {
  it("adds two lipid panels in mg/dL, flags the high ones in words and charts a marker", async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    // 1. A new member opens bloodwork: nothing yet.
    await signUpMember(page, "bloodwork", { dateOfBirth: "1980-02-29", gender: "Male" });
    const bloodwork = new BloodworkPage(page);
    await bloodwork.open();
    await page.getByText("No lab results yet").waitFor();

    // 2. An earlier lipid panel, then today's, both in mg/dL.
    await bloodwork.addPanel({
      date: day(-180),
      lab: "North Lab",
      lipidPanel: true,
      results: [
        { marker: "Total cholesterol", value: "210" },
        { marker: "LDL cholesterol (calculated)", value: "135" },
        { marker: "HDL cholesterol", value: "44" },
        { marker: "Triglycerides", value: "140" },
      ],
    });
    await page.getByText("Results saved").first().waitFor();
    await bloodwork.waitForOpen();
    await bloodwork.addPanel({
      date: day(-1),
      lab: "City Lab",
      lipidPanel: true,
      results: [
        { marker: "Total cholesterol", value: "240" },
        { marker: "LDL cholesterol (calculated)", value: "160" },
        { marker: "HDL cholesterol", value: "38" },
        { marker: "Triglycerides", value: "180" },
      ],
    });
    await bloodwork.waitForOpen();

    // 3. The high and low ones say so in words; the previous values sit beside the latest.
    const chol = bloodwork.latestRow("Total cholesterol");
    await chol.getByText("240 mg/dL").waitFor();
    await chol.getByText("High").waitFor();
    await bloodwork.latestRow("LDL cholesterol").getByText("High").waitFor();
    await bloodwork.latestRow("Triglycerides").getByText("High").waitFor();
    await bloodwork.latestRow("HDL cholesterol").getByText("Low").waitFor();
    await page
      .getByText("Ranges are typical adult ranges; labs differ", { exact: false })
      .waitFor();
    await bloodwork.allResults.getByText("Typical range: below 200 mg/dL").first().waitFor();
    await bloodwork.allResults
      .getByText("Typical range (men): at least 40 mg/dL")
      .first()
      .waitFor();
    await checkPage(page, "bloodwork-dashboard", "phone");

    // 4. The trend of triglycerides: two results, the upper limit drawn.
    await bloodwork.latestRow("Triglycerides").getByRole("button", { name: /trend/i }).click();
    await bloodwork.trend
      .getByRole("img", { name: /^Triglycerides: 2 results from .* from 140 mg\/dL to 180 mg\/dL/ })
      .waitFor();
    expect(await bloodwork.trend.getByLabel("Marker").inputValue()).toBe("2571-8");
    await page.setViewportSize(DESKTOP);
    await checkPage(page, "bloodwork-dashboard", "desktop");

    // 5. HDL corrected to 1.1 mmol/L (42.5 mg/dL): shown as entered, now normal for a man.
    await bloodwork.allResults
      .getByRole("button", { name: /^Edit HDL cholesterol from/ })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: "Edit HDL cholesterol" });
    await dialog.getByLabel("Unit").selectOption("mmol/L");
    await dialog.getByLabel("Value").fill("1.1");
    await checkPage(page, "bloodwork-edit", "desktop");
    await dialog.getByRole("button", { name: "Save" }).click();
    await page.getByText("Result updated").first().waitFor();
    const hdl = bloodwork.latestRow("HDL cholesterol");
    await hdl.getByText("1.1 mmol/L").waitFor();
    await hdl.getByText("Normal").waitFor();

    // 6. The entry form at both widths, its unit list limited to the marker's units.
    await page.getByRole("link", { name: "Add results" }).click();
    const first = page.getByRole("group", { name: "Result 1" });
    await first.getByLabel("Marker").selectOption({ label: "Glucose (fasting)" });
    expect(await first.getByLabel("Unit").locator("option").allTextContents()).toEqual([
      "mg/dL",
      "mmol/L",
    ]);
    await checkPage(page, "bloodwork-form", "desktop");
    await page.setViewportSize(PHONE);
    await checkPage(page, "bloodwork-form", "phone");

    // 7. Total cholesterol 5.1 in mg/dL: no lab reports it, and the form offers mmol/L.
    await first.getByLabel("Marker").selectOption({ label: "Total cholesterol" });
    await first.getByLabel("Value").fill("5.1");
    await page.getByRole("button", { name: "Save results" }).click();
    const ask = page.getByRole("alertdialog", { name: "Is this right?" });
    await ask
      .getByText("No lab reports a total cholesterol of 5.1 mg/dL", { exact: false })
      .first()
      .waitFor();
    await checkPage(page, "bloodwork-confirm", "phone");
    await page.setViewportSize(DESKTOP);
    await checkPage(page, "bloodwork-confirm", "desktop");
    await ask.getByRole("button", { name: "Use mmol/L for Total cholesterol" }).click();
    expect(await first.getByLabel("Unit").inputValue()).toBe("mmol/L");
    await page.getByRole("button", { name: "Save results" }).click();
    await page.getByText("Results saved").first().waitFor();
    await context.close();
  });
});

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const)("the bloodwork preview for a visitor at %s width", (width, viewport) => {
  it("explains that lab results need an account and offers sign-in", async () => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    const bloodwork = new BloodworkPage(page);
    await bloodwork.open("/preview");
    await page.getByText("Lab results are medical records", { exact: false }).waitFor();
    await checkPage(page, "bloodwork-preview", width);
    await page.getByRole("button", { name: "Sign in or create an account" }).click();
    await page.getByRole("dialog").getByText("bloodwork", { exact: false }).first().waitFor();
    await context.close();
  });
});
