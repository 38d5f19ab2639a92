import type {
  Article,
  ArticleComment,
  ArticlePage,
  ArticleView,
  CommentPage,
  EditorImage,
  LikeState,
  MyArticlePage,
} from "@vitalog/domain";
import { ArticleMessage, EditorImageMessage } from "@vitalog/domain";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  json,
  rowsOf,
  type TestApp,
  type TestUser,
} from "../../../test/test-app.ts";
import { grantAdmin } from "../admin/admin.service.ts";

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [alice, bob, admin] = [
    await t.signUp({ name: "Alice Writer" }),
    await t.signUp({ name: "Bob Reader" }),
    await t.signUp({ name: "Ada Admin" }),
  ];
  await grantAdmin({ db: t.db, log: t.log }, admin.email);
});
afterAll(() => t.close());

const unique = () => Math.random().toString(36).slice(2, 8);

async function message(response: Response): Promise<string> {
  return (await json<{ error: { message: string } }>(response)).error.message;
}

async function write(as: TestUser, body: Record<string, unknown>): Promise<Article> {
  const response = await t.request("/api/v1/articles", {
    method: "POST",
    json: { content: "<p>Some words to read.</p>", ...body },
    as,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return json<Article>(response);
}

const publish = (as: TestUser, body: Record<string, unknown>) =>
  write(as, { publishStatus: "published", visibility: "public", ...body });

describe("writing an article", () => {
  it("saves a draft by default, sanitised, counted and with a slug from its title", async () => {
    // 1. Alice writes with hostile markup, an allowed embed and one from elsewhere.
    const words = Array.from({ length: 401 }, (_, i) => `word${i}`).join(" ");
    const article = await write(alice, {
      title: "  Sleep & Stress: 5 tips ",
      content: `<h2>Intro</h2><p onclick="x()">${words}</p><script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">link</a><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe><iframe src="https://evil.example/embed/x"></iframe>`,
      tags: ["Sleep", " STRESS ", "sleep"],
    });

    // 2. What is stored can run nothing, and keeps the allowed embed; its words are counted
    //    (the heading, the paragraph and the link text).
    expect(article).toMatchObject({
      title: "Sleep & Stress: 5 tips",
      slug: "sleep-and-stress-5-tips",
      publishStatus: "draft",
      isDraft: true,
      visibility: "public",
      categories: ["other"],
      tags: ["sleep", "stress"],
      wordCount: 403,
      readingTime: 3,
      publishedAt: null,
      seo: { metaTitle: "Sleep & Stress: 5 tips", focusKeyword: "sleep" },
      canEdit: true,
    });
    for (const bad of ["<script", "onerror", "onclick", "javascript:", "evil.example"]) {
      expect(article.content).not.toContain(bad);
    }
    expect(article.content).toContain('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"');
    expect(article.content).toContain('sandbox="');
    expect(article.excerpt.startsWith("Intro word0 word1")).toBe(true);

    // 3. A one-word article still takes a minute to read.
    const short = await write(alice, { title: `Short ${unique()}`, content: "<p>Hello</p>" });
    expect(short).toMatchObject({ wordCount: 1, readingTime: 1 });
  });

  it("gives every article its own slug, and lets the author choose another free one", async () => {
    const title = `Hydration basics ${unique()}`;
    const first = await write(alice, { title });
    const second = await write(bob, { title });
    const third = await write(bob, { title });
    expect(second.slug).toBe(`${first.slug}-2`);
    expect(third.slug).toBe(`${first.slug}-3`);

    const taken = await t.request(`/api/v1/articles/${third.id}`, {
      method: "PATCH",
      json: { slug: first.slug },
      as: bob,
    });
    expect(taken.status).toBe(409);
    expect(await message(taken)).toBe(ArticleMessage.slugTaken);

    const bad = await t.request(`/api/v1/articles/${third.id}`, {
      method: "PATCH",
      json: { slug: "Not a slug!" },
      as: bob,
    });
    expect(bad.status).toBe(400);
    expect(await message(bad)).toBe(ArticleMessage.slugInvalid);

    const chosen = `my-own-slug-${unique()}`;
    const renamed = await t.request(`/api/v1/articles/${third.id}`, {
      method: "PATCH",
      json: { slug: chosen },
      as: bob,
    });
    expect((await json<Article>(renamed)).slug).toBe(chosen);
    const explicit = await t.request("/api/v1/articles", {
      method: "POST",
      json: { title: "Other", content: "<p>x</p>", slug: chosen },
      as: alice,
    });
    expect(explicit.status).toBe(409);
  });

  it("refuses every field past its limit with the field's message", async () => {
    const valid = { title: "Limits", content: "<p>Limits</p>" };
    for (const [body, expected] of [
      [{ ...valid, title: "T".repeat(201) }, ArticleMessage.titleTooLong],
      [{ ...valid, title: "   " }, ArticleMessage.titleRequired],
      [{ ...valid, title: "<b></b>" }, ArticleMessage.titleRequired],
      [{ ...valid, excerpt: "e".repeat(301) }, ArticleMessage.excerptTooLong],
      [
        { ...valid, categories: ["fasting", "weight-loss", "mental-health", "other"] },
        ArticleMessage.categoriesTooMany,
      ],
      [{ ...valid, categories: ["cooking"] }, ArticleMessage.categoriesInvalid],
      [{ ...valid, tags: ["a", "b", "c", "d", "e", "f"] }, ArticleMessage.tagsTooMany],
      [{ ...valid, tags: ["t".repeat(41)] }, ArticleMessage.tagInvalid],
      [{ ...valid, coverImage: "javascript:alert(1)" }, ArticleMessage.imageUrlInvalid],
      [{ ...valid, slug: "x".repeat(101) }, ArticleMessage.slugInvalid],
      [{ ...valid, visibility: "friends" }, ArticleMessage.visibilityInvalid],
      [{ ...valid, content: "x".repeat(200_001) }, ArticleMessage.contentTooLong],
      [
        { ...valid, seo: { metaDescription: "d".repeat(301) } },
        ArticleMessage.metaDescriptionTooLong,
      ],
      [
        { ...valid, publishStatus: "published", content: "<p> </p>" },
        ArticleMessage.contentRequired,
      ],
    ] as const) {
      const response = await t.request("/api/v1/articles", {
        method: "POST",
        json: body,
        as: alice,
      });
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(await message(response)).toBe(expected);
    }
    const unknown = await t.request("/api/v1/articles", {
      method: "POST",
      json: { ...valid, authorId: bob.id },
      as: alice,
    });
    expect(unknown.status).toBe(400);
  });
});

describe("who reads and changes an article", () => {
  it("keeps drafts and private articles to their author", async () => {
    const draft = await write(alice, { title: `Draft ${unique()}`, visibility: "private" });
    const hidden = await publish(alice, { title: `Private ${unique()}`, visibility: "private" });
    for (const article of [draft, hidden]) {
      for (const path of [
        `/api/v1/articles/${article.id}`,
        `/api/v1/articles/by-slug/${article.slug}`,
      ]) {
        expect((await t.request(path)).status, path).toBe(404);
        expect((await t.request(path, { as: bob })).status, path).toBe(404);
        // An admin sees only the drafts the content adapter saved.
        expect((await t.request(path, { as: admin })).status, path).toBe(404);
        expect((await t.request(path, { as: alice })).status, path).toBe(200);
      }
    }
    const mine = await json<MyArticlePage>(await t.request("/api/v1/me/articles", { as: alice }));
    expect(mine.items.map((a) => a.id)).toEqual(expect.arrayContaining([draft.id, hidden.id]));
    const theirs = await json<MyArticlePage>(await t.request("/api/v1/me/articles", { as: bob }));
    expect(theirs.items.map((a) => a.id)).not.toContain(draft.id);
    expect((await t.request("/api/v1/me/articles")).status).toBe(401);
  });

  it("lets only the author edit and delete; the author may unpublish", async () => {
    const article = await publish(alice, { title: `Mine ${unique()}` });
    for (const [method, body] of [
      ["PATCH", { title: "Taken over" }],
      ["DELETE", undefined],
    ] as const) {
      const path = `/api/v1/articles/${article.id}`;
      expect((await t.request(path, { method, ...(body ? { json: body } : {}) })).status).toBe(401);
      const refused = await t.request(path, { method, ...(body ? { json: body } : {}), as: bob });
      expect(refused.status).toBe(403);
      expect(await message(refused)).toBe(ArticleMessage.notAuthor);
    }
    // The author unpublishes: it leaves the index but keeps its first publication date.
    const unpublished = await json<Article>(
      await t.request(`/api/v1/articles/${article.id}`, {
        method: "PATCH",
        json: { publishStatus: "draft" },
        as: alice,
      }),
    );
    expect(unpublished).toMatchObject({ isDraft: true, publishedAt: article.publishedAt });
    expect((await t.request(`/api/v1/articles/${article.id}`, { as: bob })).status).toBe(404);
  });

  it("lets an admin edit the content adapter's drafts, and take down what anyone can read", async () => {
    // 1. A draft the content adapter saved for Alice (an admin tool) is open to every admin.
    const adapted = await write(alice, { title: `Adapted ${unique()}` });
    await t.db.execute(sql`update articles set is_adapted = true where id = ${adapted.id}`);
    const edited = await t.request(`/api/v1/articles/${adapted.id}`, {
      method: "PATCH",
      json: { title: "Adapted and checked" },
      as: admin,
    });
    expect(edited.status).toBe(200);
    expect((await json<Article>(edited)).title).toBe("Adapted and checked");

    // 2. Not an ordinary draft, nor someone's published article's text.
    const ordinary = await write(alice, { title: `Plain draft ${unique()}` });
    expect(
      (
        await t.request(`/api/v1/articles/${ordinary.id}`, {
          method: "PATCH",
          json: { title: "x" },
          as: admin,
        })
      ).status,
    ).toBe(404);
    const published = await publish(bob, { title: `Public ${unique()}` });
    expect(
      (
        await t.request(`/api/v1/articles/${published.id}`, {
          method: "PATCH",
          json: { title: "x" },
          as: admin,
        })
      ).status,
    ).toBe(403);

    // 3. An admin may take a published article down.
    expect(
      (await t.request(`/api/v1/articles/${published.id}`, { method: "DELETE", as: admin })).status,
    ).toBe(204);
  });
});

describe("the articles index", () => {
  it("lists published public articles newest first, searched, filtered and paged", async () => {
    const tag = `tag${unique()}`;
    const older = await publish(alice, {
      title: `Breathing for calm ${tag}`,
      categories: ["mental-health"],
      tags: [tag],
      content: "<p>Slow exhalations calm the nervous system.</p>",
    });
    const newer = await publish(bob, {
      title: `Fasting windows ${tag}`,
      categories: ["fasting"],
      tags: [tag],
      content: "<p>Eating windows explained.</p>",
    });
    await write(alice, { title: `Unpublished ${tag}`, tags: [tag] });

    const byTag = await json<ArticlePage>(
      await t.request(`/api/v1/articles?tag=${tag.toUpperCase()}`),
    );
    expect(byTag.items.map((a) => a.id)).toEqual([newer.id, older.id]);
    expect(byTag.items[0]).not.toHaveProperty("content");

    const byCategory = await json<ArticlePage>(
      await t.request(`/api/v1/articles?tag=${tag}&category=mental-health`),
    );
    expect(byCategory.items.map((a) => a.id)).toEqual([older.id]);

    const searched = await json<ArticlePage>(
      await t.request(`/api/v1/articles?q=${encodeURIComponent("exhalation calm")}`),
    );
    expect(searched.items.map((a) => a.id)).toContain(older.id);
    expect(searched.items.map((a) => a.id)).not.toContain(newer.id);

    const first = await json<ArticlePage>(await t.request(`/api/v1/articles?tag=${tag}&limit=1`));
    expect(first.items.map((a) => a.id)).toEqual([newer.id]);
    const second = await json<ArticlePage>(
      await t.request(`/api/v1/articles?tag=${tag}&limit=1&cursor=${first.nextCursor}`),
    );
    expect(second.items.map((a) => a.id)).toEqual([older.id]);

    const forged = await t.request("/api/v1/articles?cursor=not-a-cursor");
    expect(forged.status).toBe(400);
    expect(await message(forged)).toBe(ArticleMessage.cursorInvalid);
    expect((await t.request(`/api/v1/articles?q=${"q".repeat(101)}`)).status).toBe(400);
  });

  it("shows the seeded articles to a visitor, each by its slug", async () => {
    // Every page, newest first: other test files may be writing articles at the same time.
    const all: ArticlePage["items"] = [];
    let cursor: string | null = null;
    do {
      const page: ArticlePage = await json<ArticlePage>(
        await t.request(`/api/v1/articles?limit=50${cursor ? `&cursor=${cursor}` : ""}`),
      );
      all.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    const seeded = all.filter((a) => a.author.id === null);
    expect(seeded.length).toBeGreaterThanOrEqual(8);
    expect(new Set(seeded.flatMap((a) => a.categories)).size).toBeGreaterThanOrEqual(5);
    expect(seeded[0]?.author.name).toBe("Vitalog team");
    const view = await json<ArticleView>(
      await t.request(`/api/v1/articles/by-slug/${seeded[0]?.slug}`),
    );
    expect(view.wordCount).toBeGreaterThan(250);
    expect(view.related.length).toBeGreaterThan(0);
    expect(view.related.map((a) => a.id)).not.toContain(view.id);
  });
});

describe("reading, liking and commenting", () => {
  it("counts a view once per reader per day, and never the author's own", async () => {
    const article = await publish(alice, { title: `Viewed ${unique()}` });
    const path = `/api/v1/articles/by-slug/${article.slug}`;
    await t.request(path, { as: alice });
    await t.request(path, { as: bob });
    await t.request(path, { as: bob });
    await t.request(path, { headers: { "user-agent": "visitor-browser-1" } });
    const view = await json<ArticleView>(
      await t.request(path, { headers: { "user-agent": "visitor-browser-1" } }),
    );
    expect(view.viewCount).toBe(2);
  });

  it("keeps one like per person, for signed-in people", async () => {
    const article = await publish(alice, { title: `Liked ${unique()}` });
    const like = `/api/v1/articles/${article.id}/like`;
    expect((await t.request(like, { method: "POST" })).status).toBe(401);
    for (let i = 0; i < 2; i += 1) {
      const state = await json<LikeState>(await t.request(like, { method: "POST", as: bob }));
      expect(state).toEqual({ liked: true, likeCount: 1 });
    }
    const read = await json<Article>(
      await t.request(`/api/v1/articles/${article.id}`, { as: bob }),
    );
    expect(read).toMatchObject({ likeCount: 1, likedByMe: true });
    expect(await json<LikeState>(await t.request(like, { method: "DELETE", as: bob }))).toEqual({
      liked: false,
      likeCount: 0,
    });
    expect(await json<LikeState>(await t.request(like, { method: "DELETE", as: bob }))).toEqual({
      liked: false,
      likeCount: 0,
    });
    const draft = await write(alice, { title: `Unliked draft ${unique()}` });
    expect(
      (await t.request(`/api/v1/articles/${draft.id}/like`, { method: "POST", as: bob })).status,
    ).toBe(404);
  });

  it("keeps comments plain text, replies one level deep, and counts them", async () => {
    const article = await publish(alice, { title: `Discussed ${unique()}` });
    const comments = `/api/v1/articles/${article.id}/comments`;
    const post = (as: TestUser, body: Record<string, unknown>) =>
      t.request(comments, { method: "POST", json: body, as });

    // 1. Markup is removed from a comment; a comment of markup alone is no comment.
    const first = await json<ArticleComment>(
      await post(bob, {
        content:
          '<b>Nice</b> piece <script>alert(1)</script><img src=x onerror=alert(1)> 5 < 6 & "quotes"',
      }),
    );
    expect(first.content).toBe('Nice piece  5 < 6 & "quotes"');
    const empty = await post(bob, { content: "<script>alert(1)</script>" });
    expect(empty.status).toBe(400);
    expect(await message(empty)).toBe(ArticleMessage.commentRequired);
    const long = await post(bob, { content: "c".repeat(2001) });
    expect(long.status).toBe(400);
    expect(await message(long)).toBe(ArticleMessage.commentTooLong);

    // 2. A reply to a reply joins the comment it answers.
    const reply = await json<ArticleComment>(
      await post(alice, { content: "Thanks!", parentId: first.id }),
    );
    const nested = await json<ArticleComment>(
      await post(bob, { content: "You're welcome", parentId: reply.id }),
    );
    expect(nested.parentId).toBe(first.id);

    // 3. A visitor reads them, each comment with its replies, and the counts agree.
    const page = await json<CommentPage>(await t.request(comments));
    expect(page.commentCount).toBe(3);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]?.replies.map((r) => r.content)).toEqual(["Thanks!", "You're welcome"]);
    expect(page.items[0]?.canDelete).toBe(false);

    // 4. Only the writer edits a comment; the article's author may remove it (replies too).
    const edit = (as: TestUser) =>
      t.request(`/api/v1/comments/${first.id}`, {
        method: "PATCH",
        json: { content: "<i>Edited</i>" },
        as,
      });
    expect((await edit(alice)).status).toBe(403);
    expect((await json<ArticleComment>(await edit(bob))).content).toBe("Edited");
    expect(
      (await t.request(`/api/v1/comments/${reply.id}`, { method: "DELETE", as: bob })).status,
    ).toBe(403);
    expect(
      (await t.request(`/api/v1/comments/${first.id}`, { method: "DELETE", as: alice })).status,
    ).toBe(204);
    const after = await json<CommentPage>(await t.request(comments));
    expect(after).toMatchObject({ items: [], commentCount: 0 });
    expect(
      (await json<Article>(await t.request(`/api/v1/articles/${article.id}`))).commentCount,
    ).toBe(0);
  });

  it("removes an article's comments and likes with it", async () => {
    const article = await publish(alice, { title: `Short-lived ${unique()}` });
    await t.request(`/api/v1/articles/${article.id}/like`, { method: "POST", as: bob });
    await t.request(`/api/v1/articles/${article.id}/comments`, {
      method: "POST",
      json: { content: "Hello" },
      as: bob,
    });
    expect(
      (await t.request(`/api/v1/articles/${article.id}`, { method: "DELETE", as: alice })).status,
    ).toBe(204);
    const [left] = rowsOf<{ likes: number; comments: number }>(
      await t.db.execute(sql`
        select (select count(*)::int from article_likes where article_id = ${article.id}) as likes,
               (select count(*)::int from article_comments where article_id = ${article.id}) as comments`),
    );
    expect(left).toEqual({ likes: 0, comments: 0 });
    expect((await t.request(`/api/v1/articles/${article.id}`, { as: alice })).status).toBe(404);
  });
});

describe("editor images", () => {
  const upload = async (
    as: TestUser | undefined,
    bytes: Uint8Array,
    name: string,
    type: string,
  ) => {
    const body = new FormData();
    body.append("file", new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
    return t.request("/api/v1/editor-images", { method: "POST", body, ...(as ? { as } : {}) });
  };

  it("stores a picture at editor-images/{userId}/{timestamp-random.ext} and serves it for an hour", async () => {
    const jpeg = new Uint8Array(
      await sharp({ create: { width: 40, height: 30, channels: 3, background: "#336699" } })
        .jpeg()
        .withMetadata({ orientation: 6 })
        .toBuffer(),
    );
    const response = await upload(alice, jpeg, "photo.jpg", "image/jpeg");
    expect(response.status).toBe(201);
    const image = await json<EditorImage>(response);
    expect(image.path).toMatch(new RegExp(`^editor-images/${alice.id}/\\d{13}-[0-9a-f]{8}\\.jpg$`));
    expect(image.url).toBe(`/api/v1/community-files/${image.path}`);
    // Turned upright from its orientation tag, which is gone with the rest of the metadata.
    expect({ width: image.width, height: image.height }).toEqual({ width: 30, height: 40 });

    const served = await t.request(image.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(
      (await sharp(new Uint8Array(await served.arrayBuffer())).metadata()).orientation,
    ).toBeUndefined();

    // It can go in an article, and only its owner removes it.
    const article = await write(alice, {
      title: `Pictured ${unique()}`,
      content: `<p>Look</p><img src="${image.url}" alt="A chart">`,
    });
    expect(article.content).toContain(`src="${image.url}"`);
    expect((await t.request(image.url, { method: "DELETE", as: bob })).status).toBe(404);
    expect((await t.request(image.url, { method: "DELETE", as: alice })).status).toBe(204);
    expect((await t.request(image.url)).status).toBe(404);
  });

  it("answers with the spec's upload messages", async () => {
    const png = new Uint8Array(
      await sharp({ create: { width: 4, height: 4, channels: 3, background: "#fff" } })
        .png()
        .toBuffer(),
    );
    const visitor = await upload(undefined, png, "a.png", "image/png");
    expect(visitor.status).toBe(401);
    expect(await message(visitor)).toBe(EditorImageMessage.loginRequired);

    const text = await upload(
      alice,
      new TextEncoder().encode("hello, not a picture"),
      "a.txt",
      "text/plain",
    );
    expect(text.status).toBe(415);
    expect(await message(text)).toBe(EditorImageMessage.invalidFileType);

    const svg = await upload(
      alice,
      new TextEncoder().encode(
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      ),
      "a.svg",
      "image/svg+xml",
    );
    expect(svg.status).toBe(415);
    expect(await message(svg)).toBe(EditorImageMessage.invalidImageType);

    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(png);
    const tooLarge = await upload(alice, big, "big.png", "image/png");
    expect(tooLarge.status).toBe(413);
    expect(await message(tooLarge)).toBe(EditorImageMessage.fileTooLarge);

    const none = await t.request("/api/v1/editor-images", {
      method: "POST",
      json: { file: "x" },
      as: alice,
    });
    expect(none.status).toBe(400);
    expect(await message(none)).toBe(EditorImageMessage.missingParameters);

    for (const gifOrWebp of [
      await sharp({ create: { width: 3, height: 3, channels: 3, background: "#000" } })
        .gif()
        .toBuffer(),
      await sharp({ create: { width: 3, height: 3, channels: 3, background: "#000" } })
        .webp()
        .toBuffer(),
    ]) {
      expect((await upload(alice, new Uint8Array(gifOrWebp), "x", "")).status).toBe(201);
    }
  });
});
