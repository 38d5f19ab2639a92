import type { Locator, Page } from "playwright-core";
import { waitForApp } from "../support/browser.ts";

/** /dashboard/health-insights (or /preview/health-insights) and a report's page. */
export class HealthInsightsPage {
  constructor(readonly page: Page) {}

  async open(prefix: "/dashboard" | "/preview" = "/dashboard") {
    await this.page.goto(`${prefix}/health-insights`);
    await waitForApp(this.page);
    await this.page.getByRole("heading", { name: /^Health insights/, level: 1 }).waitFor();
  }

  region(name: string | RegExp): Locator {
    return this.page.getByRole("region", { name });
  }

  get reports() {
    return this.region("Your reports");
  }

  get associations() {
    return this.region("Associations");
  }

  get measures() {
    return this.region("Your measures");
  }

  /** The table of pain and symptoms by cycle phase. */
  get cyclePhases() {
    return this.page.getByRole("table", { name: "Pain and symptoms by cycle phase" });
  }

  get summary() {
    return this.region("Summary");
  }

  /** Picks a period ("30 days", "90 days", "A year") and creates the report; waits for it. */
  async createReport(period: string) {
    await this.region("New report").getByText(period, { exact: true }).click();
    await this.page.getByRole("button", { name: "Create report" }).click();
    await this.waitForReport();
  }

  /** Opens a listed report by its period as the list names it. */
  async openReport(period: string) {
    await this.reports.getByRole("link", { name: `Open the report for ${period}` }).click();
    await this.waitForReport();
  }

  async waitForReport() {
    await this.page.getByRole("heading", { name: /^Report: /, level: 1 }).waitFor();
  }

  /** The association whose sentence starts with `sentence`. */
  association(sentence: string | RegExp): Locator {
    return this.associations.getByRole("article", { name: sentence });
  }
}
