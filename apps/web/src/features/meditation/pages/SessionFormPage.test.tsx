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

const logged = {
  id: "s1",
  startedAt: "2026-11-20T07:00:00.000Z",
  durationSeconds: 900,
  note: "Body scan",
  createdAt: "2026-11-20T07:15:00.000Z",
  updatedAt: "2026-11-20T07:15:00.000Z",
};

const stats = {
  totalMinutes: 0,
  totalSessions: 0,
  sessionsThisWeek: 0,
  minutesThisWeek: 0,
  averageMinutes: 0,
  currentStreak: 0,
  longestStreak: 0,
  minutesPerWeek: [],
};

function member(
  write = ({ body }: { body: unknown }) => json(200, { ...logged, ...(body as object) }),
) {
  return stubFetch({
    ...sessionHandlers(makeProfile()),
    "GET /api/v1/meditation-sessions/s1": () => json(200, logged),
    "PATCH /api/v1/meditation-sessions/s1": write,
    "POST /api/v1/meditation-sessions": write,
    "DELETE /api/v1/meditation-sessions/s1": () => new Response(null, { status: 204 }),
    "GET /api/v1/meditation-sessions": () => json(200, { items: [], nextCursor: null }),
    "GET /api/v1/meditation-sessions/stats": () => json(200, stats),
    "GET /api/v1/meditation-settings": () =>
      json(200, { showStreak: true, intervalBellMinutes: null }),
  });
}

const callsOf = (fetch: ReturnType<typeof stubFetch>, method: string) =>
  fetch.mock.calls.filter(([, init]) => init?.method === method);

describe("AddSessionPage", () => {
  it("logs a session done elsewhere with its start, minutes and note", async () => {
    const fetch = member();
    renderApp("/dashboard/meditation/add");
    const user = userEvent.setup();
    const start = await screen.findByLabelText("Started");
    await user.clear(start);
    await user.type(start, "2026-11-20T07:30");
    const minutes = screen.getByLabelText("Minutes");
    await user.clear(minutes);
    await user.type(minutes, "12.5");
    await user.type(screen.getByLabelText("Note"), "Walking meditation");
    await user.click(screen.getByRole("button", { name: "Save session" }));
    expect(await screen.findByText("Session saved")).toBeInTheDocument();
    const [post] = callsOf(fetch, "POST");
    const body = JSON.parse(String(post?.[1]?.body));
    expect(body).toMatchObject({ durationSeconds: 750, note: "Walking meditation" });
    expect(new Date(body.startedAt).getTime()).toBe(new Date(2026, 10, 20, 7, 30).getTime());
    // Back on the meditation page.
    expect(await screen.findByRole("heading", { name: "Meditation", level: 1 })).toBeVisible();
  });

  it("refuses more than 24 hours and a start in the future before sending", async () => {
    const fetch = member();
    renderApp("/dashboard/meditation/add");
    const user = userEvent.setup();
    const minutes = await screen.findByLabelText("Minutes");
    await user.clear(minutes);
    await user.type(minutes, "1441");
    await user.click(screen.getByRole("button", { name: "Save session" }));
    expect(
      await screen.findByText("The duration must be between 1 second and 24 hours"),
    ).toBeInTheDocument();
    await user.clear(minutes);
    await user.type(minutes, "10");
    const start = screen.getByLabelText("Started");
    await user.clear(start);
    await user.type(start, `${new Date().getFullYear() + 1}-01-01T08:00`);
    await user.click(screen.getByRole("button", { name: "Save session" }));
    expect(await screen.findByText("The start cannot be in the future")).toBeInTheDocument();
    expect(callsOf(fetch, "POST")).toHaveLength(0);
  });

  it("shows the server's message when it refuses", async () => {
    member(() => errorReply(400, "VALIDATION_FAILED", "Notes can be at most 500 characters"));
    renderApp("/dashboard/meditation/add");
    await userEvent.setup().click(await screen.findByRole("button", { name: "Save session" }));
    expect(await screen.findByText("Notes can be at most 500 characters")).toBeInTheDocument();
  });
});

describe("EditSessionPage", () => {
  it("changes the minutes of a logged session and keeps its start", async () => {
    const fetch = member();
    renderApp("/dashboard/meditation/edit/s1");
    const user = userEvent.setup();
    const minutes = await screen.findByLabelText("Minutes");
    expect(minutes).toHaveValue(15);
    expect(screen.getByLabelText("Note")).toHaveValue("Body scan");
    await user.clear(minutes);
    await user.type(minutes, "20");
    await user.click(screen.getByRole("button", { name: "Save session" }));
    expect(await screen.findByText("Session saved")).toBeInTheDocument();
    const [patch] = callsOf(fetch, "PATCH");
    const body = JSON.parse(String(patch?.[1]?.body));
    expect(body.durationSeconds).toBe(1200);
    expect(Date.parse(body.startedAt)).toBe(Date.parse(logged.startedAt));
  });

  it("deletes the session only after confirmation", async () => {
    const fetch = member();
    renderApp("/dashboard/meditation/edit/s1");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Delete session" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this session?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(callsOf(fetch, "DELETE")).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Delete session" }));
    await user.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete session" }),
    );
    expect(await screen.findByText("Session deleted")).toBeInTheDocument();
    await waitFor(() => expect(callsOf(fetch, "DELETE")).toHaveLength(1));
  });

  it("says so when the session is not the person's or no longer exists", async () => {
    stubFetch({
      ...sessionHandlers(makeProfile()),
      "GET /api/v1/meditation-sessions/gone": () =>
        errorReply(404, "NOT_FOUND", "Meditation session not found"),
    });
    renderApp("/dashboard/meditation/edit/gone");
    expect(
      await screen.findByText("This session doesn't exist or was deleted."),
    ).toBeInTheDocument();
  });
});
