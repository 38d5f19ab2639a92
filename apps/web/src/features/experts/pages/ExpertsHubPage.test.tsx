import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { EXPERTS, SUPPORT_CATEGORIES } from "@vitalog/domain";
import { describe, expect, it } from "vitest";
import {
  json,
  makeProfile,
  renderApp,
  sessionHandlers,
  stubFetch,
} from "../../../test/render-app.tsx";
import { makeSession } from "../test-utils.ts";

const overview = {
  experts: EXPERTS.map((e) => ({ ...e, helpsWith: [...e.helpsWith], limits: [...e.limits] })),
  categories: SUPPORT_CATEGORIES,
};

describe("ExpertsHubPage", () => {
  it("lists the three experts with their limits and the person's sessions, and deletes one", async () => {
    const { messages: _messages, ...session } = makeSession();
    let sessions = [session];
    const deleted: string[] = [];
    stubFetch({
      ...sessionHandlers(makeProfile()),
      "GET /api/v1/experts": () => json(200, overview),
      "GET /api/v1/experts/journeys": () => json(200, { items: [] }),
      "GET /api/v1/experts/sessions": () => json(200, { items: sessions, nextCursor: null }),
      "DELETE /api/v1/experts/sessions/s1": () => {
        deleted.push("s1");
        sessions = [];
        return new Response(null, { status: 204 });
      },
    });
    renderApp("/dashboard/experts");
    expect(await screen.findByRole("heading", { level: 1, name: "Experts" })).toBeInTheDocument();
    for (const name of ["Psychologist", "Health coach", "Physician"]) {
      expect(screen.getByRole("link", { name: `Open ${name}` })).toBeInTheDocument();
    }
    expect(await screen.findByText(/Never gives a diagnosis, a prescription/)).toBeInTheDocument();

    const list = screen.getByRole("region", { name: "Your sessions" });
    const link = await within(list).findByRole("link", { name: /Psychologist · Anxiety/ });
    expect(link).toHaveAttribute("href", "/dashboard/psychologist/session?session=s1");

    const user = userEvent.setup();
    await user.click(within(list).getByRole("button", { name: /Delete the session/ }));
    await user.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }),
    );
    await waitFor(() => expect(deleted).toEqual(["s1"]));
    expect(await within(list).findByText(/No sessions yet/)).toBeInTheDocument();
  });

  it("shows the preview's hub from the domain's content, without sessions", async () => {
    const fetch = stubFetch(sessionHandlers(null));
    renderApp("/preview/experts");
    expect(await screen.findByRole("heading", { level: 1, name: "Experts" })).toBeInTheDocument();
    expect(screen.getByText(EXPERTS[0]!.role)).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Your sessions" })).not.toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes("/api/v1/experts"))).toBe(false);
  });
});
