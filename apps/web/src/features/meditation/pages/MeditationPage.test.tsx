import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import {
  errorReply,
  type Handler,
  json,
  makeProfile,
  renderApp,
  sessionHandlers,
  stubFetch,
} from "../../../test/render-app.tsx";

const stats = {
  totalMinutes: 95.5,
  totalSessions: 9,
  sessionsThisWeek: 3,
  minutesThisWeek: 25,
  averageMinutes: 10.6,
  currentStreak: 4,
  longestStreak: 6,
  minutesPerWeek: Array.from({ length: 12 }, (_, i) => ({
    weekStart: `2026-${i < 7 ? "09" : "10"}-${String(1 + (i % 7) * 4).padStart(2, "0")}`,
    minutes: i === 11 ? 25 : i * 2,
  })),
};

function member(overrides: Record<string, Handler> = {}) {
  return stubFetch({
    ...sessionHandlers(makeProfile()),
    "GET /api/v1/meditation-sessions": () =>
      json(200, {
        items: [
          {
            id: "s9",
            startedAt: "2026-11-20T07:00:00.000Z",
            durationSeconds: 630,
            note: "Body scan",
            createdAt: "2026-11-20T07:11:00.000Z",
            updatedAt: "2026-11-20T07:11:00.000Z",
          },
        ],
        nextCursor: null,
      }),
    "GET /api/v1/meditation-sessions/stats": () => json(200, stats),
    "GET /api/v1/meditation-settings": () =>
      json(200, { showStreak: true, intervalBellMinutes: null }),
    "POST /api/v1/meditation-sessions": ({ body }) =>
      json(201, { id: "s1", note: null, createdAt: "", updatedAt: "", ...(body as object) }),
    "PATCH /api/v1/meditation-settings": ({ body }) =>
      json(200, { showStreak: true, intervalBellMinutes: null, ...(body as object) }),
    ...overrides,
  });
}

const posted = (fetch: ReturnType<typeof stubFetch>) =>
  fetch.mock.calls
    .filter(([url, init]) => init?.method === "POST" && url === "/api/v1/meditation-sessions")
    .map(([, init]) => JSON.parse(String(init?.body)));

/** Moves the faked clock and interval timers on by `ms`. */
const advance = (ms: number) =>
  act(async () => {
    vi.advanceTimersByTime(ms);
  });

async function startTimer(preset: string) {
  await userEvent.setup().click(await screen.findByLabelText(preset));
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
  fireEvent.click(screen.getByRole("button", { name: "Start" }));
}

afterEach(() => {
  vi.useRealTimers();
  // A running timer is kept on the device between page loads: start each test without one.
  localStorage.clear();
});

describe("MeditationPage", () => {
  it("logs a one-minute session when the timer ends, timed by the clock", async () => {
    const fetch = member();
    renderApp("/dashboard/meditation");
    await startTimer("1 min");
    expect(screen.getByRole("timer")).toHaveTextContent("1:00");
    expect(screen.getByText("Timer started for 1 minute.")).toBeInTheDocument();
    await advance(30_000);
    expect(screen.getByRole("timer")).toHaveTextContent("0:30");
    await advance(31_000);
    vi.useRealTimers();
    await waitFor(() => expect(posted(fetch)).toHaveLength(1));
    expect(posted(fetch)[0]).toMatchObject({ durationSeconds: 60 });
    expect(await screen.findByText("Session logged. Well done.")).toBeInTheDocument();
    expect(
      await screen.findByText("Well done. 1 minute of calm, logged in your sessions."),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Start" })).toBeInTheDocument();
  });

  it("stays right when the tab sleeps: time comes from the clock, not from ticks", async () => {
    const fetch = member();
    renderApp("/dashboard/meditation");
    await startTimer("3 min");
    // The clock jumps four minutes with no tick in between (a sleeping tab), then one tick.
    vi.setSystemTime(Date.now() + 4 * 60_000);
    await advance(250);
    vi.useRealTimers();
    await waitFor(() => expect(posted(fetch)).toHaveLength(1));
    expect(posted(fetch)[0]).toMatchObject({ durationSeconds: 180 });
  });

  it("leaves paused time out, and offers to log the minutes done when stopped early", async () => {
    const fetch = member();
    renderApp("/dashboard/meditation");
    await startTimer("5 min");
    const startedAt = Date.now();
    await advance(60_000);
    fireEvent.click(screen.getByRole("button", { name: "Pause" }));
    expect(screen.getByText("Paused")).toBeInTheDocument();
    await advance(120_000);
    expect(screen.getByRole("timer")).toHaveTextContent("4:00");
    fireEvent.click(screen.getByRole("button", { name: "Resume" }));
    await advance(30_000);
    expect(screen.getByRole("timer")).toHaveTextContent("3:30");
    fireEvent.click(screen.getByRole("button", { name: "Stop" }));
    vi.useRealTimers();
    expect(screen.getByText("You meditated for 1:30. Log it?")).toBeInTheDocument();
    expect(posted(fetch)).toHaveLength(0);
    await userEvent.setup().click(screen.getByRole("button", { name: "Log session" }));
    await waitFor(() => expect(posted(fetch)).toHaveLength(1));
    expect(posted(fetch)[0]).toEqual({
      startedAt: new Date(startedAt).toISOString(),
      durationSeconds: 90,
    });
  });

  it("keeps a running session through a reload and logs it whole at the end", async () => {
    const fetch = member();
    const first = renderApp("/dashboard/meditation");
    await startTimer("5 min");
    const startedAt = Date.now();
    await advance(60_000);
    expect(screen.getByRole("timer")).toHaveTextContent("4:00");
    // The page reloads: a new app over the same device.
    first.unmount();
    await advance(30_000);
    renderApp("/dashboard/meditation");
    expect(await screen.findByText("Picked up where you left it")).toBeInTheDocument();
    expect(screen.getByRole("timer")).toHaveTextContent("3:30");
    expect(screen.getByRole("button", { name: "Pause" })).toBeInTheDocument();
    await advance(211_000);
    vi.useRealTimers();
    await waitFor(() => expect(posted(fetch)).toHaveLength(1));
    expect(posted(fetch)[0]).toEqual({
      startedAt: new Date(startedAt).toISOString(),
      durationSeconds: 300,
    });
    // Ended, it is forgotten: the next load starts idle.
    expect(localStorage.length).toBe(0);
  });

  it("keeps a paused session paused through a reload", async () => {
    member();
    const first = renderApp("/dashboard/meditation");
    await startTimer("5 min");
    await advance(90_000);
    fireEvent.click(screen.getByRole("button", { name: "Pause" }));
    first.unmount();
    await advance(600_000);
    renderApp("/dashboard/meditation");
    expect(await screen.findByRole("button", { name: "Resume" })).toBeInTheDocument();
    expect(screen.getByText("Paused")).toBeInTheDocument();
    expect(screen.getByRole("timer")).toHaveTextContent("3:30");
    fireEvent.click(screen.getByRole("button", { name: "Stop" }));
    expect(screen.getByText("You meditated for 1:30. Log it?")).toBeInTheDocument();
  });

  it("rings the interval bell and says so politely, not every second", async () => {
    member();
    renderApp("/dashboard/meditation");
    await userEvent
      .setup()
      .selectOptions(await screen.findByLabelText("Interval bell"), "Every minute");
    await startTimer("3 min");
    const live = screen.getByText("Timer started for 3 minutes.");
    expect(live).toHaveAttribute("aria-live", "polite");
    await advance(30_000);
    expect(live).toHaveTextContent("Timer started for 3 minutes.");
    await advance(30_000);
    expect(live).toHaveTextContent("Interval bell. 2:00 remaining.");
    // The bell at 2:00 already says one minute is left: no second word about it.
    await advance(62_000);
    expect(live).toHaveTextContent("Interval bell. 1:00 remaining.");
    await advance(30_000);
    expect(live).toHaveTextContent("Interval bell. 1:00 remaining.");
  });

  it("says when one minute is left of a longer session", async () => {
    member();
    renderApp("/dashboard/meditation");
    await startTimer("3 min");
    const live = screen.getByText("Timer started for 3 minutes.");
    await advance(121_000);
    expect(live).toHaveTextContent("One minute remaining.");
  });

  it("keeps the screen awake while running and lets it sleep at the end", async () => {
    const release = vi.fn(() => Promise.resolve());
    const request = vi.fn(() => Promise.resolve({ release }));
    Object.defineProperty(navigator, "wakeLock", { value: { request }, configurable: true });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, "wakeLock");
    });
    member();
    renderApp("/dashboard/meditation");
    await startTimer("1 min");
    expect(request).toHaveBeenCalledWith("screen");
    await act(async () => {
      await Promise.resolve();
    });
    await advance(61_000);
    expect(release).toHaveBeenCalled();
  });

  it("keeps the time of a session the server did not take, to try again", async () => {
    let fail = true;
    const fetch = member({
      "POST /api/v1/meditation-sessions": ({ body }) =>
        fail
          ? errorReply(503, "UNAVAILABLE", "Service unavailable")
          : json(201, { id: "s1", note: null, createdAt: "", updatedAt: "", ...(body as object) }),
    });
    renderApp("/dashboard/meditation");
    await startTimer("1 min");
    await advance(61_000);
    vi.useRealTimers();
    expect(
      await screen.findByText(
        "Your session could not be logged. Your time is kept here: try again.",
      ),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Session logged. Well done.")).toBeInTheDocument();
    const [first, second] = posted(fetch);
    expect(second).toEqual(first);
  });

  it("shows the figures, a table of minutes per week and the sessions", async () => {
    member();
    renderApp("/dashboard/meditation");
    const practice = await screen.findByRole("region", { name: "Your practice" });
    await within(practice).findByText("95.5");
    expect(practice).toHaveTextContent("Sessions this week3");
    expect(practice).toHaveTextContent("Average length10.6 min");
    expect(practice).toHaveTextContent("Streak4 days");
    expect(practice).toHaveTextContent("Longest streak: 6 days");
    expect(within(practice).getByRole("img", { name: /25 this week/ })).toBeInTheDocument();
    const table = within(practice).getByRole("table", { name: "Minutes per week" });
    expect(within(table).getAllByRole("row")).toHaveLength(13);
    const sessions = screen.getByRole("region", { name: "Sessions" });
    expect(await within(sessions).findByText("10.5 min")).toBeInTheDocument();
    expect(within(sessions).getByText(/Body scan/)).toBeInTheDocument();
    expect(within(sessions).getByRole("link", { name: /Edit the session of/ })).toHaveAttribute(
      "href",
      "/dashboard/meditation/edit/s9",
    );
  });

  it("hides the streak when the person turned it off, and saves the settings", async () => {
    const fetch = member({
      "GET /api/v1/meditation-settings": () =>
        json(200, { showStreak: false, intervalBellMinutes: 7 }),
    });
    renderApp("/dashboard/meditation");
    const practice = await screen.findByRole("region", { name: "Your practice" });
    await within(practice).findByText("95.5");
    expect(practice).not.toHaveTextContent("Streak");
    // The saved default bell (7, not a preset) is the timer's bell.
    expect(screen.getByLabelText("Interval bell")).toHaveValue("7");
    const user = userEvent.setup();
    await user.click(screen.getByLabelText("Show my streak"));
    await user.selectOptions(screen.getByLabelText("Default interval bell"), "Every 5 minutes");
    await waitFor(() =>
      expect(
        fetch.mock.calls
          .filter(([, init]) => init?.method === "PATCH")
          .map(([, init]) => JSON.parse(String(init?.body))),
      ).toEqual([{ showStreak: true }, { intervalBellMinutes: 5 }]),
    );
  });

  it("shows a dash for the average before the first session", async () => {
    member({
      "GET /api/v1/meditation-sessions/stats": () =>
        json(200, { ...stats, totalMinutes: 0, totalSessions: 0, averageMinutes: 0 }),
    });
    renderApp("/dashboard/meditation");
    const practice = await screen.findByRole("region", { name: "Your practice" });
    await waitFor(() => expect(practice).toHaveTextContent("Average length–"));
  });
});

describe("PreviewMeditationPage", () => {
  it("shows the demo's practice and opens the sign-in prompt on Start and Log a session", async () => {
    const fetch = stubFetch(sessionHandlers(null));
    renderApp("/preview/meditation");
    expect(await screen.findByText("Demo data")).toBeInTheDocument();
    const practice = screen.getByRole("region", { name: "Your practice" });
    expect(practice).toHaveTextContent("Total minutes");
    expect(within(practice).getByRole("table", { name: "Minutes per week" })).toBeInTheDocument();
    expect(
      within(screen.getByRole("region", { name: "Sessions" })).getAllByRole("listitem").length,
    ).toBeGreaterThan(5);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Start" }));
    expect(await screen.findByRole("dialog")).toHaveTextContent(/meditation tracking/);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await user.click(screen.getByRole("button", { name: "Log a session" }));
    expect(await screen.findByRole("dialog")).toHaveTextContent(/meditation tracking/);
    const apiCalls = fetch.mock.calls.filter(([url]) =>
      String(url).startsWith("/api/v1/meditation"),
    );
    expect(apiCalls).toEqual([]);
  });
});
