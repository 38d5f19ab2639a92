import type { Page } from "playwright-core";

/** The /auth screen: the Create Account and Sign In tabs. */
export class AuthPage {
  constructor(readonly page: Page) {}

  async open(query = "") {
    await this.page.goto(`/auth${query}`);
    await this.page.getByRole("tab", { name: "Sign In" }).waitFor();
  }

  get form() {
    return this.page.locator("form").first();
  }

  async signUp(email: string, password: string) {
    await this.page.getByRole("tab", { name: "Create Account" }).click();
    await this.page.getByRole("heading", { name: "Get started today" }).waitFor();
    await this.page.getByLabel("Email").fill(email);
    await this.page.getByLabel("Password", { exact: true }).fill(password);
    await this.page.getByLabel("Confirm password").fill(password);
    await this.form.getByRole("button", { name: "Create Account" }).click();
  }

  async signIn(email: string, password: string) {
    await this.page.getByRole("tab", { name: "Sign In" }).click();
    await this.page.getByRole("heading", { name: "Welcome back" }).waitFor();
    await this.page.getByLabel("Email").fill(email);
    await this.page.getByLabel("Password", { exact: true }).fill(password);
    await this.form.getByRole("button", { name: "Sign In" }).click();
  }
}
