import type { Locator, Page } from "playwright-core";
import { dismissToasts, waitForApp } from "../support/browser.ts";

/** /dashboard/fasting (or /preview/fasting), its edit page and its settings page. */
export class FastingPage {
  constructor(readonly page: Page) {}

  async open(prefix: "/dashboard" | "/preview" = "/dashboard") {
    await this.page.goto(`${prefix}/fasting`);
    await waitForApp(this.page);
    await this.waitForOpen();
  }

  async waitForOpen() {
    await this.page.getByRole("heading", { name: "Fasting", level: 1 }).waitFor();
  }

  /** Closes any toast so that a screenshot shows the page beneath. */
  dismissToasts() {
    return dismissToasts(this.page);
  }

  region(name: string | RegExp): Locator {
    return this.page.getByRole("region", { name });
  }

  get timer() {
    return this.region("Fast in progress");
  }

  get history() {
    return this.region("History");
  }

  get stats() {
    return this.region("Your fasting");
  }

  /** The one-time note on who should not fast, read and acknowledged. */
  async acknowledgeSafetyNote() {
    await this.page.getByText("Fasting is not for everyone", { exact: false }).waitFor();
    await this.page.getByRole("button", { name: "I understand" }).click();
    await this.region("Start a fast").getByRole("button", { name: "Start fast" }).waitFor();
  }

  /**
   * Starts a fast with a preset target ("16 h") or a custom number of hours, `startedHoursAgo`
   * hours ago when given (typed into the datetime field in the browser's own time zone).
   */
  async startFast(target: string | number, startedHoursAgo?: number) {
    const form = this.region("Start a fast");
    if (typeof target === "number") {
      await form.getByText("Custom", { exact: true }).click();
      await form.getByLabel("Hours (1 to 168)").fill(String(target));
    } else {
      await form.getByText(target, { exact: true }).click();
    }
    if (startedHoursAgo !== undefined) {
      await form.getByText("Started earlier?").click();
      const local = await this.page.evaluate((hours) => {
        const d = new Date(Date.now() - hours * 3_600_000);
        const two = (n: number) => String(n).padStart(2, "0");
        return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
      }, startedHoursAgo);
      await form.getByLabel("Start time").fill(local);
    }
    await form.getByRole("button", { name: "Start fast" }).click();
    await this.timer.waitFor();
  }

  /** Ends the fast in progress through its confirmation. */
  async endFast() {
    await this.timer.getByRole("button", { name: "End fast" }).click();
    await this.page
      .getByRole("dialog", { name: "End your fast now?" })
      .getByRole("button", { name: "End fast" })
      .click();
  }

  async openSettings() {
    await this.page.locator('a[href="/dashboard/fasting/settings"]').click();
    await this.page.getByRole("heading", { name: "Fasting settings", level: 1 }).waitFor();
  }

  /** Opens the first (newest) fast of the history for editing. */
  async editNewestFast() {
    await this.history
      .getByRole("link", { name: /Edit the fast of/ })
      .first()
      .click();
    await this.page.getByRole("heading", { name: "Edit fast", level: 1 }).waitFor();
  }
}
