import type { Locator, Page } from "playwright-core";
import { dismissToasts, waitForApp } from "../support/browser.ts";

/** /dashboard/meditation (or /preview/meditation) and its add and edit pages. */
export class MeditationPage {
  constructor(readonly page: Page) {}

  async open(prefix: "/dashboard" | "/preview" = "/dashboard") {
    await this.page.goto(`${prefix}/meditation`);
    await waitForApp(this.page);
    await this.waitForOpen();
  }

  async waitForOpen() {
    await this.page.getByRole("heading", { name: "Meditation", level: 1 }).waitFor();
  }

  region(name: string | RegExp): Locator {
    return this.page.getByRole("region", { name });
  }

  get timer() {
    return this.region("Timer");
  }

  get stats() {
    return this.region("Your practice");
  }

  get sessions() {
    return this.region("Sessions");
  }

  get settings() {
    return this.region("Meditation settings");
  }

  /** Closes any toast so that a screenshot shows the page beneath. */
  dismissToasts() {
    return dismissToasts(this.page);
  }

  /** Picks a preset length ("1 min") and starts the timer. */
  async startTimer(preset: string) {
    await this.timer.getByText(preset, { exact: true }).click();
    await this.timer.getByRole("button", { name: "Start", exact: true }).click();
    await this.timer.getByRole("button", { name: "Pause" }).waitFor();
  }

  /** The stat tile's value under its label ("Total minutes"). */
  async figure(label: string): Promise<string> {
    const tile = this.stats.locator("div", { has: this.page.getByText(label, { exact: true }) });
    return ((await tile.last().locator("dd").first().textContent()) ?? "").trim();
  }

  /** Logs a session done elsewhere, `hoursAgo` hours ago in the browser's time zone. */
  async logManually(minutes: number, hoursAgo: number, note: string) {
    await this.page.getByRole("link", { name: "Log a session" }).click();
    await this.page.getByRole("heading", { name: "Log a session", level: 1 }).waitFor();
    const local = await this.page.evaluate((hours) => {
      const d = new Date(Date.now() - hours * 3_600_000);
      const two = (n: number) => String(n).padStart(2, "0");
      return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
    }, hoursAgo);
    await this.page.getByLabel("Started").fill(local);
    await this.page.getByLabel("Minutes").fill(String(minutes));
    await this.page.getByLabel("Note").fill(note);
  }

  /** Opens the session whose row holds `text` for editing. */
  async edit(text: string) {
    await this.sessions
      .getByRole("listitem")
      .filter({ hasText: text })
      .getByRole("link", { name: /Edit the session of/ })
      .click();
    await this.page.getByRole("heading", { name: "Edit session", level: 1 }).waitFor();
  }
}
