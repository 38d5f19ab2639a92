import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { summarizeCheckins } from "@vitalog/domain";
import { describe, expect, it } from "vitest";
import { localToday } from "../../../lib/local-day.ts";
import {
  type Handler,
  json,
  makeProfile,
  renderApp,
  sessionHandlers,
  stubFetch,
} from "../../../test/render-app.tsx";
import { RECORDING_LISTS } from "./WelcomeCard.tsx";

const empty = () => json(200, { items: [], nextCursor: null });

/** A new member on the dashboard's first page, with `recorded` lists holding one entry. */
function setUp({ recorded = [] as string[], dismissed = false } = {}) {
  let profile = makeProfile({ welcomeDismissed: dismissed });
  const lists: Record<string, Handler> = {};
  for (const path of RECORDING_LISTS) {
    lists[`GET ${path}`] = () =>
      recorded.includes(path) ? json(200, { items: [{ id: "x" }], nextCursor: null }) : empty();
  }
  const fetch = stubFetch({
    ...sessionHandlers(profile),
    "GET /api/v1/profile": () => json(200, profile),
    ...lists,
    "GET /api/v1/wellbeing-checkins/summary": () =>
      json(200, summarizeCheckins([], 30, localToday())),
    "GET /api/v1/recommendations": () =>
      json(200, {
        items: [
          { id: "r1", guidelineTitle: "Blood pressure screening" },
          { id: "r2", guidelineTitle: "Colorectal cancer screening" },
        ],
      }),
    "PATCH /api/v1/profile": ({ body }) => {
      profile = { ...profile, ...(body as object) };
      return json(200, profile);
    },
  });
  return fetch;
}

describe("WelcomeCard", () => {
  it("greets a new member with three first steps that open real modules", async () => {
    setUp();
    renderApp("/dashboard/wellbeing");
    const card = await screen.findByRole("region", { name: "Welcome to Vitalog" });
    const links = within(card).getAllByRole("link");
    expect(links.map((a) => a.getAttribute("href"))).toEqual([
      "#today-checkin",
      "/dashboard/weight/add",
      "/dashboard/recommendations/r1",
    ]);
    // The recommendation step names the member's own first match.
    expect(
      await within(card).findByText(
        "2 recommendations match your profile, starting with Blood pressure screening.",
      ),
    ).toBeInTheDocument();
    expect(document.getElementById("today-checkin")).toHaveAccessibleName("How are you today?");
  });

  it("is not shown once anything is recorded, in any tracking module", async () => {
    const fetch = setUp({ recorded: ["/api/v1/meditation-sessions"] });
    renderApp("/dashboard/wellbeing");
    await screen.findByRole("heading", { level: 1, name: "Wellbeing" });
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith("/api/v1/cycle/periods?limit=1", expect.anything()),
    );
    await waitFor(() => expect(fetch.mock.calls.length).toBeGreaterThan(8));
    expect(screen.queryByRole("region", { name: "Welcome to Vitalog" })).not.toBeInTheDocument();
  });

  it("closes for good: the choice is saved on the profile, focus goes to the page heading", async () => {
    const fetch = setUp();
    renderApp("/dashboard/wellbeing");
    const card = await screen.findByRole("region", { name: "Welcome to Vitalog" });
    await userEvent
      .setup()
      .click(within(card).getByRole("button", { name: "Close the welcome card" }));
    await waitFor(() =>
      expect(screen.queryByRole("region", { name: "Welcome to Vitalog" })).not.toBeInTheDocument(),
    );
    const patch = fetch.mock.calls.find(([, init]) => init?.method === "PATCH");
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ welcomeDismissed: true });
    expect(screen.getByRole("heading", { level: 1, name: "Wellbeing" })).toHaveFocus();
  });

  it("asks for nothing once dismissed", async () => {
    const fetch = setUp({ dismissed: true });
    renderApp("/dashboard/wellbeing");
    await screen.findByRole("heading", { level: 1, name: "Wellbeing" });
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url).includes("/summary"))).toBe(true),
    );
    expect(fetch.mock.calls.some(([url]) => String(url).includes("/api/v1/fasts"))).toBe(false);
    expect(screen.queryByRole("region", { name: "Welcome to Vitalog" })).not.toBeInTheDocument();
  });
});
