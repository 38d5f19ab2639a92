import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  errorReply,
  json,
  makeProfile,
  renderApp,
  sessionHandlers,
  stubFetch,
} from "../../../test/render-app.tsx";
import { makeArticle } from "../test-utils.ts";
import { AUTOSAVE_DELAY_MS } from "./ArticleEditorPage.tsx";

const ID = "5f0c2b1e-8a61-4a7e-9f43-1d2c3b4a5e6f";
const draft = (overrides = {}) =>
  makeArticle({
    id: ID,
    slug: "my-morning-walk",
    title: "My morning walk",
    publishStatus: "draft",
    isDraft: true,
    publishedAt: null,
    canEdit: true,
    canDelete: true,
    ...overrides,
  });

// The autosave's wait passes on the fake clock, not in real time.
beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, "", "/");
});
const passAutosaveDelay = () => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);

describe("writing a new article", () => {
  it("saves a draft by itself once it has a title, then keeps saving the same draft", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const created = vi.fn();
    const patched = vi.fn();
    stubFetch({
      ...sessionHandlers(makeProfile()),
      "POST /api/v1/articles": ({ body }) => {
        created(body);
        return json(201, draft({ title: (body as { title: string }).title }));
      },
      [`PATCH /api/v1/articles/${ID}`]: ({ body }) => {
        patched(body);
        return json(200, draft({ ...(body as object) }));
      },
    });
    renderApp("/dashboard/articles/new");
    const title = await screen.findByRole("textbox", { name: "Title" });
    expect(screen.getByRole("textbox", { name: "Address (slug)" })).toHaveAttribute("readonly");
    await user.type(title, "My morning walk");
    expect(await screen.findByText(/Unsaved changes: saving shortly/)).toBeVisible();
    await passAutosaveDelay();
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    expect(created.mock.calls[0]?.[0]).toMatchObject({
      title: "My morning walk",
      content: "",
      categories: ["other"],
      tags: [],
      visibility: "public",
      publishStatus: "draft",
    });
    expect(await screen.findByText(/^Saved at/)).toBeVisible();
    expect(screen.getByRole("textbox", { name: "Address (slug)" })).toHaveValue("my-morning-walk");
    expect(window.location.pathname).toBe(`/dashboard/articles/edit/${ID}`);
    expect(title).toHaveFocus();

    await user.type(screen.getByRole("textbox", { name: "Excerpt" }), "Ten minutes a day.");
    await passAutosaveDelay();
    await waitFor(() => expect(patched).toHaveBeenCalled());
    expect(patched.mock.lastCall?.[0]).toMatchObject({ excerpt: "Ten minutes a day." });
    expect(created).toHaveBeenCalledTimes(1);
  });

  it("holds the spec's limits: title 200, excerpt 300, and saves nothing past them", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const created = vi.fn();
    stubFetch({
      ...sessionHandlers(makeProfile()),
      "POST /api/v1/articles": ({ body }) => {
        created(body);
        return json(201, draft());
      },
    });
    renderApp("/dashboard/articles/new");
    const title = await screen.findByRole("textbox", { name: "Title" });
    await user.click(title);
    await user.paste("T".repeat(201));
    expect(title).toHaveAccessibleDescription(
      expect.stringContaining("The title can be at most 200 characters"),
    );
    expect(title).toHaveAccessibleDescription(expect.stringContaining("201 / 200"));
    const excerpt = screen.getByRole("textbox", { name: "Excerpt" });
    await user.click(excerpt);
    await user.paste("E".repeat(301));
    expect(excerpt).toHaveAccessibleDescription(
      expect.stringContaining("The excerpt can be at most 300 characters"),
    );
    await passAutosaveDelay();
    expect(
      await screen.findByText("Not saved: The title can be at most 200 characters"),
    ).toBeVisible();
    expect(created).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Publish" }));
    expect(title).toHaveFocus();
    expect(created).not.toHaveBeenCalled();
  });

  it("lowercases tags, takes at most 5, and makes the first the focus keyword", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    stubFetch(sessionHandlers(makeProfile()));
    renderApp("/dashboard/articles/new");
    const tags = await screen.findByRole("textbox", { name: "Tags" });
    const keyword = screen.getByRole("textbox", { name: "Focus keyword" });
    expect(keyword).toHaveValue("");
    await user.type(tags, "Sleep, Morning  ROUTINE{Enter}");
    const list = screen.getByRole("list", { name: "Added tags" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["sleep", "morning routine"]);
    expect(keyword).toHaveValue("sleep");
    await user.type(tags, "a, b, c, d{Enter}");
    expect(within(list).getAllByRole("listitem")).toHaveLength(5);
    expect(screen.getByText("Add at most 5 tags")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Remove tag sleep" }));
    expect(keyword).toHaveValue("morning routine");
  });

  it("takes at most 3 categories", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    stubFetch(sessionHandlers(makeProfile()));
    renderApp("/dashboard/articles/new");
    const group = await screen.findByRole("group", { name: "Categories" });
    await user.click(within(group).getByRole("checkbox", { name: "Fasting" }));
    await user.click(within(group).getByRole("checkbox", { name: "Weight loss" }));
    expect(within(group).getByRole("checkbox", { name: "Other" })).toBeEnabled();
    await user.click(within(group).getByRole("checkbox", { name: "Mental health" }));
    expect(within(group).getByRole("checkbox", { name: "Other" })).toBeDisabled();
    expect(within(group).getByRole("checkbox", { name: "Preventive health" })).toBeDisabled();
    expect(group).toHaveAccessibleDescription(expect.stringContaining("(3 chosen)"));
    await user.click(within(group).getByRole("checkbox", { name: "Fasting" }));
    expect(within(group).getByRole("checkbox", { name: "Other" })).toBeEnabled();
  });

  it("will not publish an article with nothing in it", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const created = vi.fn();
    stubFetch({
      ...sessionHandlers(makeProfile()),
      "POST /api/v1/articles": ({ body }) => {
        created(body);
        return json(201, draft());
      },
    });
    renderApp("/dashboard/articles/new");
    await user.type(await screen.findByRole("textbox", { name: "Title" }), "Empty");
    await user.click(screen.getByRole("button", { name: "Publish" }));
    const content = await screen.findByRole("textbox", { name: "Article" });
    await waitFor(() =>
      expect(content).toHaveAccessibleDescription(
        expect.stringContaining("Write something before publishing"),
      ),
    );
    expect(created.mock.calls.every(([body]) => body.publishStatus === "draft")).toBe(true);
  });
});

describe("editing an article", () => {
  it("shows the word count and reading time as the text changes (words ÷ 200, up)", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    stubFetch({
      ...sessionHandlers(makeProfile()),
      [`GET /api/v1/articles/${ID}`]: () =>
        json(200, draft({ content: `<p>${"word ".repeat(399)}end</p>` })),
    });
    renderApp(`/dashboard/articles/edit/${ID}`);
    expect(await screen.findByText("400 words · 2 min read")).toBeVisible();
    const content = await screen.findByRole("textbox", { name: "Article" });
    await user.click(content);
    // A new paragraph of two words, before or after the text.
    await user.keyboard("{Enter}two more ");
    expect(await screen.findByText("402 words · 3 min read")).toBeVisible();
  });

  it("shows an adapted draft's source, date, model and text fingerprint", async () => {
    const sha = "ab12cd34ef56".padEnd(64, "0");
    stubFetch({
      ...sessionHandlers(makeProfile()),
      [`GET /api/v1/articles/${ID}`]: () =>
        json(
          200,
          draft({
            isAdapted: true,
            adaptedFrom: {
              sourceUrl: "https://zdorovie.example.ru/articles/walking",
              textSha256: sha,
              adaptedAt: "2026-11-20T10:00:00.000Z",
              model: "gpt-test",
            },
          }),
        ),
    });
    renderApp(`/dashboard/articles/edit/${ID}`);
    const source = await screen.findByRole("complementary", {
      name: "Source of this adapted article",
    });
    expect(within(source).getByRole("link", { name: "zdorovie.example.ru" })).toHaveAttribute(
      "href",
      "https://zdorovie.example.ru/articles/walking",
    );
    expect(source).toHaveTextContent("Model: gpt-test.");
    expect(source).toHaveTextContent("Fingerprint of the source text: ab12cd34ef56.");
  });

  it("never saves a published article silently: Update publishes the changes", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const patched = vi.fn();
    stubFetch({
      ...sessionHandlers(makeProfile()),
      [`GET /api/v1/articles/${ID}`]: () =>
        json(200, draft({ publishStatus: "published", isDraft: false })),
      [`PATCH /api/v1/articles/${ID}`]: ({ body }) => {
        patched(body);
        return json(
          200,
          draft({ publishStatus: "published", isDraft: false, ...(body as object) }),
        );
      },
    });
    renderApp(`/dashboard/articles/edit/${ID}`);
    const title = await screen.findByRole("textbox", { name: "Title" });
    expect(screen.getByRole("button", { name: "Update" })).toBeDisabled();
    await user.type(title, " today");
    expect(await screen.findByText("Unsaved changes: choose Update to publish them")).toBeVisible();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS + 300);
    expect(patched).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Update" }));
    await waitFor(() => expect(patched).toHaveBeenCalledTimes(1));
    expect(patched.mock.calls[0]?.[0]).toMatchObject({ title: "My morning walk today" });
    expect(patched.mock.calls[0]?.[0]).not.toHaveProperty("publishStatus");
    expect(await screen.findByText("Changes published")).toBeVisible();
  });

  it("shows the server's word when the article cannot be edited", async () => {
    stubFetch({
      ...sessionHandlers(makeProfile()),
      [`GET /api/v1/articles/${ID}`]: () => errorReply(404, "NOT_FOUND", "Article not found"),
      "GET /api/v1/articles/5f0c2b1e-8a61-4a7e-9f43-000000000000": () =>
        json(200, makeArticle({ canEdit: false })),
    });
    const { unmount } = renderApp(`/dashboard/articles/edit/${ID}`);
    expect(await screen.findByText("Article not found")).toBeVisible();
    unmount();
    renderApp("/dashboard/articles/edit/5f0c2b1e-8a61-4a7e-9f43-000000000000");
    expect(await screen.findByText("Only the author can change this article")).toBeVisible();
  });

  it("tells a visitor that writing needs an account", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    stubFetch(sessionHandlers(null));
    const { router } = renderApp("/dashboard/articles/new");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Write an article" }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe("/preview/articles/new");
    expect(screen.queryByRole("textbox", { name: "Title" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /sign in|create/i }));
    expect(
      await screen.findByRole("dialog", { name: "Sign in to access writing articles" }),
    ).toBeVisible();
  });
});
