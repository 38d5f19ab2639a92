import type { Page } from "playwright-core";
import { waitForApp } from "../support/browser.ts";

/** /dashboard/vitals (or /preview/vitals) and its add form; /dashboard/activity. */
export class VitalsPage {
  constructor(readonly page: Page) {}

  async open(prefix: "/dashboard" | "/preview" = "/dashboard") {
    await this.page.goto(`${prefix}/vitals`);
    await waitForApp(this.page);
    await this.waitForOpen();
  }

  async waitForOpen() {
    await this.page.getByRole("heading", { name: "Vitals", level: 1 }).waitFor();
  }

  region(name: string | RegExp) {
    return this.page.getByRole("region", { name });
  }

  /** Adds a blood-pressure reading through the add page and comes back to the list. */
  async addBloodPressure(
    systolic: number,
    diastolic: number,
    options: { pulse?: number; hoursAgo?: number } = {},
  ) {
    await this.page.getByRole("link", { name: "Add blood pressure" }).click();
    await this.page.getByRole("heading", { name: "Add blood pressure", level: 1 }).waitFor();
    await this.page.getByLabel("Systolic (upper number)").fill(String(systolic));
    await this.page.getByLabel("Diastolic (lower number)").fill(String(diastolic));
    if (options.pulse !== undefined) {
      await this.page.getByLabel("Pulse").fill(String(options.pulse));
    }
    if (options.hoursAgo) {
      // The browser's own local time, as the datetime-local field holds it.
      const local = await this.page.evaluate((hours) => {
        const at = new Date(Date.now() - hours * 3_600_000);
        at.setMinutes(at.getMinutes() - at.getTimezoneOffset());
        return at.toISOString().slice(0, 16);
      }, options.hoursAgo);
      await this.page.getByLabel("Measured at").fill(local);
    }
    await this.page.getByLabel("Arm").selectOption("left");
    await this.page.getByRole("button", { name: "Save", exact: true }).click();
    await this.waitForOpen();
  }

  /** The blood-pressure readings' list items. */
  readings() {
    return this.region("Blood pressure").getByRole("listitem");
  }
}

/** /dashboard/activity (or /preview/activity): the day form, averages, weeks and days. */
export class ActivityPage {
  constructor(readonly page: Page) {}

  async open(prefix: "/dashboard" | "/preview" = "/dashboard") {
    await this.page.goto(`${prefix}/activity`);
    await waitForApp(this.page);
    await this.waitForOpen();
  }

  async waitForOpen() {
    await this.page.getByRole("heading", { name: "Activity", level: 1 }).waitFor();
  }

  region(name: string | RegExp) {
    return this.page.getByRole("region", { name });
  }

  /** Records a day's steps (and active minutes) through the form. */
  async recordDay(date: string, steps: string, activeMinutes = "") {
    const form = this.region(/Record a day|Change /);
    await form.getByLabel("Day").fill(date);
    await form.getByLabel("Steps").fill(steps);
    await form.getByLabel("Active minutes").fill(activeMinutes);
    await form.getByRole("button", { name: "Save day" }).click();
  }
}
