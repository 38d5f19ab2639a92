import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  json,
  makeProfile,
  renderApp,
  sessionHandlers,
  stubFetch,
} from "../../../test/render-app.tsx";
import { makeArticle, makeView } from "../test-utils.ts";
import { lastSegment } from "./ArticleRedirectPage.tsx";

const ID = "7dbe524b-d201-4f45-b243-2fb191596a0b";

describe("the old post/{id} address", () => {
  it("goes to the article's slug, found by its id", async () => {
    stubFetch({
      ...sessionHandlers(makeProfile()),
      [`GET /api/v1/articles/${ID}`]: () =>
        json(200, makeArticle({ id: ID, slug: "morning-walks" })),
      "GET /api/v1/articles/by-slug/morning-walks": () =>
        json(200, makeView({ id: ID, slug: "morning-walks", title: "Morning walks" })),
    });
    const { router } = renderApp(`/dashboard/articles/post/${ID}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Morning walks" })).toBeVisible();
    expect(router.state.location.pathname).toBe("/dashboard/articles/posts/morning-walks");
  });

  it("takes any other last segment as the slug, for visitors too", async () => {
    stubFetch({
      ...sessionHandlers(null),
      "GET /api/v1/articles/by-slug/sleep-light": () =>
        json(200, makeView({ slug: "sleep-light", title: "Sleep and light" })),
    });
    const { router } = renderApp("/dashboard/articles/post/sleep-light");
    await waitFor(() =>
      expect(router.state.location.pathname).toBe("/preview/articles/posts/sleep-light"),
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Sleep and light" })).toBeVisible();
  });

  it("reads the last segment of the path", () => {
    expect(lastSegment("/dashboard/articles/post/abc/")).toBe("abc");
    expect(lastSegment("/dashboard/articles/post/caf%C3%A9")).toBe("café");
  });
});
