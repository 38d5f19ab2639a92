import { describe, expect, it } from "vitest";
import { doseTimesOn, zonedInstant } from "../medications/schedule.ts";
import {
  fastingSeries,
  foodSeries,
  localDay,
  medicationAdherenceSeries,
  meditationSeries,
  painSeries,
  reportDays,
  weightSeries,
  wellbeingSeries,
} from "./sources.ts";

const NY = "America/New_York";
const at = (date: string, time: string, tz = NY) => zonedInstant(date, time, tz);

describe("days", () => {
  it("reads an instant's local day in the zone", () => {
    // 03:30 UTC on 10 March is 23:30 on 9 March in New York (EDT, UTC−4).
    expect(localDay("2026-03-10T03:30:00.000Z", NY)).toBe("2026-03-09");
    expect(localDay(new Date("2026-03-10T03:30:00.000Z"), "UTC")).toBe("2026-03-10");
  });

  it("lists a range's days inclusive, across a month end", () => {
    expect(reportDays({ from: "2026-02-27", to: "2026-03-02", tz: NY })).toEqual([
      "2026-02-27",
      "2026-02-28",
      "2026-03-01",
      "2026-03-02",
    ]);
    expect(reportDays({ from: "2026-03-02", to: "2026-03-01", tz: NY })).toEqual([]);
  });
});

describe("sources", () => {
  it("wellbeing: one value a day per measure; a missing sleep-hours answer is missing, not zero", () => {
    const base = { mood: 4, energy: 3, sleepQuality: 5, stress: 2 };
    const series = wellbeingSeries([
      { date: "2026-03-02", ...base, sleepHours: null },
      { date: "2026-03-01", ...base, mood: 2, sleepHours: 7.5 },
    ]);
    expect(series.map((s) => s.key)).toEqual([
      "wellbeing.mood",
      "wellbeing.energy",
      "wellbeing.sleepQuality",
      "wellbeing.stress",
      "wellbeing.sleepHours",
    ]);
    expect(series[0]?.values).toEqual([
      { day: "2026-03-01", value: 2 },
      { day: "2026-03-02", value: 4 },
    ]);
    expect(series[4]?.values).toEqual([{ day: "2026-03-01", value: 7.5 }]);
  });

  it("meditation: minutes summed on the local day each session started", () => {
    const series = meditationSeries(
      [
        { startedAt: at("2026-03-07", "23:50"), durationSeconds: 600 }, // 04:50 UTC on the 8th
        { startedAt: at("2026-03-07", "07:00").toISOString(), durationSeconds: 300 },
        { startedAt: at("2026-03-08", "06:00"), durationSeconds: 90 },
      ],
      NY,
    );
    expect(series).toEqual({
      key: "meditation.minutes",
      values: [
        { day: "2026-03-07", value: 15 },
        { day: "2026-03-08", value: 1.5 },
      ],
    });
  });

  it("fasting: hours of completed fasts on the local day each ended, across the clocks going forward", () => {
    const series = fastingSeries(
      [
        // 20:00 on the 7th to 12:00 on the 8th: 15 hours, since 02:00–03:00 never happens.
        { startTime: at("2026-03-07", "20:00"), endTime: at("2026-03-08", "12:00") },
        // Ends 23:30 local on the 9th, 03:30 UTC on the 10th.
        { startTime: at("2026-03-09", "07:30"), endTime: at("2026-03-09", "23:30").toISOString() },
        { startTime: at("2026-03-10", "20:00"), endTime: null },
      ],
      NY,
    );
    expect(series.values).toEqual([
      { day: "2026-03-08", value: 15 },
      { day: "2026-03-09", value: 16 },
    ]);
  });

  it("weight: the last weigh-in of the local day", () => {
    const series = weightSeries(
      [
        { measuredAt: at("2026-03-01", "23:00"), weightKg: 81 },
        { measuredAt: at("2026-03-01", "07:00"), weightKg: 80 },
        { measuredAt: at("2026-03-02", "00:30"), weightKg: 79 },
      ],
      NY,
    );
    expect(series).toEqual({
      key: "weight.kg",
      values: [
        { day: "2026-03-01", value: 81 },
        { day: "2026-03-02", value: 79 },
      ],
    });
  });

  it("pain: the highest intensity of the local day; an entry without regions counts nothing", () => {
    const series = painSeries(
      [
        { occurredAt: at("2026-03-01", "22:00"), intensities: [3, 6] },
        { occurredAt: at("2026-03-01", "08:00"), intensities: [4] },
        { occurredAt: at("2026-03-02", "08:00"), intensities: [] },
        { occurredAt: at("2026-03-03", "01:00").toISOString(), intensities: [0] },
      ],
      NY,
    );
    expect(series.values).toEqual([
      { day: "2026-03-01", value: 6 },
      { day: "2026-03-03", value: 0 },
    ]);
  });

  it("food: energy summed per logged day", () => {
    expect(
      foodSeries([
        { date: "2026-03-02", kcal: 500 },
        { date: "2026-03-01", kcal: 300.5 },
        { date: "2026-03-02", kcal: 250 },
      ]).values,
    ).toEqual([
      { day: "2026-03-01", value: 300.5 },
      { day: "2026-03-02", value: 750 },
    ]);
  });
});

describe("medication adherence", () => {
  const twiceDaily = {
    id: "m1",
    schedule: { times: ["08:00", "20:00"], daysOfWeek: [1, 2, 3, 4, 5, 6, 7] },
    startDate: "2026-03-06",
    endDate: "2026-03-09",
  };
  // Mondays only: 9 March 2026 is a Monday.
  const weekly = {
    id: "m2",
    schedule: { times: ["09:00"], daysOfWeek: [1] },
    startDate: "2026-03-01",
    endDate: null,
    createdAt: at("2026-03-03", "12:00").toISOString(), // added on a Tuesday
  };
  const asNeeded = {
    id: "m3",
    schedule: { times: [], daysOfWeek: [] },
    startDate: "2026-03-01",
    endDate: null,
  };
  const taken = (
    id: string,
    date: string,
    time: string,
    status: "taken" | "skipped" = "taken",
  ) => ({
    medicationId: id,
    scheduledAt: at(date, time).toISOString(),
    status,
  });

  it("gives the percent of the day's scheduled doses taken; days with none scheduled are missing", () => {
    const series = medicationAdherenceSeries({
      medications: [twiceDaily, weekly, asNeeded],
      doses: [
        taken("m1", "2026-03-06", "08:00"),
        taken("m1", "2026-03-06", "20:00"),
        taken("m1", "2026-03-07", "08:00"),
        taken("m1", "2026-03-07", "20:00", "skipped"),
        // The clocks go forward on the 8th: 08:00 EDT is still the scheduled instant.
        taken("m1", "2026-03-08", "20:00"),
        taken("m2", "2026-03-09", "09:00"),
        taken("m3", "2026-03-09", "10:00"),
      ],
      range: { from: "2026-03-01", to: "2026-03-12", tz: NY },
    });
    expect(series.key).toBe("medications.adherence");
    expect(series.values).toEqual([
      { day: "2026-03-06", value: 100 },
      { day: "2026-03-07", value: 50 },
      { day: "2026-03-08", value: 50 },
      // m1's two doses missed, m2's Monday dose taken.
      { day: "2026-03-09", value: (1 / 3) * 100 },
    ]);
  });

  it("does not count days before the medication was added, nor doses not yet due", () => {
    const series = medicationAdherenceSeries({
      medications: [{ ...weekly, createdAt: at("2026-03-10", "12:00").toISOString() }, twiceDaily],
      doses: [taken("m1", "2026-03-09", "20:00")],
      range: { from: "2026-03-01", to: "2026-03-16", tz: NY },
      now: at("2026-03-09", "12:00"),
    });
    // On the 9th only the 08:00 dose was due at noon, and it was not taken; the 20:00 dose was
    // taken ahead of time, so it counts too. m2 was added on the 10th: its first Monday is the 16th.
    expect(series.values.map((v) => v.day)).toEqual([
      "2026-03-06",
      "2026-03-07",
      "2026-03-08",
      "2026-03-09",
    ]);
    expect(series.values[3]).toEqual({ day: "2026-03-09", value: 50 });
    expect(series.values[0]).toEqual({ day: "2026-03-06", value: 0 });
  });
});

describe("medication adherence over a year of clock changes", () => {
  it.each([
    "Europe/London",
    "America/New_York",
    "Australia/Lord_Howe", // moves by 30 minutes
    "America/Santiago", // changes at midnight
    "Asia/Kolkata",
  ])("schedules the same doses as the medications module's doseTimesOn in %s", (tz) => {
    const medication = {
      id: "m",
      schedule: {
        times: ["00:00", "00:30", "01:30", "02:30", "12:00", "23:59"],
        daysOfWeek: [1, 2, 3, 4, 5, 6, 7],
      },
      startDate: "2026-01-01",
      endDate: null,
    };
    const range = { from: "2026-01-01", to: "2026-12-31", tz };
    const doses = reportDays(range).flatMap((day) =>
      doseTimesOn(medication, day, tz)
        .filter((_, i) => i % 2 === 0)
        .map((at) => ({
          medicationId: "m",
          scheduledAt: at.toISOString(),
          status: "taken" as const,
        })),
    );
    const series = medicationAdherenceSeries({ medications: [medication], doses, range });
    const expected = reportDays(range).map((day) => {
      const count = doseTimesOn(medication, day, tz).length;
      return { day, value: (Math.ceil(count / 2) / count) * 100 };
    });
    expect(series.values).toEqual(expected);
  });
});
