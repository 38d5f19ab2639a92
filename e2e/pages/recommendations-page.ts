import type { Locator, Page } from "playwright-core";
import { waitForApp } from "../support/browser.ts";

type Area = "/dashboard" | "/preview";

/** The recommendations list and detail pages, at /dashboard/recommendations or /preview/…. */
export class RecommendationsPage {
  constructor(readonly page: Page) {}

  async open(prefix: Area = "/dashboard", query = "") {
    await this.page.goto(`${prefix}/recommendations${query}`);
    await waitForApp(this.page);
    await this.waitForOpen();
  }

  async waitForOpen() {
    await this.page.getByRole("heading", { name: /^Recommendations/, level: 1 }).waitFor();
  }

  async openDetail(id: string, prefix: Area = "/dashboard") {
    await this.page.goto(`${prefix}/recommendations/${id}`);
    await waitForApp(this.page);
  }

  get list(): Locator {
    return this.page.getByRole("region", { name: "Your recommendations" });
  }

  get cards(): Locator {
    return this.list.getByRole("article");
  }

  /** Waits for the list's answer: the count of what it shows ("0 recommendations"). */
  async waitForList() {
    await this.list.getByText(/^\d+ recommendations?$/).waitFor();
  }

  /** The card titled `title`. */
  card(title: string): Locator {
    return this.list.getByRole("article", { name: title, exact: true });
  }

  async filterStatus(label: "All" | "Pending" | "Saved" | "Completed" | "Hidden") {
    await this.page.getByLabel("Status").selectOption({ label });
  }

  async search(text: string) {
    await this.page.getByLabel("Search").fill(text);
  }

  /** Opens a card's "Why this matches you" and returns its reasons' texts. */
  async reasonsOf(card: Locator): Promise<string[]> {
    await card.getByText("Why this matches you").click();
    return card.locator("details li").allTextContents();
  }

  async openCard(card: Locator) {
    await card.getByRole("link", { name: /^View details of/ }).click();
  }

  region(name: string | RegExp): Locator {
    return this.page.getByRole("region", { name });
  }

  get steps(): Locator {
    return this.region("What to do");
  }

  get actions(): Locator {
    return this.region("Your actions");
  }

  async completeWithNote(note: string) {
    await this.actions.getByRole("button", { name: "Mark as complete" }).click();
    const dialog = this.page.getByRole("dialog", { name: "Mark as complete" });
    await dialog.getByLabel("Notes (optional)").fill(note);
    await dialog.getByRole("button", { name: "Mark as complete" }).click();
  }
}
