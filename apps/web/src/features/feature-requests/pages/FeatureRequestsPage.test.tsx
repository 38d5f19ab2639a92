import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CommunityMessage, type FeatureRequest, FeatureRequestMessage } from "@vitalog/domain";
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
import { makeRequest } from "../test-data.ts";

const page = (items: FeatureRequest[], nextCursor: string | null = null) =>
  json(200, { items, nextCursor });

function member(extra: Record<string, Handler> = {}) {
  return stubFetch({ ...sessionHandlers(makeProfile()), ...extra });
}

const titlesIn = (list: HTMLElement) =>
  within(list)
    .getAllByRole("heading", { level: 3 })
    .map((heading) => heading.textContent);

describe("the feature requests list", () => {
  it("lists the most voted first, and the newest first when asked", async () => {
    const calls: string[] = [];
    member({
      "GET /api/v1/feature-requests": ({ url }) => {
        calls.push(url.search);
        return url.searchParams.get("sort") === "newest"
          ? page([
              makeRequest("new", { title: "Dark mode", voteCount: 1 }),
              makeRequest("old", { title: "Export to CSV", voteCount: 9 }),
            ])
          : page([
              makeRequest("old", { title: "Export to CSV", voteCount: 9 }),
              makeRequest("new", { title: "Dark mode", voteCount: 1 }),
            ]);
      },
    });
    renderApp("/dashboard/feature-requests");
    const results = await screen.findByRole("region", { name: "Requests" });
    await within(results).findByRole("link", { name: "Export to CSV" });
    expect(titlesIn(results)).toEqual(["Export to CSV", "Dark mode"]);
    expect(calls[0]).toBe("");

    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Sort by" }), "newest");
    await waitFor(() => expect(titlesIn(results)).toEqual(["Dark mode", "Export to CSV"]));
    expect(calls.at(-1)).toBe("?sort=newest");
  });

  it("toggles the person's one vote, showing the server's count", async () => {
    let voted = false;
    const vote = vi.fn(() => {
      voted = !voted;
      return json(200, { voted, voteCount: voted ? 4 : 3 });
    });
    member({
      "GET /api/v1/feature-requests": () =>
        page([makeRequest("r1", { title: "Dark mode", voteCount: 3 })]),
      "POST /api/v1/feature-requests/r1/vote": vote,
    });
    renderApp("/dashboard/feature-requests");
    const button = await screen.findByRole("button", { name: "Vote for “Dark mode”" });
    expect(button).toHaveAttribute("aria-pressed", "false");
    expect(button).toHaveAccessibleDescription("3 votes");

    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute("aria-pressed", "true"));
    expect(button).toHaveAccessibleDescription("4 votes");
    expect(button).toHaveTextContent("4");

    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute("aria-pressed", "false"));
    expect(button).toHaveAccessibleDescription("3 votes");
    expect(vote).toHaveBeenCalledTimes(2);
  });

  it("shows the server's message when votes come too fast", async () => {
    member({
      "GET /api/v1/feature-requests": () => page([makeRequest("r1", { title: "Dark mode" })]),
      "POST /api/v1/feature-requests/r1/vote": () =>
        errorReply(429, "RATE_LIMITED", CommunityMessage.voteRateLimited),
    });
    renderApp("/dashboard/feature-requests");
    await userEvent.click(await screen.findByRole("button", { name: "Vote for “Dark mode”" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(CommunityMessage.voteRateLimited);
    expect(screen.getByRole("button", { name: "Vote for “Dark mode”" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  });

  it("submits a request with the domain's checks and opens it", async () => {
    const created = vi.fn();
    member({
      "GET /api/v1/feature-requests": () => page([]),
      "POST /api/v1/feature-requests": ({ body }) => {
        created(body);
        return json(201, makeRequest("r9", { title: "Sleep charts", canEdit: true }));
      },
      "GET /api/v1/feature-requests/r9": () =>
        json(200, makeRequest("r9", { title: "Sleep charts", canEdit: true })),
      "GET /api/v1/feature-requests/r9/comments": () => page([]),
    });
    renderApp("/dashboard/feature-requests");
    expect(await screen.findByText("No feature requests found")).toBeVisible();
    await userEvent.click(screen.getAllByRole("button", { name: "Request a feature" })[0]!);
    const dialog = await screen.findByRole("dialog", { name: "Request a feature" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Title" }), "Zz");
    await userEvent.click(within(dialog).getByRole("button", { name: "Submit request" }));
    expect(await within(dialog).findByText(FeatureRequestMessage.titleRequired)).toBeVisible();
    expect(within(dialog).getByText(FeatureRequestMessage.descriptionRequired)).toBeVisible();
    expect(within(dialog).getByText(FeatureRequestMessage.categoryInvalid)).toBeVisible();
    expect(created).not.toHaveBeenCalled();

    await userEvent.clear(within(dialog).getByRole("textbox", { name: "Title" }));
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Title" }), "Sleep charts");
    await userEvent.type(
      within(dialog).getByRole("textbox", { name: "Description" }),
      "A chart of my nights.",
    );
    await userEvent.selectOptions(within(dialog).getByRole("combobox", { name: "Category" }), [
      "insights",
    ]);
    await userEvent.click(within(dialog).getByRole("button", { name: "Submit request" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Sleep charts" })).toBeVisible();
    expect(created).toHaveBeenCalledWith({
      title: "Sleep charts",
      description: "A chart of my nights.",
      category: "insights",
    });
  });

  it("shows the server's refusals of a request: too many, and a text limit", async () => {
    let reply = errorReply(429, "RATE_LIMITED", CommunityMessage.postRateLimited);
    member({
      "GET /api/v1/feature-requests": () => page([]),
      "POST /api/v1/feature-requests": () => reply,
    });
    renderApp("/dashboard/feature-requests");
    await userEvent.click(
      (await screen.findAllByRole("button", { name: "Request a feature" }))[0]!,
    );
    const dialog = await screen.findByRole("dialog", { name: "Request a feature" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Title" }), "Sleep charts");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Description" }), "Nights");
    await userEvent.selectOptions(within(dialog).getByRole("combobox", { name: "Category" }), [
      "insights",
    ]);
    await userEvent.click(within(dialog).getByRole("button", { name: "Submit request" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      CommunityMessage.postRateLimited,
    );

    reply = json(400, {
      error: {
        code: "VALIDATION",
        message: FeatureRequestMessage.descriptionTooLong,
        fields: { description: FeatureRequestMessage.descriptionTooLong },
      },
    });
    await userEvent.click(within(dialog).getByRole("button", { name: "Submit request" }));
    expect(await within(dialog).findByText(FeatureRequestMessage.descriptionTooLong)).toBeVisible();
    expect(within(dialog).getByRole("textbox", { name: "Description" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
  });
});

describe("the feature requests preview", () => {
  it("lets a visitor read, and asks them to sign in to vote or ask", async () => {
    const fetchMock = stubFetch({
      ...sessionHandlers(null),
      "GET /api/v1/feature-requests": () =>
        page([makeRequest("r1", { title: "Dark mode", voteCount: 5 })]),
    });
    const { router } = renderApp("/dashboard/feature-requests");
    await waitFor(() => expect(router.state.location.pathname).toBe("/preview/feature-requests"));
    await userEvent.click(await screen.findByRole("button", { name: "Vote for “Dark mode”" }));
    expect(await screen.findByRole("dialog")).toHaveTextContent(/voting on feature requests/);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole("button", { name: "Request a feature" }));
    expect(await screen.findByRole("dialog")).toHaveTextContent(/feature requests/);
    const writes = fetchMock.mock.calls.filter(([, init]) => init?.method === "POST");
    expect(writes).toEqual([]);
  });
});
