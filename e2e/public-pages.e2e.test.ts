import type { APIRequestContext, Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, PHONE, uniqueEmail } from "./support/browser.ts";

// The public pages with database content (the course catalogue, health groups, articles…) are
// rendered by the server at each request: their first HTML already carries the content, which
// Chromium shows with JavaScript off, and the app takes them over from the same data.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A title with everything HTML would take for markup. */
const TITLE = `Naps <b>&</b> "rest"</script><script>alert(1)</script> ${Date.now()}`;

async function getJson<T>(api: APIRequestContext, path: string): Promise<T> {
  const response = await api.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** A member's published article, through the API (which keeps the title's text, not its tags). */
async function publishArticle(api: APIRequestContext): Promise<{ slug: string; title: string }> {
  const origin = { origin: baseUrl() };
  const signUp = await api.post("/api/auth/sign-up/email", {
    headers: origin,
    data: { email: uniqueEmail("ssr-author"), password: "Calm-Lake-42!", name: "Nora Naps" },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const profile = await api.patch("/api/v1/profile", {
    headers: origin,
    data: { dateOfBirth: "1984-02-03", gender: "female" },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  const created = await api.post("/api/v1/articles", {
    headers: origin,
    data: {
      title: TITLE,
      content: "<p>Twenty minutes before three in the afternoon.</p><script>alert(2)</script>",
      publishStatus: "published",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { slug: string; title: string };
}

describe("public pages rendered by the server", () => {
  it("carry their content in the first HTML, before any JavaScript runs", {
    timeout: 120_000,
  }, async () => {
    const member = await browser.newContext({ baseURL: baseUrl() });
    const { slug, title } = await publishArticle(member.request);
    expect(title).toContain('& "rest"');
    const visitor = await browser.newContext({
      baseURL: baseUrl(),
      viewport: PHONE,
      javaScriptEnabled: false,
    });
    const courses = await getJson<{ items: { title: string }[] }>(
      visitor.request,
      "/api/v1/courses",
    );
    const groups = await getJson<{ items: { name: string }[] }>(visitor.request, "/api/v1/groups");
    expect(courses.items.length).toBeGreaterThan(0);
    expect(groups.items.length).toBeGreaterThan(0);

    const page = await visitor.newPage();
    const expectations: [string, string, string[]][] = [
      ["/preview/courses", "Courses", courses.items.map((c) => c.title)],
      ["/preview/health-groups", "Health groups", groups.items.map((g) => g.name)],
      [
        `/preview/articles/posts/${slug}`,
        title,
        ["Twenty minutes before three in the afternoon.", "Nora Naps"],
      ],
    ];
    for (const [path, heading, texts] of expectations) {
      await page.goto(path);
      // The server's page, inert until the app (which cannot run here) takes it over.
      expect(await page.locator("#root[data-prerendered] h1").textContent(), path).toBe(heading);
      const text = (await page.locator("#root main").textContent()) ?? "";
      for (const expected of texts) expect(text, path).toContain(expected);
      expect(await page.title(), path).toBe(`${heading} · Vitalog`);
    }
    // Nothing the member wrote became markup: no script of theirs, and the title is text.
    const html = await (await visitor.request.get(`/preview/articles/posts/${slug}`)).text();
    expect(html).not.toContain("alert(2)");
    expect(html).not.toContain("<b>&");
    expect(await page.locator("#root script, #root b").count()).toBe(0);
    await member.close();
    await visitor.close();
  });

  it("are taken over by the app from the data they came with, without asking the API again", async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: PHONE });
    const page = await context.newPage();
    const asked: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith("/api/v1/") && pathname !== "/api/v1/session") asked.push(pathname);
    });
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/preview/health-groups");
    // The app's own page has replaced the server's (no data-prerendered any more).
    await page.locator("#root:not([data-prerendered]) h1", { hasText: "Health groups" }).waitFor();
    await page.waitForLoadState("networkidle");
    const groups = await getJson<{ items: { name: string }[] }>(context.request, "/api/v1/groups");
    for (const group of groups.items) {
      await page.getByRole("link", { name: group.name }).first().waitFor();
    }
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
