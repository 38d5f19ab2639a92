import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ImportsPage } from "./pages/imports-page.ts";
import {
  checkPageAtBothWidths,
  DESKTOP,
  launchBrowser,
  newContext,
  PHONE,
} from "./support/browser.ts";
import { memberApi, signUpMember } from "./support/member.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Apple Health's date form, in UTC+1: "2026-03-01 08:00:00 +0100". */
function appleDate(daysAgo: number): string {
  const local = new Date(Date.now() - daysAgo * 86_400_000 + 3_600_000).toISOString();
  return `${local.slice(0, 10)} 08:00:00 +0100`;
}

/** A small export.xml: three weigh-ins (one in lb), a mindful session and a resting heart rate. */
function smallExport(): Buffer {
  const record = (type: string, unit: string, value: string, daysAgo: number) =>
    ` <Record type="HKQuantityTypeIdentifier${type}" sourceName="iPhone" unit="${unit}" startDate="${appleDate(daysAgo)}" endDate="${appleDate(daysAgo)}" value="${value}"/>\n`;
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE HealthData [
<!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout)*)>
]>
<HealthData locale="en_GB">
 <ExportDate value="${appleDate(0)}"/>
${record("BodyMass", "kg", "81.2", 6)}${record("BodyMass", "kg", "80.6", 4)}${record("BodyMass", "lb", "176.4", 2)}${record("RestingHeartRate", "count/min", "61", 2)} <Record type="HKCategoryTypeIdentifierMindfulSession" sourceName="Breathe" startDate="${appleDate(3)}" endDate="${appleDate(3).replace("08:00:00", "08:10:00")}" value="HKCategoryValueNotApplicable"/>
</HealthData>
`;
  return Buffer.from(xml);
}

const weights = async (page: ImportsPage["page"]) =>
  (
    await memberApi<{ items: { weightKg: number }[] }>(
      page,
      "GET",
      "/api/v1/weight-entries?limit=100",
    )
  ).items;

describe("imports for a member", () => {
  // The flow runs once on a phone; each of its pages is checked at both widths.
  it("imports a small Apple Health export with a preview, then undoes it", async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await signUpMember(page, "imports", { dateOfBirth: "1980-04-02", gender: "Female" });
    const imports = new ImportsPage(page);
    await imports.open();
    await imports.history.getByText("No imports yet.").waitFor();
    await checkPageAtBothWidths(page, "imports-empty");

    // 1. The preview: three weigh-ins, a session and a heart rate to add; nothing stored yet.
    await imports.previewFile("Apple Health export", {
      name: "export.xml",
      mimeType: "application/xml",
      buffer: smallExport(),
    });
    expect(await imports.toAdd("Weight")).toBe("3");
    expect(await imports.toAdd("Meditation")).toBe("1");
    expect(await imports.toAdd("Vitals")).toBe("1");
    expect(await weights(page)).toEqual([]);
    await checkPageAtBothWidths(page, "imports-preview");

    // 2. Confirmed: the summary, the weigh-ins stored (176.4 lb as 80.0 kg), the history.
    await imports.confirm();
    await page.getByText("Imported: 5 records added. 0 duplicates skipped.").waitFor();
    expect((await weights(page)).map((w) => w.weightKg).sort()).toEqual([80, 80.6, 81.2]);
    await imports.history.getByText("export.xml").waitFor();
    await checkPageAtBothWidths(page, "imports-done");

    // 3. Undo, after the confirmation: exactly that import's rows go.
    await imports.undoNewest();
    await imports.history.getByText(/Undone/).waitFor();
    expect(await weights(page)).toEqual([]);
    await checkPageAtBothWidths(page, "imports-undone");
    await context.close();
  });

  it("is reached from the settings navigation", async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await signUpMember(page, "imports-nav", { dateOfBirth: "1980-04-02", gender: "Male" });
    await page.goto("/settings/profile");
    await page
      .getByRole("navigation", { name: /settings/i })
      .getByRole("link", { name: "Import" })
      .click();
    await page.getByRole("heading", { name: "Import", level: 1 }).waitFor();
    await page.getByText("Available in the Vitalog app for iOS and Android.").waitFor();
    await context.close();
  });
});
