import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { cycleStats, predictCycles } from "@vitalog/domain";
import { describe, expect, it } from "vitest";
import { localToday } from "../../../kit/module-data.ts";
import {
  json,
  makeProfile,
  renderApp,
  sessionHandlers,
  stubFetch,
} from "../../../test/render-app.tsx";
import { DEFAULT_CYCLE_SETTINGS } from "../api.ts";

const periods = [
  { id: "p2", startDate: "2026-08-29", endDate: "2026-09-02", createdAt: "", updatedAt: "" },
  { id: "p1", startDate: "2026-08-01", endDate: "2026-08-05", createdAt: "", updatedAt: "" },
];

function member(settings = DEFAULT_CYCLE_SETTINGS) {
  return stubFetch({
    ...sessionHandlers(makeProfile()),
    "GET /api/v1/cycle/periods": () => json(200, { items: periods, nextCursor: null }),
    "GET /api/v1/cycle/predictions": () => json(200, predictCycles(periods)),
    "GET /api/v1/cycle/stats": () => json(200, cycleStats(periods, [])),
    "GET /api/v1/cycle/settings": () => json(200, settings),
    "GET /api/v1/cycle/days": () => json(200, { items: [] }),
    "POST /api/v1/cycle/periods": ({ body }) =>
      json(201, { id: "p3", endDate: null, createdAt: "", updatedAt: "", ...(body as object) }),
  });
}

describe("CyclePage", () => {
  it("shows the next period, says predictions are not contraception, and logs a period", async () => {
    const fetch = member();
    renderApp("/dashboard/cycle");
    const next = await screen.findByRole("region", { name: "Next period" });
    expect(await within(next).findByText(/Expected .*September 26/)).toBeInTheDocument();
    expect(next).toHaveTextContent("not contraception");
    const log = screen.getByRole("region", { name: "Periods" });
    const user = userEvent.setup();
    const start = within(log).getAllByLabelText("Start date")[0] as HTMLInputElement;
    await user.clear(start);
    await user.type(start, "2026-09-27");
    await user.click(within(log).getByRole("button", { name: "Log period" }));
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        "/api/v1/cycle/periods",
        expect.objectContaining({
          method: "POST",
          body: JSON.stringify({ startDate: "2026-09-27", endDate: null }),
        }),
      ),
    );
  });

  it("uses neutral words in discreet mode", async () => {
    member({ ...DEFAULT_CYCLE_SETTINGS, discreetMode: true });
    renderApp("/dashboard/cycle");
    expect(await screen.findByRole("heading", { level: 1, name: "Tracker" })).toBeInTheDocument();
    expect(await screen.findByRole("region", { name: "Next entry" })).toHaveTextContent("Window");
    expect(document.title).toMatch(/^Tracker/);
  });

  it("names each calendar day's marks, so nothing rests on colour", async () => {
    stubFetch(sessionHandlers(null));
    renderApp("/preview/cycle");
    const today = localToday();
    const calendar = await screen.findByRole("region", { name: "Calendar" });
    const todayButton = within(calendar).getByRole("button", { current: "date" });
    expect(todayButton.getAttribute("aria-label")).toContain(String(Number(today.slice(8))));
    expect(within(calendar).getAllByRole("button", { name: /Period/ }).length).toBeGreaterThan(0);
  });

  it("shows the demo person's figures and symptoms by phase as a table", async () => {
    stubFetch(sessionHandlers(null));
    renderApp("/preview/cycle");
    const stats = await screen.findByRole("region", { name: "Your cycles" });
    // Six demo cycles of 29, 28, 30, 27, 29 and 28 days: mean 28.5, deviation about 1.
    expect(await within(stats).findByText("28.5 days")).toBeInTheDocument();
    expect(within(stats).getByText("± 1 day")).toBeInTheDocument();
    const table = within(stats).getByRole("table");
    for (const phase of ["Menstrual", "Follicular", "Ovulatory", "Luteal"]) {
      expect(within(table).getByRole("columnheader", { name: phase })).toBeInTheDocument();
    }
    expect(within(table).getByRole("rowheader", { name: "Bloating" })).toBeInTheDocument();
  });

  it("asks a visitor to sign in before logging a period", async () => {
    const fetch = stubFetch(sessionHandlers(null));
    renderApp("/preview/cycle");
    const log = await screen.findByRole("region", { name: "Periods" });
    await userEvent.setup().click(within(log).getByRole("button", { name: "Log period" }));
    expect(await screen.findByRole("dialog")).toHaveTextContent("cycle tracking");
    expect(fetch).not.toHaveBeenCalledWith("/api/v1/cycle/periods", expect.anything());
  });
});
