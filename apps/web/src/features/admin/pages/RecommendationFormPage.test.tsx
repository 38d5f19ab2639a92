import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  errorReply,
  json,
  makeProfile,
  renderApp,
  sessionHandlers,
  stubFetch,
} from "../../../test/render-app.tsx";

const item = (id: string, name: string) => ({
  id,
  name,
  description: null,
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
});

function setup(extra: Parameters<typeof stubFetch>[0] = {}) {
  const fetch = stubFetch({
    ...sessionHandlers(makeProfile({ isAdmin: true })),
    "GET /api/v1/admin/risk-factors": () => json(200, { items: [item("rf1", "Smoking")] }),
    "GET /api/v1/admin/health-goals": () => json(200, { items: [item("hg1", "Heart health")] }),
    "GET /api/v1/admin/recommendations": () => json(200, { items: [] }),
    ...extra,
  });
  const view = renderApp("/admin/recommendations/new");
  // No pause between key presses: the tests wait for what they check, not for the clock.
  return { fetch, user: userEvent.setup({ delay: null }), ...view };
}

type User = ReturnType<typeof userEvent.setup>;

/** Enters text into an empty field in one go (as pasting it), not key by key. */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillBasics(user: User) {
  await fill(user, await screen.findByLabelText(/Guideline title/), "Colorectal cancer screening");
  await user.selectOptions(screen.getByLabelText(/Organization/), "uspstf");
  await user.selectOptions(screen.getByLabelText(/Action type/), "screening");
  await fill(user, screen.getByLabelText(/Action details/), "Stool test every year");
  await fill(user, screen.getByRole("textbox", { name: /^Instructions/ }), "Book your screening");
}

// The form is long and typed into key by key, as a person would: slow where the machine is busy.
describe("RecommendationFormPage", { timeout: 60_000 }, () => {
  it("on a failed submit opens the tab of the first error, marks the others and says why", async () => {
    const { fetch, user } = setup();
    await fillBasics(user);
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Please fix the validation errors");
    // Clinical (benefits or harms) comes before evidence (grade): it opens, and both are marked.
    expect(screen.getByRole("tab", { name: /Clinical/ })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Clinical (has errors)" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Evidence (has errors)" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Basic" })).toBeInTheDocument();
    const benefits = screen.getByLabelText("Benefits");
    expect(benefits).toHaveAccessibleDescription("Either benefits or harms must be provided");
    await waitFor(() => expect(benefits).toHaveFocus());
    expect(fetch.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);

    await user.click(screen.getByRole("tab", { name: /Evidence/ }));
    expect(screen.getByLabelText(/Recommendation grade/)).toHaveAccessibleDescription(
      "Recommendation grade is required",
    );
  });

  it("moves between tabs with the arrow keys", async () => {
    const { user } = setup();
    const basic = await screen.findByRole("tab", { name: "Basic" });
    basic.focus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Targeting" })).toHaveFocus();
    expect(screen.getByRole("tab", { name: "Targeting" })).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Instructions" })).toHaveFocus();
  });

  it("fixes the number to 1 for once, and suggests priority 5 for urgent", async () => {
    const { user } = setup();
    const number = await screen.findByLabelText(/^Frequency/);
    await user.clear(number);
    await user.type(number, "3");
    await user.selectOptions(screen.getByLabelText("Period"), "once");
    expect(number).toBeDisabled();
    expect(number).toHaveValue(1);
    await user.selectOptions(screen.getByLabelText("Period"), "month");
    expect(number).toBeEnabled();

    const priority = screen.getByLabelText(/^Priority/);
    expect(priority).toHaveValue("3");
    await user.click(screen.getByLabelText(/Urgent/));
    expect(priority).toHaveValue("5");
  });

  it("saves a valid recommendation, then says so and returns to the list", async () => {
    let sent: Record<string, unknown> | undefined;
    const { user, router } = setup({
      "POST /api/v1/admin/recommendations": ({ body }) => {
        sent = body as Record<string, unknown>;
        return json(201, { id: "r1" });
      },
    });
    await fillBasics(user);
    await user.click(screen.getByRole("tab", { name: "Targeting" }));
    await user.click(screen.getByLabelText("Smoking"));
    await user.click(screen.getByRole("tab", { name: "Clinical" }));
    await fill(user, screen.getByLabelText("Benefits"), "Fewer deaths");
    await user.click(screen.getByRole("tab", { name: "Evidence" }));
    await user.selectOptions(screen.getByLabelText(/Recommendation grade/), "A");
    await user.click(screen.getByRole("tab", { name: "References" }));
    await fill(user, screen.getByLabelText("Related guidelines"), "One\nTwo");
    await user.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/recommendations"));
    expect(await screen.findByText("Recommendation saved")).toBeInTheDocument();
    expect(sent).toMatchObject({
      guidelineTitle: "Colorectal cancer screening",
      organization: "uspstf",
      actionType: "screening",
      frequencyNumber: 1,
      frequencyPeriod: "year",
      priority: 3,
      gender: "all",
      minAge: 18,
      maxAge: 99,
      selectedRiskFactors: ["rf1"],
      recommendationGrade: "A",
      relatedGuidelines: ["One", "Two"],
      // The untouched blank step is no step.
      detailedInstructions: [],
    });
  });

  it("shows the server's field errors like its own, and the failure otherwise", async () => {
    let reply = () =>
      json(400, {
        error: {
          code: "VALIDATION",
          message: "The request is not valid",
          fields: { "detailedInstructions.0.title": "Step title is required" },
        },
      });
    const { user } = setup({ "POST /api/v1/admin/recommendations": () => reply() });
    await fillBasics(user);
    await user.click(screen.getByRole("tab", { name: "Clinical" }));
    await fill(user, screen.getByLabelText("Harms"), "Rare bleeding");
    await user.click(screen.getByRole("tab", { name: "Evidence" }));
    await user.selectOptions(screen.getByLabelText(/Recommendation grade/), "B");
    await user.click(screen.getByRole("tab", { name: "Instructions" }));
    await fill(user, screen.getByLabelText("Notes"), "Bring your card");
    await user.clear(screen.getByLabelText("Notes"));
    await user.type(screen.getByLabelText("Notes"), "x");
    await user.click(screen.getByRole("tab", { name: "Basic" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    // The form's own rule catches the untitled step first.
    expect(await screen.findByRole("tab", { name: "Instructions (has errors)" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const title = within(screen.getByRole("listitem", { name: "Step 1" })).getByLabelText(/Title/);
    expect(title).toHaveAccessibleDescription("Step title is required");

    await fill(user, title, "Book it");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByRole("tab", { name: "Instructions (has errors)" }),
    ).toBeInTheDocument();

    reply = () => errorReply(500, "INTERNAL", "boom");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Failed to save recommendation")).toBeInTheDocument();
  });
});
