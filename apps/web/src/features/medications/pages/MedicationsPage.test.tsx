import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { adherenceOverview, type DoseRecord, dosesOfDay, type Medication } from "@vitalog/domain";
import { describe, expect, it, vi } from "vitest";
import { localTimeZone, localToday } from "../../../lib/local-day.ts";
import {
  json,
  makeProfile,
  renderApp,
  sessionHandlers,
  stubFetch,
} from "../../../test/render-app.tsx";

const today = localToday();
const metformin: Medication = {
  id: "m1",
  name: "Metformin",
  dosage: 500,
  dosageUnit: "mg",
  instructions: "With food",
  schedule: {
    times: ["08:00", "20:00"],
    daysOfWeek: [1, 2, 3, 4, 5, 6, 7],
    reminderMinutesBefore: null,
  },
  startDate: today,
  endDate: null,
  stockCount: 10,
  createdAt: new Date(Date.now() - 86_400_000).toISOString(),
  updatedAt: new Date().toISOString(),
};

function member(records: DoseRecord[] = []) {
  const tz = localTimeZone();
  const marked = vi.fn();
  const fetch = stubFetch({
    ...sessionHandlers(makeProfile()),
    "GET /api/v1/medications": () => json(200, { items: [metformin] }),
    "GET /api/v1/medication-doses": ({ url }) => {
      const date = url.searchParams.get("date") ?? today;
      return json(200, { date, timeZone: tz, items: dosesOfDay([metformin], records, date, tz) });
    },
    "GET /api/v1/medication-adherence": () =>
      json(
        200,
        adherenceOverview([metformin], records, { now: new Date(), days: 30, timeZone: tz }),
      ),
    "PUT /api/v1/medication-doses": ({ body }) => {
      marked(body);
      return json(201, {});
    },
    "POST /api/v1/medications": ({ body }) =>
      json(201, { ...metformin, ...(body as object), id: "m2" }),
  });
  return { fetch, marked };
}

describe("MedicationsPage", () => {
  it("lists today's doses and marks one taken", async () => {
    const { marked, fetch } = member();
    renderApp("/dashboard/medications");
    const doses = await screen.findByRole("region", { name: "Today's doses" });
    const user = userEvent.setup();
    await user.click(
      await within(doses).findByRole("button", { name: "Mark Metformin at 08:00 taken" }),
    );
    await waitFor(() =>
      expect(marked).toHaveBeenCalledWith({
        medicationId: "m1",
        scheduledAt: dosesOfDay([metformin], [], today, localTimeZone())[0]?.scheduledAt,
        status: "taken",
      }),
    );
    expect(fetch).toHaveBeenCalledWith(
      expect.stringMatching(/^\/api\/v1\/medication-doses\?tz=/),
      expect.objectContaining({ method: "PUT" }),
    );
    const list = screen.getByRole("region", { name: "Your medications" });
    expect(within(list).getByText(/08:00, 20:00 every day/)).toBeInTheDocument();
  });

  it("shows adherence and the run-out date from the server's figures", async () => {
    const at = dosesOfDay([metformin], [], today, localTimeZone())[0]?.scheduledAt ?? "";
    member([
      { medicationId: "m1", scheduledAt: at, status: "taken", markedAt: at, snoozedUntil: null },
    ]);
    renderApp("/dashboard/medications");
    const adherence = await screen.findByRole("region", { name: "Adherence" });
    expect(await within(adherence).findByText(/1 of \d scheduled doses taken/)).toBeInTheDocument();
    expect(
      within(adherence).getByRole("img", { name: /Doses taken each day/ }),
    ).toBeInTheDocument();
    expect(within(adherence).getByText(/10 left · runs out/)).toBeInTheDocument();
    const doses = screen.getByRole("region", { name: "Today's doses" });
    expect(
      within(doses).getByRole("button", { name: "Undo the mark on Metformin at 08:00" }),
    ).toBeInTheDocument();
  });

  it("adds a medication, and names what is wrong first", async () => {
    const { fetch } = member();
    renderApp("/dashboard/medications");
    const user = userEvent.setup();
    const list = await screen.findByRole("region", { name: "Your medications" });
    await user.click(within(list).getByRole("button", { name: "Add a medication" }));
    expect(within(list).getByLabelText("Name")).toHaveFocus();
    await user.click(within(list).getByRole("button", { name: "Save medication" }));
    expect(within(list).getByText("Enter the medication's name")).toBeInTheDocument();
    expect(within(list).getByText("The dosage must be a number above 0")).toBeInTheDocument();
    await user.type(within(list).getByLabelText("Name"), "Lisinopril");
    await user.type(within(list).getByLabelText("Dosage"), "10");
    await user.click(within(list).getByRole("checkbox", { name: "Saturday" }));
    await user.type(within(list).getByLabelText(/^Stock/), "28");
    await user.click(within(list).getByRole("button", { name: "Save medication" }));
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        expect.stringMatching(/^\/api\/v1\/medications\?tz=/),
        expect.objectContaining({
          method: "POST",
          body: JSON.stringify({
            name: "Lisinopril",
            dosage: 10,
            dosageUnit: "mg",
            instructions: null,
            schedule: {
              times: ["08:00"],
              daysOfWeek: [1, 2, 3, 4, 5, 7],
              reminderMinutesBefore: null,
            },
            startDate: today,
            endDate: null,
            stockCount: 28,
          }),
        }),
      ),
    );
  });

  it("says when the medications cannot be loaded, and tries again", async () => {
    let fail = true;
    stubFetch({
      ...sessionHandlers(makeProfile()),
      "GET /api/v1/medications": () =>
        fail ? json(500, { error: { code: "INTERNAL", message: "x" } }) : json(200, { items: [] }),
      "GET /api/v1/medication-doses": () => json(200, { date: today, timeZone: "UTC", items: [] }),
      "GET /api/v1/medication-adherence": () =>
        json(200, adherenceOverview([], [], { now: new Date(), days: 30, timeZone: "UTC" })),
    });
    renderApp("/dashboard/medications");
    const list = await screen.findByRole("region", { name: "Your medications" });
    expect(
      await within(list).findByText("Your medications could not be loaded."),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(within(list).getByRole("button", { name: "Try again" }));
    expect(await within(list).findByText(/No medications yet/)).toBeInTheDocument();
    const doses = screen.getByRole("region", { name: "Today's doses" });
    expect(within(doses).getByText("No doses are scheduled for this day.")).toBeInTheDocument();
    expect(screen.getByText("No doses have been due yet.")).toBeInTheDocument();
  });

  it("runs the demo in memory: a visitor marks a dose and adherence changes, nothing is sent", async () => {
    const fetch = stubFetch(sessionHandlers(null));
    renderApp("/dashboard/medications");
    expect(await screen.findByText(/nothing is saved/)).toBeInTheDocument();
    expect(screen.getByText("Demo data")).toBeInTheDocument();
    const adherence = screen.getByRole("region", { name: "Adherence" });
    const before = within(adherence).getByText(/scheduled doses taken/).textContent;
    const doses = screen.getByRole("region", { name: "Today's doses" });
    const user = userEvent.setup();
    const [first] = within(doses).getAllByRole("button", { name: /^Mark .* taken$/ });
    await user.click(first as HTMLElement);
    expect(within(doses).getAllByRole("button", { name: /^Undo the mark on / })).toHaveLength(1);
    expect(within(adherence).getByText(/scheduled doses taken/).textContent).not.toBe(before);
    await user.click(screen.getByRole("button", { name: "Add a medication" }));
    expect(await screen.findByRole("dialog")).toHaveTextContent("medication tracking");
    const called = fetch.mock.calls.map(([url]) => String(url));
    expect(called.filter((url) => url.includes("medication"))).toEqual([]);
  });
});
