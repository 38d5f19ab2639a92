import type { Page } from "playwright-core";
import { waitForApp } from "../support/browser.ts";

/** /terms-of-service and /privacy-policy. */
export class LegalPage {
  constructor(readonly page: Page) {}

  async open(path: "/terms-of-service" | "/privacy-policy") {
    await this.page.goto(path);
    await waitForApp(this.page);
    const title = path === "/terms-of-service" ? "Terms of Service" : "Privacy Policy";
    await this.page.getByRole("heading", { name: title, level: 1 }).waitFor();
    await this.page.getByText("Last updated June 10, 2025").waitFor();
  }

  get back() {
    return this.page.getByRole("link", { name: "Back" });
  }
}
