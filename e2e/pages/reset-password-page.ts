import type { Page } from "playwright-core";

/** /reset-password: a new password from an e-mailed link. */
export class ResetPasswordPage {
  constructor(readonly page: Page) {}

  async waitForForm() {
    await this.page.getByRole("heading", { name: "Choose a new password", level: 1 }).waitFor();
  }

  get invalidHeading() {
    return this.page.getByRole("heading", { name: "This reset link can't be used", level: 1 });
  }

  async setPassword(password: string) {
    await this.page.getByLabel("New password", { exact: true }).fill(password);
    await this.page.getByLabel("Confirm new password").fill(password);
    await this.page.getByRole("button", { name: "Reset password" }).click();
  }
}
