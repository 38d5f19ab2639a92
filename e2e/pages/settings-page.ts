import type { Page } from "playwright-core";

/** /settings/profile and its account sections. */
export class SettingsPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto("/settings/profile");
    await this.waitForOpen();
  }

  async waitForOpen() {
    await this.page.getByRole("heading", { name: "Profile settings", level: 1 }).waitFor();
    await this.page.getByRole("button", { name: "Update Profile" }).waitFor();
  }

  get name() {
    return this.page.getByLabel("Name", { exact: true });
  }

  get heightCm() {
    return this.page.getByLabel("Height (cm)");
  }

  async updateProfile() {
    await this.page.getByRole("button", { name: "Update Profile" }).click();
    await this.page.getByText("Profile updated").waitFor();
  }

  async uploadPhoto(file: { name: string; mimeType: string; buffer: Buffer }) {
    await this.page.getByLabel(/^(Upload|Change) photo$/).setInputFiles(file);
  }

  get photo() {
    return this.page.getByRole("img", { name: "Your profile photo" });
  }

  async deleteAccount(password?: string) {
    await this.page.getByRole("button", { name: "Delete Account" }).click();
    const dialog = this.page.getByRole("dialog", { name: "Delete your account?" });
    await dialog.waitFor();
    if (password !== undefined) await dialog.getByLabel("Password", { exact: true }).fill(password);
    await dialog.getByRole("button", { name: "Delete Account" }).click();
  }
}
