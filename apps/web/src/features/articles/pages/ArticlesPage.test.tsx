import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  json,
  makeProfile,
  renderApp,
  sessionHandlers,
  stubFetch,
} from "../../../test/render-app.tsx";
import { makeCard } from "../test-utils.ts";

const calls = (fetch: ReturnType<typeof stubFetch>) =>
  fetch.mock.calls
    .map(([input]) => new URL(String(input), "http://localhost"))
    .filter((url) => url.pathname === "/api/v1/articles")
    .map((url) => url.search);

describe("the articles index", () => {
  it("keeps the search and the category in the address and asks the server for them", async () => {
    const fetch = stubFetch({
      ...sessionHandlers(makeProfile()),
      "GET /api/v1/articles": ({ url }) =>
        json(200, {
          items: url.searchParams.get("q")
            ? [makeCard("s1", { title: "Sleep and fasting" })]
            : [makeCard("f1", { title: "Your first fast" })],
          nextCursor: null,
        }),
    });
    const { router } = renderApp("/dashboard/articles?category=fasting");
    expect(await screen.findByRole("link", { name: "Your first fast" })).toHaveAttribute(
      "href",
      "/dashboard/articles/posts/article-f1",
    );
    const categories = screen.getByRole("navigation", { name: "Categories" });
    expect(within(categories).getByRole("link", { name: "Fasting" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(screen.getByRole("heading", { level: 2, name: "Fasting" })).toBeVisible();

    await userEvent.type(screen.getByRole("searchbox", { name: "Search articles" }), "sleep");
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByRole("link", { name: "Sleep and fasting" })).toBeVisible();
    expect(router.state.location.search).toBe("?category=fasting&q=sleep");
    expect(screen.getByRole("heading", { level: 2, name: "Results for “sleep”" })).toBeVisible();
    expect(calls(fetch)).toEqual(["?category=fasting", "?q=sleep&category=fasting"]);

    await userEvent.click(within(categories).getByRole("link", { name: "All" }));
    await waitFor(() => expect(router.state.location.search).toBe("?q=sleep"));
  });

  it("pages through the articles with the server's cursor", async () => {
    const first = Array.from({ length: 12 }, (_, i) => makeCard(`a${i}`));
    const fetch = stubFetch({
      ...sessionHandlers(makeProfile()),
      "GET /api/v1/articles": ({ url }) =>
        url.searchParams.get("cursor") === "next-1"
          ? json(200, { items: [makeCard("b1", { title: "The last one" })], nextCursor: null })
          : json(200, { items: first, nextCursor: "next-1" }),
    });
    renderApp("/dashboard/articles");
    const results = await screen.findByRole("region", { name: "Latest articles" });
    expect(await within(results).findAllByRole("article")).toHaveLength(12);
    const paging = screen.getByRole("navigation", { name: "Pages of articles" });
    expect(within(paging).getByRole("button", { name: "Previous" })).toBeDisabled();
    await userEvent.click(within(paging).getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("link", { name: "The last one" })).toBeVisible();
    expect(within(paging).getByText("Page 2")).toBeVisible();
    expect(within(results).getAllByRole("article")).toHaveLength(1);
    expect(within(paging).getByRole("button", { name: "Next" })).toBeDisabled();
    expect(calls(fetch)).toEqual(["", "?cursor=next-1"]);
    await userEvent.click(within(paging).getByRole("button", { name: "Previous" }));
    expect(await screen.findByText("Page 1")).toBeVisible();
  });

  it("shows a visitor the articles read-only, and writing opens the sign-in prompt", async () => {
    stubFetch({
      ...sessionHandlers(null),
      "GET /api/v1/articles": () => json(200, { items: [makeCard("v1")], nextCursor: null }),
    });
    const { router } = renderApp("/dashboard/articles");
    expect(await screen.findByRole("link", { name: "Article v1" })).toHaveAttribute(
      "href",
      "/preview/articles/posts/article-v1",
    );
    expect(router.state.location.pathname).toBe("/preview/articles");
    expect(screen.queryByRole("link", { name: "My articles" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Write an article" }));
    expect(
      await screen.findByRole("dialog", { name: "Sign in to access writing articles" }),
    ).toBeVisible();
  });
});
