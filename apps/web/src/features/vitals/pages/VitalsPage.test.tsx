import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type BloodPressureReading, VitalsMessage } from "@vitalog/domain";
import { describe, expect, it } from "vitest";
import {
  json,
  makeProfile,
  renderApp,
  sessionHandlers,
  stubFetch,
} from "../../../test/render-app.tsx";

const reading = (over: Partial<BloodPressureReading>): BloodPressureReading => ({
  id: "11111111-1111-4111-8111-111111111111",
  systolic: 118,
  diastolic: 76,
  pulse: null,
  arm: null,
  position: null,
  measuredAt: new Date(Date.now() - 3_600_000).toISOString(),
  note: null,
  category: "normal",
  warning: null,
  createdAt: "",
  updatedAt: "",
  ...over,
});

const suggestion = {
  key: "high-blood-pressure",
  riskFactor: { id: "rf-hbp", name: "High blood pressure" },
  meanSystolic: 141,
  meanDiastolic: 88,
  days: 3,
  readings: 4,
  from: "2026-10-29",
  to: "2026-11-27",
};

describe("VitalsPage", () => {
  it("shows the crisis warning of the newest reading and its category", async () => {
    const crisis = reading({
      systolic: 186,
      diastolic: 110,
      category: "crisis",
      warning: VitalsMessage.crisisWarning,
    });
    stubFetch({
      ...sessionHandlers(makeProfile()),
      "GET /api/v1/blood-pressure-readings": () => json(200, { items: [crisis], nextCursor: null }),
      "GET /api/v1/vital-sign-readings": () => json(200, { items: [], nextCursor: null }),
      "GET /api/v1/vitals/suggestions": () => json(200, { items: [] }),
    });
    renderApp("/dashboard/vitals");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Seek care now");
    expect(alert).toHaveTextContent("call 911");
    expect((await screen.findAllByText("Hypertensive crisis")).length).toBeGreaterThan(0);
  });

  it("charts a watch's many resting heart rates as one mean a day", async () => {
    // 1. Two days of a watch's samples taken at rest, 60 a day, and one temperature.
    const noon = new Date();
    noon.setHours(12, 0, 0, 0);
    const samples = [1, 2].flatMap((daysAgo) =>
      Array.from({ length: 60 }, (_, i) => ({
        id: `hr-${daysAgo}-${i}`,
        kind: "heartRate",
        value: daysAgo === 1 ? 60 + (i % 2) * 2 : 70,
        measuredAt: new Date(noon.getTime() - daysAgo * 86_400_000 + i * 60_000).toISOString(),
        note: null,
        createdAt: "",
        updatedAt: "",
      })),
    );
    const temperature = { ...samples[0], id: "t-1", kind: "temperature", value: 36.8 };
    stubFetch({
      ...sessionHandlers(makeProfile()),
      "GET /api/v1/blood-pressure-readings": () => json(200, { items: [], nextCursor: null }),
      "GET /api/v1/vital-sign-readings": () =>
        json(200, { items: [...samples, temperature], nextCursor: null }),
      "GET /api/v1/vitals/suggestions": () => json(200, { items: [] }),
    });
    renderApp("/dashboard/vitals");
    // 2. The heart-rate chart has a point a day with its mean; temperature keeps its reading.
    const chart = await screen.findByRole("table", { name: "Resting heart rate, daily mean" });
    const rows = within(chart).getAllByRole("row").slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining("70 /min, mean of 60 readings"),
      expect.stringContaining("61 /min, mean of 60 readings"),
    ]);
    expect(
      await screen.findByRole("img", {
        name: "Resting heart rate: the daily mean of 120 readings over 2 days in the last 90 days",
      }),
    ).toBeInTheDocument();
    const temperatures = await screen.findByRole("table", { name: "Body temperature" });
    expect(within(temperatures).getAllByRole("row")).toHaveLength(2);
  });

  it("adds the risk factor only when the person accepts the suggestion", async () => {
    const fetch = stubFetch({
      ...sessionHandlers(makeProfile()),
      "GET /api/v1/blood-pressure-readings": () =>
        json(200, {
          items: [reading({ systolic: 142, diastolic: 90, category: "stage2" })],
          nextCursor: null,
        }),
      "GET /api/v1/vital-sign-readings": () => json(200, { items: [], nextCursor: null }),
      "GET /api/v1/vitals/suggestions": () => json(200, { items: [suggestion] }),
      "POST /api/v1/vitals/suggestions/high-blood-pressure/accept": () =>
        json(200, { selectedRiskFactors: ["rf-hbp"] }),
    });
    renderApp("/dashboard/vitals");
    const card = await screen.findByRole("region", {
      name: "Add high blood pressure to your profile?",
    });
    expect(card).toHaveTextContent("141/88 mmHg");
    expect(fetch.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
    await userEvent.setup().click(within(card).getByRole("button", { name: "Add to my profile" }));
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(
          ([url, init]) =>
            String(url).startsWith("/api/v1/vitals/suggestions/high-blood-pressure/accept") &&
            init?.method === "POST",
        ),
      ).toBe(true),
    );
    expect(
      await screen.findByText("High blood pressure was added to your profile"),
    ).toBeInTheDocument();
  });

  it("shows the demo without calling the API, and Add opens the sign-in prompt", async () => {
    const fetch = stubFetch(sessionHandlers(null));
    renderApp("/preview/vitals");
    expect(await screen.findByText("Demo data")).toBeInTheDocument();
    await userEvent
      .setup()
      .click(await screen.findByRole("button", { name: "Add blood pressure" }));
    expect(await screen.findByRole("dialog", {}, { timeout: 5000 })).toHaveTextContent(
      /vitals tracking/,
    );
    expect(
      fetch.mock.calls.some(([url]) => /blood-pressure|vital-sign|vitals\//.test(String(url))),
    ).toBe(false);
  });
});
