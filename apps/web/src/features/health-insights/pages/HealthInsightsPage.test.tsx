import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { addDays } from "@vitalog/domain";
import { describe, expect, it } from "vitest";
import { localTimeZone, localToday } from "../../../lib/local-day.ts";
import {
  type Handler,
  json,
  makeProfile,
  renderApp,
  sessionHandlers,
  stubFetch,
} from "../../../test/render-app.tsx";
import { makeReport } from "../test-utils.ts";

function member(overrides: Record<string, Handler> = {}) {
  return stubFetch({
    ...sessionHandlers(makeProfile()),
    "GET /api/v1/health-insights/reports": () =>
      json(200, { items: [makeReport()], nextCursor: null }),
    ...overrides,
  });
}

const requests = (fetch: ReturnType<typeof stubFetch>, method: string, path: string) =>
  fetch.mock.calls
    .filter(([url, init]) => (init?.method ?? "GET") === method && String(url).startsWith(path))
    .map(([url, init]) => ({
      url: String(url),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    }));

describe("HealthInsightsPage", () => {
  it("creates a report over the last 30 days in the device's time zone and opens it", async () => {
    const fetch = member({
      "POST /api/v1/health-insights/reports": ({ body }) =>
        json(201, makeReport({ id: "r-new", ...(body as object) })),
      "GET /api/v1/health-insights/reports/r-new": () => json(200, makeReport({ id: "r-new" })),
    });
    const { router } = renderApp("/dashboard/health-insights");
    const user = userEvent.setup();
    await screen.findByRole("heading", { name: "Health insights", level: 1 });
    await user.click(screen.getByLabelText("30 days"));
    await user.click(screen.getByRole("button", { name: "Create report" }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe("/dashboard/health-insights/r-new"),
    );
    const today = localToday();
    expect(requests(fetch, "POST", "/api/v1/health-insights/reports")[0]?.body).toEqual({
      from: addDays(today, -29),
      to: today,
      tz: localTimeZone(),
    });
  });

  it("checks a custom period before sending it: the end may not come before the start", async () => {
    const fetch = member();
    renderApp("/dashboard/health-insights");
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText("Custom"));
    await user.clear(screen.getByLabelText("From"));
    await user.type(screen.getByLabelText("From"), "2026-06-10");
    await user.clear(screen.getByLabelText("To"));
    await user.type(screen.getByLabelText("To"), "2026-06-01");
    await user.click(screen.getByRole("button", { name: "Create report" }));

    const to = screen.getByLabelText("To");
    await waitFor(() => expect(to).toHaveAttribute("aria-invalid", "true"));
    expect(requests(fetch, "POST", "/api/v1/health-insights/reports")).toEqual([]);
  });

  it("shows the server's field message on the field it names", async () => {
    member({
      "POST /api/v1/health-insights/reports": () =>
        json(400, {
          error: {
            code: "VALIDATION",
            message: "Check the period",
            fields: { to: "The last day of the report cannot be after today" },
          },
        }),
    });
    renderApp("/dashboard/health-insights");
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText("Custom"));
    await user.click(screen.getByRole("button", { name: "Create report" }));
    expect(
      await screen.findByText("The last day of the report cannot be after today"),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("To")).toHaveAttribute("aria-invalid", "true");
  });

  it("lists earlier reports, reopens one and deletes one after asking", async () => {
    let items = [makeReport(), makeReport({ id: "r2", from: "2026-07-01", to: "2026-09-28" })];
    const fetch = member({
      "GET /api/v1/health-insights/reports": () => json(200, { items, nextCursor: null }),
      "DELETE /api/v1/health-insights/reports/r2": () => {
        items = items.filter((r) => r.id !== "r2");
        return new Response(null, { status: 204 });
      },
    });
    renderApp("/dashboard/health-insights");
    const user = userEvent.setup();
    const list = await screen.findByRole("region", { name: "Your reports" });
    const open = await within(list).findByRole("link", {
      name: "Open the report for September 1, 2026 – September 30, 2026",
    });
    expect(open).toHaveAttribute("href", "/dashboard/health-insights/r1");

    await user.click(
      within(list).getByRole("button", {
        name: "Delete the report for July 1, 2026 – September 28, 2026",
      }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Delete this report?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));

    expect(await screen.findByText("Report deleted")).toBeInTheDocument();
    await waitFor(() => expect(within(list).queryByText(/July 1, 2026/)).not.toBeInTheDocument());
    expect(requests(fetch, "DELETE", "/api/v1/health-insights/reports/r2")).toHaveLength(1);
  });

  it("pages through older reports with the cursor the server gave", async () => {
    const fetch = member({
      "GET /api/v1/health-insights/reports": ({ url }) =>
        url.searchParams.get("cursor") === "c2"
          ? json(200, {
              items: [makeReport({ id: "old", from: "2025-01-01", to: "2025-03-31" })],
              nextCursor: null,
            })
          : json(200, { items: [makeReport()], nextCursor: "c2" }),
    });
    renderApp("/dashboard/health-insights");
    const user = userEvent.setup();
    const list = await screen.findByRole("region", { name: "Your reports" });
    await user.click(await within(list).findByRole("button", { name: "Older" }));
    expect(await within(list).findByText("January 1, 2025 – March 31, 2025")).toBeInTheDocument();
    expect(requests(fetch, "GET", "/api/v1/health-insights/reports?cursor=c2")).toHaveLength(1);
  });

  it("says what to do when there is no report yet", async () => {
    member({
      "GET /api/v1/health-insights/reports": () => json(200, { items: [], nextCursor: null }),
    });
    renderApp("/dashboard/health-insights");
    expect(await screen.findByText(/No reports yet/)).toBeInTheDocument();
  });

  it("shows the demo's reports in the preview, and creating one asks to sign in", async () => {
    const fetch = stubFetch(sessionHandlers(null));
    renderApp("/preview/health-insights");
    const user = userEvent.setup();
    const list = await screen.findByRole("region", { name: "Your reports" });
    expect(
      within(list).getByRole("link", { name: "Open the report for The last 90 days" }),
    ).toHaveAttribute("href", "/preview/health-insights/demo-90");
    await user.click(screen.getByRole("button", { name: "Create report" }));
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
    expect(requests(fetch, "POST", "/api/v1/health-insights/reports")).toEqual([]);
    expect(requests(fetch, "GET", "/api/v1/health-insights/reports")).toEqual([]);
  });
});
