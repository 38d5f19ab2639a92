import type { Page } from "playwright-core";
import { waitForApp } from "../support/browser.ts";

/** /admin: the admin portal's sign-in. */
export class AdminSignInPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto("/admin");
    await waitForApp(this.page);
    await this.page.getByRole("heading", { name: "Admin Portal", level: 1 }).waitFor();
  }

  async signIn(email: string, password: string) {
    await this.page.getByLabel("Email").fill(email);
    await this.page.getByLabel("Password", { exact: true }).fill(password);
    await this.page.getByRole("button", { name: "Sign in to Dashboard" }).click();
  }
}
