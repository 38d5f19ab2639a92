import type { Page } from "playwright-core";
import { waitForApp } from "../support/browser.ts";

export class WeightPage {
  constructor(readonly page: Page) {}

  async open(prefix: "/dashboard" | "/preview" = "/dashboard") {
    await this.page.goto(`${prefix}/weight`);
    await waitForApp(this.page);
    await this.waitForOpen();
  }

  async waitForOpen() {
    await this.page.getByRole("heading", { name: "Weight", level: 1 }).waitFor();
  }

  get history() {
    return this.page.getByRole("region", { name: "History" });
  }

  /** Text shown in the history, in whichever of its phone or desktop layouts is visible. */
  historyText(text: string) {
    return this.history.getByText(text).filter({ visible: true });
  }

  get chart() {
    return this.page.getByRole("img", { name: /Weight chart/ });
  }

  async addEntry(input: { weight: string; measuredAt?: string; note?: string }) {
    await this.page
      .getByRole("link", { name: /^Add (weight|your first weight)$/ })
      .first()
      .click();
    await this.page.getByRole("heading", { name: "Add weight", level: 1 }).waitFor();
    await this.fillForm(input);
    await this.page.getByRole("button", { name: "Save" }).click();
    await this.page.waitForURL("**/dashboard/weight");
  }

  async fillForm(input: { weight: string; measuredAt?: string; note?: string }) {
    await this.page.getByLabel(/^Weight \((kg|lb)\)/).fill(input.weight);
    if (input.measuredAt) await this.page.getByLabel("Date and time").fill(input.measuredAt);
    if (input.note !== undefined) await this.page.getByLabel("Note (optional)").fill(input.note);
  }
}
