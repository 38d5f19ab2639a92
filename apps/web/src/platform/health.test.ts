import type { HealthPlugin } from "@capgo/capacitor-health";
import { describe, expect, it, vi } from "vitest";
import { createCapacitorHealth, recordOfSample, webHealth } from "./health.ts";

const base = { startDate: "2026-11-01T08:00:00.000Z", endDate: "2026-11-01T08:10:00.000Z" };

describe("health store", () => {
  it("maps the plugin's samples onto import records in Vitalog's units", () => {
    expect(
      recordOfSample({
        ...base,
        dataType: "weight",
        value: 80.04,
        unit: "kilogram",
        platformId: "hc-1",
      }),
    ).toEqual({
      type: "weight",
      at: base.startDate,
      kg: 80,
      sourceId: "hc-1",
    });
    expect(
      recordOfSample({ ...base, dataType: "height", value: 1.8, unit: "meter" }),
    ).toMatchObject({ cm: 180 });
    expect(
      recordOfSample({ ...base, dataType: "oxygenSaturation", value: 0.97, unit: "percent" }),
    ).toMatchObject({ percent: 97 });
    expect(
      recordOfSample({ ...base, dataType: "bodyTemperature", value: 98.6, unit: "fahrenheit" }),
    ).toMatchObject({ celsius: 37 });
    expect(
      recordOfSample({
        ...base,
        dataType: "bloodPressure",
        value: 0,
        unit: "mmHg",
        systolic: 121,
        diastolic: 79,
      }),
    ).toMatchObject({
      type: "bloodPressure",
      systolic: 121,
      diastolic: 79,
    });
    expect(recordOfSample({ ...base, dataType: "mindfulness", value: 10, unit: "minute" })).toEqual(
      {
        type: "mindfulSession",
        start: base.startDate,
        end: base.endDate,
      },
    );
    expect(recordOfSample({ ...base, dataType: "sleep", value: 1, unit: "minute" })).toBeNull();
  });

  it("asks permission, then reads the last 90 days: samples, and steps summed per day", async () => {
    const plugin = {
      isAvailable: vi.fn(async () => ({ available: true })),
      requestAuthorization: vi.fn(async () => ({
        readAuthorized: ["weight", "steps"],
        readDenied: [],
        writeAuthorized: [],
        writeDenied: [],
      })),
      readSamples: vi.fn(async () => ({
        samples: [{ ...base, dataType: "weight", value: 70, unit: "kilogram" }],
      })),
      queryAggregated: vi.fn(async () => ({
        samples: [
          {
            startDate: "2026-11-01T00:00:00+01:00",
            endDate: "2026-11-02T00:00:00+01:00",
            value: 4321,
            values: {},
            unit: "count",
          },
        ],
      })),
    } as unknown as HealthPlugin;
    const store = createCapacitorHealth(plugin, () => new Date("2026-11-10T00:00:00.000Z"));
    expect(await store.readRecent()).toEqual([
      { type: "weight", at: base.startDate, kg: 70 },
      { type: "steps", day: "2026-11-01", steps: 4321 },
    ]);
    expect(plugin.readSamples).toHaveBeenCalledWith(
      expect.objectContaining({ dataType: "weight", startDate: "2026-08-12T00:00:00.000Z" }),
    );
  });

  it("is not available on the web", async () => {
    expect(webHealth.available).toBe(false);
    await expect(webHealth.readRecent()).rejects.toThrow(/web/);
  });
});
