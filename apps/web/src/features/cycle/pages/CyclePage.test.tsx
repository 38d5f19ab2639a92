import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { addDays, cycleStats, predictCycles } from "@vitalog/domain";
import { describe, expect, it, vi } from "vitest";
import { localToday } from "../../../lib/local-day.ts";
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
    // The next three cycles in words, the calendar's text alternative for the months ahead.
    const upcoming = within(next).getByRole("heading", { name: "Next three periods" });
    const rows = within(upcoming.parentElement as HTMLElement).getAllByRole("listitem");
    expect(rows.map((r) => r.textContent)).toEqual([
      "September 26, 2026fertile Sep 7 to Sep 13, ovulation Sep 12",
      "October 24, 2026fertile Oct 5 to Oct 11, ovulation Oct 10",
      "November 21, 2026fertile Nov 2 to Nov 8, ovulation Nov 7",
    ]);
    const log = screen.getByRole("region", { name: "Periods" });
    const user = userEvent.setup();
    const start = within(log).getAllByLabelText("Start date")[0] as HTMLInputElement;
    await user.clear(start);
    await user.type(start, "2026-09-27");
    await user.click(within(log).getByRole("button", { name: "Log period" }));
    // One tap does not log: the start date is confirmed first.
    const confirm = await within(log).findByRole("alertdialog");
    expect(confirm).toHaveTextContent(/Log a period starting Sunday, September 27\?/);
    expect(fetch).not.toHaveBeenCalledWith("/api/v1/cycle/periods", expect.anything());
    await user.click(within(confirm).getByRole("button", { name: "Yes, log it" }));
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

  it("logs a day's flow, symptoms and note, each choice ticked and named by its word", async () => {
    const today = localToday();
    const saved = vi.fn();
    const fetch = stubFetch({
      ...sessionHandlers(makeProfile()),
      "GET /api/v1/cycle/periods": () => json(200, { items: periods, nextCursor: null }),
      "GET /api/v1/cycle/predictions": () => json(200, predictCycles(periods)),
      "GET /api/v1/cycle/stats": () => json(200, cycleStats(periods, [])),
      "GET /api/v1/cycle/settings": () => json(200, DEFAULT_CYCLE_SETTINGS),
      "GET /api/v1/cycle/days": () => json(200, { items: [] }),
      [`PUT /api/v1/cycle/days/${today}`]: ({ body }) => {
        saved(body);
        return json(201, {
          id: "d1",
          date: today,
          createdAt: "",
          updatedAt: "",
          ...(body as object),
        });
      },
    });
    renderApp("/dashboard/cycle");
    const user = userEvent.setup();
    const flow = await screen.findByRole("group", { name: "Flow" });
    await user.click(within(flow).getByRole("radio", { name: "Light" }));
    const cramps = screen.getByRole("checkbox", { name: "Cramps" });
    await user.click(cramps);
    expect(cramps).toBeChecked();
    expect(cramps.closest("label")).toHaveTextContent("✓Cramps");
    expect(within(flow).getByRole("radio", { name: "Light" }).closest("label")).toHaveTextContent(
      "✓Light",
    );
    expect(
      within(flow).getByRole("radio", { name: "Medium" }).closest("label"),
    ).not.toHaveTextContent("✓");
    await user.type(screen.getByLabelText("Note"), "Slept badly");
    await user.click(screen.getByRole("button", { name: "Save day" }));
    await waitFor(() =>
      expect(saved).toHaveBeenCalledWith({
        flow: "light",
        symptoms: ["cramps"],
        note: "Slept badly",
      }),
    );
    expect(fetch).toHaveBeenCalledWith(
      `/api/v1/cycle/days/${today}`,
      expect.objectContaining({ method: "PUT" }),
    );
  });

  it("uses neutral words in discreet mode", async () => {
    member({ ...DEFAULT_CYCLE_SETTINGS, discreetMode: true });
    renderApp("/dashboard/cycle");
    expect(await screen.findByRole("heading", { level: 1, name: "Tracker" })).toBeInTheDocument();
    const summary = await screen.findByRole("region", { name: "Next entry" });
    expect(summary).toHaveTextContent("Window");
    await waitFor(() => expect(summary).toHaveTextContent("Predicted interval: 28 days."));
    expect(summary).toHaveTextContent("Based on your last interval.");
    // The safety notice stays whole; no other cycle word is left on the tile or the header.
    expect(summary).toHaveTextContent("not contraception");
    const tileText = (summary.textContent ?? "").replace(/Predictions are estimates.*$/, "");
    expect(tileText).not.toMatch(/cycle|period|fertile|ovulation/i);
    expect(screen.getByText("Entries, day notes and estimates")).toBeInTheDocument();
    expect(screen.queryByText("Periods, symptoms and predictions")).toBeNull();
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
    // Six whole cycles of five logged period days, and a logged day two days before each start.
    const logged = within(table).getByRole("rowheader", { name: "Days logged" }).closest("tr");
    expect(
      within(logged as HTMLElement)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["30", "0", "0", "6"]);
    // The history names each cycle's length and its period's.
    expect(within(stats).getAllByText("28 day cycle, 5 day period")).toHaveLength(2);
  });

  it("asks a visitor to sign in before logging a period", async () => {
    const fetch = stubFetch(sessionHandlers(null));
    renderApp("/preview/cycle");
    const log = await screen.findByRole("region", { name: "Periods" });
    const user = userEvent.setup();
    await user.click(within(log).getByRole("button", { name: "Log period" }));
    await user.click(await within(log).findByRole("button", { name: "Yes, log it" }));
    expect(await screen.findByRole("dialog")).toHaveTextContent("cycle tracking");
    expect(fetch).not.toHaveBeenCalledWith("/api/v1/cycle/periods", expect.anything());
  });

  it("ends the period in progress today, and says why when it cannot", async () => {
    const today = localToday();
    const open = { id: "p9", startDate: today, endDate: null, createdAt: "", updatedAt: "" };
    let patches = 0;
    const fetch = stubFetch({
      ...sessionHandlers(makeProfile()),
      "GET /api/v1/cycle/periods": () => json(200, { items: [open], nextCursor: null }),
      "GET /api/v1/cycle/predictions": () => json(200, predictCycles([open])),
      "GET /api/v1/cycle/stats": () => json(200, cycleStats([open], [])),
      "GET /api/v1/cycle/settings": () => json(200, DEFAULT_CYCLE_SETTINGS),
      "GET /api/v1/cycle/days": () => json(200, { items: [] }),
      "PATCH /api/v1/cycle/periods/p9": () => {
        patches += 1;
        return patches === 1
          ? json(400, {
              error: {
                code: "VALIDATION_FAILED",
                message: "A period can be at most 15 days long",
              },
            })
          : json(200, { ...open, endDate: today });
      },
    });
    renderApp("/dashboard/cycle");
    const list = await screen.findByRole("region", { name: "Periods" });
    const user = userEvent.setup();
    await user.click(await within(list).findByRole("button", { name: "End today" }));
    expect(await within(list).findByText("A period can be at most 15 days long")).toBeVisible();
    await user.click(within(list).getByRole("button", { name: "End today" }));
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        "/api/v1/cycle/periods/p9",
        expect.objectContaining({ method: "PATCH", body: JSON.stringify({ endDate: today }) }),
      ),
    );
    await waitFor(() => expect(patches).toBe(2));
  });

  it("lists the newest twelve periods until asked for all", async () => {
    const many = Array.from({ length: 14 }, (_, i) => {
      const startDate = addDays("2026-10-01", -28 * i);
      return {
        id: `p${i}`,
        startDate,
        endDate: addDays(startDate, 4),
        createdAt: "",
        updatedAt: "",
      };
    });
    stubFetch({
      ...sessionHandlers(makeProfile()),
      "GET /api/v1/cycle/periods": () => json(200, { items: many, nextCursor: null }),
      "GET /api/v1/cycle/predictions": () => json(200, predictCycles(many)),
      "GET /api/v1/cycle/stats": () => json(200, cycleStats(many, [])),
      "GET /api/v1/cycle/settings": () => json(200, DEFAULT_CYCLE_SETTINGS),
      "GET /api/v1/cycle/days": () => json(200, { items: [] }),
    });
    renderApp("/dashboard/cycle");
    const list = await screen.findByRole("region", { name: "Periods" });
    const edits = () => within(list).getAllByRole("button", { name: /^Edit the period of/ });
    await waitFor(() => expect(edits()).toHaveLength(12));
    await userEvent
      .setup()
      .click(within(list).getByRole("button", { name: "Show all 14 periods" }));
    expect(edits()).toHaveLength(14);
  });

  it("preselects today, lets the person choose another day, and asks about a start 6 days after the last period ended", async () => {
    const fetch = member();
    renderApp("/dashboard/cycle");
    const log = await screen.findByRole("region", { name: "Periods" });
    await within(log)
      .findByRole("button", { name: /Edit the period of/, hidden: false })
      .catch(() => null);
    await waitFor(() =>
      expect(within(log).getAllByRole("button", { name: /Edit the period of/ })).toHaveLength(2),
    );
    const start = within(log).getAllByLabelText("Start date")[0] as HTMLInputElement;
    expect(start.value).toBe(localToday());
    const user = userEvent.setup();
    await user.click(within(log).getByRole("button", { name: "Log period" }));
    await user.click(await within(log).findByRole("button", { name: "Choose another day" }));
    expect(start).toHaveFocus();
    expect(within(log).queryByRole("alertdialog")).not.toBeInTheDocument();

    // The last period ran 29 August to 2 September: 8 September is 10 days after it began.
    await user.clear(start);
    await user.type(start, "2026-09-08");
    await user.click(within(log).getByRole("button", { name: "Log period" }));
    const confirm = await within(log).findByRole("alertdialog");
    expect(confirm).toHaveTextContent(/less than 21 days from another one/);
    await user.click(within(confirm).getByRole("button", { name: "Yes, log it" }));
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        "/api/v1/cycle/periods",
        expect.objectContaining({
          method: "POST",
          body: JSON.stringify({ startDate: "2026-09-08", endDate: null, confirmed: true }),
        }),
      ),
    );
  });
});
