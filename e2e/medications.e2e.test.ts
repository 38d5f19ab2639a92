import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MedicationsPage } from "./pages/medications-page.ts";
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

describe("the medications page", () => {
  it("adds a medication, marks a dose taken and sees adherence and stock", async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    // 1. A new member has no medications yet.
    await signUpMember(page, "medications", { dateOfBirth: "1970-03-02", gender: "Male" });
    const meds = new MedicationsPage(page);
    await meds.open();
    await meds.list.getByText("No medications yet", { exact: false }).waitFor();
    await meds.doses.getByText("No doses are scheduled for this day.").waitFor();

    // 2. The form names what is missing; then metformin at 00:00 and 23:59 with 10 tablets.
    await meds.list.getByRole("button", { name: "Add a medication" }).click();
    await meds.list.getByRole("button", { name: "Save medication" }).click();
    await meds.list.getByText("Enter the medication's name").waitFor();
    await checkPage(page, "medications-form", "phone");
    await meds.add({ name: "Metformin", dosage: "500", times: ["00:00", "23:59"], stock: "10" });
    await page.getByText("Medication added").first().waitFor();
    // Its doses are reminded, so the page offers notifications; she declines for now.
    await declineReminderOffer(page);
    await meds.list.getByText("00:00, 23:59 every day", { exact: false }).waitFor();
    await meds.takeButton("Metformin", "00:00").waitFor();
    await meds.takeButton("Metformin", "23:59").waitFor();
    await checkPage(page, "medications-dashboard", "phone");

    // 3. The midnight dose is due: nothing taken yet, so 0%. It is snoozed for 10 minutes.
    await expect.poll(() => meds.overall()).toBe("0%");
    await meds.doses.getByRole("button", { name: "Snooze 10 min: Metformin at 00:00" }).click();
    await meds.doses.getByText("Snoozed until", { exact: false }).waitFor();
    await meds.doses.getByText("Upcoming").waitFor();

    // 4. It is taken: 100%, one tablet fewer, Undo in its place, kept across a reload.
    await meds.takeButton("Metformin", "00:00").click();
    await meds.undoButton("Metformin", "00:00").waitFor();
    await expect.poll(() => meds.overall()).toBe("100%");
    await meds.adherence.getByText("9 left", { exact: false }).waitFor();
    await meds.adherence.getByText("1 of 1 scheduled doses taken").waitFor();
    await page.reload();
    await meds.waitForOpen();
    await meds.undoButton("Metformin", "00:00").waitFor();

    // 5. Undone, the tablet is back; taken again.
    await meds.undoButton("Metformin", "00:00").click();
    await meds.adherence.getByText("10 left", { exact: false }).waitFor();
    await meds.takeButton("Metformin", "00:00").click();
    await meds.adherence.getByText("9 left", { exact: false }).waitFor();

    // 6. History: yesterday had no doses (the course starts today).
    await meds.doses.getByRole("button", { name: "Previous day" }).click();
    await meds.doses.getByText("No doses are scheduled for this day.").waitFor();
    await meds.doses.getByRole("button", { name: "Today" }).click();
    await meds.takeButton("Metformin", "23:59").waitFor();

    await page.setViewportSize(DESKTOP);
    await checkPage(page, "medications-dashboard", "desktop");
    await context.close();
  });
});

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const)("the medications demo for a visitor at %s width", (width, viewport) => {
  it("opens from the member page, marks a dose in memory and sends nothing", async () => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    const sent: string[] = [];
    page.on("request", (request) => {
      if (/\/api\/v1\/medication/.test(request.url())) sent.push(request.url());
    });
    await page.goto("/dashboard/medications");
    await page.waitForURL("**/preview/medications");
    const meds = new MedicationsPage(page);
    await meds.waitForOpen();
    await page.getByText("nothing is saved", { exact: false }).waitFor();
    await page.getByText("Demo data").first().waitFor();
    await checkPage(page, "medications-preview", width);

    const before = await meds.adherence.getByText(/scheduled doses taken/).textContent();
    await meds.takeButton("Metformin", "08:00").click();
    await meds.undoButton("Metformin", "08:00").waitFor();
    await expect
      .poll(() => meds.adherence.getByText(/scheduled doses taken/).textContent())
      .not.toBe(before);

    await meds.list.getByRole("button", { name: "Add a medication" }).click();
    const prompt = page.getByRole("dialog");
    await prompt.getByText("medication tracking", { exact: false }).waitFor();
    await page.keyboard.press("Escape");
    await prompt.waitFor({ state: "detached" });
    expect(sent).toEqual([]);
    await context.close();
  });
});
