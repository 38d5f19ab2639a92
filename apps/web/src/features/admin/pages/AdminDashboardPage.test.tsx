import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  json,
  makeProfile,
  renderApp,
  sessionHandlers,
  stubFetch,
} from "../../../test/render-app.tsx";

function figure(label: string) {
  const term = screen.getByText(label, { selector: "dt" });
  return within(term.closest("div")?.parentElement as HTMLElement);
}

describe("AdminDashboardPage", () => {
  it("shows every count the overview returns, labelled by its module", async () => {
    stubFetch({
      ...sessionHandlers(makeProfile({ isAdmin: true })),
      "GET /api/v1/admin/overview": () =>
        json(200, {
          users: 1200,
          riskFactors: 12,
          healthGoals: 9,
          weightEntries: 5400,
          fastingSessions: 7,
        }),
    });
    renderApp("/admin/dashboard");

    await screen.findByText("1,200");
    expect(figure("Users").getByText("1,200")).toBeInTheDocument();
    expect(figure("Risk factors").getByText("12")).toBeInTheDocument();
    expect(figure("Health goals").getByText("9")).toBeInTheDocument();
    expect(figure("Weight entries").getByText("5,400")).toBeInTheDocument();
    // A count no module labels yet still shows, under its key.
    expect(figure("fastingSessions").getByText("7")).toBeInTheDocument();
    expect(screen.getAllByRole("term").map((dt) => dt.textContent)).toEqual([
      "Users",
      "Risk factors",
      "Health goals",
      "Weight entries",
      "fastingSessions",
    ]);
  });

  it("leaves out a labelled count the overview does not return", async () => {
    stubFetch({
      ...sessionHandlers(makeProfile({ isAdmin: true })),
      "GET /api/v1/admin/overview": () => json(200, { users: 3, riskFactors: 1, healthGoals: 2 }),
    });
    renderApp("/admin/dashboard");
    await screen.findByText("3");
    expect(screen.queryByText("Weight entries")).not.toBeInTheDocument();
  });
});
