import type { Locator, Page } from "playwright-core";
import { waitForApp } from "../support/browser.ts";

/** The medications page at /dashboard/medications or /preview/medications. */
export class MedicationsPage {
  constructor(readonly page: Page) {}

  async open(prefix: "/dashboard" | "/preview" = "/dashboard") {
    await this.page.goto(`${prefix}/medications`);
    await waitForApp(this.page);
    await this.waitForOpen();
  }

  async waitForOpen() {
    await this.page.getByRole("heading", { name: "Medications", level: 1 }).waitFor();
  }

  region(name: string | RegExp): Locator {
    return this.page.getByRole("region", { name });
  }

  get doses() {
    return this.region(/^(Today's doses|Doses for .*)$/);
  }

  get adherence() {
    return this.region("Adherence");
  }

  get list() {
    return this.region("Your medications");
  }

  /** The overall adherence figure ("50%", or "–" before any dose is due). */
  overall() {
    return this.adherence.getByTestId("adherence-overall").textContent();
  }

  /** Adds a medication through the form: name, dosage in mg, times, a stock count. */
  async add(medication: { name: string; dosage: string; times: string[]; stock?: string }) {
    const list = this.list;
    if (!(await list.getByRole("button", { name: "Save medication" }).isVisible())) {
      await list.getByRole("button", { name: "Add a medication" }).click();
    }
    await list.getByLabel("Name").fill(medication.name);
    await list.getByLabel("Dosage").fill(medication.dosage);
    for (const [i, time] of medication.times.entries()) {
      if (i > 0) await list.getByRole("button", { name: "Add a time" }).click();
      await list.getByLabel(`Dose time ${i + 1}`, { exact: true }).fill(time);
    }
    if (medication.stock) await list.getByLabel(/^Stock/).fill(medication.stock);
    await list.getByRole("button", { name: "Save medication" }).click();
  }

  /** The Taken button of a dose ("Metformin", "08:00"). */
  takeButton(name: string, time: string) {
    return this.doses.getByRole("button", { name: `Mark ${name} at ${time} taken` });
  }

  undoButton(name: string, time: string) {
    return this.doses.getByRole("button", { name: `Undo the mark on ${name} at ${time}` });
  }
}
