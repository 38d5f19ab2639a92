import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { toDateTimeLocalValue } from "../../../kit/datetime-local.ts";
import {
  errorReply,
  json,
  makeProfile,
  renderApp,
  sessionHandlers,
  stubFetch,
} from "../../../test/render-app.tsx";
import { DEMO_FASTING_SETTINGS } from "../api.ts";

const stats = {
  completedFasts: 0,
  fastsReachingTarget: 0,
  averageHours: null,
  longestHours: null,
  totalHours: 0,
  currentStreakDays: 0,
  longestStreakDays: 0,
  streakMilestone: null,
  nextStreakMilestone: 3,
};

function member(settings = DEMO_FASTING_SETTINGS, start = () => json(201, {})) {
  return stubFetch({
    ...sessionHandlers(makeProfile()),
    "GET /api/v1/fasting-settings": () => json(200, settings),
    "PATCH /api/v1/fasting-settings": ({ body }) =>
      json(200, {
        ...settings,
        safetyNoteAcknowledgedAt: "2026-11-23T00:00:00.000Z",
        ...(body as object),
      }),
    "GET /api/v1/fasts/current": () => json(200, { fast: null }),
    "GET /api/v1/fasts/stats": () => json(200, stats),
    "GET /api/v1/fasts": () => json(200, { items: [], nextCursor: null }),
    "POST /api/v1/fasts": start,
  });
}

describe("FastingPage", () => {
  it("shows the safety note once, before the first fast, and remembers it on the server", async () => {
    const fetch = member({ ...DEMO_FASTING_SETTINGS, safetyNoteAcknowledgedAt: null });
    renderApp("/dashboard/fasting");
    expect(await screen.findByText(/Fasting is not for everyone/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "I understand" }));
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        "/api/v1/fasting-settings",
        expect.objectContaining({
          method: "PATCH",
          body: JSON.stringify({ safetyNoteAcknowledged: true }),
        }),
      ),
    );
  });

  it("starts a fast with the chosen target and shows the server's 409 in words", async () => {
    const fetch = member(DEMO_FASTING_SETTINGS, () =>
      errorReply(
        409,
        "CONFLICT",
        "A fast is already in progress. End it before starting a new one.",
      ),
    );
    renderApp("/dashboard/fasting");
    const user = userEvent.setup();
    const sixteen = await screen.findByLabelText("16 h");
    expect(sixteen).toBeChecked(); // the default from the settings
    await user.click(screen.getByLabelText("18 h"));
    await user.click(screen.getByRole("button", { name: "Start fast" }));
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        "/api/v1/fasts",
        expect.objectContaining({ method: "POST", body: JSON.stringify({ targetHours: 18 }) }),
      ),
    );
    expect(
      await screen.findByText("A fast is already in progress. End it before starting a new one."),
    ).toBeInTheDocument();
  });

  it("refuses a custom target over 168 hours before sending it", async () => {
    const fetch = member();
    renderApp("/dashboard/fasting");
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText("Custom"));
    const hours = screen.getByLabelText("Hours (1 to 168)");
    await user.clear(hours);
    await user.type(hours, "200");
    await user.click(screen.getByRole("button", { name: "Start fast" }));
    expect(
      await screen.findByText("The target must be a whole number of hours from 1 to 168"),
    ).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
  });

  it("shows the streak and its next note, and hides them when streaks are turned off", async () => {
    const withStreak = {
      ...stats,
      completedFasts: 4,
      currentStreakDays: 4,
      streakMilestone: 3,
      nextStreakMilestone: 7,
    };
    stubFetch({
      ...sessionHandlers(makeProfile()),
      "GET /api/v1/fasting-settings": () => json(200, DEMO_FASTING_SETTINGS),
      "GET /api/v1/fasts/current": () => json(200, { fast: null }),
      "GET /api/v1/fasts/stats": () => json(200, withStreak),
      "GET /api/v1/fasts": () => json(200, { items: [], nextCursor: null }),
    });
    const { unmount } = renderApp("/dashboard/fasting");
    expect(await screen.findByText("4 days")).toBeInTheDocument();
    expect(screen.getByText("You've passed 3 days in a row.")).toBeInTheDocument();
    expect(screen.getByText("Next note at 7 days.")).toBeInTheDocument();
    unmount();
    member({ ...DEMO_FASTING_SETTINGS, showStreaks: false });
    renderApp("/dashboard/fasting");
    expect(await screen.findByText("Completed fasts")).toBeInTheDocument();
    expect(screen.queryByText("Streak")).not.toBeInTheDocument();
  });

  it("lists ended fasts with their length, whether the target was reached and milestones", async () => {
    const ended = (id: string, start: string, end: string, targetHours: number) => ({
      id,
      startTime: start,
      endTime: end,
      targetHours,
      createdAt: start,
      updatedAt: end,
    });
    stubFetch({
      ...sessionHandlers(makeProfile()),
      "GET /api/v1/fasting-settings": () => json(200, DEMO_FASTING_SETTINGS),
      "GET /api/v1/fasts/current": () => json(200, { fast: null }),
      "GET /api/v1/fasts/stats": () => json(200, stats),
      "GET /api/v1/fasts": () =>
        json(200, {
          items: [
            ended("b", "2026-11-21T20:00:00Z", "2026-11-22T06:00:00Z", 16),
            ended("a", "2026-11-20T19:30:00Z", "2026-11-21T12:00:00Z", 16),
          ],
          nextCursor: null,
        }),
    });
    renderApp("/dashboard/fasting");
    const history = await screen.findByRole("region", { name: "History" });
    expect(await within(history).findByText("10 h 0 min")).toBeInTheDocument();
    expect(within(history).getByText("16 h 30 min")).toBeInTheDocument();
    expect(within(history).getByText("Ended early")).toBeInTheDocument();
    expect(within(history).getByText("✓ Target reached")).toBeInTheDocument();
    expect(within(history).getByText("Milestones reached: 25%, 50%")).toBeInTheDocument();
    expect(
      within(history).getByText("Milestones reached: 25%, 50%, 75%, 100%"),
    ).toBeInTheDocument();
    // The chart has a text alternative.
    expect(
      screen.getByRole("img", { name: "Your last 2 fasts lasted 13.3 hours on average." }),
    ).toBeInTheDocument();
  });

  it("runs the preview's timer on demo data and gates End behind sign-in", async () => {
    stubFetch(sessionHandlers(null));
    renderApp("/preview/fasting");
    expect(await screen.findByRole("region", { name: "Fast in progress" })).toBeInTheDocument();
    expect(screen.getByText("✓ 25%")).toBeInTheDocument();
    // 10.5 hours in: the first stage, and the switch named as the next one.
    expect(screen.getByText("Digesting and settling")).toBeInTheDocument();
    expect(screen.getByText("Next: Metabolic switch (from 12 h)")).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "End fast" }));
    const confirm = await screen.findByRole("dialog", { name: "End your fast now?" });
    await user.click(within(confirm).getByRole("button", { name: "End fast" }));
    expect(await screen.findByRole("dialog", { name: /Create|account|Sign/i })).toHaveTextContent(
      /the fasting timer/,
    );
  });

  it("asks about a 16-hour fast started 6 days ago instead of calling it reached, and ends it when the person ate", async () => {
    const startTime = new Date(Date.now() - 6 * 86_400_000).toISOString();
    const fast = {
      id: "f1",
      startTime,
      endTime: null,
      targetHours: 16,
      createdAt: startTime,
      updatedAt: startTime,
    };
    const ends: unknown[] = [];
    const question =
      "This fast ran far longer than its target: end it when you really ate, or confirm it is right";
    stubFetch({
      ...sessionHandlers(makeProfile()),
      "GET /api/v1/fasting-settings": () => json(200, DEMO_FASTING_SETTINGS),
      "GET /api/v1/fasts/current": () => json(200, { fast }),
      "GET /api/v1/fasts/stats": () => json(200, stats),
      "GET /api/v1/fasts": () => json(200, { items: [], nextCursor: null }),
      "POST /api/v1/fasts/f1/end": ({ body }) => {
        ends.push(body);
        return (body as { confirmed?: boolean }).confirmed
          ? json(200, { ...fast, endTime: (body as { endTime: string }).endTime })
          : errorReply(422, "CONFIRMATION_REQUIRED", question);
      },
    });
    renderApp("/dashboard/fasting");
    expect(await screen.findByText("Still fasting?")).toBeInTheDocument();
    expect(screen.queryByText("Target reached. Well done!")).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "End it when I ate" }));
    const dialog = await screen.findByRole("dialog", { name: "When did you end this fast?" });
    // The end is preset to when the target was reached, 16 hours after the start.
    const endedAt = within(dialog).getByLabelText("Ended at") as HTMLInputElement;
    const targetAt = new Date(Date.parse(startTime) + 16 * 3_600_000);
    expect(endedAt.value).toBe(toDateTimeLocalValue(targetAt));

    // Ending it now instead asks to confirm, and confirmed it is sent with confirmed: true.
    await user.clear(endedAt);
    await user.type(endedAt, toDateTimeLocalValue(new Date()));
    await user.click(within(dialog).getByRole("button", { name: "End fast" }));
    expect(await within(dialog).findByRole("alertdialog")).toHaveAccessibleDescription(question);
    await user.click(within(dialog).getByRole("button", { name: "Yes, save it" }));
    await waitFor(() => expect(ends).toHaveLength(2));
    expect(ends[1]).toMatchObject({ confirmed: true });
  });

  it("shows the target reached once the person says they are still fasting", async () => {
    const startTime = new Date(Date.now() - 4 * 86_400_000).toISOString();
    stubFetch({
      ...sessionHandlers(makeProfile()),
      "GET /api/v1/fasting-settings": () => json(200, DEMO_FASTING_SETTINGS),
      "GET /api/v1/fasts/current": () =>
        json(200, {
          fast: {
            id: "f2",
            startTime,
            endTime: null,
            targetHours: 16,
            createdAt: startTime,
            updatedAt: startTime,
          },
        }),
      "GET /api/v1/fasts/stats": () => json(200, stats),
      "GET /api/v1/fasts": () => json(200, { items: [], nextCursor: null }),
    });
    renderApp("/dashboard/fasting");
    await userEvent.setup().click(await screen.findByRole("button", { name: "I'm still fasting" }));
    expect(screen.getByText("Target reached. Well done!")).toBeInTheDocument();
  });
});
