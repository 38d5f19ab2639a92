import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import {
  json,
  makeProfile,
  renderApp,
  sessionHandlers,
  stubFetch,
} from "../../../test/render-app.tsx";
import { makeCard, makeComment, makeView } from "../test-utils.ts";

const CONTENT = [
  "<h2>Why light matters</h2>",
  "<p>Morning light sets the body clock.</p>",
  '<iframe src="https://www.youtube.com/embed/abc123" title="Sleep talk"></iframe>',
  '<iframe src="https://evil.example/embed/abc123" title="Evil frame"></iframe>',
  "<script>alert(1)</script>",
].join("");

function articleHandlers(overrides = {}) {
  return {
    "GET /api/v1/articles/by-slug/sleep-light": () =>
      json(
        200,
        makeView({
          slug: "sleep-light",
          title: "Sleep and light",
          content: CONTENT,
          likeCount: 3,
          commentCount: 2,
          related: [makeCard("r1", { title: "Naps that help" })],
          ...overrides,
        }),
      ),
    "GET /api/v1/articles/a1/comments": () =>
      json(200, {
        items: [
          makeComment("c1", {
            content:
              "See https://www.cdc.gov/sleep. Not javascript:alert(1) <img src=x onerror=alert(2)>",
            replies: [
              makeComment("c2", {
                parentId: "c1",
                content: "Thanks!",
                canDelete: true,
                author: { ...makeComment("x").author, name: "Ada" },
              }),
            ],
          }),
        ],
        nextCursor: null,
        commentCount: 2,
      }),
  };
}

describe("the article page", () => {
  it("shows the article with its allowed embed only, its author, and related articles", async () => {
    stubFetch({ ...sessionHandlers(makeProfile()), ...articleHandlers() });
    renderApp("/dashboard/articles/posts/sleep-light");
    expect(await screen.findByRole("heading", { level: 1, name: "Sleep and light" })).toBeVisible();
    const frame = screen.getByTitle("Sleep talk");
    expect(frame.tagName).toBe("IFRAME");
    expect(frame).toHaveAttribute("src", "https://www.youtube.com/embed/abc123");
    expect(frame).toHaveAttribute(
      "sandbox",
      "allow-scripts allow-same-origin allow-presentation allow-popups",
    );
    expect(frame).toHaveAttribute("referrerpolicy", "strict-origin-when-cross-origin");
    expect(screen.queryByTitle("Evil frame")).not.toBeInTheDocument();
    expect(document.querySelectorAll("main iframe, main script")).toHaveLength(1);
    expect(screen.getByRole("link", { name: "Ada Lovelace" })).toHaveAttribute(
      "href",
      "/dashboard/profile/ada",
    );
    const header = screen.getByRole("heading", { level: 1 }).closest("header") as HTMLElement;
    expect(within(header).getByText("3 min read")).toBeVisible();
    expect(within(header).getByText("40 views")).toBeVisible();
    expect(screen.getByRole("progressbar", { name: "Reading progress" })).toBeInTheDocument();
    const related = screen.getByRole("region", { name: "Related articles" });
    expect(within(related).getByRole("link", { name: "Naps that help" })).toHaveAttribute(
      "href",
      "/dashboard/articles/posts/article-r1",
    );
  });

  it("shows comment addresses as safe links and nothing else as markup", async () => {
    stubFetch({ ...sessionHandlers(makeProfile()), ...articleHandlers() });
    renderApp("/dashboard/articles/posts/sleep-light");
    const comments = await screen.findByRole("region", { name: "2 comments" });
    const link = await within(comments).findByRole("link", { name: "https://www.cdc.gov/sleep" });
    expect(link).toHaveAttribute("href", "https://www.cdc.gov/sleep");
    expect(link).toHaveAttribute("rel", "noopener noreferrer nofollow ugc");
    expect(link).toHaveAttribute("target", "_blank");
    expect(within(comments).getAllByRole("link", { name: /https?:|javascript/ })).toHaveLength(1);
    expect(within(comments).getByText(/<img src=x onerror=alert\(2\)>/)).toBeVisible();
    expect(comments.querySelector("img")).toBeNull();
    const replies = within(comments).getByRole("list", { name: "Replies to Grace" });
    expect(within(replies).getByText("Thanks!")).toBeVisible();
    expect(
      within(replies).getByRole("button", { name: "Delete the comment by Ada" }),
    ).toBeVisible();
    expect(
      within(comments).queryByRole("button", { name: "Delete the comment by Grace" }),
    ).not.toBeInTheDocument();
  });

  it("likes and unlikes, showing the server's count", async () => {
    const likes: string[] = [];
    stubFetch({
      ...sessionHandlers(makeProfile()),
      ...articleHandlers(),
      "POST /api/v1/articles/a1/like": () => {
        likes.push("like");
        return json(200, { liked: true, likeCount: 4 });
      },
      "DELETE /api/v1/articles/a1/like": () => {
        likes.push("unlike");
        return json(200, { liked: false, likeCount: 3 });
      },
    });
    renderApp("/dashboard/articles/posts/sleep-light");
    const like = await screen.findByRole("button", { name: /^Like/ });
    expect(like).toHaveAttribute("aria-pressed", "false");
    expect(like).toHaveAccessibleName("Like 3 likes");
    await userEvent.click(like);
    await waitFor(() => expect(like).toHaveAttribute("aria-pressed", "true"));
    await waitFor(() => expect(like).toHaveAccessibleName("Like 4 likes"));
    await userEvent.click(like);
    await waitFor(() => expect(like).toHaveAttribute("aria-pressed", "false"));
    await waitFor(() => expect(like).toHaveAccessibleName("Like 3 likes"));
    expect(likes).toEqual(["like", "unlike"]);
  });

  it("posts a comment as plain text", async () => {
    const posted = vi.fn();
    stubFetch({
      ...sessionHandlers(makeProfile()),
      ...articleHandlers(),
      "POST /api/v1/articles/a1/comments": ({ body }) => {
        posted(body);
        return json(201, makeComment("c3", { content: "Helpful, thanks" }));
      },
    });
    renderApp("/dashboard/articles/posts/sleep-light");
    const box = await screen.findByLabelText("Add a comment");
    await userEvent.click(screen.getByRole("button", { name: "Post comment" }));
    expect(box).toHaveAccessibleDescription(expect.stringContaining("Write a comment first"));
    await userEvent.type(box, "  Helpful, thanks ");
    await userEvent.click(screen.getByRole("button", { name: "Post comment" }));
    await waitFor(() => expect(posted).toHaveBeenCalledWith({ content: "Helpful, thanks" }));
    await waitFor(() => expect(box).toHaveValue(""));
  });

  it("deletes one's own reply after asking", async () => {
    const deleted = vi.fn();
    stubFetch({
      ...sessionHandlers(makeProfile()),
      ...articleHandlers(),
      "DELETE /api/v1/comments/c2": () => {
        deleted();
        return new Response(null, { status: 204 });
      },
    });
    renderApp("/dashboard/articles/posts/sleep-light");
    await userEvent.click(await screen.findByRole("button", { name: "Delete the comment by Ada" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this comment?" });
    expect(dialog).toHaveAccessibleDescription("The reply will be removed for everyone.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(deleted).toHaveBeenCalledTimes(1));
    expect(await screen.findByText("Comment deleted")).toBeVisible();
  });

  it("gives a visitor the article read-only: liking and commenting open the sign-in prompt", async () => {
    const fetch = stubFetch({ ...sessionHandlers(null), ...articleHandlers() });
    const { router } = renderApp("/dashboard/articles/posts/sleep-light");
    expect(await screen.findByRole("heading", { level: 1, name: "Sleep and light" })).toBeVisible();
    expect(router.state.location.pathname).toBe("/preview/articles/posts/sleep-light");
    expect(screen.queryByLabelText("Add a comment")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: /^Like/ }));
    const dialog = await screen.findByRole("dialog", {
      name: "Sign in to access liking articles",
    });
    expect(dialog).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await userEvent.click(await screen.findByRole("button", { name: "Reply to Grace" }));
    expect(
      await screen.findByRole("dialog", { name: "Sign in to access commenting" }),
    ).toBeVisible();
    const writes = fetch.mock.calls.filter(([, init]) => init?.method && init.method !== "GET");
    expect(writes).toEqual([]);
  });

  it("says so when the article is not there", async () => {
    stubFetch({
      ...sessionHandlers(makeProfile()),
      "GET /api/v1/articles/by-slug/gone": () =>
        json(404, { error: { code: "NOT_FOUND", message: "Article not found" } }),
    });
    renderApp("/dashboard/articles/posts/gone");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Article not found" }),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: "All articles" })).toHaveAttribute(
      "href",
      "/dashboard/articles",
    );
  });
});
