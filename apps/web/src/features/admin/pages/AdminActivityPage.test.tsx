import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { AdminActivity } from "@vitalog/domain";
import { describe, expect, it } from "vitest";
import {
  json,
  makeProfile,
  renderApp,
  sessionHandlers,
  stubFetch,
} from "../../../test/render-app.tsx";

const admin = sessionHandlers(makeProfile({ isAdmin: true }));

function entry(overrides: Partial<AdminActivity> & Pick<AdminActivity, "id">): AdminActivity {
  return {
    at: "2026-11-20T09:30:00.000Z",
    kind: "signIn",
    action: "signIn",
    outcome: "success",
    actorId: "u1",
    actorName: "Mel Member",
    entity: null,
    targetId: null,
    summary: null,
    ...overrides,
  };
}

const ENTRIES: AdminActivity[] = [
  entry({ id: "e1" }),
  entry({ id: "e2", action: "signInFailed", outcome: "failure", actorId: null, actorName: null }),
  entry({
    id: "e3",
    kind: "refused",
    action: "refused",
    outcome: "refused",
    targetId: "GET /api/v1/admin/overview",
  }),
  entry({ id: "e4", kind: "export", action: "exported", entity: "fhirExport" }),
  entry({
    id: "e5",
    kind: "moderation",
    action: "deleted",
    actorName: "Ada Admin",
    entity: "article",
    targetId: "a1",
    summary: "Notes on sleep",
  }),
];

/** The server's filter, paging two at a time, recording each query it was asked. */
function activityServer() {
  const asked: URLSearchParams[] = [];
  const handler = ({ url }: { url: URL }) => {
    asked.push(url.searchParams);
    const kind = url.searchParams.get("kind");
    const matching = ENTRIES.filter((item) => !kind || item.kind === kind);
    const start = Number(url.searchParams.get("cursor") ?? 0);
    const items = matching.slice(start, start + 2);
    const next = start + 2 < matching.length ? String(start + 2) : null;
    return json(200, { items, nextCursor: next });
  };
  return { asked, handler };
}

describe("AdminActivityPage", () => {
  it("shows the log newest first, page by page, and filters it by kind from a labelled select", async () => {
    const server = activityServer();
    stubFetch({ ...admin, "GET /api/v1/admin/activity": server.handler });
    const user = userEvent.setup();
    renderApp("/admin/activity");

    const table = await screen.findByRole("table", { name: "Activity log entries" });
    expect(within(table).getByText("Mel Member signed in")).toBeInTheDocument();
    expect(
      within(table).getByText("Failed sign-in with an address that has no account"),
    ).toBeInTheDocument();
    expect(within(table).getByText("Failed")).toBeInTheDocument();

    // The next page, then the filter from the keyboard: back to the first page of that kind.
    await user.click(screen.getByRole("button", { name: "Older" }));
    expect(
      await screen.findByText("Mel Member was refused GET /api/v1/admin/overview"),
    ).toBeInTheDocument();
    expect(screen.getByText("Page 2")).toBeInTheDocument();

    const filter = screen.getByRole("combobox", { name: "Show" });
    await user.selectOptions(filter, "Moderation");
    expect(
      await screen.findByText("Ada Admin deleted article “Notes on sleep”"),
    ).toBeInTheDocument();
    expect(screen.queryByText("Mel Member signed in")).not.toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Activity log pages" })).toBeNull();
    const last = server.asked.at(-1);
    expect(last?.get("kind")).toBe("moderation");
    expect(last?.get("cursor")).toBeNull();

    await user.selectOptions(filter, "Everything");
    // Everything again opens on its first page.
    expect(await screen.findByText("Mel Member signed in")).toBeInTheDocument();
    expect(screen.getByText("Page 1")).toBeInTheDocument();
  });

  it("opens on the kind the address names, and says when there is nothing of it", async () => {
    const server = activityServer();
    stubFetch({ ...admin, "GET /api/v1/admin/activity": server.handler });
    renderApp("/admin/activity?kind=content");
    expect(
      await screen.findByText("Nothing of this kind has been recorded yet."),
    ).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Show" })).toHaveValue("content");
    expect(server.asked.at(-1)?.get("kind")).toBe("content");
  });
});
