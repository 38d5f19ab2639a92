import type { Page } from "playwright-core";
import { waitForApp } from "../support/browser.ts";

/** /settings/profile and its account sections. */
export class SettingsPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto("/settings/profile");
    await waitForApp(this.page);
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

  get feet() {
    return this.page.getByLabel("Feet", { exact: true });
  }

  get inches() {
    return this.page.getByLabel("Inches", { exact: true });
  }

  /** A section of the page by its heading ("Account", "Units", …). */
  section(name: string) {
    return this.page.getByRole("region", { name, exact: true });
  }

  /** The health profile's Update Profile; waits for its confirmation. */
  async updateProfile() {
    const health = this.section("Health profile");
    await health.getByRole("button", { name: "Update Profile" }).click();
    await health.getByText("Profile updated").waitFor();
  }

  /** The account section's own save, for the name. */
  async saveName() {
    const account = this.section("Account");
    await account.getByRole("button", { name: "Save name" }).click();
    await account.getByText("Name updated").waitFor();
  }

  async saveUnits(system: "Metric" | "Imperial") {
    const units = this.section("Units");
    await units.getByRole("radio", { name: new RegExp(system) }).check();
    await units.getByRole("button", { name: "Save units" }).click();
    await units.getByText("Units updated").waitFor();
  }

  async uploadPhoto(file: { name: string; mimeType: string; buffer: Buffer }) {
    await this.page.getByLabel(/^(Upload|Change) photo$/).setInputFiles(file);
  }

  get photo() {
    return this.page.getByRole("img", { name: "Your profile photo" });
  }

  /** Waits until the upload has finished: the photo shown is the stored one, not the preview. */
  async waitForStoredPhoto() {
    await this.page.locator('img[alt="Your profile photo"]:not([src^="blob:"])').waitFor();
  }

  async deleteAccount(password?: string) {
    await this.page.getByRole("button", { name: "Delete Account" }).click();
    const dialog = this.page.getByRole("dialog", { name: "Delete your account?" });
    await dialog.waitFor();
    if (password !== undefined) await dialog.getByLabel("Password", { exact: true }).fill(password);
    await dialog.getByRole("button", { name: "Delete Account" }).click();
  }
}
