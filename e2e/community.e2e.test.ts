import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  baseUrl,
  checkPage,
  DESKTOP,
  launchBrowser,
  newContext,
  PHONE,
} from "./support/browser.ts";
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
    await author.goto(`${baseUrl()}/dashboard/articles/new`);
    await author.getByRole("textbox", { name: /^Title/ }).fill(TITLE);
    await author.getByRole("textbox", { name: /^Article/ }).click();
    await author.keyboard.type("A ten-minute walk after a meal lowers the rise in blood sugar.");
    await author.getByRole("button", { name: "Image", exact: true }).click();
    await author.getByLabel(/^Description for people who cannot see the image/).fill("A park path");
    await author.getByLabel("Image file").setInputFiles({
      name: "walk.png",
      mimeType: "image/png",
      buffer: Buffer.from(PNG_1X1, "base64"),
    });
    await author.getByRole("img", { name: "A park path" }).waitFor();
    await author.getByRole("button", { name: "Embed", exact: true }).click();
    await author
      .getByLabel(/^Address of the video, slides or sandbox/)
      .fill("https://www.youtube.com/watch?v=aqz-KE-bpKQ");
    await author.getByRole("button", { name: "Embed", exact: true }).last().click();
    await author.locator("iframe").first().waitFor({ state: "attached" });
    await checkPage(author, "article-editor", "desktop");
    await author.getByRole("button", { name: "Publish", exact: true }).click();
    await author.getByText("Article published").first().waitFor();
    const mine = (await (await author.request.get(`${baseUrl()}/api/v1/me/articles`)).json()) as {
      items: { title: string; slug: string }[];
    };
    const slug = mine.items.find((a) => a.title === TITLE)?.slug;
    expect(slug).toBe("walking-after-dinner");

    // 2. A visitor reads it by its slug: the picture and the embed, and no way to write.
    const visitorContext = await newContext(browser, PHONE);
    const visitor = await visitorContext.newPage();
    await visitor.goto(`${baseUrl()}/dashboard/articles/posts/${slug}`);
    await visitor.waitForURL(`**/preview/articles/posts/${slug}`);
    await visitor.getByRole("heading", { level: 1, name: TITLE }).waitFor();
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
    await member.goto(`${baseUrl()}/dashboard/articles/posts/${slug}`);
    await member.getByRole("heading", { level: 1, name: TITLE }).waitFor();
    const like = member.getByRole("button", { name: /^Like/ }).first();
    await like.click();
    await expect.poll(() => like.getAttribute("aria-pressed")).toBe("true");
    await member
      .getByRole("textbox", { name: "Add a comment" })
      .fill("Tried it: see https://example.com");
    await member.getByRole("button", { name: "Post comment" }).click();
    await member.getByText("Tried it: see").waitFor();
    expect(
      await member.getByRole("link", { name: "https://example.com" }).getAttribute("rel"),
    ).toContain("noopener");

    // 4. The member joins a health group, starts a thread and replies in it.
    await member.goto(`${baseUrl()}/dashboard/health-groups`);
    await member.getByRole("link", { name: /Sleep/ }).first().click();
    await member.getByRole("button", { name: /^Join/ }).first().click();
    await member.getByRole("button", { name: "Start a thread" }).first().click();
    const threadDialog = member.getByRole("dialog", { name: "Start a thread" });
    await threadDialog.getByRole("textbox", { name: /^Title/ }).fill("Evening light and sleep");
    await threadDialog
      .getByRole("textbox", { name: /^First post/ })
      .fill("Does dimming the lights after 9 help you?");
    await threadDialog.getByRole("button", { name: "Start thread" }).click();
    await member.getByRole("heading", { level: 1, name: "Evening light and sleep" }).waitFor();
    await member.getByRole("textbox", { name: /^Your post/ }).fill("Two weeks in, it does for me.");
    await member.getByRole("button", { name: "Post", exact: true }).click();
    await member.getByText("Two weeks in, it does for me.").waitFor();
    await checkPage(member, "group-thread", "phone");

    // 5. The member requests a feature and votes for it.
    await member.goto(`${baseUrl()}/dashboard/feature-requests`);
    await member.getByRole("button", { name: "Request a feature" }).first().click();
    const requestDialog = member.getByRole("dialog", { name: "Request a feature" });
    await requestDialog
      .getByRole("textbox", { name: /^Title/ })
      .fill("Export walks as a spreadsheet");
    await requestDialog
      .getByRole("textbox", { name: /^Description/ })
      .fill("So I can share my walking log with my doctor.");
    await requestDialog.getByLabel(/^Category/).selectOption({ index: 1 });
    await requestDialog.getByRole("button", { name: "Submit request" }).click();
    await member
      .getByRole("heading", { level: 1, name: "Export walks as a spreadsheet" })
      .waitFor();
    const vote = member.getByRole("button", { name: "Vote for “Export walks as a spreadsheet”" });
    await vote.click();
    await expect.poll(() => vote.getAttribute("aria-pressed")).toBe("true");
    await member.getByText("1 vote").first().waitFor();
    await memberContext.close();
    await authorContext.close();
  });
});
