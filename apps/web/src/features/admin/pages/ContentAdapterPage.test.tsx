import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import {
  errorReply,
  json,
  makeProfile,
  renderApp,
  sessionHandlers,
  stubFetch,
} from "../../../test/render-app.tsx";
import { makeArticle } from "../../articles/test-utils.ts";

const BASE = "/api/v1/admin/content-adapter";
const URL = "https://zdorovie.example.ru/articles/walking";
const RU_PARAGRAPH = "Регулярная ходьба снижает риск болезней сердца и улучшает сон. ";
const EN_PARAGRAPH = "Regular walking lowers the risk of heart disease and improves sleep. ";
const DRAFT_ID = "draft_user1_1764187200000";
const TOPIC_DRAFT_ID = "draft_user1_1764187260000";

const extracted = {
  title: "Ходьба и здоровье сердца",
  content: `<p>${RU_PARAGRAPH.repeat(12)}</p><p>${RU_PARAGRAPH.repeat(12)}</p>`,
  excerpt: RU_PARAGRAPH,
  author: "Анна Петрова",
  publishDate: null,
  language: "ru",
  wordCount: 216,
  links: [{ text: "PubMed", url: "https://pubmed.ncbi.nlm.nih.gov/1/", isScientific: true }],
  images: [],
  metadata: { ogTitle: null, ogDescription: null, ogImage: null, keywords: [] },
  sourceUrl: URL,
  sourceHost: "zdorovie.example.ru",
};

const adapted = {
  title: "Walking and Heart Health",
  content: `<p>${EN_PARAGRAPH.repeat(20)}</p>`,
  excerpt: "Twenty minutes of walking a day helps your heart.",
  category: "preventive-health",
  tags: ["walking", "heart"],
  readingTime: 3,
  keyTakeaways: ["Walk 20 minutes a day", "Any pace counts"],
  sources: [URL],
  scientificReferences: ["https://pubmed.ncbi.nlm.nih.gov/1/"],
};

const topics = [
  {
    title: "Walking After Meals",
    description: "Short walks and blood sugar.",
    keywords: ["walking"],
  },
  { title: "Steps and Sleep", description: "How daily steps relate to sleep.", keywords: [] },
];

function admin(handlers: Parameters<typeof stubFetch>[0]) {
  const fetch = stubFetch({ ...sessionHandlers(makeProfile({ isAdmin: true })), ...handlers });
  return { fetch, user: userEvent.setup(), ...renderApp("/admin/content-adapter") };
}

const bodyOf = (fetch: ReturnType<typeof stubFetch>, path: string) =>
  fetch.mock.calls
    .filter(([url, init]) => String(url).endsWith(path) && init?.method === "POST")
    .map(([, init]) => JSON.parse(String(init?.body)));

async function extract(user: ReturnType<typeof userEvent.setup>, mode?: "Series") {
  await user.type(await screen.findByLabelText("Article URL"), URL);
  if (mode) await user.click(screen.getByRole("radio", { name: /Series/ }));
  await user.click(screen.getByRole("button", { name: "Extract Content" }));
  return screen.findByRole("heading", { name: "Extracted article", level: 2 });
}

describe("ContentAdapterPage", () => {
  it("asks for a URL before anything is sent, and refuses other protocols", async () => {
    const { fetch, user } = admin({});
    await user.click(await screen.findByRole("button", { name: "Extract Content" }));
    const field = screen.getByLabelText("Article URL");
    expect(field).toHaveAccessibleDescription(expect.stringContaining("Please enter a valid URL"));
    expect(field).toHaveAttribute("aria-invalid", "true");

    await user.type(field, "ftp://example.org/a");
    await user.click(screen.getByRole("button", { name: "Extract Content" }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining("Invalid URL protocol. Only HTTP(S) URLs are supported."),
      ),
    );
    expect(bodyOf(fetch, `${BASE}/extract`)).toEqual([]);
  });

  it("extracts, adapts in series mode, saves a topic and the main draft, then opens the editor", async () => {
    const savedDraft = vi.fn();
    const { fetch, user, router } = admin({
      [`POST ${BASE}/extract`]: () => json(200, { article: extracted }),
      [`POST ${BASE}/adapt`]: () => json(200, { mainArticle: adapted, seriesTopics: topics }),
      [`POST ${BASE}/series-article`]: () =>
        json(200, { article: { ...adapted, title: "Steps and Sleep" } }),
      [`POST ${BASE}/drafts`]: ({ body }) => {
        savedDraft(body);
        const id = savedDraft.mock.calls.length === 1 ? TOPIC_DRAFT_ID : DRAFT_ID;
        return json(201, { id, title: (body as { article: { title: string } }).article.title });
      },
      [`GET /api/v1/articles/${DRAFT_ID}`]: () =>
        json(
          200,
          makeArticle({
            id: DRAFT_ID,
            title: adapted.title,
            isDraft: true,
            publishStatus: "draft",
            visibility: "private",
            canEdit: true,
          }),
        ),
    });

    // 1. Input: the URL and series mode.
    const heading = await extract(user, "Series");
    expect(bodyOf(fetch, `${BASE}/extract`)).toEqual([{ url: URL }]);
    expect(await screen.findByText("Content extracted successfully")).toBeInTheDocument();
    expect(heading).toHaveFocus();

    // 2. Extracted: title, host, words, language and the 500-character preview.
    expect(screen.getByText(extracted.title)).toBeInTheDocument();
    expect(screen.getByText("zdorovie.example.ru")).toBeInTheDocument();
    expect(screen.getByText("216 words")).toBeInTheDocument();
    expect(screen.getByText("Russian")).toBeInTheDocument();
    const preview = within(screen.getByRole("region", { name: "Preview (first 500 characters)" }));
    const shown = preview.getByText(/^Регулярная/).textContent ?? "";
    expect(Array.from(shown)).toHaveLength(501);
    expect(shown.endsWith("…")).toBe(true);

    await user.click(screen.getByRole("button", { name: "Adapt Content" }));
    const adaptedHeading = await screen.findByRole("heading", { name: "Adapted article" });
    expect(bodyOf(fetch, `${BASE}/adapt`)).toEqual([{ article: extracted, mode: "series" }]);
    expect(await screen.findByText("Main article adapted with 2 related topics")).toBeVisible();
    expect(adaptedHeading).toHaveFocus();

    // 3. Adapted: title, category, reading time, excerpt, takeaways, 1,000 characters, topics.
    expect(screen.getByText(adapted.title)).toBeInTheDocument();
    expect(screen.getByText("Preventive health")).toBeInTheDocument();
    expect(screen.getByText("3 min read")).toBeInTheDocument();
    expect(screen.getByText(adapted.excerpt)).toBeInTheDocument();
    expect(screen.getByText("Any pace counts")).toBeInTheDocument();
    const adaptedPreview = within(
      screen.getByRole("region", { name: "Preview (first 1,000 characters)" }),
    ).getByText(/^Regular walking/).textContent;
    expect(Array.from(adaptedPreview ?? "")).toHaveLength(1001);

    await user.click(
      screen.getByRole("button", { name: "Generate an article for Steps and Sleep" }),
    );
    expect(await screen.findByText("Series topic saved as draft")).toBeInTheDocument();
    expect(bodyOf(fetch, `${BASE}/series-article`)).toEqual([
      { topic: topics[1], originalArticle: extracted },
    ]);
    expect(savedDraft).toHaveBeenLastCalledWith({
      article: { ...adapted, title: "Steps and Sleep" },
    });
    expect(
      screen.getByRole("link", { name: "Open the draft for Steps and Sleep" }),
    ).toHaveAttribute("href", `/dashboard/articles/edit/${TOPIC_DRAFT_ID}`);
    expect(router.state.location.pathname).toBe("/admin/content-adapter");

    await user.click(screen.getByRole("button", { name: "Save as Draft" }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dashboard/articles/edit/${DRAFT_ID}`),
    );
    expect(savedDraft).toHaveBeenLastCalledWith({ article: adapted, seriesTopics: topics });
    // The admin is let onto the editor with the draft, not sent back to the admin area.
    expect(await screen.findByDisplayValue(adapted.title)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/dashboard/articles/edit/${DRAFT_ID}`);
  });

  it("shows the server's refusal in a red banner, and its own message when the server fails", async () => {
    let adaptReply = () =>
      errorReply(503, "AI_NOT_CONFIGURED", "AI is not configured on this server");
    const { user } = admin({
      [`POST ${BASE}/extract`]: ({ body }) =>
        (body as { url: string }).url.includes("missing")
          ? errorReply(
              422,
              "UNPROCESSABLE",
              "Unable to extract content. Please ensure the URL is accessible.",
            )
          : json(200, { article: extracted }),
      [`POST ${BASE}/adapt`]: () => adaptReply(),
    });

    await user.type(await screen.findByLabelText("Article URL"), "https://example.org/missing");
    await user.click(screen.getByRole("button", { name: "Extract Content" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Unable to extract content. Please ensure the URL is accessible.",
    );

    await user.clear(screen.getByLabelText("Article URL"));
    await extract(user);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Adapt Content" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "AI is not configured on this server",
    );

    adaptReply = () => errorReply(402, "NOT_ENOUGH_CREDITS", "Not enough AI credits");
    await user.click(screen.getByRole("button", { name: "Adapt Content" }));
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent("Not enough AI credits"),
    );
    expect(
      within(screen.getByRole("alert")).getByRole("link", { name: "Get credits" }),
    ).toHaveAttribute("href", "/settings/credits");

    adaptReply = () => new Response("oops", { status: 500 });
    await user.click(screen.getByRole("button", { name: "Adapt Content" }));
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent("Failed to adapt content"),
    );
    expect(screen.getByRole("heading", { name: "Extracted article" })).toBeInTheDocument();
  });

  it("says the spec's words for an unreachable server, a refused draft and a failed series draft", async () => {
    let reachable = false;
    const { user } = admin({
      [`POST ${BASE}/extract`]: () => {
        if (!reachable) throw new TypeError("Failed to fetch");
        return json(200, { article: extracted });
      },
      [`POST ${BASE}/adapt`]: () => json(200, { mainArticle: adapted, seriesTopics: topics }),
      [`POST ${BASE}/series-article`]: () =>
        json(200, { article: { ...adapted, title: "Steps and Sleep" } }),
      [`POST ${BASE}/drafts`]: () =>
        errorReply(400, "VALIDATION", "The title can be at most 200 characters"),
    });

    await user.type(await screen.findByLabelText("Article URL"), URL);
    await user.click(screen.getByRole("button", { name: "Extract Content" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to fetch content");

    reachable = true;
    await user.click(screen.getByRole("button", { name: "Extract Content" }));
    await screen.findByRole("heading", { name: "Extracted article", level: 2 });
    await user.click(screen.getByRole("button", { name: "Adapt Content" }));
    await screen.findByRole("heading", { name: "Adapted article", level: 2 });

    await user.click(
      screen.getByRole("button", { name: "Generate an article for Steps and Sleep" }),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to create series drafts");

    await user.click(screen.getByRole("button", { name: "Save as Draft" }));
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent(
        "Failed to create draft: The title can be at most 200 characters",
      ),
    );
  });

  it("starts over keeping the URL, and Adapt Another Article clears everything", async () => {
    const { user } = admin({
      [`POST ${BASE}/extract`]: () => json(200, { article: extracted }),
      [`POST ${BASE}/adapt`]: () => json(200, { article: adapted }),
    });

    await extract(user);
    await user.click(screen.getByRole("button", { name: "Start Over" }));
    const input = await screen.findByRole("heading", { name: "Article to adapt" });
    expect(input).toHaveFocus();
    expect(screen.getByLabelText("Article URL")).toHaveValue(URL);

    await user.click(screen.getByRole("button", { name: "Extract Content" }));
    await screen.findByRole("heading", { name: "Extracted article" });
    await user.click(screen.getByRole("button", { name: "Adapt Content" }));
    expect(await screen.findByText("Article adapted successfully")).toBeInTheDocument();
    expect(screen.queryByText("Suggested series topics")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Adapt Another Article" }));
    expect(await screen.findByRole("heading", { name: "Article to adapt" })).toHaveFocus();
    expect(screen.getByLabelText("Article URL")).toHaveValue("");
    expect(screen.getByRole("radio", { name: /Single article/ })).toBeChecked();
  });

  it("is in the admin menu", async () => {
    admin({});
    const nav = await screen.findByRole("navigation", { name: "Admin navigation" });
    expect(within(nav).getByRole("link", { name: "Content Adapter" })).toHaveAttribute(
      "href",
      "/admin/content-adapter",
    );
    expect(screen.getByRole("heading", { name: "Content Adapter", level: 1 })).toBeInTheDocument();
  });
});
