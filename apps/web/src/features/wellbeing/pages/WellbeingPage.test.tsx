import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { summarizeCheckins } from "@vitalog/domain";
import { describe, expect, it } from "vitest";
import { localToday } from "../../../lib/local-day.ts";
import {
  json,
  makeProfile,
  renderApp,
  sessionHandlers,
  stubFetch,
} from "../../../test/render-app.tsx";

describe("WellbeingPage", () => {
  it("records today's check-in in four taps and Save, on the device's calendar day", async () => {
    const today = localToday();
    const fetch = stubFetch({
      ...sessionHandlers(makeProfile()),
      "GET /api/v1/wellbeing-checkins": () => json(200, { items: [], nextCursor: null }),
      "GET /api/v1/wellbeing-checkins/summary": () => json(200, summarizeCheckins([], 30, today)),
      [`PUT /api/v1/wellbeing-checkins/${today}`]: ({ body }) =>
        json(201, {
          id: "c1",
          date: today,
          sleepHours: null,
          note: null,
          createdAt: "",
          updatedAt: "",
          ...(body as object),
        }),
    });
    renderApp("/dashboard/wellbeing");
    const form = await screen.findByRole("region", { name: "How are you today?" });
    const user = userEvent.setup();
    await user.click(await within(form).findByRole("button", { name: "Save check-in" }));
    expect(await within(form).findByText("Choose one for each of the four")).toBeInTheDocument();

    await user.click(
      within(within(form).getByRole("group", { name: "Mood" })).getByLabelText("Good"),
    );
    await user.click(
      within(within(form).getByRole("group", { name: "Energy" })).getByLabelText("Steady"),
    );
    await user.click(
      within(within(form).getByRole("group", { name: "Sleep quality" })).getByLabelText(
        "Excellent",
      ),
    );
    await user.click(
      within(within(form).getByRole("group", { name: "Stress" })).getByLabelText("Low"),
    );
    await user.click(within(form).getByRole("button", { name: "Save check-in" }));

    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        `/api/v1/wellbeing-checkins/${today}`,
        expect.objectContaining({ method: "PUT" }),
      ),
    );
    const put = fetch.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      mood: 4,
      energy: 3,
      sleepQuality: 5,
      stress: 2,
      sleepHours: null,
      note: null,
    });
    expect(await screen.findByText("Check-in saved")).toBeInTheDocument();
  });

  it("shows the demo without calling the API, and Save opens the sign-in prompt", async () => {
    const fetch = stubFetch(sessionHandlers(null));
    renderApp("/preview/wellbeing");
    expect(await screen.findByText("Demo data")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Mood calendar" })).toBeInTheDocument();
    await userEvent.setup().click(await screen.findByRole("button", { name: "Update check-in" }));
    expect(await screen.findByRole("dialog")).toHaveTextContent(/wellbeing check-ins/);
    expect(fetch.mock.calls.some(([url]) => String(url).includes("wellbeing-checkins"))).toBe(
      false,
    );
  });
});
