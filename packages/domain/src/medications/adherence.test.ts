import { describe, expect, it } from "vitest";
import {
  adherenceOverview,
  type DoseRecord,
  dosesOfDay,
  medicationAdherence,
  runOutDate,
  stockChange,
} from "./adherence.ts";
import { demoMedications } from "./demo.ts";
import type { Medication } from "./medications.ts";

const med = (over: Partial<Medication> = {}): Medication => ({
  id: "m1",
  name: "Metformin",
  dosage: 500,
  dosageUnit: "mg",
  instructions: null,
  schedule: {
    times: ["08:00", "20:00"],
    daysOfWeek: [1, 2, 3, 4, 5, 6, 7],
    reminderMinutesBefore: null,
  },
  startDate: "2026-11-01",
  endDate: null,
  stockCount: 10,
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
  ...over,
});
const mark = (scheduledAt: string, status: DoseRecord["status"]): DoseRecord => ({
  medicationId: "m1",
  scheduledAt,
  status,
  markedAt: scheduledAt,
  snoozedUntil: null,
});
const utc = { timeZone: "UTC" };

describe("adherence", () => {
  it("counts the doses due so far from the day the medication was added", () => {
    const now = new Date("2026-11-24T12:00:00Z");
    const m = med({ startDate: "2026-11-17", createdAt: "2026-11-24T07:00:00.000Z" });
    const result = medicationAdherence(m, [mark("2026-11-24T08:00:00.000Z", "taken")], {
      now,
      days: 30,
      ...utc,
    });
    expect(result).toMatchObject({
      from: "2026-11-24",
      to: "2026-11-24",
      scheduled: 1,
      taken: 1,
      adherencePercent: 100,
    });
    expect(result.daily).toHaveLength(30);
    expect(result.daily.at(-1)).toEqual({ date: "2026-11-24", scheduled: 1, taken: 1 });
  });

  it("counts a dose marked before its time, and skipped and snoozed ones as not taken", () => {
    const now = new Date("2026-11-03T07:00:00Z");
    const records = [
      mark("2026-11-01T08:00:00.000Z", "taken"),
      mark("2026-11-01T20:00:00.000Z", "skipped"),
      mark("2026-11-02T08:00:00.000Z", "snoozed"),
      mark("2026-11-03T08:00:00.000Z", "taken"),
    ];
    expect(medicationAdherence(med(), records, { now, days: 30, ...utc })).toMatchObject({
      scheduled: 5,
      taken: 2,
      skipped: 1,
      adherencePercent: 40,
    });
  });

  it("has no percentage before any dose is due, and counts only the last N days", () => {
    const early = medicationAdherence(med(), [], {
      now: new Date("2026-11-01T07:00:00Z"),
      days: 30,
      ...utc,
    });
    expect(early).toMatchObject({ scheduled: 0, taken: 0, adherencePercent: null });
    const week = medicationAdherence(med(), [], {
      now: new Date("2026-11-30T23:00:00Z"),
      days: 7,
      ...utc,
    });
    expect(week).toMatchObject({ from: "2026-11-24", scheduled: 14 });
  });

  it("adds up every medication day by day", () => {
    const now = new Date("2026-11-02T21:00:00Z");
    const other = med({
      id: "m2",
      schedule: { times: ["09:00"], daysOfWeek: [1], reminderMinutesBefore: null },
    });
    const overview = adherenceOverview(
      [med(), other],
      [mark("2026-11-02T08:00:00.000Z", "taken")],
      { now, days: 2, ...utc },
    );
    expect(overview).toMatchObject({ scheduled: 5, taken: 1, adherencePercent: 20 });
    expect(overview.daily).toEqual([
      { date: "2026-11-01", scheduled: 2, taken: 0 },
      { date: "2026-11-02", scheduled: 3, taken: 1 },
    ]);
  });
});

describe("run-out date", () => {
  const now = new Date("2026-11-24T12:00:00Z");
  it("is the day of the last dose the stock covers", () => {
    // Stock 9 after the morning dose: 20:00 today, then two a day: the 9th is the 28th at 20:00.
    expect(runOutDate(med(), 9, [mark("2026-11-24T08:00:00.000Z", "taken")], { now, ...utc })).toBe(
      "2026-11-28",
    );
    expect(runOutDate(med(), 1, [], { now, ...utc })).toBe("2026-11-24");
  });
  it("does not count doses already taken ahead or skipped", () => {
    expect(runOutDate(med(), 2, [mark("2026-11-24T20:00:00.000Z", "taken")], { now, ...utc })).toBe(
      "2026-11-25",
    );
  });
  it("is today at stock 0, and null without stock, schedule, or before the course ends", () => {
    expect(runOutDate(med(), 0, [], { now, ...utc })).toBe("2026-11-24");
    expect(runOutDate(med(), null, [], { now, ...utc })).toBeNull();
    expect(
      runOutDate(
        med({ schedule: { times: ["08:00"], daysOfWeek: [], reminderMinutesBefore: null } }),
        5,
        [],
        { now, ...utc },
      ),
    ).toBeNull();
    expect(runOutDate(med({ endDate: "2026-11-26" }), 30, [], { now, ...utc })).toBeNull();
    expect(runOutDate(med({ endDate: "2026-11-26" }), 4, [], { now, ...utc })).toBe("2026-11-26");
  });
  it("is not estimated beyond two years", () => {
    // Mondays from 2026-11-30: the 104th is 2028-11-20, the 105th past the horizon (2028-11-23).
    const weekly = med({
      schedule: { times: ["08:00"], daysOfWeek: [1], reminderMinutesBefore: null },
    });
    expect(runOutDate(weekly, 104, [], { now, ...utc })).toBe("2028-11-20");
    expect(runOutDate(weekly, 105, [], { now, ...utc })).toBeNull();
    expect(runOutDate(med(), 100_000, [], { now, ...utc })).toBeNull();
  });

  it("follows the person's calendar in their zone", () => {
    // 23:00 UTC is already the 25th in Tokyo; 08:00 and 20:00 there are 23:00 and 11:00 UTC.
    expect(
      runOutDate(med(), 1, [], { now: new Date("2026-11-24T23:30:00Z"), timeZone: "Asia/Tokyo" }),
    ).toBe("2026-11-25");
  });
});

describe("a day's doses", () => {
  it("lists each scheduled dose with its status, earliest first", () => {
    const doses = dosesOfDay(
      [med()],
      [mark("2026-11-24T20:00:00.000Z", "skipped")],
      "2026-11-24",
      "UTC",
    );
    expect(doses.map((d) => [d.time, d.status])).toEqual([
      ["08:00", "pending"],
      ["20:00", "skipped"],
    ]);
  });

  it("gives the demo person a month of history and today's doses to mark", () => {
    const now = new Date("2026-11-24T12:00:00Z");
    const { medications, records } = demoMedications(now, "Europe/Paris");
    const today = dosesOfDay(medications, records, "2026-11-24", "Europe/Paris");
    expect(today.length).toBeGreaterThan(2);
    expect(today.every((d) => d.status === "pending")).toBe(true);
    const overview = adherenceOverview(medications, records, {
      now,
      days: 30,
      timeZone: "Europe/Paris",
    });
    expect(overview.adherencePercent).toBeGreaterThan(70);
    expect(overview.adherencePercent).toBeLessThan(100);
  });
});

describe("stock", () => {
  it("takes a unit for a dose taken, once, and gives it back when the dose is not taken after all", () => {
    expect(stockChange(10, false, "taken")).toEqual({ holdsUnit: true, delta: -1 });
    expect(stockChange(9, true, "taken")).toEqual({ holdsUnit: true, delta: 0 });
    expect(stockChange(9, true, "skipped")).toEqual({ holdsUnit: false, delta: 1 });
    expect(stockChange(9, true, "snoozed")).toEqual({ holdsUnit: false, delta: 1 });
    expect(stockChange(9, true, null)).toEqual({ holdsUnit: false, delta: 1 });
    expect(stockChange(9, false, "skipped")).toEqual({ holdsUnit: false, delta: 0 });
  });

  it("takes nothing from an empty or uncounted stock, so nothing is given back", () => {
    expect(stockChange(0, false, "taken")).toEqual({ holdsUnit: false, delta: 0 });
    expect(stockChange(null, false, "taken")).toEqual({ holdsUnit: false, delta: 0 });
    expect(stockChange(0, false, null)).toEqual({ holdsUnit: false, delta: 0 });
  });
});
