import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AdminSignInPage } from "./pages/admin-sign-in-page.ts";
import { ContentAdapterPage } from "./pages/content-adapter-page.ts";
import {
  checkPage,
  DESKTOP,
  launchBrowser,
  PHONE,
  screenshot,
  uniqueEmail,
} from "./support/browser.ts";
import { type FakeAi, fillSchema, startFakeAi } from "./support/fake-ai.ts";
import { OwnServer } from "./support/own-server.ts";

// An admin adapts a Russian health article served from this machine (allowed through
// OUTBOUND_ALLOWED_HOSTS) in series mode, with a local OpenAI-compatible stand-in answering the
// structured-output prompts: saves one suggested topic and the main draft, and lands in the
// article editor with the draft.

const PASSWORD = "Calm-Lake-42!";

const PARAGRAPH =
  "Регулярная физическая активность снижает риск сердечно-сосудистых заболеваний, помогает " +
  "контролировать массу тела и улучшает сон. Исследования показывают, что даже двадцать минут " +
  "ходьбы в день заметно улучшают самочувствие и настроение у взрослых людей любого возраста. ";
const ARTICLE_PAGE = `<!doctype html><html lang="ru"><head><meta charset="utf-8">
<title>Ходьба и здоровье сердца</title>
<meta property="og:title" content="Ходьба и здоровье сердца"></head>
<body><nav>Главная | Новости | Контакты</nav><div class="ad">Реклама</div>
<article><h1>Ходьба и здоровье сердца</h1><p class="byline">Анна Петрова</p>
<p>${PARAGRAPH.repeat(3)}</p><p>${PARAGRAPH.repeat(3)}</p>
<p>Источник: <a href="https://pubmed.ncbi.nlm.nih.gov/12345678/">исследование на PubMed</a>.</p>
</article><footer>© 2026</footer></body></html>`;

const TOPICS = [
  {
    title: "Walking After Meals",
    description: "How a short walk after eating helps keep blood sugar steady.",
    keywords: ["walking", "blood sugar"],
  },
  {
    title: "Steps and Sleep",
    description: "What daily step counts have to do with sleeping well.",
    keywords: ["steps", "sleep"],
  },
];
const MAIN_TITLE = "Walking and Heart Health";
const EN_PARAGRAPH =
  "Regular physical activity lowers the risk of heart disease, helps you manage your weight " +
  "and improves sleep. Studies show that even a 20-minute walk a day (about 1.6 km, or 1 mile) " +
  "noticeably improves well-being and mood in adults of any age. ";

/** The adapted article's fields, by name; the topic's own title when a topic is written up. */
function articleField(field: string, title: string): unknown {
  const fields: Record<string, unknown> = {
    title,
    content: `<h2>${title}</h2><p>${EN_PARAGRAPH.repeat(4)}</p><p>${EN_PARAGRAPH.repeat(4)}</p>`,
    excerpt: "Twenty minutes of walking a day is good for your heart, your weight and your sleep.",
    category: "preventive-health",
    tags: ["walking", "heart health"],
    readingTime: 2,
    keyTakeaways: ["Walk about 20 minutes (1 mile) a day", "Any pace counts"],
    sources: [],
    scientificReferences: ["https://pubmed.ncbi.nlm.nih.gov/12345678/"],
  };
  return fields[field];
}

/** Answers the adaptation prompts with the shapes their schemas ask for. */
function adaptationReply(schema: Parameters<typeof fillSchema>[0], prompt: string) {
  const topic = TOPICS.find((t) => prompt.includes(t.title));
  return fillSchema(schema, ([first, second, ...rest]) => {
    if (first === "seriesTopics") return second === undefined ? TOPICS : undefined;
    if (first === "mainArticle") {
      return second !== undefined && rest.length === 0
        ? articleField(second, MAIN_TITLE)
        : undefined;
    }
    if (first !== undefined && second === undefined) {
      return articleField(first, topic?.title ?? MAIN_TITLE);
    }
    return undefined;
  });
}

let articles: Server;
let ai: FakeAi;
let server: OwnServer;
let browser: Browser;
let articleUrl = "";
const email = uniqueEmail("content-adapter");

beforeAll(async () => {
  // 1. A news site on this machine, and the AI stand-in.
  articles = createServer((_, response) => {
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.end(ARTICLE_PAGE);
  });
  await new Promise<void>((done) => articles.listen(0, "127.0.0.1", done));
  const host = `127.0.0.1:${(articles.address() as AddressInfo).port}`;
  articleUrl = `http://${host}/zdorovie/hodba-i-serdce`;
  ai = await startFakeAi(() => "I am here with you.", 0, adaptationReply);

  // 2. The suite's server, allowed to read that site, with an admin.
  server = new OwnServer("content-adapter", {
    OUTBOUND_ALLOWED_HOSTS: host,
    AI_BASE_URL: ai.baseUrl,
    AI_MODEL: "e2e-model",
    AI_API_KEY: "e2e-key",
    AI_FREE_CREDITS_PER_MONTH: "100",
  });
  await server.startWithAdmin({ email, password: PASSWORD, name: "Vera" });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.remove();
  await ai?.close();
  await new Promise((done) => articles?.close(done));
});

describe("content adapter", () => {
  it.each([
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const)(
    "adapts a Russian article in series mode, saves a topic and the main draft, and opens the editor (%s)",
    async (width, viewport) => {
      const context = await browser.newContext({
        baseURL: server.baseUrl,
        viewport,
        locale: "en-US",
      });
      const page = await context.newPage();
      const signIn = new AdminSignInPage(page);
      await signIn.open();
      await signIn.signIn(email, PASSWORD);
      await page.waitForURL("**/admin/dashboard");

      // 1. Input: the article's address, in series mode.
      const adapter = new ContentAdapterPage(page);
      await adapter.open();
      await page.getByRole("button", { name: "Extract Content" }).click();
      await page.getByText("Please enter a valid URL").waitFor();
      await checkPage(page, "content-adapter-input", width);

      // 2. Extracted: the Russian article, without the site's menu or advert.
      await adapter.extract(articleUrl, "Series");
      await adapter.toast("Content extracted successfully").waitFor();
      await page.getByText("Ходьба и здоровье сердца").first().waitFor();
      await page.getByText("Russian", { exact: true }).waitFor();
      await page.getByText(/^\d+ words$/).waitFor();
      const preview = await page
        .getByRole("region", { name: "Preview (first 500 characters)" })
        .locator("p")
        .innerText();
      expect(preview).toMatch(/^Ходьба и здоровье сердца|^Регулярная/);
      expect(preview).not.toContain("Реклама");
      expect(Array.from(preview.trim()).length).toBeLessThanOrEqual(501);
      await checkPage(page, "content-adapter-extracted", width);

      // 3. Adapted: the main article and its two suggested topics.
      await adapter.adapt();
      await adapter.toast("Main article adapted with 2 related topics").waitFor();
      await page.getByText(MAIN_TITLE, { exact: true }).waitFor();
      await page.getByText("Preventive health").waitFor();
      await page.getByText("Any pace counts").waitFor();
      await adapter.topics().getByRole("heading", { name: "Steps and Sleep" }).waitFor();
      await checkPage(page, "content-adapter-adapted", width);

      // 4. One topic written up and saved as another draft, staying on the page.
      await adapter.generate("Steps and Sleep");
      await adapter.toast("Series topic saved as draft").waitFor();
      expect(new URL(page.url()).pathname).toBe("/admin/content-adapter");
      await screenshot(page, `content-adapter-topic-saved-${width}`);

      // 5. The main draft: the admin lands in the editor with it.
      await adapter.saveDraft();
      const title = page.getByRole("textbox", { name: /^Title/ });
      await title.waitFor({ timeout: 20_000 });
      expect(await title.inputValue()).toBe(MAIN_TITLE);
      expect(new URL(page.url()).pathname).toMatch(/^\/dashboard\/articles\/edit\/draft_/);
      await checkPage(page, "content-adapter-editor", width);

      // Both drafts are the admin's own, private.
      const mine = await page.evaluate(async () => {
        const response = await fetch("/api/v1/me/articles?status=draft");
        return response.ok ? JSON.stringify(await response.json()) : `HTTP ${response.status}`;
      });
      expect(mine).toContain(MAIN_TITLE);
      expect(mine).toContain("Steps and Sleep");
      await context.close();
    },
    180_000,
  );
});
