import type { Locator, Page } from "playwright-core";
import { dismissToasts, waitForApp } from "../support/browser.ts";

/** /dashboard/notifications: the Notification Center's three tabs. */
export class NotificationCenterPage {
  constructor(readonly page: Page) {}

  async open(tab?: "settings" | "history") {
    await this.page.goto(`/dashboard/notifications${tab ? `?tab=${tab}` : ""}`);
    await waitForApp(this.page);
    await this.page.getByRole("heading", { name: "Notifications", level: 1 }).waitFor();
  }

  tab(name: "Overview" | "Settings" | "History"): Locator {
    return this.page.getByRole("tab", { name });
  }

  async selectTab(name: "Overview" | "Settings" | "History") {
    await this.tab(name).click();
    await this.page.locator(`[role="tab"][aria-selected="true"]`, { hasText: name }).waitFor();
  }

  region(name: string | RegExp): Locator {
    return this.page.getByRole("region", { name, exact: true });
  }

  get pending() {
    return this.region("Pending notifications");
  }

  get history() {
    return this.region("Delivered notifications");
  }

  get summary() {
    return this.region("Summary");
  }

  /** The stat tile's figure under its label ("Delivered"). */
  async figure(label: string): Promise<string> {
    const term = this.summary.locator("dt", { hasText: label });
    return ((await term.locator("xpath=following-sibling::dd[1]").textContent()) ?? "").trim();
  }

  /** Turns the Overview's switch on (or off). */
  async setEnabled(on: boolean) {
    const toggle = this.page.getByRole("switch", { name: "Reminders" });
    if ((await toggle.getAttribute("aria-checked")) !== String(on)) await toggle.click();
    await this.page.locator(`[role="switch"][aria-checked="${on}"]:not([aria-busy])`).waitFor();
  }

  async waitForToast(text: string) {
    await this.page.getByRole("region", { name: "Notifications" }).getByText(text).waitFor();
  }

  /** Closes any toast so that a screenshot shows the page beneath. */
  dismissToasts() {
    return dismissToasts(this.page);
  }
}
