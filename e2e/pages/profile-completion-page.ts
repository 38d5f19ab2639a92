import type { Page } from "playwright-core";

/** Profile completion: three steps (about you, risk factors, goals), saved on the last one. */
export class ProfileCompletionPage {
  constructor(readonly page: Page) {}

  get progress() {
    return this.page.getByRole("progressbar", { name: "Profile progress" });
  }

  /** The current step's heading, which takes the focus when the step changes. */
  get stepHeading() {
    return this.page.locator("#completion-step-heading");
  }

  async waitForOpen() {
    await this.page.waitForURL("**/profile-completion");
    await this.page.getByRole("heading", { name: "Complete your profile" }).waitFor();
  }

  /** Waits for "Step n of 3". */
  async waitForStep(n: number) {
    await this.page.getByText(`Step ${n} of 3`, { exact: true }).waitFor();
  }

  async fillAboutYou(input: { dateOfBirth: string; gender: "Male" | "Female" }) {
    await this.page.getByLabel("Date of birth").fill(input.dateOfBirth);
    await this.page.getByLabel(input.gender, { exact: true }).check();
  }

  /** The disclosure holding one group of risk factors ("Weight and activity"). */
  riskGroup(name: string) {
    return this.page
      .locator("details")
      .filter({ has: this.page.locator("summary").getByText(name, { exact: true }) });
  }

  async openRiskGroup(name: string) {
    const group = this.riskGroup(name);
    if ((await group.getAttribute("open")) === null) await group.locator("summary").click();
  }

  /** A risk factor's checkbox, opening the group it is in first. */
  async riskFactor(name: string) {
    const box = this.page.getByRole("checkbox", { name, exact: true, includeHidden: true });
    const group = this.page.locator("details", { has: box });
    if ((await group.getAttribute("open")) === null) await group.locator("summary").click();
    return box;
  }

  button(name: "Next" | "Back" | "Skip" | "Save and continue") {
    return this.page.getByRole("button", { name, exact: true });
  }

  /** Answers every step and saves: one risk factor and one goal if given, else skips them. */
  async complete(input: {
    dateOfBirth: string;
    gender: "Male" | "Female";
    riskFactor?: string;
    goal?: string;
  }) {
    await this.waitForStep(1);
    await this.fillAboutYou(input);
    await this.button("Next").click();
    await this.waitForStep(2);
    if (input.riskFactor) {
      await (await this.riskFactor(input.riskFactor)).check();
      await this.button("Next").click();
    } else {
      await this.button("Skip").click();
    }
    await this.waitForStep(3);
    if (input.goal) {
      await this.page.getByLabel(input.goal, { exact: true }).check();
      await this.button("Save and continue").click();
    } else {
      await this.button("Skip").click();
    }
  }
}
