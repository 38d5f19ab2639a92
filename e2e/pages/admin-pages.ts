import type { Page } from "playwright-core";

/** The admin back-office pages: dashboard, recommendations list, form and import panel. */
export class AdminPages {
  constructor(readonly page: Page) {}

  heading(name: string) {
    return this.page.getByRole("heading", { name, level: 1 });
  }

  async openDashboard() {
    await this.page.goto("/admin/dashboard");
    await this.heading("Dashboard").waitFor();
    await this.page.getByRole("region", { name: "System status" }).getByText("Database").waitFor();
  }

  async openRecommendations() {
    await this.page.goto("/admin/recommendations");
    await this.heading("Health Recommendations").waitFor();
    await this.page.getByText(/^Showing \d+ of \d+$/).waitFor();
  }

  card(title: string) {
    return this.page.getByRole("article").filter({
      has: this.page.getByRole("heading", { name: title, exact: true }),
    });
  }

  async openNewRecommendation() {
    await this.page.getByRole("link", { name: "Add Recommendation" }).click();
    await this.heading("Add Recommendation").waitFor();
  }

  tab(name: string | RegExp) {
    return this.page.getByRole("tab", { name });
  }

  async fillBasics(title: string) {
    const page = this.page;
    await page.getByLabel(/^Guideline title/).fill(title);
    await page.getByLabel(/^Organization/).selectOption("uspstf");
    await page.getByLabel(/^Action type/).selectOption("screening");
    await page.getByRole("textbox", { name: /^Action details/ }).fill("Have a yearly check.");
    await page.getByRole("textbox", { name: /^Instructions/ }).fill("Book the check.");
  }

  async save() {
    await this.page.getByRole("button", { name: "Save", exact: true }).click();
  }

  async openImportPanel() {
    await this.page.getByRole("button", { name: "Import/Export" }).click();
    return this.importPanel();
  }

  importPanel() {
    return this.page.getByRole("region", { name: "Import and export" });
  }

  async importFile(name: string, content: unknown) {
    await this.importPanel()
      .getByLabel("Import a .json file")
      .setInputFiles({
        name,
        mimeType: "application/json",
        buffer: Buffer.from(JSON.stringify(content)),
      });
  }
}
