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
import { makeGroup } from "../test-data.ts";

const groups = [
  makeGroup(),
  makeGroup({ id: "g2", name: "PCOS support", topic: "reproductive-health", memberCount: 1 }),
];

function groupCard(name: string) {
  return screen.getByRole("link", { name }).closest("article") as HTMLElement;
}

describe("the health groups list", () => {
  it("joins and leaves a group, showing the member count the server gives", async () => {
    const calls = vi.fn();
    stubFetch({
      ...sessionHandlers(makeProfile()),
      "GET /api/v1/groups": () => json(200, { items: groups, nextCursor: null }),
      "POST /api/v1/groups/g1/join": () => {
        calls("join");
        return json(200, { isMember: true, memberCount: 5 });
      },
      "POST /api/v1/groups/g1/leave": () => {
        calls("leave");
        return json(200, { isMember: false, memberCount: 4 });
      },
    });
    renderApp("/dashboard/health-groups");
    expect(await screen.findByRole("heading", { level: 1, name: "Health groups" })).toBeVisible();
    await screen.findByRole("link", { name: "Sleep better" });
    const card = groupCard("Sleep better");
    expect(card).toHaveTextContent("4 members");
    expect(card).toHaveTextContent("2 threads");
    expect(groupCard("PCOS support")).toHaveTextContent("1 member");
    expect(within(card).getByRole("link", { name: "Sleep better" })).toHaveAttribute(
      "href",
      "/dashboard/health-groups/g1",
    );

    const user = userEvent.setup();
    const join = within(card).getByRole("button", { name: "Join Sleep better" });
    await user.click(join);
    const leave = await within(card).findByRole("button", { name: "Leave Sleep better" });
    expect(card).toHaveTextContent("5 members");
    expect(card).toHaveTextContent("Member");
    expect(leave).toHaveFocus();
    expect(await screen.findByText("You joined Sleep better.")).toBeVisible();

    await user.click(leave);
    expect(await within(card).findByRole("button", { name: "Join Sleep better" })).toBeVisible();
    expect(card).toHaveTextContent("4 members");
    expect(calls.mock.calls).toEqual([["join"], ["leave"]]);
  });

  it("says why a join failed, with the server's message", async () => {
    stubFetch({
      ...sessionHandlers(makeProfile()),
      "GET /api/v1/groups": () => json(200, { items: groups, nextCursor: null }),
      "POST /api/v1/groups/g1/join": () =>
        errorReply(403, "FORBIDDEN", "The group's moderators removed you from this group"),
    });
    renderApp("/dashboard/health-groups");
    await screen.findByRole("link", { name: "Sleep better" });
    await userEvent.click(
      within(groupCard("Sleep better")).getByRole("button", { name: "Join Sleep better" }),
    );
    expect(
      await screen.findByText("The group's moderators removed you from this group"),
    ).toBeVisible();
    expect(groupCard("Sleep better")).toHaveTextContent("4 members");
  });

  it("filters by topic and words through the URL the API reads", async () => {
    const fetch = stubFetch({
      ...sessionHandlers(makeProfile()),
      "GET /api/v1/groups": ({ url }) =>
        url.searchParams.get("topic") === "sleep"
          ? json(200, { items: [], nextCursor: null })
          : json(200, { items: groups, nextCursor: null }),
    });
    renderApp("/dashboard/health-groups");
    await screen.findByRole("link", { name: "Sleep better" });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText("Topic"), "sleep");
    expect(await screen.findByText("No groups found")).toBeVisible();
    await user.type(screen.getByLabelText("Search groups"), "naps{Enter}");
    await waitFor(() =>
      expect(fetch.mock.calls.map(([path]) => String(path))).toContain(
        "/api/v1/groups?topic=sleep&q=naps",
      ),
    );
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(await screen.findByRole("link", { name: "Sleep better" })).toBeVisible();
  });

  it("shows visitors the groups read-only: Join asks them to sign in", async () => {
    const fetch = stubFetch({
      ...sessionHandlers(null),
      "GET /api/v1/groups": () => json(200, { items: groups, nextCursor: null }),
    });
    const { router } = renderApp("/dashboard/health-groups");
    await screen.findByRole("link", { name: "Sleep better" });
    expect(router.state.location.pathname).toBe("/preview/health-groups");
    expect(screen.getByRole("link", { name: "Sleep better" })).toHaveAttribute(
      "href",
      "/preview/health-groups/g1",
    );
    await userEvent.click(
      within(groupCard("Sleep better")).getByRole("button", { name: "Join Sleep better" }),
    );
    expect(
      await screen.findByRole("dialog", { name: "Sign in to access health groups" }),
    ).toBeVisible();
    expect(fetch.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
  });
});
