import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { defaultNotificationSettings, type NotificationSettings } from "@vitalog/domain";
import { describe, expect, it } from "vitest";
import {
  errorReply,
  type Handler,
  json,
  makeProfile,
  renderApp,
  sessionHandlers,
  stubFetch,
} from "../../../test/render-app.tsx";

const ZONE = "Europe/Berlin";

function settings(overrides: Partial<NotificationSettings> = {}): NotificationSettings {
  const base = defaultNotificationSettings(ZONE);
  return {
    ...base,
    enabled: true,
    weight: { ...base.weight, dailyReminder: true, dailyReminderTime: "08:30" },
    ...overrides,
  };
}

/** Seven weigh-in reminders on consecutive days from 28 Nov 2026, 07:30 UTC (08:30 Berlin). */
const upcoming = Array.from({ length: 7 }, (_, i) => ({
  id: `r${i + 1}`,
  feature: "weight" as const,
  type: "weightDaily",
  at: new Date(Date.UTC(2026, 10, 28 + i, 7, 30)).toISOString(),
  title: "Weigh-in reminder",
  body: `Time for your daily weigh-in. (${i + 1})`,
  entityId: null,
}));

const entry = (i: number, feature = "general", deliveredAt = new Date().toISOString()) => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
  feature,
  type: "test",
  title: `Delivered ${i}`,
  body: `Body ${i}`,
  entityId: null,
  scheduledAt: deliveredAt,
  deliveredAt,
});

function member(overrides: Record<string, Handler> = {}, record = settings()) {
  return stubFetch({
    ...sessionHandlers(makeProfile()),
    "GET /api/v1/notifications/settings": () => json(200, record),
    "PATCH /api/v1/notifications/settings": ({ body }) =>
      json(200, { ...record, ...(body as object) }),
    "GET /api/v1/notifications/upcoming": () => json(200, { items: upcoming }),
    "DELETE /api/v1/notifications/upcoming/r1": () => new Response(null, { status: 204 }),
    "DELETE /api/v1/notifications/upcoming": () => json(200, { cancelled: 7 }),
    "POST /api/v1/notifications/test": () =>
      json(202, { id: "t1", at: new Date(Date.now() + 5000).toISOString() }),
    "GET /api/v1/notifications/history": () => json(200, { items: [], nextCursor: null }),
    ...overrides,
  });
}

const calls = (fetch: ReturnType<typeof stubFetch>, method: string, path: string) =>
  fetch.mock.calls
    .filter(
      ([url, init]) => (init?.method ?? "GET") === method && String(url).split("?")[0] === path,
    )
    .map(([url, init]) => ({
      url: new URL(String(url), "http://localhost"),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    }));

const pending = () => screen.findByRole("region", { name: "Pending notifications" });

describe("Notification Center, Overview", () => {
  it("shows the first 5 pending reminders in the person's zone, then 'And N more...'", async () => {
    const fetch = member();
    renderApp("/dashboard/notifications");
    const list = await pending();
    await within(list).findByText("Time for your daily weigh-in. (1)");
    expect(within(list).getAllByRole("listitem")).toHaveLength(5);
    expect(within(list).queryByText("Time for your daily weigh-in. (6)")).toBeNull();
    expect(within(list).getByText("And 2 more...")).toBeInTheDocument();
    // 07:30 UTC is 08:30 in Berlin, the settings' zone.
    expect(within(list).getAllByText(/8:30/).length).toBe(5);
    const window = calls(fetch, "GET", "/api/v1/notifications/upcoming")[0]?.url.searchParams;
    const span = Date.parse(window?.get("to") ?? "") - Date.parse(window?.get("from") ?? "");
    expect(span).toBe(30 * 86_400_000);

    const weight = screen.getByRole("region", { name: "Weight" });
    expect(within(weight).getByText(/Daily weigh-in at 08:30/)).toBeInTheDocument();
    expect(within(weight).getByText(/^Next: /)).toBeInTheDocument();
    expect(within(weight).getByRole("link", { name: "Change Weight settings" })).toHaveAttribute(
      "href",
      "/dashboard/notifications?tab=settings",
    );
  });

  it("cancels one reminder and says so; a failure is said too", async () => {
    const fetch = member();
    renderApp("/dashboard/notifications");
    const list = await pending();
    const user = userEvent.setup();
    const [firstCancel] = await within(list).findAllByRole("button", {
      name: /^Cancel Weigh-in reminder/,
    });
    await user.click(firstCancel as HTMLElement);
    expect(await screen.findByText("Notification cancelled")).toBeInTheDocument();
    expect(calls(fetch, "DELETE", "/api/v1/notifications/upcoming/r1")).toHaveLength(1);

    member({
      "DELETE /api/v1/notifications/upcoming/r1": () => errorReply(500, "INTERNAL", "Boom"),
    });
    await user.click(within(list).getAllByRole("button", { name: /^Cancel / })[0] as HTMLElement);
    expect(await screen.findByText("Failed to cancel notification")).toBeInTheDocument();
  });

  it("clears all after confirming, and says when clearing fails", async () => {
    const fetch = member();
    renderApp("/dashboard/notifications");
    const list = await pending();
    await within(list).findByText("Time for your daily weigh-in. (1)");
    const user = userEvent.setup();
    await user.click(within(list).getByRole("button", { name: "Clear All" }));
    const dialog = await screen.findByRole("dialog", { name: "Clear all notifications?" });
    expect(calls(fetch, "DELETE", "/api/v1/notifications/upcoming")).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Clear All" }));
    expect(await screen.findByText("All notifications cleared")).toBeInTheDocument();
    expect(calls(fetch, "DELETE", "/api/v1/notifications/upcoming")).toHaveLength(1);

    member({ "DELETE /api/v1/notifications/upcoming": () => errorReply(500, "INTERNAL", "Boom") });
    await user.click(within(list).getByRole("button", { name: "Clear All" }));
    await user.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Clear All" }),
    );
    expect(await screen.findByText("Failed to clear notifications")).toBeInTheDocument();
  });

  it("schedules the test notification, and says when it cannot", async () => {
    const fetch = member();
    renderApp("/dashboard/notifications");
    const user = userEvent.setup();
    await user.click(
      await within(await pending()).findByRole("button", { name: "Test Notification" }),
    );
    expect(await screen.findByText("Test notification scheduled")).toBeInTheDocument();
    expect(calls(fetch, "POST", "/api/v1/notifications/test")).toHaveLength(1);

    member({
      "POST /api/v1/notifications/test": () =>
        errorReply(400, "BAD_REQUEST", "Notifications are not enabled"),
    });
    await user.click(within(await pending()).getByRole("button", { name: "Test Notification" }));
    expect(await screen.findByText("Failed to schedule test notification")).toBeInTheDocument();
  });

  it("turns reminders off with the switch", async () => {
    const fetch = member();
    renderApp("/dashboard/notifications");
    const toggle = await screen.findByRole("switch", { name: "Reminders" });
    expect(toggle).toHaveAttribute("aria-checked", "true");
    await userEvent.setup().click(toggle);
    expect(await screen.findByText("Notification settings updated")).toBeInTheDocument();
    expect(calls(fetch, "PATCH", "/api/v1/notifications/settings")[0]?.body).toEqual({
      enabled: false,
    });
  });

  it("shows the Notifications Disabled card when reminders are off", async () => {
    const fetch = member({}, settings({ enabled: false }));
    renderApp("/dashboard/notifications");
    const card = await screen.findByText("Notifications Disabled");
    expect(
      within(card.closest("section") as HTMLElement).getByRole("button", {
        name: "Enable Notifications",
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Pending notifications" })).toBeNull();
    // The feature switches are kept, but nothing is sent while reminders are off.
    const weight = screen.getByRole("region", { name: "Weight" });
    expect(within(weight).getByText("Off")).toBeInTheDocument();
    expect(within(weight).queryByText(/^Next: /)).toBeNull();
    expect(calls(fetch, "GET", "/api/v1/notifications/upcoming")).toHaveLength(0);
  });

  it("says when the notifications cannot be loaded", async () => {
    member({
      "GET /api/v1/notifications/settings": () => errorReply(500, "INTERNAL", "Boom"),
    });
    renderApp("/dashboard/notifications");
    expect(await screen.findByText("Failed to load notifications")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});

describe("Notification Center, tabs", () => {
  it("moves between tabs with the arrow keys and keeps the tab in the URL", async () => {
    member();
    const { router } = renderApp("/dashboard/notifications");
    const overview = await screen.findByRole("tab", { name: "Overview" });
    expect(overview).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveAttribute("aria-labelledby", overview.id);
    overview.focus();
    const user = userEvent.setup();
    await user.keyboard("{ArrowRight}");
    const settingsTab = screen.getByRole("tab", { name: "Settings" });
    expect(settingsTab).toHaveFocus();
    expect(settingsTab).toHaveAttribute("aria-selected", "true");
    expect(router.state.location.search).toBe("?tab=settings");
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "History" })).toHaveAttribute("aria-selected", "true");
    expect(router.state.location.search).toBe("?tab=history");
  });

  it("opens the tab the URL names", async () => {
    member();
    renderApp("/dashboard/notifications?tab=settings");
    expect(await screen.findByRole("tab", { name: "Settings" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(await screen.findByRole("button", { name: "Save Settings" })).toBeInTheDocument();
  });
});

describe("Notification Center, Settings", () => {
  it("shows every setting and saves them all", async () => {
    const fetch = member({}, settings({ weight: defaultNotificationSettings().weight }));
    renderApp("/dashboard/notifications?tab=settings");
    const weight = await screen.findByRole("region", { name: "Weight" });
    const user = userEvent.setup();
    const daily = within(weight).getByRole("checkbox", { name: "Daily weigh-in reminder" });
    expect(daily).not.toBeChecked();
    await user.click(daily);
    const time = within(weight).getByLabelText("Daily weigh-in time");
    expect(time).toHaveAttribute("type", "time");
    expect(time).toHaveValue("09:00");
    await user.clear(time);
    await user.type(time, "08:30");
    const cycle = screen.getByRole("region", { name: "Cycle tracking" });
    await user.click(within(cycle).getByRole("checkbox", { name: "Discreet mode" }));
    for (const name of ["Sound", "Vibrate", "Allow snooze"]) {
      expect(
        within(screen.getByRole("region", { name: "Medication" })).getByRole("checkbox", { name }),
      ).toBeChecked();
    }
    expect(screen.getByLabelText("Time zone")).toHaveValue(ZONE);
    await user.click(screen.getByRole("button", { name: "Save Settings" }));
    expect(await screen.findByText("Settings saved and notifications updated")).toBeInTheDocument();
    const [patch] = calls(fetch, "PATCH", "/api/v1/notifications/settings");
    expect(patch?.body).toMatchObject({
      timeZone: ZONE,
      weight: { dailyReminder: true, dailyReminderTime: "08:30" },
      cycle: { privacyMode: true, symptomReminderTime: "19:00" },
      fasting: { dailyReminderTime: "18:00" },
      medication: { sound: true, vibrate: true, allowSnooze: true },
    });
    expect(patch?.body).not.toHaveProperty("enabled");
  });

  it("puts the server's 4xx message by its field and keeps what was typed", async () => {
    member({
      "PATCH /api/v1/notifications/settings": () =>
        json(400, {
          error: {
            code: "VALIDATION",
            message: "Use a time in the form HH:MM",
            fields: { "fasting.dailyReminderTime": "Use a time in the form HH:MM" },
          },
        }),
    });
    renderApp("/dashboard/notifications?tab=settings");
    const fasting = await screen.findByRole("region", { name: "Fasting" });
    const user = userEvent.setup();
    await user.click(within(fasting).getByRole("checkbox", { name: "Daily fasting reminder" }));
    const time = within(fasting).getByLabelText("Daily fasting reminder time");
    await user.clear(time);
    await user.type(time, "07:15");
    await user.click(screen.getByRole("button", { name: "Save Settings" }));
    expect(await screen.findByText("Failed to save settings")).toBeInTheDocument();
    expect(await within(fasting).findByText("Use a time in the form HH:MM")).toBeInTheDocument();
    expect(time).toHaveAttribute("aria-invalid", "true");
    expect(time).toHaveValue("07:15");
    expect(within(fasting).getByRole("checkbox", { name: "Daily fasting reminder" })).toBeChecked();
  });

  it("shows a 4xx message without a field above the form", async () => {
    member({
      "PATCH /api/v1/notifications/settings": () =>
        errorReply(400, "BAD_REQUEST", "Give a valid IANA time zone"),
    });
    renderApp("/dashboard/notifications?tab=settings");
    await userEvent.setup().click(await screen.findByRole("button", { name: "Save Settings" }));
    expect(await screen.findByText("Give a valid IANA time zone")).toBeInTheDocument();
    expect(await screen.findByText("Failed to save settings")).toBeInTheDocument();
  });

  it("says when the settings cannot be loaded", async () => {
    member({
      "GET /api/v1/notifications/settings": () => errorReply(500, "INTERNAL", "Boom"),
    });
    renderApp("/dashboard/notifications?tab=settings");
    expect(await screen.findByText("Failed to load notification settings")).toBeInTheDocument();
  });
});

describe("Notification Center, History", () => {
  it("shows the tiles, the entries with their delivered mark, and pages on", async () => {
    const kept = [
      entry(1, "general"),
      entry(2, "weight"),
      entry(3, "weight", "2026-01-05T08:00:00.000Z"),
    ];
    const fetch = member({
      "GET /api/v1/notifications/history": ({ url }) => {
        if (url.searchParams.get("limit") === "100")
          return json(200, { items: kept, nextCursor: null });
        return url.searchParams.get("cursor") === "c2"
          ? json(200, { items: [entry(3, "weight", "2026-01-05T08:00:00.000Z")], nextCursor: null })
          : json(200, { items: [entry(1), entry(2, "weight")], nextCursor: "c2" });
      },
    });
    renderApp("/dashboard/notifications?tab=history");
    const summary = await screen.findByRole("region", { name: "Summary" });
    const tile = (label: string) =>
      within(summary).getByText(label, { selector: "dt" }).nextElementSibling;
    await waitFor(() => expect(tile("Active")).toHaveTextContent("7"));
    await waitFor(() => expect(tile("Delivered")).toHaveTextContent("3"));
    expect(tile("Features")).toHaveTextContent("2");
    expect(tile("This Week")).toHaveTextContent("2");

    const list = screen.getByRole("region", { name: "Delivered notifications" });
    await within(list).findByText("Delivered 1");
    expect(within(list).getByText("Body 2")).toBeInTheDocument();
    expect(within(list).getAllByText("Delivered", { exact: true })).toHaveLength(2);
    expect(within(list).queryByText("Delivered 3")).toBeNull();
    await userEvent.setup().click(within(list).getByRole("button", { name: "Load more" }));
    await within(list).findByText("Delivered 3");
    expect(within(list).queryByRole("button", { name: "Load more" })).toBeNull();
    expect(
      calls(fetch, "GET", "/api/v1/notifications/history").some(
        (c) => c.url.searchParams.get("cursor") === "c2",
      ),
    ).toBe(true);
  });

  it("filters by feature through the URL, and refreshes", async () => {
    const fetch = member({
      "GET /api/v1/notifications/history": ({ url }) =>
        json(200, {
          items: url.searchParams.get("feature") === "cycle" ? [entry(5, "cycle")] : [entry(1)],
          nextCursor: null,
        }),
    });
    const { router } = renderApp("/dashboard/notifications?tab=history");
    const list = await screen.findByRole("region", { name: "Delivered notifications" });
    await within(list).findByText("Delivered 1");
    const user = userEvent.setup();
    await user.click(within(list).getByRole("button", { name: "Cycle" }));
    await within(list).findByText("Delivered 5");
    expect(within(list).getByRole("button", { name: "Cycle" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(router.state.location.search).toBe("?tab=history&feature=cycle");
    const before = calls(fetch, "GET", "/api/v1/notifications/history").length;
    await user.click(within(list).getByRole("button", { name: "Refresh" }));
    await waitFor(() =>
      expect(calls(fetch, "GET", "/api/v1/notifications/history").length).toBeGreaterThan(before),
    );
  });

  it("says when nothing was delivered, and when the history cannot be loaded", async () => {
    member();
    const view = renderApp("/dashboard/notifications?tab=history");
    expect(await screen.findByText("No notifications delivered yet")).toBeInTheDocument();
    view.unmount();
    member({
      "GET /api/v1/notifications/history": () => errorReply(500, "INTERNAL", "Boom"),
    });
    renderApp("/dashboard/notifications?tab=history");
    expect(await screen.findByText("Failed to load notifications")).toBeInTheDocument();
  });
});

describe("Notification Center, visitors", () => {
  it("sends a visitor to sign in", async () => {
    stubFetch(sessionHandlers(null));
    const { router } = renderApp("/dashboard/notifications");
    await waitFor(() => expect(router.state.location.pathname).toBe("/auth"));
  });
});
