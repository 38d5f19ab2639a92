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

function setup() {
  let profile = makeProfile({ heightCm: 170, goalWeightKg: 68 });
  const fetch = stubFetch({
    ...sessionHandlers(null),
    "GET /api/v1/profile": () => json(200, profile),
    "GET /api/v1/risk-factors": () => json(200, { items: [] }),
    "GET /api/v1/health-goals": () => json(200, { items: [] }),
    "PATCH /api/v1/profile": ({ body }) => {
      profile = { ...profile, ...(body as object) };
      return json(200, profile);
    },
  });
  return { fetch, user: userEvent.setup(), ...renderApp("/settings") };
}

const patchBody = (fetch: ReturnType<typeof setup>["fetch"]) => {
  const call = fetch.mock.calls.find(([, init]) => init?.method === "PATCH");
  return JSON.parse(String(call?.[1]?.body));
};

describe("ProfileSettingsPage", () => {
  it("opens from /settings and shows the profile in metric", async () => {
    const { router } = setup();
    await screen.findByRole("heading", { name: "Profile settings" });
    expect(router.state.location.pathname).toBe("/settings/profile");
    expect(screen.getByLabelText("Height (cm)")).toHaveValue("170");
    expect(screen.getByLabelText("Goal weight (kg)")).toHaveValue("68");
  });

  it("converts to feet, inches and pounds and stores metric values", async () => {
    const { fetch, user } = setup();
    await screen.findByRole("heading", { name: "Profile settings" });
    await user.click(screen.getByRole("radio", { name: /Imperial/ }));
    expect(screen.getByLabelText("Feet")).toHaveValue("5");
    expect(screen.getByLabelText("Inches")).toHaveValue("6.9");
    expect(screen.getByLabelText("Goal weight (lb)")).toHaveValue("149.9");

    await user.clear(screen.getByLabelText("Inches"));
    await user.type(screen.getByLabelText("Inches"), "10");
    await user.clear(screen.getByLabelText("Goal weight (lb)"));
    await user.type(screen.getByLabelText("Goal weight (lb)"), "150");
    await user.click(screen.getByRole("button", { name: "Update Profile" }));

    expect(await screen.findByText("Profile updated")).toBeInTheDocument();
    const body = patchBody(fetch);
    expect(body.measurementPreference).toBe("imperial");
    expect(body.heightCm).toBe(177.8);
    expect(body.goalWeightKg).toBeCloseTo(68.04, 2);
  });

  it("rejects a height out of range with the domain message", async () => {
    const { fetch, user } = setup();
    await screen.findByRole("heading", { name: "Profile settings" });
    await user.clear(screen.getByLabelText("Height (cm)"));
    await user.type(screen.getByLabelText("Height (cm)"), "20");
    await user.click(screen.getByRole("button", { name: "Update Profile" }));
    await waitFor(() =>
      expect(screen.getByLabelText("Height (cm)")).toHaveAccessibleDescription(
        "Height must be between 50 and 272 cm",
      ),
    );
    expect(fetch.mock.calls.some(([, init]) => init?.method === "PATCH")).toBe(false);
  });
});
