import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  json,
  makeProfile,
  renderApp,
  sessionHandlers,
  stubFetch,
} from "../../../test/render-app.tsx";

const RISK = "8d1f3c1e-0000-4000-8000-000000000001";
const GOAL = "8d1f3c1e-0000-4000-8000-000000000002";
const item = (id: string, name: string, description: string) => ({
  id,
  name,
  description,
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
});

describe("ProfileCompletionPage", () => {
  it("validates, saves the four fields and opens the dashboard", async () => {
    let profile = makeProfile({ profileCompleted: false, dateOfBirth: null, gender: null });
    const fetch = stubFetch({
      ...sessionHandlers(null),
      "GET /api/v1/profile": () => json(200, profile),
      "GET /api/v1/risk-factors": () =>
        json(200, { items: [item(RISK, "Smoking", "Current or recent tobacco use.")] }),
      "GET /api/v1/health-goals": () =>
        json(200, { items: [item(GOAL, "Sleep better", "Seven to nine hours a night.")] }),
      "PATCH /api/v1/profile": ({ body }) => {
        profile = { ...profile, ...(body as object), profileCompleted: true };
        return json(200, profile);
      },
      "GET /api/v1/weight-entries": () => json(200, { items: [], nextCursor: null }),
    });
    const user = userEvent.setup();
    const { router } = renderApp("/profile-completion");

    await screen.findByRole("heading", { name: "Complete your profile" });
    await user.click(screen.getByRole("button", { name: "Save and continue" }));
    expect(await screen.findByText("Enter your date of birth")).toBeInTheDocument();
    expect(screen.getByText("Select your gender")).toBeInTheDocument();

    await user.type(screen.getByLabelText("Date of birth"), "1990-05-01");
    await user.click(screen.getByRole("radio", { name: "Female" }));
    const smoking = await screen.findByRole("checkbox", { name: "Smoking" });
    expect(smoking).toHaveAccessibleDescription("Current or recent tobacco use.");
    await user.click(smoking);
    await user.click(screen.getByRole("checkbox", { name: "Sleep better" }));
    await user.click(screen.getByRole("button", { name: "Save and continue" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/wellbeing"));
    const patch = fetch.mock.calls.find(([, init]) => init?.method === "PATCH");
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({
      dateOfBirth: "1990-05-01",
      gender: "female",
      selectedRiskFactors: [RISK],
      selectedHealthGoals: [GOAL],
    });
  });
});
