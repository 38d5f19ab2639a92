import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { EXPERTS, journeyById, SUPPORT_CATEGORIES } from "@vitalog/domain";
import { describe, expect, it } from "vitest";
import {
  json,
  makeProfile,
  renderApp,
  sessionHandlers,
  stubFetch,
} from "../../../test/render-app.tsx";
import { makeSession, summaryOf } from "../test-utils.ts";

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
      "GET /api/v1/experts/journeys/mine": () => json(200, { items: [] }),
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

  it("shows the person's journeys with progress and Continue, not the whole catalogue", async () => {
    const bp = journeyById("blood-pressure-basics")!;
    const labs = journeyById("understanding-your-lab-results")!;
    const mine = [
      {
        ...summaryOf(bp),
        enrolledAt: "2026-03-01T09:00:00.000Z",
        completedSteps: 1,
        totalSteps: bp.steps.length,
        lastActivityAt: "2026-03-04T09:00:00.000Z",
        nextStepId: bp.steps[1]!.id,
      },
      {
        ...summaryOf(labs),
        enrolledAt: "2026-02-01T09:00:00.000Z",
        completedSteps: labs.steps.length,
        totalSteps: labs.steps.length,
        lastActivityAt: "2026-02-10T09:00:00.000Z",
        nextStepId: null,
      },
    ];
    const fetch = stubFetch({
      ...sessionHandlers(makeProfile()),
      "GET /api/v1/experts": () => json(200, overview),
      "GET /api/v1/experts/journeys/mine": () => json(200, { items: mine }),
      "GET /api/v1/experts/sessions": () => json(200, { items: [], nextCursor: null }),
    });
    renderApp("/dashboard/experts");
    const region = await screen.findByRole("region", { name: "Your journeys" });
    const items = await within(region).findAllByRole("listitem");
    expect(items.map((li) => within(li).getByText(/steps/).textContent)).toEqual([
      expect.stringContaining(`1 of ${bp.steps.length} steps`),
      expect.stringContaining(`${labs.steps.length} of ${labs.steps.length} steps`),
    ]);
    expect(within(items[0]!).getByRole("progressbar", { name: bp.title })).toHaveAttribute(
      "aria-valuenow",
      "1",
    );
    expect(within(region).getByRole("link", { name: `Continue ${bp.title}` })).toHaveAttribute(
      "href",
      "/dashboard/physician/journey/blood-pressure-basics",
    );
    expect(within(region).getByRole("link", { name: `Review ${labs.title}` })).toBeInTheDocument();
    // The catalogue lives on the experts' pages, not here.
    expect(screen.queryByRole("heading", { name: "Guided journeys" })).not.toBeInTheDocument();
    expect(
      fetch.mock.calls.some(
        ([url]) => new URL(String(url), "http://x").pathname === "/api/v1/experts/journeys",
      ),
    ).toBe(false);
  });

  it("points to the journeys to browse when the person has none", async () => {
    stubFetch({
      ...sessionHandlers(makeProfile()),
      "GET /api/v1/experts": () => json(200, overview),
      "GET /api/v1/experts/journeys/mine": () => json(200, { items: [] }),
      "GET /api/v1/experts/sessions": () => json(200, { items: [], nextCursor: null }),
    });
    renderApp("/dashboard/experts");
    const region = await screen.findByRole("region", { name: "Your journeys" });
    expect(await within(region).findByText(/No journeys started yet/)).toBeInTheDocument();
    expect(within(region).getByRole("link", { name: "Psychologist journeys" })).toHaveAttribute(
      "href",
      "/dashboard/psychologist/journeys",
    );
    expect(within(region).getByRole("link", { name: "Physician journeys" })).toHaveAttribute(
      "href",
      "/dashboard/physician",
    );
    expect(within(region).getByRole("link", { name: "Health coach journeys" })).toHaveAttribute(
      "href",
      "/dashboard/health-coach",
    );
  });

  it("shows the preview's hub from the domain's content, without sessions", async () => {
    const fetch = stubFetch(sessionHandlers(null));
    renderApp("/preview/experts");
    expect(await screen.findByRole("heading", { level: 1, name: "Experts" })).toBeInTheDocument();
    expect(screen.getByText(EXPERTS[0]!.role)).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Your sessions" })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Your journeys" })).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Guided journeys" })).toBeInTheDocument();
    const bp = journeyById("blood-pressure-basics")!;
    expect(await screen.findByRole("link", { name: new RegExp(bp.title) })).toHaveAttribute(
      "href",
      "/preview/physician/journey/blood-pressure-basics",
    );
    expect(fetch.mock.calls.some(([url]) => String(url).includes("/api/v1/experts"))).toBe(false);
  });
});
