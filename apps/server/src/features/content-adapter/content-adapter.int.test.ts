import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createServer as createTcpServer, type Server as TcpServer } from "node:net";
import { schema } from "@vitalog/db";
import { AiMessage, ContentAdapterMessage } from "@vitalog/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type OpenAiCompatibleServer,
  startOpenAiCompatibleServer,
} from "../../../test/openai-compatible-server.ts";
import {
  createTestApp,
  json,
  rowsOf,
  type TestApp,
  type TestUser,
  testConfig,
} from "../../../test/test-app.ts";
import { grantAdmin } from "../admin/admin.service.ts";

const BASE = "/api/v1/admin/content-adapter";
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

/** The saved pages, by path, with the Content-Type each is served with. */
const PAGES: Record<string, { file: string; type: string }> = {
  "/ru/sleep": { file: "ru-news-utf8.html", type: "text/html; charset=utf-8" },
  // No charset in the header: the page's own http-equiv meta names windows-1251.
  "/ru/fiber": { file: "ru-portal-windows-1251.html", type: "text/html" },
  "/ru/fiber-header": {
    file: "ru-portal-windows-1251.html",
    type: "text/html; charset=windows-1251",
  },
  "/en/walks": { file: "en-news.html", type: "text/html; charset=utf-8" },
  "/en/vitamin-d": { file: "en-health-library.html", type: "text/html" },
  "/menu": {
    file: "",
    type: "text/html",
  },
};

interface Article {
  title: string;
  content: string;
  excerpt: string;
  author: string | null;
  publishDate: string | null;
  language: string;
  wordCount: number;
  links: { text: string; url: string; isScientific: boolean }[];
  images: { url: string; alt: string; caption: string }[];
  metadata: {
    ogTitle: string | null;
    ogDescription: string | null;
    ogImage: string | null;
    keywords: string[];
  };
  sourceUrl: string;
  sourceHost: string;
}
interface ErrorReply {
  error: { code: string; message: string };
}

let pages: Server;
let pageHost: string;
let trap: TcpServer;
let trapPort: number;
let trapHits = 0;
let model: OpenAiCompatibleServer;
let t: TestApp;
let noAi: TestApp;
let admin: TestUser;
let member: TestUser;

const listen = (server: Server | TcpServer) =>
  new Promise<number>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );

beforeAll(async () => {
  pages = createServer((request, response) => {
    const page = PAGES[request.url ?? ""];
    if (!page) {
      response.writeHead(404, { "Content-Type": "text/html" }).end("<p>Not found</p>");
      return;
    }
    const body = page.file
      ? fixture(page.file)
      : Buffer.from(
          "<html><body><nav><a href='/'>Home</a> <a href='/b'>News</a></nav></body></html>",
        );
    response.writeHead(200, { "Content-Type": page.type, "Content-Length": body.length }).end(body);
  });
  pageHost = `127.0.0.1:${await listen(pages)}`;
  trap = createTcpServer((socket) => {
    trapHits += 1;
    socket.destroy();
  });
  trapPort = await listen(trap);
  model = await startOpenAiCompatibleServer();
  const ai = {
    ...testConfig().ai,
    baseUrl: model.baseUrl,
    apiKey: "test-key",
    model: "test-model",
    timeoutMs: 10_000,
  };
  t = await createTestApp({ ai, outboundAllowedHosts: [pageHost] });
  noAi = await createTestApp({ outboundAllowedHosts: [pageHost] });
  admin = await t.signUp({ name: "Ada Admin" });
  await grantAdmin({ db: t.db, log: t.log }, admin.email);
  member = await t.signUp({ name: "Mia Member" });
});
afterAll(async () => {
  await t.close();
  await noAi.close();
  await model.close();
  await new Promise((resolve) => pages.close(resolve));
  await new Promise((resolve) => trap.close(resolve));
});

async function extract(url: string, as: TestUser = admin) {
  return t.request(`${BASE}/extract`, { json: { url }, as });
}
async function extracted(path: string): Promise<Article> {
  const response = await extract(`http://${pageHost}${path}`);
  expect(response.status).toBe(200);
  return (await json<{ article: Article }>(response)).article;
}

describe("extracting an article", () => {
  it("reads a Russian UTF-8 news page: title, text without the site's chrome, metadata, absolute links", async () => {
    const a = await extracted("/ru/sleep");
    expect(a.title).toBe("Сон и давление: что говорят исследования");
    expect(a.language).toBe("ru");
    expect(a.content).toContain("Хронический недостаток сна");
    expect(a.content).toContain("<li>Ложиться и вставать");
    for (const chrome of ["Скидка 20%", "Контакты", "Все права защищены", "Политика"]) {
      expect(a.content).not.toContain(chrome);
    }
    expect(a.content).not.toMatch(/<(script|style|nav|header|footer|aside)\b/);
    expect(a.wordCount).toBeGreaterThan(120);
    expect(a.wordCount).toBeLessThan(200);
    expect(a.author).toBe("Мария Соколова");
    expect(a.publishDate).toBe("2025-03-14T09:00:00+03:00");
    expect(a.metadata).toEqual({
      ogTitle: "Сон и давление: что говорят исследования",
      ogDescription:
        "Почему недосыпание повышает артериальное давление и сколько нужно спать взрослому человеку.",
      ogImage: `http://${pageHost}/media/sleep-cover.jpg`,
      keywords: ["сон", "давление", "гипертония"],
    });
    expect(a.links).toEqual([
      {
        text: "обзор на PubMed",
        url: "https://pubmed.ncbi.nlm.nih.gov/20585000/",
        isScientific: true,
      },
      {
        text: "статья в КиберЛенинке",
        url: "https://cyberleninka.ru/article/n/son-i-davlenie",
        isScientific: true,
      },
      {
        text: "наша статья о гипертонии",
        url: `http://${pageHost}/news/hypertension-2024`,
        isScientific: false,
      },
    ]);
    expect(a.images).toEqual([
      {
        url: `http://${pageHost}/media/sleep.jpg`,
        alt: "Женщина спит",
        caption: "Взрослым нужно 7–9 часов сна",
      },
    ]);
    expect(a.sourceUrl).toBe(`http://${pageHost}/ru/sleep`);
    expect(a.sourceHost).toBe("127.0.0.1");
  });

  it("decodes a windows-1251 page by its meta tag, and by the Content-Type header", async () => {
    for (const path of ["/ru/fiber", "/ru/fiber-header"]) {
      const a = await extracted(path);
      expect(a.title).toContain("Клетчатка и здоровье кишечника");
      expect(a.language).toBe("ru");
      expect(a.content).toContain("Пищевые волокна, или клетчатка");
      expect(a.content).not.toContain("Реклама");
      expect(a.content).not.toContain("\uFFFD");
      expect(a.metadata.keywords).toEqual(["клетчатка", "питание", "кишечник"]);
      const sci = Object.fromEntries(a.links.map((l) => [l.url, l.isScientific]));
      expect(sci).toEqual({
        "https://www.thelancet.com/journals/lancet/article/PIIS0140-6736(18)31809-9/fulltext": true,
        "https://elibrary.ru/item.asp?id=12345": true,
        [`http://${pageHost}/ru/rubrika/pitanie.html`]: false,
      });
      expect(a.images[0]?.url).toBe(`http://${pageHost}/ru/img/fiber.png`);
    }
  });

  it("reads two English pages in the styles of a news site and a health library", async () => {
    const news = await extracted("/en/walks");
    expect(news.language).toBe("en");
    // The og:title, without the site's name.
    expect(news.title).toBe("Short walks after meals lower blood sugar spikes");
    expect(news.content).toContain("Taking a short stroll after a meal");
    expect(news.content).not.toContain("Subscribe");
    expect(news.content).not.toContain("More stories");
    expect(news.author).toBe("Jordan Lee");
    expect(news.links.find((l) => l.url.includes("springer"))?.isScientific).toBe(true);
    expect(news.links.find((l) => l.url.endsWith("/health/diabetes-guide"))).toEqual({
      text: "diabetes guide",
      url: `http://${pageHost}/health/diabetes-guide`,
      isScientific: false,
    });

    const library = await extracted("/en/vitamin-d");
    expect(library.language).toBe("en");
    expect(library.title).toContain("Vitamin D");
    expect(library.content).toContain("600 international units");
    expect(library.content).not.toContain("Find a doctor");
    expect(library.excerpt).toBe("An overview of vitamin D sources and daily needs.");
    expect(library.links.find((l) => l.url.includes("nejm.org"))?.isScientific).toBe(true);
    expect(library.images).toEqual([
      {
        url: `http://${pageHost}/en/images/salmon.jpg`,
        alt: "Grilled salmon",
        caption: "Fatty fish is one of the few natural food sources.",
      },
    ]);
  });

  it("answers the spec's messages for empty, unparsable and non-http URLs", async () => {
    for (const url of ["", "   ", "not a url", "http://"]) {
      const response = await extract(url);
      expect(response.status).toBe(400);
      expect((await json<ErrorReply>(response)).error.message).toBe(
        ContentAdapterMessage.invalidUrl,
      );
    }
    for (const url of [
      "ftp://example.org/a",
      "file:///etc/passwd",
      "javascript:alert(1)",
      "data:text/html,hi",
    ]) {
      const response = await extract(url);
      expect(response.status).toBe(400);
      expect((await json<ErrorReply>(response)).error.message).toBe(
        ContentAdapterMessage.invalidProtocol,
      );
    }
  });

  it("refuses loopback addresses that are not allowed, with no connection reaching them", async () => {
    const urls = [
      `http://127.0.0.1:${trapPort}/`,
      `http://localhost:${trapPort}/x`,
      `http://[::1]:${trapPort}/`,
      `http://2130706433:${trapPort}/`,
      `http://0x7f.1:${trapPort}/`,
      `http://[::ffff:127.0.0.1]:${trapPort}/`,
      `http://user@127.0.0.1:${trapPort}/`,
    ];
    for (const url of urls) {
      const response = await extract(url);
      expect(response.status, url).toBe(422);
      expect((await json<ErrorReply>(response)).error.message).toBe(
        ContentAdapterMessage.unableToExtract,
      );
    }
    expect(trapHits).toBe(0);
  });

  it("answers 422 for a page without an article and for a missing page", async () => {
    for (const path of ["/menu", "/missing"]) {
      const response = await extract(`http://${pageHost}${path}`);
      expect(response.status, path).toBe(422);
      expect((await json<ErrorReply>(response)).error.message).toBe(
        ContentAdapterMessage.unableToExtract,
      );
    }
  });
});

const OUTPUT = {
  title: "Sleep and Blood Pressure: What the Research Says",
  content:
    "<p>Chronic short sleep is linked with higher blood pressure.</p><script>alert(1)</script><p>Keep the bedroom at 64–68 °F (18–20 °C). Medicines such as enalapril are prescribed by a doctor.</p>",
  excerpt: "Why short sleep raises blood pressure and how much sleep adults need.",
  category: "preventive-health",
  tags: ["sleep", "blood pressure"],
  keyTakeaways: ["Adults need 7 to 9 hours of sleep", "The link is an association"],
  scientificReferences: ["https://pubmed.ncbi.nlm.nih.gov/20585000/"],
};
const TOPICS = [
  {
    title: "Sleep hygiene basics",
    description: "Habits for a regular sleep schedule.",
    keywords: ["sleep"],
  },
  {
    title: "Caffeine and sleep",
    description: "Why afternoon coffee matters.",
    keywords: ["caffeine"],
  },
];

async function creditsUsed(user: TestUser) {
  const rows = rowsOf<{ used: number; reasons: string[] | null }>(
    await t.db.execute(
      sql`select coalesce(-sum(amount), 0)::int as used, array_agg(reason) as reasons from ai_credit_ledger where user_id = ${user.id} and amount < 0`,
    ),
  );
  return rows[0];
}

describe("adapting with AI", () => {
  it("adapts one article through the model, sanitised, with sources carried over, for 3 credits", async () => {
    const source = await extracted("/ru/sleep");
    model.reply({ text: JSON.stringify(OUTPUT) });
    const before = model.requests.length;
    const response = await t.request(`${BASE}/adapt`, {
      json: { article: source, mode: "single" },
      as: admin,
    });
    expect(response.status).toBe(200);
    const { article } = await json<{ article: Record<string, unknown> }>(response);
    expect(article).toMatchObject({
      title: OUTPUT.title,
      excerpt: OUTPUT.excerpt,
      category: "preventive-health",
      tags: ["sleep", "blood pressure"],
      readingTime: 1,
      keyTakeaways: OUTPUT.keyTakeaways,
      sources: [source.sourceUrl],
      scientificReferences: [
        "https://pubmed.ncbi.nlm.nih.gov/20585000/",
        "https://cyberleninka.ru/article/n/son-i-davlenie",
      ],
      provenance: { sourceUrl: source.sourceUrl, model: "test-model" },
    });
    expect(article.content).not.toContain("<script");
    expect((article.provenance as { textSha256: string }).textSha256).toMatch(/^[0-9a-f]{64}$/);
    const call = model.requests[before]?.body;
    const system = JSON.stringify(call?.messages);
    expect(system).toContain("US English");
    expect(system).toContain("generic");
    expect(system).toContain("Хронический недостаток сна");
    expect(call?.response_format?.type).toBe("json_schema");
    expect(await creditsUsed(admin)).toEqual({ used: 3, reasons: ["content-adaptation"] });
  });

  it("adapts in series mode with topics, and writes a series article", async () => {
    // The 5 free credits went on 3 above: 20 more bought.
    await t.db.insert(schema.aiCreditLedger).values({
      userId: admin.id,
      amount: 20,
      bucket: "paid",
      reason: "grant",
      reference: "test-grant",
      createdAt: new Date(),
    });
    const source = await extracted("/ru/sleep");
    model.reply({ text: JSON.stringify({ mainArticle: OUTPUT, seriesTopics: TOPICS }) });
    const response = await t.request(`${BASE}/adapt`, {
      json: { article: source, mode: "series" },
      as: admin,
    });
    expect(response.status).toBe(200);
    const body = await json<{ mainArticle: { title: string }; seriesTopics: unknown[] }>(response);
    expect(body.mainArticle.title).toBe(OUTPUT.title);
    expect(body.seriesTopics).toEqual(TOPICS);

    model.reply({ text: JSON.stringify({ ...OUTPUT, title: "Caffeine and Sleep" }) });
    const before = model.requests.length;
    const series = await t.request(`${BASE}/series-article`, {
      json: { topic: TOPICS[1], originalArticle: source },
      as: admin,
    });
    expect(series.status).toBe(200);
    expect((await json<{ article: { title: string } }>(series)).article.title).toBe(
      "Caffeine and Sleep",
    );
    expect(JSON.stringify(model.requests[before]?.body?.messages)).toContain(
      "Why afternoon coffee matters.",
    );
    expect((await creditsUsed(admin))?.used).toBe(9);
  });

  it("charges nothing when the model fails", async () => {
    const source = await extracted("/en/walks");
    const before = (await creditsUsed(admin))?.used;
    model.reply({ status: 500 });
    const response = await t.request(`${BASE}/adapt`, {
      json: { article: source, mode: "single" },
      as: admin,
    });
    expect(response.status).toBe(503);
    expect((await creditsUsed(admin))?.used).toBe(before);
  });

  it("answers 503 without AI configured", async () => {
    const noAiAdmin = await noAi.signUp({ name: "Nia Admin" });
    await grantAdmin({ db: noAi.db, log: noAi.log }, noAiAdmin.email);
    const source = await extracted("/en/walks");
    for (const [path, body] of [
      ["adapt", { article: source, mode: "single" }],
      ["series-article", { topic: TOPICS[0], originalArticle: source }],
    ] as const) {
      const response = await noAi.request(`${BASE}/${path}`, { json: body, as: noAiAdmin });
      expect(response.status).toBe(503);
      expect((await json<ErrorReply>(response)).error.message).toBe(AiMessage.notConfigured);
    }
  });
});

describe("saving a draft", () => {
  const adapted = {
    title: "Walking and Heart Health",
    content: `<p>${"Regular walking lowers the risk of heart disease. ".repeat(60)}</p>`,
    excerpt: "Twenty minutes of walking a day helps your heart.",
    category: "preventive-health",
    tags: ["Walking", "Heart", "walking", "Cardio", "Steps", "Health", "Extra"],
    readingTime: 2,
    keyTakeaways: ["Walk 20 minutes a day"],
    sources: ["https://example.org/walking"],
    scientificReferences: ["https://pubmed.ncbi.nlm.nih.gov/12345678/"],
    provenance: {
      sourceUrl: "https://example.org/walking",
      textSha256: "a".repeat(64),
      adaptedAt: "2026-01-02T03:04:05.000Z",
      model: "test-model",
    },
  };

  it("is the spec's draft post, stored as the admin's private article, open in the editor", async () => {
    const response = await t.request(`${BASE}/drafts`, {
      json: { article: adapted, seriesTopics: TOPICS },
      as: admin,
    });
    expect(response.status).toBe(201);
    const draft = await json<Record<string, unknown>>(response);
    expect(draft.id).toMatch(new RegExp(`^draft_${admin.id}_\\d{13}$`));
    expect(draft).toEqual({
      id: draft.id,
      title: "Walking and Heart Health",
      content: adapted.content.replace(/ <\/p>$/, " </p>"),
      excerpt: adapted.excerpt,
      slug: "walking-and-heart-health",
      coverImage: null,
      categories: ["preventive-health"],
      tags: ["walking", "heart", "cardio", "steps", "health"],
      publishStatus: "draft",
      isDraft: true,
      visibility: "private",
      authorId: admin.id,
      createdBy: admin.id,
      createdAt: draft.createdAt,
      updatedAt: draft.createdAt,
      readingTime: 3,
      wordCount: 480,
      metadata: {
        isAdapted: true,
        adaptationType: "russian-to-us",
        sources: adapted.sources,
        keyTakeaways: adapted.keyTakeaways,
        scientificReferences: adapted.scientificReferences,
        originalLanguage: "ru",
        targetAudience: "US",
        adaptedAt: "2026-01-02T03:04:05.000Z",
        isSeries: true,
        seriesTopics: TOPICS.map((topic) => ({ ...topic, status: "pending" })),
        provenance: adapted.provenance,
      },
      seo: {
        metaTitle: "Walking and Heart Health",
        metaDescription: adapted.excerpt,
        focusKeyword: "walking",
      },
      stats: { views: 0, likes: [], comments: 0, shares: 0, readingProgress: {} },
    });

    const id = draft.id as string;
    const opened = await t.request(`/api/v1/articles/${id}`, { as: admin });
    expect(opened.status).toBe(200);
    // The editor sees where the draft came from.
    expect(await json(opened)).toMatchObject({
      id,
      title: "Walking and Heart Health",
      adaptedFrom: adapted.provenance,
    });
    const mine = await json<{ items: { id: string }[] }>(
      await t.request("/api/v1/me/articles", { as: admin }),
    );
    expect(mine.items.map((i) => i.id)).toContain(id);
    const edited = await t.request(`/api/v1/articles/${id}`, {
      method: "PATCH",
      json: { title: "Walking for a Healthy Heart" },
      as: admin,
    });
    expect(edited.status).toBe(200);
    // Private and unpublished: nobody else reads it; a malformed draft id is a 404.
    expect((await t.request(`/api/v1/articles/${id}`, { as: member })).status).toBe(404);
    expect((await t.request(`/api/v1/articles/draft_x`, { as: admin })).status).toBe(404);
  });

  it("gives two drafts saved at once their own ids and slugs", async () => {
    const replies = await Promise.all(
      [1, 2].map(() => t.request(`${BASE}/drafts`, { json: { article: adapted }, as: admin })),
    );
    const drafts = await Promise.all(replies.map((r) => json<{ id: string; slug: string }>(r)));
    expect(replies.map((r) => r.status)).toEqual([201, 201]);
    expect(new Set(drafts.map((d) => d.id)).size).toBe(2);
    expect(new Set(drafts.map((d) => d.slug)).size).toBe(2);
    // My articles pages past a draft's id.
    const first = await json<{ items: { id: string }[]; nextCursor: string | null }>(
      await t.request("/api/v1/me/articles?limit=1", { as: admin }),
    );
    expect(first.items[0]?.id).toMatch(/^draft_/);
    const second = await t.request(`/api/v1/me/articles?limit=1&cursor=${first.nextCursor}`, {
      as: admin,
    });
    expect(second.status).toBe(200);
    const next = await json<{ items: { id: string }[] }>(second);
    expect(next.items).toHaveLength(1);
    expect(next.items[0]?.id).not.toBe(first.items[0]?.id);
  });

  it("clips to the spec's limits and defaults the category to other", async () => {
    const response = await t.request(`${BASE}/drafts`, {
      json: {
        article: {
          ...adapted,
          title: "T".repeat(250),
          excerpt: "E".repeat(400),
          category: "astrology",
          provenance: undefined,
        },
      },
      as: admin,
    });
    expect(response.status).toBe(201);
    const draft = await json<{
      title: string;
      excerpt: string;
      slug: string;
      categories: string[];
      metadata: { provenance: unknown };
    }>(response);
    expect(draft.title).toHaveLength(200);
    expect(draft.excerpt).toHaveLength(300);
    expect(draft.slug.length).toBeLessThanOrEqual(100);
    expect(draft.categories).toEqual(["other"]);
    expect(draft.metadata.provenance).toBeNull();
  });
});

describe("who may use the adapter", () => {
  const bodies = {
    extract: { url: "https://example.org/" },
    adapt: { article: {}, mode: "single" },
    "series-article": { topic: {}, originalArticle: {} },
    drafts: { article: {} },
  };
  it("refuses a member (403) and a visitor (401) on every route", async () => {
    for (const [path, body] of Object.entries(bodies)) {
      expect((await t.request(`${BASE}/${path}`, { json: body, as: member })).status, path).toBe(
        403,
      );
      expect((await t.request(`${BASE}/${path}`, { json: body })).status, path).toBe(401);
    }
  });
});
