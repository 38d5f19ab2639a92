import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { summarizeActivity } from "@vitalog/domain";
import { describe, expect, it } from "vitest";
import { localToday } from "../../../lib/local-day.ts";
import {
  json,
  makeProfile,
  renderApp,
  sessionHandlers,
  stubFetch,
} from "../../../test/render-app.tsx";

describe("ActivityPage", () => {
  it("records a day's steps with PUT on that day", async () => {
    const today = localToday();
    const fetch = stubFetch({
      ...sessionHandlers(makeProfile()),
      "GET /api/v1/activity-days/summary": () => json(200, summarizeActivity([], 30, today)),
      [`PUT /api/v1/activity-days/${today}`]: ({ body }) =>
        json(201, { id: "d1", date: today, createdAt: "", updatedAt: "", ...(body as object) }),
    });
    renderApp("/dashboard/activity");
    const form = await screen.findByRole("region", { name: "Record a day" });
    const user = userEvent.setup();
    await user.click(within(form).getByRole("button", { name: "Save day" }));
    expect(
      await within(form).findByText("Enter the day's steps, its active minutes, or both"),
    ).toBeInTheDocument();
    await user.type(within(form).getByLabelText("Steps"), "8,421");
    await user.click(within(form).getByRole("button", { name: "Save day" }));
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        `/api/v1/activity-days/${today}`,
        expect.objectContaining({ method: "PUT" }),
      ),
    );
    const put = fetch.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ steps: 8421, activeMinutes: null });
    expect(await screen.findByText("Day saved")).toBeInTheDocument();
  });

  it("shows the demo without calling the API, and Save opens the sign-in prompt", async () => {
    const fetch = stubFetch(sessionHandlers(null));
    renderApp("/preview/activity");
    expect(await screen.findByText("Demo data")).toBeInTheDocument();
    const form = await screen.findByRole("region", { name: "Record a day" });
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText("Steps"), "5000");
    await user.click(within(form).getByRole("button", { name: "Save day" }));
    expect(await screen.findByRole("dialog")).toHaveTextContent(/activity tracking/);
    expect(fetch.mock.calls.some(([url]) => String(url).includes("activity-days"))).toBe(false);
  });
});
