import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ArticleEditorPage,
  ArticlePage,
  FeatureRequestsPages,
  HealthGroupsPages,
} from "./pages/community-pages.ts";
import { checkPage, DESKTOP, launchBrowser, newContext, PHONE } from "./support/browser.ts";
import { signUpMember } from "./support/member.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A 1×1 PNG. */
const PNG_1X1 =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
const TITLE = "Walking after dinner";

describe("community", () => {
  it("publishes an article with a picture and an embed, which a visitor reads by slug and a member likes and comments on; the member joins a group, starts a thread, replies, and requests and votes for a feature", {
    timeout: 180_000,
  }, async () => {
    // 1. An author writes the article in the editor: text, an uploaded picture, a YouTube embed.
    const authorContext = await newContext(browser, DESKTOP);
    const author = await authorContext.newPage();
    await signUpMember(author, "article-author", { dateOfBirth: "1979-06-01", gender: "Female" });
    const editor = new ArticleEditorPage(author);
    await editor.openNew();
    await editor.write(TITLE, "A ten-minute walk after a meal lowers the rise in blood sugar.");
    await editor.addImage("A park path", {
      name: "walk.png",
      mimeType: "image/png",
      buffer: Buffer.from(PNG_1X1, "base64"),
    });
    await editor.addEmbed("https://www.youtube.com/watch?v=aqz-KE-bpKQ");
    await checkPage(author, "article-editor", "desktop");
    await editor.publish();
    const slug = await editor.slugOf(TITLE);
    expect(slug).toBe("walking-after-dinner");

    // 2. A visitor reads it by its slug: the picture and the embed, and no way to write.
    const visitorContext = await newContext(browser, PHONE);
    const visitor = await visitorContext.newPage();
    await new ArticlePage(visitor).open(slug as string, TITLE);
    await visitor.waitForURL(`**/preview/articles/posts/${slug}`);
    await visitor.getByRole("img", { name: "A park path" }).waitFor();
    expect(await visitor.locator("main iframe").getAttribute("src")).toMatch(
      /^https:\/\/www\.youtube(-nocookie)?\.com\/embed\/aqz-KE-bpKQ/,
    );
    await checkPage(visitor, "article-visitor", "phone");
    await visitorContext.close();

    // 3. Another member likes it and comments.
    const memberContext = await newContext(browser, PHONE);
    const member = await memberContext.newPage();
    await signUpMember(member, "article-reader", { dateOfBirth: "1990-01-15", gender: "Male" });
    const article = new ArticlePage(member);
    await article.open(slug as string, TITLE);
    const like = article.likeButton;
    await like.click();
    await expect.poll(() => like.getAttribute("aria-pressed")).toBe("true");
    await article.comment("Tried it: see https://example.com");
    await member.getByText("Tried it: see").waitFor();
    expect(
      await member.getByRole("link", { name: "https://example.com" }).getAttribute("rel"),
    ).toContain("noopener");

    // 4. The member joins a health group, starts a thread and replies in it.
    const groups = new HealthGroupsPages(member);
    await groups.openList();
    await groups.openGroup(/Sleep/);
    await groups.join();
    await groups.startThread(
      "Evening light and sleep",
      "Does dimming the lights after 9 help you?",
    );
    await groups.post("Two weeks in, it does for me.");
    await checkPage(member, "group-thread", "phone");

    // 5. The member requests a feature and votes for it.
    const requests = new FeatureRequestsPages(member);
    await requests.openList();
    await requests.request(
      "Export walks as a spreadsheet",
      "So I can share my walking log with my doctor.",
    );
    const vote = requests.voteButton("Export walks as a spreadsheet");
    await vote.click();
    await expect.poll(() => vote.getAttribute("aria-pressed")).toBe("true");
    await member.getByText("1 vote").first().waitFor();
    await memberContext.close();
    await authorContext.close();
  });
});
