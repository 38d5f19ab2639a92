import type { Page } from "playwright-core";
import { waitForApp } from "../support/browser.ts";

/** A daily tracker's page: opened by its path, known by its heading. */
class TrackerPage {
  constructor(
    readonly page: Page,
    readonly section: string,
    readonly heading: string,
  ) {}

  async open(prefix: "/dashboard" | "/preview" = "/dashboard") {
    await this.page.goto(`${prefix}/${this.section}`);
    await waitForApp(this.page);
    await this.waitForOpen();
  }

  async waitForOpen() {
    await this.page.getByRole("heading", { name: this.heading, level: 1 }).waitFor();
  }

  region(name: string | RegExp) {
    return this.page.getByRole("region", { name });
  }
}

export class WellbeingPage extends TrackerPage {
  constructor(page: Page) {
    super(page, "wellbeing", "Wellbeing");
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

export class MeditationPage extends TrackerPage {
  constructor(page: Page) {
    super(page, "meditation", "Meditation");
  }
}

export class CyclePage extends TrackerPage {
  constructor(page: Page) {
    super(page, "cycle", "Cycle");
  }

  async logPeriod(startDate: string, endDate: string) {
    const form = this.region("Periods");
    await form.getByLabel("Start date").first().fill(startDate);
    await form.getByLabel("End date").first().fill(endDate);
    await form.getByRole("button", { name: "Log period" }).click();
  }
}
