import { screen, within } from "@testing-library/react";
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { adminCounts } from "../../../app/modules.ts";
import { LayoutIcon } from "../../../components/Icon/icons.tsx";
import {
  errorReply,
  json,
  makeProfile,
  renderApp,
  sessionHandlers,
  stubFetch,
} from "../../../test/render-app.tsx";

function figure(label: string) {
  const term = screen.getByText(label, { selector: "dt > span" });
  return within(term.closest("div") as HTMLElement);
}

const admin = sessionHandlers(makeProfile({ isAdmin: true }));
const quiet = {
  "GET /api/v1/admin/system-status": () => json(200, { checks: [] }),
  "GET /api/v1/admin/activity": () => json(200, { items: [], nextCursor: null }),
};

/** Every figure `GET /api/v1/admin/overview` answers today, from every server module. */
const SERVER_FIGURES = [
  "users",
  "activeUsers",
  "engagement",
  "riskFactors",
  "healthGoals",
  "weightEntries",
  "fasts",
  "wellbeingCheckins",
  "meditationSessions",
  "cyclePeriods",
  "medications",
  "recommendations",
  "foodLogEntries",
  "painEntries",
  "labResults",
  "courses",
  "activeEnrollments",
  "publishedArticles",
  "healthGroups",
  "groupThreads",
  "featureRequests",
];

describe("AdminDashboardPage", () => {
  it("labels every tile the server can answer in words, each with an icon of its own", async () => {
    stubFetch({
      ...admin,
      ...quiet,
      "GET /api/v1/admin/overview": () =>
        json(200, Object.fromEntries(SERVER_FIGURES.map((key, i) => [key, 1000 + i]))),
    });
    renderApp("/admin/dashboard");
    await screen.findByText("1,000");

    const labels = screen.getAllByRole("term").map((dt) => dt.textContent ?? "");
    expect(labels).toHaveLength(SERVER_FIGURES.length);
    // No tile falls back to its key: each is declared by a module with a label in the catalogue.
    const declared = new Map(adminCounts().map((c) => [c.key, c]));
    for (const key of SERVER_FIGURES) {
      const count = declared.get(key);
      expect(count, `no module labels the figure ${key}`).toBeDefined();
      expect(i18next.exists(count?.labelKey ?? ""), `${count?.labelKey} is not translated`).toBe(
        true,
      );
      expect(count?.icon, `${key} has the generic icon`).not.toBe(LayoutIcon);
    }
    for (const label of labels) {
      expect(label, "a tile shows a key").not.toMatch(/^[a-z]+(?:[A-Z][a-z]*)+$|[.:]/);
    }
    expect(labels).toEqual(
      expect.arrayContaining([
        "Published articles",
        "Health groups",
        "Group threads",
        "Feature requests",
      ]),
    );
  });

  it("shows every figure the overview returns, labelled by its module, engagement in percent", async () => {
    stubFetch({
      ...admin,
      ...quiet,
      "GET /api/v1/admin/overview": () =>
        json(200, {
          users: 1200,
          activeUsers: 830,
          engagement: 69.2,
          riskFactors: 12,
          healthGoals: 9,
          recommendations: 31,
          weightEntries: 5400,
          fastingSessions: 7,
        }),
    });
    renderApp("/admin/dashboard");

    await screen.findByText("1,200");
    expect(figure("Total users").getByText("1,200")).toBeInTheDocument();
    expect(figure("Active users (last 30 days)").getByText("830")).toBeInTheDocument();
    expect(figure("Recommendations").getByText("31")).toBeInTheDocument();
    expect(figure("Engagement").getByText("69.2%")).toBeInTheDocument();
    expect(figure("Weight entries").getByText("5,400")).toBeInTheDocument();
    // A count no module labels yet still shows, under its key.
    expect(figure("fastingSessions").getByText("7")).toBeInTheDocument();
    expect(screen.getAllByRole("term").map((dt) => dt.textContent)).toEqual([
      "Total users",
      "Active users (last 30 days)",
      "Risk factors",
      "Health goals",
      "Recommendations",
      "Engagement",
      "Weight entries",
      "fastingSessions",
    ]);
    expect(screen.getByRole("link", { name: "Add recommendation" })).toHaveAttribute(
      "href",
      "/admin/recommendations/new",
    );
    expect(screen.getByRole("link", { name: "Import recommendations" })).toHaveAttribute(
      "href",
      "/admin/recommendations?panel=import",
    );
  });

  it("shows each system check with its state in words and the recent activity", async () => {
    const fiveMinutesAgo = new Date(Date.now() - 5 * 60_000).toISOString();
    stubFetch({
      ...admin,
      "GET /api/v1/admin/overview": () => json(200, { users: 3 }),
      "GET /api/v1/admin/system-status": () =>
        json(200, {
          checks: [
            { name: "database", state: "up", detail: "PGlite, 3 ms" },
            { name: "mail", state: "not_configured", detail: "Written to the outbox" },
            { name: "payments", state: "down", detail: "Stripe did not answer" },
          ],
        }),
      "GET /api/v1/admin/activity": () =>
        json(200, {
          items: [
            {
              id: "a1",
              at: fiveMinutesAgo,
              kind: "content",
              action: "created",
              outcome: "success",
              actorId: "u1",
              actorName: "Ana",
              entity: "recommendation",
              targetId: "r1",
              summary: "Colorectal cancer screening",
            },
          ],
          nextCursor: null,
        }),
    });
    renderApp("/admin/dashboard");

    const status = await screen.findByRole("region", { name: "System status" });
    const database = (await within(status).findByText("Database")).closest("li") as HTMLElement;
    expect(database).toHaveTextContent("Up");
    expect(database).toHaveTextContent("PGlite, 3 ms");
    expect(within(status).getByText("Not configured")).toBeInTheDocument();
    expect(within(status).getByText("Down")).toBeInTheDocument();
    const activity = screen.getByRole("region", { name: "Recent activity" });
    expect(
      await within(activity).findByText(
        "Ana created recommendation “Colorectal cancer screening”",
        { exact: false },
      ),
    ).toHaveTextContent("Ana created recommendation “Colorectal cancer screening” · 5 min ago");
  });

  it("says when there is no activity yet, and when the status cannot be read", async () => {
    stubFetch({
      ...admin,
      "GET /api/v1/admin/overview": () => json(200, { users: 3 }),
      "GET /api/v1/admin/system-status": () => errorReply(500, "INTERNAL", "boom"),
      "GET /api/v1/admin/activity": () => json(200, { items: [], nextCursor: null }),
    });
    renderApp("/admin/dashboard");
    expect(await screen.findByText("Nothing recorded yet.")).toBeInTheDocument();
    expect(
      await screen.findByText("The system status could not be loaded.", {}, { timeout: 4000 }),
    ).toBeInTheDocument();
  });
});
