import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { MyArticleCard } from "@vitalog/domain";
import { describe, expect, it } from "vitest";
import {
  json,
  makeProfile,
  renderApp,
  sessionHandlers,
  stubFetch,
} from "../../../test/render-app.tsx";
import { makeCard } from "../test-utils.ts";

const mine = (id: string, overrides: Partial<MyArticleCard> = {}): MyArticleCard => ({
  ...makeCard(id),
  visibility: "public",
  publishStatus: "published",
  isDraft: false,
  updatedAt: "2026-11-22T10:00:00.000Z",
  ...overrides,
});

describe("my articles", () => {
  it("lists the person's drafts and published articles, filtered by status", async () => {
    const fetch = stubFetch({
      ...sessionHandlers(makeProfile()),
      "GET /api/v1/me/articles": ({ url }) =>
        json(200, {
          items:
            url.searchParams.get("status") === "draft"
              ? [mine("d1", { title: "Half written", isDraft: true, publishStatus: "draft" })]
              : [
                  mine("d1", { title: "Half written", isDraft: true, publishStatus: "draft" }),
                  mine("p1", { title: "Out there", visibility: "private" }),
                ],
          nextCursor: null,
        }),
    });
    renderApp("/dashboard/articles/mine");
    const first = await screen.findByRole("heading", { name: "Half written" });
    const list = first.closest("ul") as HTMLElement;
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getByRole("link", { name: "Edit “Half written”" })).toHaveAttribute(
      "href",
      "/dashboard/articles/edit/d1",
    );
    const published = within(list).getAllByRole("listitem")[1] as HTMLElement;
    expect(within(published).getByText("Published")).toBeVisible();
    expect(within(published).getByText("Private")).toBeVisible();
    await userEvent.click(screen.getByRole("link", { name: "Drafts" }));
    expect(await screen.findByRole("link", { name: "Drafts" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await waitFor(() => expect(screen.queryByText("Out there")).not.toBeInTheDocument());
    expect(
      fetch.mock.calls.some(([input]) =>
        String(input).endsWith("/api/v1/me/articles?status=draft"),
      ),
    ).toBe(true);
  });
});
