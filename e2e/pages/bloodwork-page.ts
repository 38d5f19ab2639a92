import type { Locator, Page } from "playwright-core";
import { waitForApp } from "../support/browser.ts";

export interface LabEntry {
  marker: string;
  value: string;
  unit?: string;
}

/** The bloodwork page at /dashboard/bloodwork (or its preview) and its entry form. */
export class BloodworkPage {
  constructor(readonly page: Page) {}

  async open(prefix: "/dashboard" | "/preview" = "/dashboard") {
    await this.page.goto(`${prefix}/bloodwork`);
    await waitForApp(this.page);
    await this.waitForOpen();
  }

  async waitForOpen(heading = "Bloodwork") {
    await this.page.getByRole("heading", { name: heading, level: 1 }).waitFor();
  }

  region(name: string | RegExp): Locator {
    return this.page.getByRole("region", { name });
  }

  get latest() {
    return this.region("Latest results");
  }

  get trend() {
    return this.region("Trend");
  }

  get allResults() {
    return this.region("All results");
  }

  /** The comparison table's row of a marker. */
  latestRow(marker: string): Locator {
    return this.latest.getByRole("row").filter({
      has: this.page.getByRole("rowheader", { name: new RegExp(`^${marker}`) }),
    });
  }

  /** Opens the form, fills the test date, lab and results (marker values), and saves. */
  async addPanel({
    date,
    lab,
    results,
    lipidPanel = false,
  }: {
    date: string;
    lab?: string;
    results: LabEntry[];
    lipidPanel?: boolean;
  }) {
    await this.page
      .getByRole("link", { name: /^Add (your first )?results$/ })
      .first()
      .click();
    await this.page.getByRole("heading", { name: "Add lab results", level: 1 }).waitFor();
    await this.page.getByLabel("Test date").fill(date);
    if (lab) await this.page.getByLabel("Lab", { exact: true }).fill(lab);
    if (lipidPanel) {
      await this.page.getByRole("button", { name: "Add a lipid panel" }).click();
    }
    for (const [i, entry] of results.entries()) {
      let group = this.page.getByRole("group", { name: `Result ${i + 1}` });
      if ((await group.count()) === 0) {
        await this.page.getByRole("button", { name: "Add another result" }).click();
        group = this.page.getByRole("group", { name: `Result ${i + 1}` });
      }
      await group.getByLabel("Marker").selectOption({ label: entry.marker });
      if (entry.unit) await group.getByLabel("Unit").selectOption(entry.unit);
      await group.getByLabel("Value").fill(entry.value);
    }
    await this.page.getByRole("button", { name: "Save results" }).click();
  }
}
