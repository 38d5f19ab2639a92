import type { Page } from "playwright-core";
import { waitForApp } from "../support/browser.ts";

/** The /auth screen: the Create Account and Sign In tabs. */
export class AuthPage {
  constructor(readonly page: Page) {}

  async open(query = "") {
    await this.page.goto(`/auth${query}`);
    await waitForApp(this.page);
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

  /** Opens Forgot password from the Sign In tab and asks for a reset link. */
  async requestPasswordReset(email: string) {
    await this.page.getByRole("tab", { name: "Sign In" }).click();
    await this.page.getByRole("button", { name: "Forgot password?" }).click();
    const dialog = this.page.getByRole("dialog", { name: "Reset your password" });
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByRole("button", { name: "Send Reset Link" }).click();
    await this.page.getByRole("dialog", { name: "Check your email" }).waitFor();
  }

  /** The page's error banner holding `text`. */
  alert(text: string) {
    return this.page.getByRole("alert").filter({ hasText: text });
  }
}
