import type { Page } from "playwright-core";

/** The article editor at /dashboard/articles/new. */
export class ArticleEditorPage {
  constructor(readonly page: Page) {}

  async openNew() {
    await this.page.goto("/dashboard/articles/new");
  }

  async write(title: string, text: string) {
    await this.page.getByRole("textbox", { name: /^Title/ }).fill(title);
    await this.page.getByRole("textbox", { name: /^Article/ }).click();
    await this.page.keyboard.type(text);
  }

  /** Uploads a picture into the text through the toolbar's Image panel. */
  async addImage(alt: string, file: { name: string; mimeType: string; buffer: Buffer }) {
    await this.page.getByRole("button", { name: "Image", exact: true }).click();
    await this.page.getByLabel(/^Description for people who cannot see the image/).fill(alt);
    await this.page.getByLabel("Image file").setInputFiles(file);
    await this.page.getByRole("img", { name: alt }).waitFor();
  }

  async addEmbed(url: string) {
    await this.page.getByRole("button", { name: "Embed", exact: true }).click();
    await this.page.getByLabel(/^Address of the video, slides or sandbox/).fill(url);
    await this.page.getByRole("button", { name: "Embed", exact: true }).last().click();
    await this.page.locator("iframe").first().waitFor({ state: "attached" });
  }

  async publish() {
    await this.page.getByRole("button", { name: "Publish", exact: true }).click();
    await this.page.getByText("Article published").first().waitFor();
  }

  /** The slug of one of the author's own articles. */
  async slugOf(title: string): Promise<string | undefined> {
    const mine = (await (await this.page.request.get("/api/v1/me/articles")).json()) as {
      items: { title: string; slug: string }[];
    };
    return mine.items.find((a) => a.title === title)?.slug;
  }
}

/** One article read by its slug, with its likes and comments. */
export class ArticlePage {
  constructor(readonly page: Page) {}

  async open(slug: string, title: string) {
    await this.page.goto(`/dashboard/articles/posts/${slug}`);
    await this.heading(title).waitFor();
  }

  heading(title: string) {
    return this.page.getByRole("heading", { level: 1, name: title });
  }

  get likeButton() {
    return this.page.getByRole("button", { name: /^Like/ }).first();
  }

  async comment(text: string) {
    await this.page.getByRole("textbox", { name: "Add a comment" }).fill(text);
    await this.page.getByRole("button", { name: "Post comment" }).click();
  }
}

/** The health groups: the list, a group, and a thread in it. */
export class HealthGroupsPages {
  constructor(readonly page: Page) {}

  async openList() {
    await this.page.goto("/dashboard/health-groups");
  }

  /** Opens the first group whose card matches `name`, and waits for its page (whose Join is its own). */
  async openGroup(name: RegExp) {
    await this.page.getByRole("link", { name }).first().click();
    await this.page.getByRole("heading", { level: 1, name }).waitFor();
  }

  async join() {
    await this.page.getByRole("button", { name: /^Join/ }).first().click();
  }

  async startThread(title: string, firstPost: string) {
    await this.page.getByRole("button", { name: "Start a thread" }).first().click();
    const dialog = this.page.getByRole("dialog", { name: "Start a thread" });
    await dialog.getByRole("textbox", { name: /^Title/ }).fill(title);
    await dialog.getByRole("textbox", { name: /^First post/ }).fill(firstPost);
    await dialog.getByRole("button", { name: "Start thread" }).click();
    await this.page.getByRole("heading", { level: 1, name: title }).waitFor();
  }

  async post(text: string) {
    await this.page.getByRole("textbox", { name: /^Your post/ }).fill(text);
    await this.page.getByRole("button", { name: "Post", exact: true }).click();
    await this.page.getByText(text).waitFor();
  }
}

/** The feature requests: the list, the request form and a request's page. */
export class FeatureRequestsPages {
  constructor(readonly page: Page) {}

  async openList() {
    await this.page.goto("/dashboard/feature-requests");
  }

  /** Sends a request in the first category and waits for its page. */
  async request(title: string, description: string) {
    await this.page.getByRole("button", { name: "Request a feature" }).first().click();
    const dialog = this.page.getByRole("dialog", { name: "Request a feature" });
    await dialog.getByRole("textbox", { name: /^Title/ }).fill(title);
    await dialog.getByRole("textbox", { name: /^Description/ }).fill(description);
    await dialog.getByLabel(/^Category/).selectOption({ index: 1 });
    await dialog.getByRole("button", { name: "Submit request" }).click();
    await this.page.getByRole("heading", { level: 1, name: title }).waitFor();
  }

  voteButton(title: string) {
    return this.page.getByRole("button", { name: `Vote for “${title}”` });
  }
}
