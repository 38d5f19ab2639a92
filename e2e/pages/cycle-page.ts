import type { Locator, Page } from "playwright-core";
import { waitForApp } from "../support/browser.ts";

/** The cycle page at /dashboard/cycle or /preview/cycle. */
export class CyclePage {
  constructor(readonly page: Page) {}

  async open(prefix: "/dashboard" | "/preview" = "/dashboard") {
    await this.page.goto(`${prefix}/cycle`);
    await waitForApp(this.page);
    await this.waitForOpen();
  }

  /** The page's heading: "Cycle", or "Tracker" in discreet mode. */
  async waitForOpen(heading = "Cycle") {
    await this.page.getByRole("heading", { name: heading, level: 1 }).waitFor();
  }

  region(name: string | RegExp): Locator {
    return this.page.getByRole("region", { name });
  }

  get summary() {
    return this.region(/^(Next period|Next entry)$/);
  }

  get calendar() {
    return this.region("Calendar");
  }

  get periods() {
    return this.region("Periods");
  }

  /** Day buttons of the month shown whose label holds `words` ("Predicted period", ...). */
  calendarDays(words: string | RegExp) {
    return this.calendar.getByRole("button", { name: words });
  }

  async showMonthOf(day: string) {
    const heading = this.calendar.getByRole("heading", { level: 3 }).first();
    const wanted = new Intl.DateTimeFormat("en-US", {
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }).format(new Date(`${day}T00:00:00Z`));
    for (let i = 0; i < 24 && (await heading.textContent()) !== wanted; i++) {
      const shown = new Date(`${(await heading.textContent()) ?? ""} 1 UTC`);
      const direction = shown < new Date(`${day}T00:00:00Z`) ? "Next month" : "Previous month";
      await this.calendar.getByRole("button", { name: direction }).click();
    }
  }

  /** Logs a period: fills the dates, taps Log period and confirms the start date. */
  async logPeriod(startDate: string, endDate?: string) {
    await this.askToLogPeriod(startDate, endDate);
    await this.startConfirmation.getByRole("button", { name: "Yes, log it" }).click();
  }

  /** Fills the dates and taps Log period: the start date is then asked about. */
  async askToLogPeriod(startDate: string, endDate?: string) {
    const form = this.periods;
    await form.getByLabel("Start date").first().fill(startDate);
    if (endDate) await form.getByLabel("End date").first().fill(endDate);
    await form.getByRole("button", { name: "Log period" }).click();
  }

  /** The step asking to confirm a period's start date. */
  get startConfirmation() {
    return this.periods.getByRole("alertdialog", { name: "Check the start date" });
  }

  /** Today's button on the calendar (the month shown must hold today). */
  get today() {
    return this.calendar.locator('button[aria-current="date"]');
  }

  /** The card of the day picked on the calendar. */
  get dayForm() {
    return this.page.getByRole("region").filter({ has: this.page.getByText("Save day") });
  }

  /** Sets the picked day's flow, symptoms and note, and saves it. */
  async logDay(log: { flow?: string; symptoms?: string[]; note?: string }) {
    const form = this.dayForm;
    if (log.flow) await form.getByRole("group", { name: "Flow" }).getByText(log.flow).click();
    for (const symptom of log.symptoms ?? []) {
      await form.getByRole("group", { name: "Symptoms" }).getByText(symptom).click();
    }
    if (log.note) await form.getByLabel("Note").fill(log.note);
    await form.getByRole("button", { name: "Save day" }).click();
  }
}
