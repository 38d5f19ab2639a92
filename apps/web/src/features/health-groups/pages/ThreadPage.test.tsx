import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Post, ThreadDetail } from "@vitalog/domain";
import { describe, expect, it, vi } from "vitest";
import {
  errorReply,
  json,
  makeProfile,
  renderApp,
  sessionHandlers,
  stubFetch,
} from "../../../test/render-app.tsx";
import { author, makeReply, makeThread } from "../test-data.ts";

const PATH = "/dashboard/health-groups/g1/threads/t1";

function member(thread: ThreadDetail, extra: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    ...sessionHandlers(makeProfile()),
    "GET /api/v1/threads/t1": () => json(200, thread),
    ...extra,
  });
}

const post = (name: RegExp | string) => screen.getByRole("article", { name });
/** A post's own button (its replies, inside it, come after its own actions). */
const action = (article: HTMLElement, name: RegExp | string) =>
  within(article).getAllByRole("button", { name })[0] as HTMLElement;

describe("the thread page", () => {
  it("shows the opening post, the posts and their replies, with links made safe", async () => {
    const thread = makeThread();
    const first = thread.posts[0] as Post;
    first.author = { ...first.author, username: "grace", hasPublicProfile: true };
    member(thread);
    renderApp(PATH);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Caffeine cut-off times" }),
    ).toBeVisible();
    const opening = post("Opening post by Vitalog team");
    const link = within(opening).getByRole("link", { name: "https://example.org/caffeine" });
    expect(link).toHaveAttribute("href", "https://example.org/caffeine");
    expect(link).toHaveAttribute("rel", "noopener noreferrer nofollow ugc");
    expect(link).toHaveAttribute("target", "_blank");
    expect(screen.getByRole("heading", { level: 2, name: "2 replies" })).toBeVisible();
    expect(post("Post by Grace Hopper")).toHaveTextContent("Noon for me.");
    expect(post("Reply by Grace Hopper")).toHaveTextContent("Same here.");
    expect(
      within(post("Post by Grace Hopper")).getByRole("link", { name: "Grace Hopper" }),
    ).toHaveAttribute("href", "/dashboard/profile/grace");
    expect(within(opening).queryByRole("link", { name: "Vitalog team" })).not.toBeInTheDocument();
  });

  it("replies one level only: posts take a reply, replies and the opening post do not", async () => {
    const sent = vi.fn();
    member(makeThread(), {
      "POST /api/v1/threads/t1/posts": ({ body }) => {
        sent(body);
        return json(
          201,
          makeReply("r2", {
            parentId: "p1",
            content: "Two o'clock works for me.",
            author: author("u1", "Ada Lovelace"),
            canEdit: true,
            canDelete: true,
          }),
        );
      },
    });
    renderApp(PATH);
    await screen.findByRole("heading", { level: 1, name: "Caffeine cut-off times" });
    expect(
      within(post("Opening post by Vitalog team")).queryByRole("button", { name: "Reply" }),
    ).not.toBeInTheDocument();
    expect(
      within(post("Reply by Grace Hopper")).queryByRole("button", { name: "Reply" }),
    ).not.toBeInTheDocument();

    const user = userEvent.setup();
    const first = post("Post by Grace Hopper");
    await user.click(within(first).getByRole("button", { name: "Reply" }));
    const box = within(first).getByLabelText("Your reply to Grace Hopper");
    expect(box).toHaveFocus();
    await user.type(box, "Two o'clock works for me.");
    await user.click(within(first).getByRole("button", { name: "Post reply" }));

    await waitFor(() =>
      expect(sent).toHaveBeenCalledWith({ content: "Two o'clock works for me.", parentId: "p1" }),
    );
    const replies = within(first).getByRole("list", { name: "Replies to Grace Hopper" });
    expect(
      await within(replies).findByRole("article", { name: "Reply by Ada Lovelace" }),
    ).toHaveTextContent("Two o'clock works for me.");
    expect(within(first).queryByLabelText("Your reply to Grace Hopper")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "3 replies" })).toBeVisible();
  });

  it("likes a post and takes the like back", async () => {
    const likes = vi.fn();
    member(makeThread(), {
      "POST /api/v1/posts/p1/like": () => {
        likes("like");
        return json(200, { liked: true, likeCount: 3 });
      },
      "DELETE /api/v1/posts/p1/like": () => {
        likes("unlike");
        return json(200, { liked: false, likeCount: 2 });
      },
    });
    renderApp(PATH);
    await screen.findByRole("heading", { level: 1, name: "Caffeine cut-off times" });
    const first = post("Post by Grace Hopper");
    const user = userEvent.setup();
    const like = action(first, "Like");
    expect(like).toHaveAttribute("aria-pressed", "false");
    await user.click(like);
    const liked = await within(first).findByRole("button", { name: "Like 3 likes" });
    expect(liked).toHaveAttribute("aria-pressed", "true");
    await user.click(liked);
    expect(await within(first).findByRole("button", { name: "Like 2 likes" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    expect(likes.mock.calls).toEqual([["like"], ["unlike"]]);
  });

  it("reports a post with a reason and confirms it was reported", async () => {
    const reports = vi.fn();
    member(makeThread(), {
      "POST /api/v1/posts/p1/report": ({ body }) => {
        reports(body);
        return json(200, { reported: true });
      },
    });
    renderApp(PATH);
    await screen.findByRole("heading", { level: 1, name: "Caffeine cut-off times" });
    const user = userEvent.setup();
    await user.click(action(post("Post by Grace Hopper"), "Report"));
    const dialog = await screen.findByRole("dialog", { name: "Report this post" });
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(within(dialog).getByText(/Choose a reason/)).toBeVisible();
    expect(reports).not.toHaveBeenCalled();

    await user.click(within(dialog).getByLabelText("Misleading health information"));
    await user.type(within(dialog).getByLabelText("Details (optional)"), "Not what doctors say");
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    const done = await screen.findByRole("dialog", { name: "Thank you, the post was reported" });
    expect(reports).toHaveBeenCalledWith({
      reason: "misinformation",
      details: "Not what doctors say",
    });
    await user.click(within(done).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(action(post("Post by Grace Hopper"), "Reported")).toBeVisible();
  });

  it("gives moderators Pin and Hide, and members neither", async () => {
    const hidden = vi.fn();
    const fetch = member(makeThread({ canModerate: true }), {
      "POST /api/v1/threads/t1/pin": () =>
        json(200, { ...makeThread(), isPinned: true, canModerate: true }),
      "POST /api/v1/posts/p1/hide": () => {
        hidden();
        return json(200, makeReply("p1", { content: "Noon for me.", isHidden: true }));
      },
    });
    const view = renderApp(PATH);
    await screen.findByRole("heading", { level: 1, name: "Caffeine cut-off times" });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Pin thread" }));
    expect(await screen.findByRole("button", { name: "Unpin thread" })).toBeVisible();
    expect(screen.getAllByText("Pinned")[0]).toBeVisible();
    const first = post("Post by Grace Hopper");
    await user.click(action(first, "Hide"));
    expect(await within(first).findByRole("button", { name: "Show again" })).toBeVisible();
    expect(within(first).getByText("Hidden")).toBeVisible();
    expect(action(post("Reply by Grace Hopper"), "Hide")).toBeVisible();
    expect(hidden).toHaveBeenCalled();
    view.unmount();
    fetch.mockReset();

    member(makeThread());
    renderApp(PATH);
    await screen.findByRole("heading", { level: 1, name: "Caffeine cut-off times" });
    expect(screen.queryByRole("button", { name: /Pin thread/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Hide" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete thread" })).not.toBeInTheDocument();
  });

  it("lets authors edit and delete their own posts", async () => {
    const own = makeThread({
      posts: [
        {
          ...makeReply("p1", {
            content: "Noon for me.",
            author: author("u1", "Ada Lovelace"),
            canEdit: true,
            canDelete: true,
          }),
          replies: [],
        },
      ],
      replyCount: 1,
    });
    member(own, {
      "PATCH /api/v1/posts/p1": ({ body }) =>
        json(200, {
          ...own.posts[0],
          content: (body as { content: string }).content,
          isEdited: true,
        }),
      "DELETE /api/v1/posts/p1": () => new Response(null, { status: 204 }),
    });
    renderApp(PATH);
    await screen.findByRole("heading", { level: 1, name: "Caffeine cut-off times" });
    const user = userEvent.setup();
    const mine = post("Post by Ada Lovelace");
    expect(within(mine).queryByRole("button", { name: "Report" })).not.toBeInTheDocument();
    await user.click(within(mine).getByRole("button", { name: "Edit" }));
    const box = within(mine).getByLabelText("Edit your post");
    await user.clear(box);
    await user.type(box, "One o'clock, actually.");
    await user.click(within(mine).getByRole("button", { name: "Save changes" }));
    expect(await within(mine).findByText("One o'clock, actually.")).toBeVisible();
    expect(mine).toHaveTextContent("edited");

    await user.click(within(mine).getByRole("button", { name: "Delete" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete this post?" });
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() =>
      expect(
        screen.queryByRole("article", { name: "Post by Ada Lovelace" }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getByRole("heading", { level: 2, name: "0 replies" })).toBeVisible();
  });

  it("shows the server's message when posting too often", async () => {
    member(makeThread(), {
      "POST /api/v1/threads/t1/posts": () =>
        errorReply(
          429,
          "RATE_LIMITED",
          "You are commenting too often. Please wait a few minutes and try again.",
        ),
    });
    renderApp(PATH);
    await screen.findByRole("heading", { level: 1, name: "Caffeine cut-off times" });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Your post"), "Me too");
    await user.click(screen.getByRole("button", { name: "Post" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "You are commenting too often. Please wait a few minutes and try again.",
    );
    expect(screen.getByLabelText("Your post")).toHaveValue("Me too");
  });

  it("asks a member who has not joined to join before writing", async () => {
    member(makeThread({ group: { id: "g1", name: "Sleep better", isMember: false } }), {
      "POST /api/v1/groups/g1/join": () => json(200, { isMember: true, memberCount: 5 }),
    });
    renderApp(PATH);
    await screen.findByRole("heading", { level: 1, name: "Caffeine cut-off times" });
    const composer = screen.getByRole("region", { name: "Add to the discussion" });
    expect(composer).toHaveTextContent("Join this group to take part in its discussions.");
    await userEvent.click(within(composer).getByRole("button", { name: "Join group" }));
    expect(await within(composer).findByLabelText("Your post")).toBeVisible();
  });

  it("lets visitors read, and every action opens the sign-in prompt", async () => {
    const fetch = stubFetch({
      ...sessionHandlers(null),
      "GET /api/v1/threads/t1": () =>
        json(200, makeThread({ group: { id: "g1", name: "Sleep better", isMember: false } })),
    });
    const { router } = renderApp(PATH);
    await screen.findByRole("heading", { level: 1, name: "Caffeine cut-off times" });
    expect(router.state.location.pathname).toBe("/preview/health-groups/g1/threads/t1");
    expect(post("Reply by Grace Hopper")).toHaveTextContent("Same here.");
    expect(screen.queryByLabelText("Your post")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Edit" })).not.toBeInTheDocument();

    const user = userEvent.setup();
    const prompt = "Sign in to access group discussions";
    for (const [article, name] of [
      ["Post by Grace Hopper", "Like"],
      ["Post by Grace Hopper", "Reply"],
      ["Reply by Grace Hopper", "Report"],
    ] as const) {
      await user.click(action(post(article), name));
      expect(await screen.findByRole("dialog", { name: prompt })).toBeVisible();
      await user.keyboard("{Escape}");
      await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    }
    await user.click(screen.getByRole("button", { name: "Sign in to take part" }));
    expect(await screen.findByRole("dialog", { name: prompt })).toBeVisible();
    expect(fetch.mock.calls.some(([, init]) => init?.method && init.method !== "GET")).toBe(false);
  });
});
