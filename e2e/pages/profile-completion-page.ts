import type { Page } from "playwright-core";

export class ProfileCompletionPage {
  constructor(readonly page: Page) {}

  async waitForOpen() {
    await this.page.waitForURL("**/profile-completion");
    await this.page.getByRole("heading", { name: "Complete your profile" }).waitFor();
  }

  async complete(input: {
    dateOfBirth: string;
    gender: "Male" | "Female";
    riskFactor?: string;
    goal?: string;
  }) {
    await this.page.getByLabel("Date of birth").fill(input.dateOfBirth);
    await this.page.getByLabel(input.gender, { exact: true }).check();
    if (input.riskFactor) await this.page.getByLabel(input.riskFactor).check();
    if (input.goal) await this.page.getByLabel(input.goal).check();
    await this.page.getByRole("button", { name: "Save and continue" }).click();
  }
}
