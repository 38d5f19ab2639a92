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
import { DEMO_FASTING_SETTINGS } from "../api.ts";

function member() {
  return stubFetch({
    ...sessionHandlers(makeProfile()),
    "GET /api/v1/fasting-settings": () => json(200, DEMO_FASTING_SETTINGS),
    "PATCH /api/v1/fasting-settings": ({ body }) =>
      json(200, { ...DEMO_FASTING_SETTINGS, ...(body as object) }),
  });
}

const patches = (fetch: ReturnType<typeof stubFetch>) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === "PATCH")
    .map(([, init]) => JSON.parse(String(init?.body)));

describe("FastingSettingsPage", () => {
  it("shows every stored setting by the spec's names and saves the changes", async () => {
    const fetch = member();
    renderApp("/dashboard/fasting/settings");
    const user = userEvent.setup();
    const duration = await screen.findByLabelText("Default fast length (hours)");
    expect(duration).toHaveValue(16);
    for (const name of [
      "Start reminder",
      "Progress updates",
      "End reminder",
      "Milestones",
      "Hydration reminders",
    ]) {
      expect(screen.getByRole("checkbox", { name })).toBeChecked();
    }
    expect(screen.getByRole("checkbox", { name: "Daily reminder" })).not.toBeChecked();
    expect(screen.getByLabelText("Daily reminder time")).toHaveValue("18:00");
    await user.clear(duration);
    await user.type(duration, "18");
    await user.click(screen.getByRole("checkbox", { name: "Progress updates" }));
    await user.click(screen.getByRole("checkbox", { name: /Show streaks/ }));
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("Fasting settings saved")).toBeInTheDocument();
    expect(patches(fetch)[0]).toMatchObject({
      defaultDurationHours: 18,
      progressUpdates: false,
      showStreaks: false,
      startReminder: true,
      dailyReminderTime: "18:00",
    });
    expect(patches(fetch)[0]).not.toHaveProperty("safetyNoteAcknowledgedAt");
  });

  it("refuses a default duration outside 1 to 168 hours before sending it", async () => {
    const fetch = member();
    renderApp("/dashboard/fasting/settings");
    const user = userEvent.setup();
    const duration = await screen.findByLabelText("Default fast length (hours)");
    await user.clear(duration);
    await user.type(duration, "0");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(
      await screen.findByText("The default duration must be a whole number of hours from 1 to 168"),
    ).toBeInTheDocument();
    await waitFor(() => expect(patches(fetch)).toHaveLength(0));
  });
});
