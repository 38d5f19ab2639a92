import type { Locator, Page } from "playwright-core";
import { waitForApp } from "../support/browser.ts";

/** The experts' pages: the hub, an expert's index, a session and a journey. */
export class ExpertsPage {
  constructor(readonly page: Page) {}

  async openHub() {
    await this.page.goto("/dashboard/experts");
    await waitForApp(this.page);
    await this.heading("Experts").waitFor();
  }

  heading(name: string | RegExp): Locator {
    return this.page.getByRole("heading", { name, level: 1 });
  }

  /** From the hub to the psychologist's index. */
  async openPsychologist() {
    await this.page.getByRole("link", { name: "Open Psychologist" }).click();
    await this.heading("Psychologist").waitFor();
  }

  /** From the psychologist's index, a session in a category. */
  async startPsychologistSession(category: string) {
    await this.page
      .getByRole("link", { name: `Talk about ${category}` })
      .first()
      .click();
    await this.heading("Session with the wellbeing guide").waitFor();
    await this.page.getByRole("radio", { name: new RegExp(`^${category}`) }).waitFor();
    await this.page.getByRole("button", { name: "Start" }).click();
    await this.log.waitFor();
  }

  get log(): Locator {
    return this.page.getByRole("log", { name: "Conversation" });
  }

  get crisisCard(): Locator {
    return this.page
      .getByRole("alert")
      .filter({ has: this.page.getByRole("link", { name: /^Call / }) });
  }

  /** Writes a message and sends it. */
  async send(text: string) {
    await this.page.getByLabel("Your message").fill(text);
    await this.page.getByRole("button", { name: "Send" }).click();
  }

  /** Waits for the reply to finish (Send comes back in place of Stop). */
  async waitForReply() {
    await this.page.getByRole("button", { name: "Send" }).waitFor();
  }

  async openPhysicianJourney(title: string) {
    await this.page.goto("/dashboard/physician");
    await waitForApp(this.page);
    await this.heading("Physician").waitFor();
    await this.page.getByRole("link", { name: new RegExp(title) }).click();
    await this.heading(title).waitFor();
  }

  get step(): Locator {
    return this.page.getByRole("region", { name: /^Step \d+ of \d+/ });
  }
}
