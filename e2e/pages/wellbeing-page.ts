import type { Page } from "playwright-core";
import { waitForApp } from "../support/browser.ts";

/** /dashboard/wellbeing (or /preview/wellbeing): the check-in, trends and the mood calendar. */
export class WellbeingPage {
  constructor(readonly page: Page) {}

  async open(prefix: "/dashboard" | "/preview" = "/dashboard") {
    await this.page.goto(`${prefix}/wellbeing`);
    await waitForApp(this.page);
    await this.waitForOpen();
  }

  async waitForOpen() {
    await this.page.getByRole("heading", { name: "Wellbeing", level: 1 }).waitFor();
  }

  region(name: string | RegExp) {
    return this.page.getByRole("region", { name });
  }

  /** Chooses a word on each of the four scales and saves. */
  async checkIn(choices: { mood: string; energy: string; sleepQuality: string; stress: string }) {
    const form = this.region(/How are you today\?|Check-in for/);
    for (const [legend, word] of [
      ["Mood", choices.mood],
      ["Energy", choices.energy],
      ["Sleep quality", choices.sleepQuality],
      ["Stress", choices.stress],
    ] as const) {
      await form.getByRole("group", { name: legend }).getByText(word, { exact: true }).click();
    }
    await form.getByRole("button", { name: /Save check-in|Update check-in/ }).click();
  }
}
