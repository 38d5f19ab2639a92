import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AiCreditMessage, type Correlation, type DailyValue } from "@vitalog/domain";
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
import type { ReportSeries } from "../api.ts";
import { makeReport } from "../test-utils.ts";

const days = (values: number[]): DailyValue[] =>
  values.map((value, i) => ({ day: `2026-09-${String(i + 1).padStart(2, "0")}`, value }));

const meditation = [5, 10, 0, 15, 20, 10, 5, 25, 30, 10, 15, 20, 5, 10, 30, 20];
const stress = [4, 3, 5, 3, 2, 3, 4, 2, 1, 3, 3, 2, 4, 3, 1, 2];

const series: ReportSeries[] = [
  {
    key: "meditation.minutes",
    n: 16,
    mean: 14.375,
    min: 0,
    max: 30,
    slopePerWeek: 3.2,
    trend: "rising",
    trendSentence: "Your meditation minutes rose over the period.",
  },
  {
    key: "wellbeing.stress",
    n: 16,
    mean: 2.8125,
    min: 1,
    max: 5,
    slopePerWeek: -0.4,
    trend: "falling",
    trendSentence: "Your stress fell over the period.",
  },
];

const association: Correlation = {
  a: "meditation.minutes",
  b: "wellbeing.stress",
  lag: 0,
  n: 16,
  rho: -0.9123,
  p: 0.000001,
  q: 0.00002,
  sentence: "On days you meditate longer, your stress is lower: 16 days, rho −0.91",
  caution:
    "Both were logged on the same day; a third thing, such as a quiet day, could drive both.",
};

const report = makeReport({
  id: "r1",
  statistics: { series, correlations: [association], cyclePhases: null },
});

function member(overrides: Record<string, Handler> = {}) {
  return stubFetch({
    ...sessionHandlers(makeProfile()),
    "GET /api/v1/health-insights/reports/r1": () => json(200, report),
    "GET /api/v1/ai/credits": () => json(200, { balance: 7, freeRemaining: 5, history: [] }),
    ...overrides,
  });
}

const narrativeButton = () =>
  screen.findByRole("button", { name: "Write a summary with AI (2 credits)" });

describe("InsightReportPage", () => {
  it("shows each measure's figures and each association with its caution", async () => {
    member();
    renderApp("/dashboard/health-insights/r1");
    const measures = await screen.findByRole("region", { name: "Your measures" });
    const tile = within(measures).getByRole("heading", { name: "Meditation" }).closest("li");
    expect(tile).not.toBeNull();
    const meditationTile = within(tile as HTMLElement);
    expect(meditationTile.getByText("16 days with data")).toBeInTheDocument();
    expect(meditationTile.getByText("14.4 min")).toBeInTheDocument();
    expect(meditationTile.getByText("0 – 30 min")).toBeInTheDocument();
    expect(meditationTile.getByText("Rising")).toBeInTheDocument();

    const associations = screen.getByRole("region", { name: "Associations" });
    const card = within(associations).getByRole("article", { name: association.sentence });
    expect(
      within(card).getByText("Meditation · Stress · 16 days, rho −0.91, q < 0.001"),
    ).toBeInTheDocument();
    expect(within(card).getByText("An association, not a cause.")).toBeInTheDocument();
    expect(within(card).getByText(/a third thing/)).toBeInTheDocument();
    // The days behind it could not be read back (the lists answer 404 here): figures only.
    expect(await within(card).findByText(/only the figures show/)).toBeInTheDocument();
  });

  it("reads the two measures' days back from their modules and draws them", async () => {
    const fetch = member({
      "GET /api/v1/meditation-sessions": ({ url }) =>
        url.searchParams.get("cursor")
          ? json(200, {
              items: meditation.slice(8).map((minutes, i) => ({
                id: `m${i + 8}`,
                // 09:30 in London is 08:30 UTC in September.
                startedAt: `2026-09-${String(i + 9).padStart(2, "0")}T08:30:00.000Z`,
                durationSeconds: minutes * 60,
              })),
              nextCursor: null,
            })
          : json(200, {
              items: meditation.slice(0, 8).map((minutes, i) => ({
                id: `m${i}`,
                startedAt: `2026-09-${String(i + 1).padStart(2, "0")}T08:30:00.000Z`,
                durationSeconds: minutes * 60,
              })),
              nextCursor: "next",
            }),
      "GET /api/v1/wellbeing-checkins": () =>
        json(200, {
          items: days(stress).map(({ day, value }) => ({
            id: day,
            date: day,
            mood: 3,
            energy: 3,
            sleepQuality: 3,
            stress: value,
            sleepHours: null,
          })),
          nextCursor: null,
        }),
    });
    renderApp("/dashboard/health-insights/r1");
    const card = await screen.findByRole("article", { name: association.sentence });
    const scatter = await within(card).findByRole("img", {
      name: "Scatter plot of Stress against Meditation: 16 days, rho −0.91.",
    });
    // Each of the 16 days has both measures.
    expect(scatter.querySelectorAll("circle")).toHaveLength(16);
    expect(
      await within(card).findByRole("img", { name: /^Meditation from September 1, 2026/ }),
    ).toBeInTheDocument();
    const reads = fetch.mock.calls.map(([url]) => String(url));
    expect(reads).toContain(
      "/api/v1/meditation-sessions?from=2026-08-31T00%3A00%3A00.000Z&to=2026-10-02T00%3A00%3A00.000Z&limit=100",
    );
    expect(reads).toContain("/api/v1/wellbeing-checkins?from=2026-09-01&to=2026-09-30&limit=100");
  });

  it("reads food and dose adherence back from their modules and draws them", async () => {
    const kcal = [
      1800, 2400, 2100, 1900, 2600, 2000, 2300, 1700, 2500, 2200, 1950, 2450, 2050, 2350,
    ];
    const taken = [1, 0, 1, 1, 0, 1, 0, 1, 0, 1, 1, 0, 1, 0];
    const foodDose: Correlation = {
      a: "food.kcal",
      b: "medications.adherence",
      lag: 0,
      n: 14,
      rho: -0.71,
      p: 0.004,
      q: 0.02,
      sentence: "On days you eat more, your doses taken are lower: 14 days, rho −0.71",
      caution: "Both were logged on the same day; a third thing could drive both.",
    };
    const weekOf = (end: string) => {
      const days = Array.from({ length: 7 }, (_, i) => {
        const date = new Date(`${end}T00:00:00.000Z`);
        date.setUTCDate(date.getUTCDate() - (6 - i));
        return date.toISOString().slice(0, 10);
      });
      return {
        from: days[0],
        to: end,
        days: days.map((date) => {
          const i = Number(date.slice(8)) - 1;
          // Only the first 14 days of September have food logged; a day without is missing.
          const logged = date.startsWith("2026-09") && i < kcal.length;
          return {
            date,
            energyKcal: logged ? (kcal[i] as number) : 0,
            proteinG: 0,
            carbohydrateG: 0,
            fatG: 0,
            fibreG: 0,
            entryCount: logged ? 2 : 0,
          };
        }),
        targetKcal: null,
        targetSource: null,
      };
    };
    const fetch = member({
      "GET /api/v1/health-insights/reports/r1": () =>
        json(
          200,
          makeReport({
            id: "r1",
            statistics: { series: [], correlations: [foodDose], cyclePhases: null },
          }),
        ),
      "GET /api/v1/food-log/week": ({ url }) =>
        json(200, weekOf(url.searchParams.get("end") ?? "")),
      "GET /api/v1/medication-adherence": ({ url }) => {
        const count = Number(url.searchParams.get("days"));
        return json(200, {
          days: count,
          scheduled: 28,
          taken: 9,
          adherencePercent: 32,
          // From 1 September to today; two doses a day on the first 14 days, none after.
          daily: Array.from({ length: count }, (_, i) => {
            const date = new Date(Date.UTC(2026, 8, 1 + i)).toISOString().slice(0, 10);
            return i < taken.length
              ? { date, scheduled: 2, taken: (taken[i] as number) * 2 }
              : { date, scheduled: 0, taken: 0 };
          }),
          medications: [],
        });
      },
    });
    renderApp("/dashboard/health-insights/r1");
    const card = await screen.findByRole("article", { name: foodDose.sentence });
    const scatter = await within(card).findByRole("img", {
      name: "Scatter plot of Doses taken against Calories eaten: 14 days, rho −0.71.",
    });
    expect(scatter.querySelectorAll("circle")).toHaveLength(14);
    expect(
      await within(card).findByRole("img", { name: /^Calories eaten from September 1, 2026/ }),
    ).toBeInTheDocument();
    expect(
      await within(card).findByRole("img", { name: /^Doses taken from September 1, 2026/ }),
    ).toBeInTheDocument();
    const reads = fetch.mock.calls.map(([url]) => String(url));
    // Five weeks ending on the period's last day cover its 30 days.
    expect(reads.filter((url) => url.startsWith("/api/v1/food-log/week")).sort()).toEqual(
      ["02", "09", "16", "23", "30"].map((d) => `/api/v1/food-log/week?end=2026-09-${d}`),
    );
    expect(reads.some((url) => url.startsWith("/api/v1/medication-adherence?days="))).toBe(true);
    expect(reads.find((url) => url.startsWith("/api/v1/medication-adherence"))).toContain(
      "tz=Europe%2FLondon",
    );
  });

  it("shows pain and symptoms by cycle phase once two cycles are logged", async () => {
    member({
      "GET /api/v1/health-insights/reports/r1": () =>
        json(
          200,
          makeReport({
            id: "r1",
            statistics: {
              series,
              correlations: [],
              cyclePhases: {
                cycles: 2,
                days: 56,
                phases: (["menstrual", "follicular", "ovulatory", "luteal"] as const).map(
                  (phase, i) => ({
                    phase,
                    days: 14,
                    loggedDays: 10 + i,
                    painMean: phase === "menstrual" ? 6 : null,
                    painDays: phase === "menstrual" ? 5 : 0,
                    restPainMean: phase === "menstrual" ? 2 : null,
                    restPainDays: phase === "menstrual" ? 9 : 0,
                    symptoms:
                      phase === "menstrual"
                        ? [{ symptom: "cramps", days: 9, share: 0.9, restDays: 3, restShare: 0.1 }]
                        : [],
                  }),
                ),
              },
            },
          }),
        ),
    });
    renderApp("/dashboard/health-insights/r1");
    const card = await screen.findByRole("region", {
      name: "Cycle phases",
    });
    const table = within(card).getByRole("table", {
      name: "Pain and symptoms by cycle phase",
    });
    const menstrual = within(table).getByRole("row", { name: /^Menstrual/ });
    expect(
      within(menstrual)
        .getAllByRole("cell")
        .map((td) => td.textContent),
    ).toEqual(["10", "6 / 2", "Cramps 90% / 10%"]);
    expect(within(table).getAllByRole("row")).toHaveLength(5);
  });

  it("draws the two measures over the period and each day's pair when the values are there", async () => {
    const withValues = makeReport({
      id: "r1",
      statistics: {
        series: [
          { ...(series[0] as ReportSeries), values: days(meditation) },
          { ...(series[1] as ReportSeries), values: days(stress) },
        ],
        correlations: [association],
        cyclePhases: null,
      },
    });
    member({ "GET /api/v1/health-insights/reports/r1": () => json(200, withValues) });
    renderApp("/dashboard/health-insights/r1");
    const card = await screen.findByRole("article", { name: association.sentence });
    expect(
      await within(card).findByRole("img", { name: /^Meditation from September 1, 2026/ }),
    ).toBeInTheDocument();
    expect(
      await within(card).findByRole("img", { name: /^Stress from September 1, 2026/ }),
    ).toBeInTheDocument();
    const scatter = within(card).getByRole("img", {
      name: "Scatter plot of Stress against Meditation: 16 days, rho −0.91.",
    });
    expect(scatter.querySelectorAll("circle")).toHaveLength(16);
    expect(
      within(card).getByRole("table", { name: "Each day's pair of values" }),
    ).toBeInTheDocument();
  });

  it("offers the summary with its cost and the credits left", async () => {
    member();
    renderApp("/dashboard/health-insights/r1");
    await narrativeButton();
    expect(
      await screen.findByText("Credits left: 7 (of which 5 free this month)", { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Get credits" })).toHaveAttribute(
      "href",
      "/settings/credits",
    );
  });

  it("writes the summary and links each figure in it to its chart or tile", async () => {
    let credits = 7;
    const fetch = member({
      "GET /api/v1/ai/credits": () =>
        json(200, { balance: credits, freeRemaining: 0, history: [] }),
      "POST /api/v1/health-insights/reports/r1/narrative": () => {
        credits -= 2;
        return json(200, {
          ...report,
          narrative:
            "Over 16 days, on days you meditated longer your stress was lower (rho −0.91). Your meditation averaged 14.4 minutes. Try a short session each morning for two weeks.",
          narrativeAt: "2026-10-01T09:00:00.000Z",
          disclaimer: "This summary is for information only and is not medical advice.",
        });
      },
    });
    renderApp("/dashboard/health-insights/r1");
    const user = userEvent.setup();
    await user.click(await narrativeButton());

    const summary = screen.getByRole("region", { name: "Summary" });
    const rho = await within(summary).findByRole("link", { name: "−0.91" });
    expect(rho).toHaveAttribute("href", "#association-1");
    expect(within(summary).getByRole("link", { name: "16" })).toHaveAttribute(
      "href",
      "#association-1",
    );
    expect(within(summary).getByRole("link", { name: "14.4" })).toHaveAttribute(
      "href",
      "#measure-meditation-minutes",
    );
    expect(
      within(summary).getByText("This summary is for information only and is not medical advice."),
    ).toBeInTheDocument();
    expect(within(summary).queryByRole("button", { name: /Write a summary/ })).toBeNull();
    const posts = fetch.mock.calls.filter(([, init]) => init?.method === "POST");
    expect(posts.map(([, init]) => init?.body)).toEqual(["{}"]);

    // Following a figure moves to the association it restates.
    await user.click(rho);
    await waitFor(() =>
      expect(document.activeElement).toBe(document.getElementById("association-1")),
    );
  });

  it("says so when AI is not configured on this server", async () => {
    member({
      "POST /api/v1/health-insights/reports/r1/narrative": () =>
        errorReply(503, "AI_NOT_CONFIGURED", "AI is not configured on this server"),
    });
    renderApp("/dashboard/health-insights/r1");
    await userEvent.setup().click(await narrativeButton());
    expect(await screen.findByText(/AI is not configured on this server/)).toBeInTheDocument();
    expect(await narrativeButton()).toBeDisabled();
  });

  it("points to the credits page when there are not enough credits", async () => {
    member({
      "POST /api/v1/health-insights/reports/r1/narrative": () =>
        errorReply(402, "PAYMENT_REQUIRED", AiCreditMessage.notEnough),
    });
    renderApp("/dashboard/health-insights/r1");
    await userEvent.setup().click(await narrativeButton());
    const message = await screen.findByText(/You don't have enough AI credits for this/);
    expect(within(message).getByRole("link", { name: "Get credits" })).toHaveAttribute(
      "href",
      "/settings/credits",
    );
  });

  it("explains a refused summary: it did not match the figures and cost nothing", async () => {
    member({
      "POST /api/v1/health-insights/reports/r1/narrative": () =>
        errorReply(
          422,
          "NARRATIVE_REFUSED",
          "The AI summary did not match your figures, so it was not saved. No credits were used.",
        ),
    });
    renderApp("/dashboard/health-insights/r1");
    await userEvent.setup().click(await narrativeButton());
    expect(
      await screen.findByText(
        "The AI summary did not match your figures, so it was not saved. No credits were used.",
      ),
    ).toBeInTheDocument();
  });

  it("says what to log, and for how long, when nothing could be associated", async () => {
    member({
      "GET /api/v1/health-insights/reports/r1": () => json(200, makeReport({ id: "r1" })),
    });
    renderApp("/dashboard/health-insights/r1");
    expect(await screen.findByText(/Nothing was logged in this period/)).toBeInTheDocument();
    expect(screen.getByText("No association showed in this period.")).toBeInTheDocument();
    expect(
      screen.getByText(/at least 14 days on which two measures are both logged/),
    ).toBeInTheDocument();
  });

  it("says a report that is not there is not there", async () => {
    member({
      "GET /api/v1/health-insights/reports/r1": () => errorReply(404, "NOT_FOUND", "Not found"),
    });
    renderApp("/dashboard/health-insights/r1");
    expect(
      await screen.findByText("This report does not exist, or it was deleted."),
    ).toBeInTheDocument();
  });

  it("computes the preview's report from the demo data in the browser, with its charts", async () => {
    const fetch = stubFetch(sessionHandlers(null));
    renderApp("/preview/health-insights/demo-90");
    const user = userEvent.setup();
    await screen.findByRole(
      "heading",
      { name: /Report: The last 90 days/, level: 1 },
      { timeout: 8000 },
    );
    expect(screen.getByText("Demo data")).toBeInTheDocument();
    const associations = screen.getByRole("region", { name: "Associations" });
    const cards = within(associations).getAllByRole("article");
    expect(cards.length).toBeGreaterThan(0);
    expect(
      await within(cards[0] as HTMLElement).findAllByRole("img", { name: /from .* days, average/ }),
    ).toHaveLength(2);
    expect(
      within(cards[0] as HTMLElement).getByRole("img", { name: /^Scatter plot/ }),
    ).toBeInTheDocument();

    await user.click(await narrativeButton());
    // The sign-in prompt loads on first use; role queries over this long page are slow.
    await waitFor(
      () => expect(document.querySelector("[role=dialog]")?.textContent).toMatch(/health insights/),
      { timeout: 8000 },
    );
    expect(fetch.mock.calls.filter(([url]) => String(url).includes("health-insights"))).toEqual([]);
  });
});
