import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { PersonalRecommendation, RecommendationUserState } from "@vitalog/domain";
import { describe, expect, it, vi } from "vitest";
import { localToday } from "../../../lib/local-day.ts";
import {
  errorReply,
  json,
  makeProfile,
  renderApp,
  sessionHandlers,
  stubFetch,
} from "../../../test/render-app.tsx";
import { demoDetail } from "../api.ts";

const base = demoDetail(localToday(), "demo-colorectal-50-75") as PersonalRecommendation;
const pending: RecommendationUserState = { ...base.state, status: "pending", isSaved: false };
const recommendation: PersonalRecommendation = { ...base, id: "rec-1", state: pending };

function member(extra: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    ...sessionHandlers(makeProfile()),
    "GET /api/v1/recommendations/rec-1": () => json(200, recommendation),
    "GET /api/v1/recommendations": () => json(200, { items: [] }),
    ...extra,
  });
}

describe("RecommendationDetailPage", () => {
  it("walks the steps forward and back, and Begin Recommendation puts it in progress", async () => {
    const progress = vi.fn();
    let state = pending;
    member({
      "GET /api/v1/recommendations/rec-1": () => json(200, { ...recommendation, state }),
      "PUT /api/v1/recommendations/rec-1/progress": ({ body }) => {
        progress(body);
        state = { ...pending, progressStep: 4 };
        return json(200, state);
      },
    });
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderApp("/dashboard/recommendations/rec-1");
    const steps = await screen.findByRole("region", { name: "What to do" });
    expect(steps).toHaveTextContent("Step 1 of 4");
    expect(within(steps).getByRole("heading", { name: "Talk to your clinician" })).toBeVisible();
    expect(within(steps).getByRole("button", { name: "Back" })).toBeDisabled();

    const user = userEvent.setup();
    await user.click(within(steps).getByRole("button", { name: "Next" }));
    expect(steps).toHaveTextContent("Step 2 of 4");
    const second = within(steps).getByRole("heading", { name: "Choose your test" });
    expect(second).toHaveFocus();
    await user.click(within(steps).getByRole("button", { name: "Back" }));
    expect(steps).toHaveTextContent("Step 1 of 4");
    await user.click(within(steps).getByRole("button", { name: "Next" }));
    await user.click(within(steps).getByRole("button", { name: "Next" }));
    await user.click(within(steps).getByRole("button", { name: "Next" }));
    expect(steps).toHaveTextContent("Step 4 of 4");
    expect(within(steps).queryByRole("button", { name: "Next" })).not.toBeInTheDocument();
    const actions = screen.getByRole("region", { name: "Your actions" });
    expect(actions).toHaveTextContent("Not done yet.");
    await user.click(within(steps).getByRole("button", { name: "Begin Recommendation" }));
    await waitFor(() => expect(progress).toHaveBeenCalledWith({ step: 4 }));
    // Begun: it says so, here and on the last step, and Mark as complete is next.
    expect(await screen.findByText("Begun: it shows as in progress")).toBeInTheDocument();
    await within(actions).findByText(/In progress: you have begun it/);
    expect(within(steps).getByText(/You have begun this recommendation/)).toBeVisible();
    expect(
      within(steps).queryByRole("button", { name: "Begin Recommendation" }),
    ).not.toBeInTheDocument();
    expect(scrolled).toHaveBeenCalled();
    expect(within(actions).getByRole("button", { name: "Mark as complete" })).toHaveFocus();
  });

  it("asks when a custom-schedule item is next due on completing it", async () => {
    const completed = vi.fn();
    const schedule = "Depends on the test: every year (stool test) or every 10 years (colonoscopy)";
    let state = pending;
    const custom = { ...recommendation, frequencyPeriod: "custom", frequencyText: schedule };
    member({
      "GET /api/v1/recommendations/rec-1": () => json(200, { ...custom, state }),
      "POST /api/v1/recommendations/rec-1/complete": ({ body }) => {
        completed(body);
        state = {
          ...pending,
          status: "completed",
          isCompleted: true,
          completedAt: "2026-03-03T10:00:00.000Z",
          nextDueDate: "2036-03-03",
        };
        return json(200, state);
      },
    });
    renderApp("/dashboard/recommendations/rec-1");
    const user = userEvent.setup();
    const actions = await screen.findByRole("region", { name: "Your actions" });
    await user.click(within(actions).getByRole("button", { name: "Mark as complete" }));
    const dialog = await screen.findByRole("dialog", { name: "Mark as complete" });
    const when = within(dialog).getByLabelText("When is it next due?");
    expect(dialog).toHaveTextContent(`Its schedule: ${schedule}`);
    await user.selectOptions(when, "In 10 years");
    await user.click(within(dialog).getByRole("button", { name: "Mark as complete" }));
    await waitFor(() =>
      expect(completed).toHaveBeenCalledWith({ notes: "", repeatAfterMonths: 120 }),
    );
    await within(actions).findByText("Completed on March 3, 2026 · next due March 3, 2036");
  });

  it("shows the instruction when there are no steps, and the whole record", async () => {
    member({
      "GET /api/v1/recommendations/rec-1": () =>
        json(200, { ...recommendation, detailedInstructions: [] }),
    });
    renderApp("/dashboard/recommendations/rec-1");
    const what = await screen.findByRole("region", { name: "What to do" });
    expect(what).toHaveTextContent(recommendation.instruction);
    expect(what).not.toHaveTextContent("Step 1 of");
    const source = screen.getByRole("link", { name: /Read the full recommendation/ });
    expect(source).toHaveAttribute("href", recommendation.sourceUrl);
    expect(source).toHaveAttribute("target", "_blank");
    expect(source).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByRole("region", { name: "Benefits and harms" })).toHaveTextContent(
      "substantial net benefit",
    );
    expect(screen.getByRole("region", { name: "Evidence" })).toHaveTextContent(
      "Systematic reviews",
    );
    expect(screen.getByRole("region", { name: "Why this matches you" })).toHaveTextContent(
      "Your age:",
    );
  });

  it("marks it complete with a note, then shows when it is next due", async () => {
    const completed = vi.fn();
    let state = pending;
    member({
      "GET /api/v1/recommendations/rec-1": () => json(200, { ...recommendation, state }),
      "POST /api/v1/recommendations/rec-1/complete": ({ body }) => {
        completed(body);
        state = {
          ...pending,
          status: "completed",
          isCompleted: true,
          completedAt: "2026-03-03T10:00:00.000Z",
          nextDueDate: "2036-03-03",
        };
        return json(200, state);
      },
    });
    renderApp("/dashboard/recommendations/rec-1");
    const user = userEvent.setup();
    const actions = await screen.findByRole("region", { name: "Your actions" });
    await user.click(within(actions).getByRole("button", { name: "Mark as complete" }));
    const dialog = await screen.findByRole("dialog", { name: "Mark as complete" });
    // A fixed frequency sets the next due date itself.
    expect(within(dialog).queryByLabelText("When is it next due?")).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Notes (optional)"), "FIT kit sent back");
    await user.click(within(dialog).getByRole("button", { name: "Mark as complete" }));
    await waitFor(() => expect(completed).toHaveBeenCalledWith({ notes: "FIT kit sent back" }));
    expect(await screen.findByText("Marked as complete")).toBeInTheDocument();
    await within(actions).findByText("Completed on March 3, 2026 · next due March 3, 2036");
    expect(
      within(actions).queryByRole("button", { name: "Mark as complete" }),
    ).not.toBeInTheDocument();
  });

  it("saves and hides with their toasts", async () => {
    let state = pending;
    member({
      "GET /api/v1/recommendations/rec-1": () => json(200, { ...recommendation, state }),
      "POST /api/v1/recommendations/rec-1/save": () => {
        state = { ...state, isSaved: true, status: "saved" };
        return json(200, state);
      },
      "POST /api/v1/recommendations/rec-1/hide": () => {
        state = { ...state, isHidden: true, status: "hidden" };
        return json(200, state);
      },
    });
    renderApp("/dashboard/recommendations/rec-1");
    const user = userEvent.setup();
    const actions = await screen.findByRole("region", { name: "Your actions" });
    await user.click(within(actions).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Saved")).toBeInTheDocument();
    await within(actions).findByRole("button", { name: "Unsave" });
    await user.click(within(actions).getByRole("button", { name: "Hide" }));
    const dialog = await screen.findByRole("dialog", { name: "Hide this recommendation" });
    await user.click(within(dialog).getByRole("button", { name: "Hide" }));
    await within(actions).findByRole("button", { name: "Unhide" });
    expect(await screen.findByText("Hidden")).toBeInTheDocument();
  });

  it("says Recommendation not found for an unknown id, with a way back", async () => {
    member({
      "GET /api/v1/recommendations/nope": () =>
        errorReply(404, "NOT_FOUND", "Recommendation not found"),
    });
    renderApp("/dashboard/recommendations/nope");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Recommendation not found" }),
    ).toBeInTheDocument();
    const back = screen.getAllByRole("link", { name: "Back to recommendations" });
    expect(back.map((link) => link.getAttribute("href"))).toEqual([
      "/dashboard/recommendations",
      "/dashboard/recommendations",
    ]);
  });

  it("asks a visitor to sign in before any action in the preview", async () => {
    const fetch = stubFetch(sessionHandlers(null));
    renderApp("/preview/recommendations/demo-lung-50-80");
    const actions = await screen.findByRole("region", { name: "Your actions" });
    await userEvent
      .setup()
      .click(within(actions).getByRole("button", { name: "Mark as complete" }));
    const prompt = await screen.findByRole("dialog");
    expect(prompt).toHaveTextContent("personal recommendations");
    expect(fetch.mock.calls.some(([path]) => String(path).includes("recommendations"))).toBe(false);
  });
});
