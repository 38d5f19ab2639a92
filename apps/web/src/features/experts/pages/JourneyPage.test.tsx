import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { journeysOf } from "@vitalog/domain";
import { describe, expect, it } from "vitest";
import {
  json,
  makeProfile,
  renderApp,
  sessionHandlers,
  stubFetch,
} from "../../../test/render-app.tsx";
import { journeyDetailOf } from "../api.ts";

const journey = journeysOf("physician")[0]!;
const first = journey.steps[0]!;

describe("JourneyPage", () => {
  it("shows a journey read-only in the preview, from the domain's content", async () => {
    const fetch = stubFetch(sessionHandlers(null));
    renderApp(`/preview/physician/journey/${journey.id}`);
    expect(
      await screen.findByRole("heading", { level: 1, name: journey.title }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("region", { name: new RegExp(`Step 1 of ${journey.steps.length}`) }),
    ).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes("/api/v1/experts"))).toBe(false);
    // Saving in the preview asks to sign in.
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Save and mark done" }));
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
  });

  it("saves a member's answer to the step and marks it done", async () => {
    const saved: unknown[] = [];
    const detail = {
      ...journeyDetailOf(journey),
      progress: {
        journeyId: journey.id,
        enrolled: true,
        enrolledAt: "2026-11-20T09:00:00.000Z",
        completedSteps: 0,
        totalSteps: journey.steps.length,
        currentStepId: first.id,
        steps: [],
      },
    };
    stubFetch({
      ...sessionHandlers(makeProfile()),
      [`GET /api/v1/experts/journeys/${journey.id}`]: () => json(200, detail),
      [`PUT /api/v1/experts/journeys/${journey.id}/steps/${first.id}`]: ({ body }) => {
        saved.push(body);
        return json(200, { ...detail.progress, completedSteps: 1 });
      },
    });
    renderApp(`/dashboard/physician/journey/${journey.id}`);
    const step = await screen.findByRole("region", { name: /Step 1 of/ });
    const user = userEvent.setup();
    const spec = first.exercise.answer;
    if (spec.kind === "text") {
      await user.type(within(step).getByLabelText("Your answer"), "Ask about my cholesterol");
    } else if (spec.kind === "list") {
      await user.type(
        within(step).getByLabelText(`${spec.itemLabel} 1`),
        "Ask about my cholesterol",
      );
    }
    await user.click(within(step).getByRole("button", { name: "Save and mark done" }));
    expect(await screen.findByText("Saved")).toBeInTheDocument();
    expect(saved[0]).toMatchObject({ completed: true, answer: { kind: spec.kind } });
  });

  it("opens the health coach's journey under experts in the preview", async () => {
    const coach = journeysOf("healthcoach")[0]!;
    stubFetch(sessionHandlers(null));
    renderApp(`/preview/experts/journey/${coach.id}`);
    expect(await screen.findByRole("heading", { level: 1, name: coach.title })).toBeInTheDocument();
  });

  it("asks a visitor to sign in on a session page of the preview", async () => {
    stubFetch(sessionHandlers(null));
    renderApp("/preview/psychologist/session");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Session with the wellbeing guide" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/sign in to talk to the expert/)).toBeInTheDocument();
  });
});
