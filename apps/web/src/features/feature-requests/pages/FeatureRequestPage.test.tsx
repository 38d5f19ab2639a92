import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  ArticleMessage,
  CommunityMessage,
  type FeatureRequest,
  FeatureRequestMessage,
} from "@vitalog/domain";
import { describe, expect, it, vi } from "vitest";
import {
  errorReply,
  type Handler,
  json,
  makeProfile,
  renderApp,
  sessionHandlers,
  stubFetch,
} from "../../../test/render-app.tsx";
import { makeComment, makeRequest } from "../test-data.ts";

const page = <T,>(items: T[], nextCursor: string | null = null) => json(200, { items, nextCursor });

function requestHandlers(request: FeatureRequest): Record<string, Handler> {
  return {
    [`GET /api/v1/feature-requests/${request.id}`]: () => json(200, request),
    [`GET /api/v1/feature-requests/${request.id}/comments`]: () => page([]),
  };
}

const admin = () => makeProfile({ isAdmin: true, email: "admin@example.com" });

describe("a feature request", () => {
  it("shows no status control to a member", async () => {
    stubFetch({
      ...sessionHandlers(makeProfile()),
      ...requestHandlers(makeRequest("r1", { title: "Dark mode", status: "planned" })),
    });
    renderApp("/dashboard/feature-requests/r1");
    expect(await screen.findByRole("heading", { level: 1, name: "Dark mode" })).toBeVisible();
    expect(screen.getByText("Planned")).toBeVisible();
    expect(screen.queryByRole("combobox", { name: /Status/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Merge/ })).not.toBeInTheDocument();
  });

  it("lets an admin set its status", async () => {
    const setStatus = vi.fn();
    let request = makeRequest("r1", { title: "Dark mode" });
    stubFetch({
      ...sessionHandlers(admin()),
      ...requestHandlers(request),
      "GET /api/v1/feature-requests/r1": () => json(200, request),
      "PATCH /api/v1/feature-requests/r1/status": ({ body }) => {
        setStatus(body);
        request = { ...request, status: (body as { status: FeatureRequest["status"] }).status };
        return json(200, request);
      },
    });
    renderApp("/admin/feature-requests/r1");
    const panel = await screen.findByRole("region", { name: "Admin" });
    const status = within(panel).getByRole("combobox", { name: "Status" });
    expect(status).toHaveValue("under_review");
    await userEvent.selectOptions(status, "in_progress");
    await waitFor(() => expect(setStatus).toHaveBeenCalledWith({ status: "in_progress" }));
    expect(await screen.findByText("Status set to In progress.")).toBeVisible();
    const about = screen.getByRole("region", { name: "The request" });
    expect(within(about).getByText("In progress")).toBeVisible();
    expect(status).toHaveValue("in_progress");
  });

  it("lets an admin merge a duplicate into the request they choose", async () => {
    const merged = vi.fn();
    const duplicate = makeRequest("r1", { title: "Night theme", voteCount: 2 });
    const target = makeRequest("r2", { title: "Dark mode", voteCount: 7 });
    stubFetch({
      ...sessionHandlers(admin()),
      ...requestHandlers(duplicate),
      ...requestHandlers(target),
      "GET /api/v1/feature-requests": ({ url }) =>
        url.searchParams.get("q") === "dark"
          ? page([target])
          : page([target, duplicate, makeRequest("r3", { title: "Sleep charts" })]),
      "POST /api/v1/feature-requests/r1/merge": ({ body }) => {
        merged(body);
        return json(200, { ...target, voteCount: 8 });
      },
    });
    const { router } = renderApp("/admin/feature-requests/r1");
    await userEvent.click(
      await screen.findByRole("button", { name: "Merge into another request" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Merge into another request" });
    const choices = within(dialog).getByRole("group", { name: "Merge into" });
    // The duplicate itself is not offered.
    await within(choices).findByRole("radio", { name: /Dark mode/ });
    expect(within(choices).getAllByRole("radio")).toHaveLength(2);
    expect(within(choices).queryByRole("radio", { name: /Night theme/ })).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole("button", { name: "Merge" }));
    expect(await within(dialog).findByText("Choose the request to merge into.")).toBeVisible();
    expect(merged).not.toHaveBeenCalled();

    await userEvent.type(
      within(dialog).getByRole("searchbox", { name: "Find the request" }),
      "dark",
    );
    await waitFor(() => expect(within(choices).getAllByRole("radio")).toHaveLength(1));
    await userEvent.click(within(choices).getByRole("radio", { name: /Dark mode/ }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Merge" }));
    await waitFor(() => expect(merged).toHaveBeenCalledWith({ targetId: "r2" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/feature-requests/r2"));
    expect(await screen.findByText("Merged into “Dark mode”. It now has 8 votes.")).toBeVisible();
    expect(await screen.findByRole("heading", { level: 1, name: "Dark mode" })).toBeVisible();
    expect(
      screen.getByRole("button", { name: "Vote for “Dark mode”" }),
    ).toHaveAccessibleDescription("8 votes");
  });

  it("sends people on from a merged request, closed to votes and comments", async () => {
    stubFetch({
      ...sessionHandlers(makeProfile()),
      ...requestHandlers(
        makeRequest("r1", { title: "Night theme", mergedInto: { id: "r2", title: "Dark mode" } }),
      ),
    });
    renderApp("/dashboard/feature-requests/r1");
    expect(await screen.findByRole("link", { name: "Dark mode" })).toHaveAttribute(
      "href",
      "/dashboard/feature-requests/r2",
    );
    expect(screen.queryByRole("button", { name: /Vote for/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Add a comment" })).not.toBeInTheDocument();
  });

  it("says so when the request is gone", async () => {
    stubFetch({
      ...sessionHandlers(makeProfile()),
      "GET /api/v1/feature-requests/gone": () =>
        errorReply(404, "NOT_FOUND", FeatureRequestMessage.notFound),
    });
    renderApp("/dashboard/feature-requests/gone");
    expect(await screen.findByText(FeatureRequestMessage.notFound)).toBeVisible();
    for (const link of screen.getAllByRole("link", { name: "All feature requests" })) {
      expect(link).toHaveAttribute("href", "/dashboard/feature-requests");
    }
  });

  it("adds a comment, and shows the server's message when it refuses one", async () => {
    let comments = [makeComment("c1", { content: "Yes please, see https://example.org." })];
    let reply: () => Response = () =>
      errorReply(429, "RATE_LIMITED", CommunityMessage.commentRateLimited);
    stubFetch({
      ...sessionHandlers(makeProfile()),
      "GET /api/v1/feature-requests/r1": () =>
        json(200, makeRequest("r1", { commentCount: comments.length })),
      "GET /api/v1/feature-requests/r1/comments": () => page(comments),
      "POST /api/v1/feature-requests/r1/comments": () => reply(),
    });
    renderApp("/dashboard/feature-requests/r1");
    const section = await screen.findByRole("region", { name: "Comments (1)" });
    expect(await within(section).findByRole("link", { name: "https://example.org" })).toBeVisible();

    const box = within(section).getByRole("textbox", { name: "Add a comment" });
    await userEvent.click(within(section).getByRole("button", { name: "Post comment" }));
    expect(await within(section).findByText(ArticleMessage.commentRequired)).toBeVisible();

    await userEvent.type(box, "Me too");
    await userEvent.click(within(section).getByRole("button", { name: "Post comment" }));
    expect(await within(section).findByRole("alert")).toHaveTextContent(
      CommunityMessage.commentRateLimited,
    );

    reply = () => {
      const comment = makeComment("c2", { content: "Me too" });
      comments = [...comments, comment];
      return json(201, comment);
    };
    await userEvent.click(within(section).getByRole("button", { name: "Post comment" }));
    expect(await screen.findByRole("region", { name: "Comments (2)" })).toBeVisible();
    expect(await within(section).findByText("Me too")).toBeVisible();
    expect(box).toHaveValue("");
  });
});
