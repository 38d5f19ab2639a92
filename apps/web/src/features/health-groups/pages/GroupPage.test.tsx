import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Thread } from "@vitalog/domain";
import { describe, expect, it, vi } from "vitest";
import {
  json,
  makeProfile,
  renderApp,
  sessionHandlers,
  stubFetch,
} from "../../../test/render-app.tsx";
import { author, makeGroup, makePost, makeThread } from "../test-data.ts";

const listed = (id: string, title: string, overrides: Partial<Thread> = {}): Thread => {
  const {
    group: _group,
    openingPost: _opening,
    posts: _posts,
    nextCursor: _next,
    ...thread
  } = makeThread({ id, title });
  return { ...thread, ...overrides };
};

const threads = [
  listed("t1", "Welcome! Introduce yourself", { isPinned: true }),
  listed("t2", "Caffeine cut-off times", { replyCount: 1 }),
];

describe("the group page", () => {
  it("lists the threads pinned first and starts a new one", async () => {
    const created = vi.fn();
    stubFetch({
      ...sessionHandlers(makeProfile()),
      "GET /api/v1/groups/g1": () => json(200, makeGroup({ isMember: true })),
      "GET /api/v1/groups/g1/threads": () => json(200, { items: threads, nextCursor: null }),
      "POST /api/v1/groups/g1/threads": ({ body }) => {
        created(body);
        return json(
          201,
          makeThread({
            id: "t3",
            title: "Magnesium before bed",
            author: author("u1", "Ada Lovelace"),
            openingPost: makePost("o3", {
              isOpening: true,
              content: "Has anyone tried it?",
              author: author("u1", "Ada Lovelace"),
            }),
            posts: [],
            replyCount: 0,
          }),
        );
      },
    });
    renderApp("/dashboard/health-groups/g1");
    expect(await screen.findByRole("heading", { level: 1, name: "Sleep better" })).toBeVisible();
    const list = within(screen.getByRole("region", { name: "Threads" }));
    const items = await list.findAllByRole("listitem");
    expect(items[0]).toHaveTextContent("Pinned");
    expect(items[0]).toHaveTextContent("Welcome! Introduce yourself");
    expect(items[1]).toHaveTextContent("1 reply");
    expect(list.getByRole("link", { name: "Caffeine cut-off times" })).toHaveAttribute(
      "href",
      "/dashboard/health-groups/g1/threads/t2",
    );

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Start a thread" }));
    const dialog = await screen.findByRole("dialog", { name: "Start a thread" });
    await user.click(within(dialog).getByRole("button", { name: "Start thread" }));
    expect(within(dialog).getByText("Give the thread a title")).toBeVisible();
    expect(within(dialog).getByText("Write something first")).toBeVisible();
    await user.type(within(dialog).getByLabelText("Title"), "Magnesium before bed");
    await user.type(within(dialog).getByLabelText("First post"), "Has anyone tried it?");
    await user.click(within(dialog).getByRole("button", { name: "Start thread" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Magnesium before bed" }),
    ).toBeVisible();
    expect(created).toHaveBeenCalledWith({
      title: "Magnesium before bed",
      content: "Has anyone tried it?",
    });
    expect(screen.getByRole("article", { name: "Opening post by Ada Lovelace" })).toHaveTextContent(
      "Has anyone tried it?",
    );
  });

  it("asks someone who has not joined to join before starting a thread", async () => {
    stubFetch({
      ...sessionHandlers(makeProfile()),
      "GET /api/v1/groups/g1": () => json(200, makeGroup()),
      "GET /api/v1/groups/g1/threads": () => json(200, { items: threads, nextCursor: null }),
      "POST /api/v1/groups/g1/join": () => json(200, { isMember: true, memberCount: 5 }),
    });
    renderApp("/dashboard/health-groups/g1");
    await screen.findByRole("heading", { level: 1, name: "Sleep better" });
    expect(screen.getByText("Join this group to start threads and reply.")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Start a thread" })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Moderation" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Join group" }));
    expect(await screen.findByRole("button", { name: "Start a thread" })).toBeVisible();
    await waitFor(() => expect(screen.getByText("5 members")).toBeVisible());
  });
});
