import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { defaultBirthDate } from "@vitalog/domain";
import { afterEach, describe, expect, it } from "vitest";
import { setDeviceAdapter, webDevice } from "../../../platform/device.ts";
import {
  json,
  makeProfile,
  renderApp,
  sessionHandlers,
  stubFetch,
} from "../../../test/render-app.tsx";

const SMOKING = "8d1f3c1e-0000-4000-8000-000000000001";
const PRESSURE = "8d1f3c1e-0000-4000-8000-000000000003";
const ADDED = "8d1f3c1e-0000-4000-8000-000000000004";
const GOAL = "8d1f3c1e-0000-4000-8000-000000000002";
const item = (id: string, name: string, description: string, category?: string | null) => ({
  id,
  name,
  description,
  ...(category === undefined ? {} : { category }),
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
});

function setUp(patchReply?: () => Response) {
  let profile = makeProfile({ profileCompleted: false, dateOfBirth: null, gender: null });
  const fetch = stubFetch({
    ...sessionHandlers(null),
    "GET /api/v1/profile": () => json(200, profile),
    "GET /api/v1/risk-factors": () =>
      json(200, {
        items: [
          item(ADDED, "Night shifts", "Works at night.", null),
          item(PRESSURE, "High blood pressure", "130/80 mmHg or more.", "heart"),
          item(SMOKING, "Smoking", "Current or recent tobacco use.", "habits"),
        ],
      }),
    "GET /api/v1/health-goals": () =>
      json(200, { items: [item(GOAL, "Sleep better", "Seven to nine hours a night.")] }),
    "PATCH /api/v1/profile": ({ body }) => {
      if (patchReply) return patchReply();
      profile = { ...profile, ...(body as object), profileCompleted: true };
      return json(200, profile);
    },
    "GET /api/v1/weight-entries": () => json(200, { items: [], nextCursor: null }),
  });
  const patches = () =>
    fetch.mock.calls
      .filter(([, init]) => init?.method === "PATCH")
      .map(([, init]) => JSON.parse(String(init?.body)));
  return { patches };
}

/** The summary that opens a group of risk factors. */
const openerOf = (group: string) =>
  screen.getByText(group, { selector: "summary span" }).closest("summary") as HTMLElement;

const progress = () => screen.getByRole("progressbar", { name: "Profile progress" });

describe("ProfileCompletionPage", () => {
  it("asks in three steps, keeps answers going back, and saves the four fields once", async () => {
    const { patches } = setUp();
    const user = userEvent.setup();
    const { router } = renderApp("/profile-completion");

    await screen.findByRole("heading", { level: 1, name: "Complete your profile" });
    expect(screen.getByText("Step 1 of 3")).toBeInTheDocument();
    expect(progress()).toHaveAttribute("aria-valuenow", "1");
    expect(progress()).toHaveAttribute("aria-valuetext", "Step 1 of 3");

    // Step 1 is required: Next stays put and says what is missing.
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Enter your date of birth")).toBeInTheDocument();
    expect(screen.getByText("Select your gender")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Skip" })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText("Date of birth"), "1990-05-01");
    await user.click(screen.getByRole("radio", { name: "Female" }));
    await user.click(screen.getByRole("button", { name: "Next" }));

    // Step 2: risk factors in their groups, the heading focused.
    const heading = await screen.findByRole("heading", {
      level: 2,
      name: "Anything that affects your health?",
    });
    expect(heading).toHaveFocus();
    expect(screen.getByText("Step 2 of 3")).toBeInTheDocument();
    // Each group is a closed disclosure until opened.
    const heart = await screen.findByRole("group", {
      name: "Heart, blood pressure and blood sugar",
    });
    const pressure = within(heart).getByRole("checkbox", { name: "High blood pressure" });
    expect(pressure).not.toBeVisible();
    await user.click(openerOf("Heart, blood pressure and blood sugar"));
    expect(pressure).toBeVisible();
    const habits = screen.getByRole("group", { name: "Smoking, alcohol, sleep and stress" });
    await user.click(openerOf("Smoking, alcohol, sleep and stress"));
    const smoking = within(habits).getByRole("checkbox", { name: "Smoking" });
    expect(smoking).toHaveAccessibleDescription("Current or recent tobacco use.");
    // One without a category (added by an admin) is under Other.
    const other = screen.getByRole("group", { name: "Other" });
    expect(within(other).getByRole("checkbox", { name: "Night shifts" })).toBeInTheDocument();

    // "None of these" clears the ticks, and a tick clears it.
    await user.click(smoking);
    const none = screen.getByRole("checkbox", { name: "None of these" });
    await user.click(none);
    expect(smoking).not.toBeChecked();
    await user.click(smoking);
    expect(none).not.toBeChecked();
    expect(openerOf("Smoking, alcohol, sleep and stress")).toHaveTextContent("1 selected");
    await user.click(screen.getByRole("button", { name: "Next" }));

    // Step 3: goals; Back keeps every earlier answer.
    expect(
      await screen.findByRole("heading", { level: 2, name: "What would you like to work on?" }),
    ).toHaveFocus();
    expect(progress()).toHaveAttribute("aria-valuenow", "3");
    await user.click(await screen.findByRole("checkbox", { name: "Sleep better" }));
    await user.click(screen.getByRole("button", { name: "Back" }));
    // The group with a tick opens by itself on the way back.
    expect(await screen.findByRole("checkbox", { name: "Smoking" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Smoking" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(await screen.findByLabelText("Date of birth")).toHaveValue("1990-05-01");
    expect(screen.getByRole("radio", { name: "Female" })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(await screen.findByRole("button", { name: "Next" }));
    expect(await screen.findByRole("checkbox", { name: "Sleep better" })).toBeChecked();
    expect(patches()).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Save and continue" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/wellbeing"));
    expect(patches()).toEqual([
      {
        dateOfBirth: "1990-05-01",
        gender: "female",
        selectedRiskFactors: [SMOKING],
        selectedHealthGoals: [GOAL],
      },
    ]);
  });

  it("lets the optional steps be skipped, saving empty lists", async () => {
    const { patches } = setUp();
    const user = userEvent.setup();
    const { router } = renderApp("/profile-completion");

    await user.type(await screen.findByLabelText("Date of birth"), "1979-11-02");
    await user.click(screen.getByRole("radio", { name: "Male" }));
    // Enter in a field goes on, like Next.
    await user.type(screen.getByLabelText("Date of birth"), "{Enter}");
    await screen.findByText("Step 2 of 3");
    await user.click(screen.getByRole("button", { name: "Skip" }));
    await screen.findByText("Step 3 of 3");
    await user.click(screen.getByRole("button", { name: "Skip" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/wellbeing"));
    expect(patches()).toEqual([
      {
        dateOfBirth: "1979-11-02",
        gender: "male",
        selectedRiskFactors: [],
        selectedHealthGoals: [],
      },
    ]);
  });

  it("takes the person back to the step whose answer the server refused, answers kept", async () => {
    const refused = "One or more selected risk factors do not exist";
    setUp(() =>
      json(400, {
        error: {
          code: "VALIDATION_FAILED",
          message: refused,
          fields: { selectedRiskFactors: refused },
        },
      }),
    );
    const user = userEvent.setup();
    renderApp("/profile-completion");
    await user.type(await screen.findByLabelText("Date of birth"), "1979-11-02");
    await user.click(screen.getByRole("radio", { name: "Male" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    await screen.findByText("Smoking, alcohol, sleep and stress", { selector: "summary span" });
    await user.click(openerOf("Smoking, alcohol, sleep and stress"));
    await user.click(screen.getByRole("checkbox", { name: "Smoking" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    await screen.findByText("Step 3 of 3");
    await user.click(screen.getByRole("button", { name: "Skip" }));

    expect(await screen.findByText(refused)).toBeInTheDocument();
    expect(screen.getByText("Step 2 of 3")).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Smoking" })).toBeChecked();
  });

  describe("the date of birth's picker", () => {
    afterEach(() => setDeviceAdapter(webDevice));

    it("starts 25 years back in the apps when the field is empty", async () => {
      setDeviceAdapter({ platform: () => ({ isNative: true, os: "android" }) });
      setUp();
      renderApp("/profile-completion");
      const field = await screen.findByLabelText("Date of birth");
      expect(field).toHaveAttribute("type", "date");
      expect(field).toHaveValue("");
      field.focus();
      await waitFor(() => expect(field).toHaveValue(defaultBirthDate(new Date())));
    });

    it("keeps an empty field empty on the web", async () => {
      setUp();
      renderApp("/profile-completion");
      const field = await screen.findByLabelText("Date of birth");
      field.focus();
      expect(field).toHaveFocus();
      expect(field).toHaveValue("");
    });
  });
});
