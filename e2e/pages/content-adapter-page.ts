import type { Page } from "playwright-core";

/** /admin/content-adapter: the three stages of adapting an article. */
export class ContentAdapterPage {
  constructor(readonly page: Page) {}

  stageHeading(name: "Article to adapt" | "Extracted article" | "Adapted article") {
    return this.page.getByRole("heading", { name, level: 2 });
  }

  async open() {
    await this.page.goto("/admin/content-adapter");
    await this.page.getByRole("heading", { name: "Content Adapter", level: 1 }).waitFor();
    await this.stageHeading("Article to adapt").waitFor();
  }

  toast(text: string) {
    return this.page.getByText(text, { exact: true });
  }

  async extract(url: string, mode: "Single article" | "Series") {
    await this.page.getByLabel("Article URL").fill(url);
    await this.page.getByRole("radio", { name: new RegExp(`^${mode}`) }).check();
    await this.page.getByRole("button", { name: "Extract Content" }).click();
    await this.stageHeading("Extracted article").waitFor();
  }

  async adapt() {
    await this.page.getByRole("button", { name: "Adapt Content" }).click();
    await this.stageHeading("Adapted article").waitFor({ timeout: 30_000 });
  }

  topics() {
    return this.page.getByRole("region", { name: "Suggested series topics" });
  }

  async generate(topic: string) {
    await this.page.getByRole("button", { name: `Generate an article for ${topic}` }).click();
    await this.page.getByRole("link", { name: `Open the draft for ${topic}` }).waitFor();
  }

  async saveDraft() {
    await this.page.getByRole("button", { name: "Save as Draft" }).click();
    await this.page.waitForURL(/\/dashboard\/articles\/edit\/draft_[^/]+_\d+$/);
  }
}
