import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  json,
  makeProfile,
  renderApp,
  sessionHandlers,
  stubFetch,
} from "../../../test/render-app.tsx";

const stats = {
  totalMinutes: 0,
  totalSessions: 0,
  sessionsThisWeek: 0,
  minutesThisWeek: 0,
  averageMinutes: null,
  currentStreakDays: 0,
  longestStreakDays: 0,
  minutesPerWeek: [],
};

function member() {
  return stubFetch({
    ...sessionHandlers(makeProfile()),
    "GET /api/v1/meditation-sessions": () => json(200, { items: [], nextCursor: null }),
    "GET /api/v1/meditation-sessions/stats": () => json(200, stats),
    "GET /api/v1/meditation-settings": () =>
      json(200, { showStreak: true, intervalBellMinutes: null }),
    "POST /api/v1/meditation-sessions": ({ body }) =>
      json(201, { id: "s1", note: null, createdAt: "", updatedAt: "", ...(body as object) }),
  });
}

afterEach(() => vi.useRealTimers());

describe("MeditationPage", () => {
  it("logs a one-minute session when the timer ends, timed by the clock", async () => {
    const fetch = member();
    renderApp("/dashboard/meditation");
    await userEvent.setup().click(await screen.findByLabelText("1 min"));
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    fireEvent.click(screen.getByRole("button", { name: "Start" }));
    expect(screen.getByRole("timer")).toHaveTextContent("1:00");
    await act(async () => {
      vi.advanceTimersByTime(30_000);
    });
    expect(screen.getByRole("timer")).toHaveTextContent("0:30");
    await act(async () => {
      vi.advanceTimersByTime(31_000);
    });
    vi.useRealTimers();
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        "/api/v1/meditation-sessions",
        expect.objectContaining({ method: "POST" }),
      ),
    );
    const post = fetch.mock.calls.find(([, init]) => init?.method === "POST");
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({ durationSeconds: 60 });
    expect(await screen.findByText("Session logged. Well done.")).toBeInTheDocument();
  });

  it("shows the demo's practice and opens the sign-in prompt on Start", async () => {
    stubFetch(sessionHandlers(null));
    renderApp("/preview/meditation");
    expect(await screen.findByText("Demo data")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Your practice" })).toHaveTextContent(
      "Total minutes",
    );
    await userEvent.setup().click(screen.getByRole("button", { name: "Start" }));
    expect(await screen.findByRole("dialog")).toHaveTextContent(/meditation tracking/);
  });
});
