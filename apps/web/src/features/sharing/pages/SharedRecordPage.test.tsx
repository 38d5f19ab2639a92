import { screen, within } from "@testing-library/react";
import type { SharedRecord } from "@vitalog/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  errorReply,
  json,
  renderApp,
  sessionHandlers,
  stubFetch,
} from "../../../test/render-app.tsx";

const TOKEN = "A".repeat(43);

const RECORD: SharedRecord = {
  from: "2026-01-01",
  to: "2026-01-31",
  expiresAt: "2026-02-05T10:00:00.000Z",
  modules: {
    weight: {
      entries: [
        { measuredAt: "2026-01-02T08:00:00.000Z", weightKg: 81.2 },
        { measuredAt: "2026-01-20T08:00:00.000Z", weightKg: 80.4 },
      ],
      summary: { count: 2, firstKg: 81.2, lastKg: 80.4, changeKg: -0.8, minKg: 80.4, maxKg: 81.2 },
    },
    bloodwork: {
      results: [
        {
          takenAt: "2026-01-15T00:00:00.000Z",
          code: "2093-3",
          name: "Total cholesterol",
          value: 231,
          unit: "mg/dL",
          flag: "high",
          rangeLow: null,
          rangeHigh: 200,
          rangeHighExclusive: true,
        },
      ],
    },
  },
};

afterEach(() => vi.unstubAllGlobals());

describe("SharedRecordPage", () => {
  it("shows the link's modules read-only, without signing in", async () => {
    const fetch = stubFetch({
      ...sessionHandlers(null),
      [`GET /api/v1/shared/${TOKEN}`]: () => json(200, RECORD),
    });
    renderApp(`/shared/${TOKEN}`);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Shared health record" }),
    ).toBeVisible();
    const weight = await screen.findByRole("region", { name: "Weight" });
    expect(
      within(weight).getByText(/2 weigh-ins; from 81.2 kg to 80.4 kg \(-0.8 kg\)/),
    ).toBeVisible();
    expect(within(weight).getAllByRole("row")).toHaveLength(3);
    const labs = screen.getByRole("region", { name: "Lab results" });
    const row = within(labs).getByRole("row", { name: /Total cholesterol/ });
    expect(within(row).getByText("< 200 mg/dL")).toBeVisible();
    expect(within(row).getByText("High")).toBeVisible();
    expect(screen.queryByRole("region", { name: "Wellbeing" })).toBeNull();
    expect(screen.getByText(/Informational, not a diagnosis/)).toBeVisible();
    expect(document.querySelector('meta[name="robots"]')?.getAttribute("content")).toContain(
      "noindex",
    );
    expect(fetch).toHaveBeenCalled();
  });

  it("shows vitals with their categories and activity days", async () => {
    stubFetch({
      ...sessionHandlers(null),
      [`GET /api/v1/shared/${TOKEN}`]: () =>
        json(200, {
          ...RECORD,
          modules: {
            vitals: {
              from: RECORD.from,
              to: RECORD.to,
              bloodPressure: [
                {
                  id: "bp-1",
                  systolic: 184,
                  diastolic: 96,
                  pulse: 88,
                  arm: "left",
                  position: "sitting",
                  measuredAt: "2026-01-10T08:00:00.000Z",
                  category: "crisis",
                  warning: "Seek care now",
                },
              ],
              readings: [
                {
                  id: "hr-1",
                  kind: "heartRate",
                  value: 61,
                  measuredAt: "2026-01-11T08:00:00.000Z",
                },
              ],
            },
            activity: {
              from: RECORD.from,
              to: RECORD.to,
              days: [{ date: "2026-01-12", steps: 9120, activeMinutes: 42 }],
            },
          },
        } satisfies SharedRecord),
    });
    renderApp(`/shared/${TOKEN}`);
    const vitals = await screen.findByRole("region", { name: "Vitals" });
    const reading = within(vitals).getByRole("row", { name: /184\/96 mmHg/ });
    expect(within(reading).getByText("Hypertensive crisis")).toBeVisible();
    expect(within(vitals).getByRole("row", { name: /Resting heart rate 61 bpm/ })).toBeVisible();
    const activity = screen.getByRole("region", { name: "Activity" });
    expect(within(activity).getByRole("row", { name: /9,120 42/ })).toBeVisible();
    expect(screen.queryByRole("region", { name: "Weight" })).toBeNull();
  });

  it("says the link is not available when it is unknown, expired or revoked", async () => {
    stubFetch({
      ...sessionHandlers(null),
      [`GET /api/v1/shared/${TOKEN}`]: () =>
        errorReply(404, "NOT_FOUND", "This link does not exist, has expired or was revoked"),
    });
    renderApp(`/shared/${TOKEN}`);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Link not available" }),
    ).toBeVisible();
    expect(screen.getByText("This link does not exist, has expired or was revoked.")).toBeVisible();
    expect(screen.queryByRole("region", { name: "Weight" })).toBeNull();
  });
});
