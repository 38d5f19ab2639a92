import { describe, expect, it } from "vitest";
import {
  isLabTakenAtInFuture,
  LabPanelInput,
  LabResultInput,
  LabValue,
  labTakenAtInstant,
} from "./bloodwork.ts";
import { BloodworkMessage } from "./messages.ts";

const NOW = new Date("2026-03-10T09:00:00.000Z");

describe("a test's date", () => {
  it("reads an ISO date-time with its offset", () => {
    expect(labTakenAtInstant("2026-03-01T08:30:00.000Z")?.toISOString()).toBe(
      "2026-03-01T08:30:00.000Z",
    );
    expect(labTakenAtInstant("2026-03-01T08:30:00+01:00")?.toISOString()).toBe(
      "2026-03-01T07:30:00.000Z",
    );
  });

  it("files a calendar date at noon UTC, leap days included", () => {
    expect(labTakenAtInstant("2024-02-29")?.toISOString()).toBe("2024-02-29T12:00:00.000Z");
    expect(labTakenAtInstant("2025-02-29")).toBeNull();
  });

  it("refuses what is not a date, and dates before 1900", () => {
    for (const value of ["yesterday", "2026-13-01", "1899-12-31", "2026-03-01T08:30", ""]) {
      expect(labTakenAtInstant(value), value).toBeNull();
    }
  });

  it("is in the future after today in every time zone, or after now for an instant", () => {
    const check = (v: string) => isLabTakenAtInFuture(v, labTakenAtInstant(v)!, NOW);
    // At 09:00 UTC it is already 23:00 on the 10th at UTC+14, not yet the 11th anywhere.
    expect(check("2026-03-10")).toBe(false);
    expect(check("2026-03-11")).toBe(true);
    expect(check("2026-03-10T09:04:00Z")).toBe(false);
    expect(check("2026-03-10T09:06:00Z")).toBe(true);
  });
});

describe("a panel", () => {
  const takenAt = "2026-01-05T08:00:00.000Z";

  it("needs at least one result, each naming a marker", () => {
    const none = LabPanelInput.safeParse({ takenAt, results: [] });
    expect(none.error?.issues[0]?.message).toBe(BloodworkMessage.resultsRequired);
    const unnamed = LabResultInput.safeParse({ value: 5, unit: "mg/dL" });
    expect(unnamed.error?.issues[0]?.message).toBe(BloodworkMessage.nameRequired);
  });

  it("refuses negative and absurd values, and a lab range upside down", () => {
    for (const value of [-1, 100_001, Number.NaN]) {
      const parsed = LabResultInput.safeParse({ code: "2093-3", value, unit: "mg/dL" });
      expect(parsed.success, String(value)).toBe(false);
    }
    expect(LabResultInput.safeParse({ code: "2093-3", value: 0, unit: "mg/dL" }).success).toBe(
      true,
    );
    const upsideDown = LabResultInput.safeParse({
      code: "2093-3",
      value: 180,
      unit: "mg/dL",
      referenceLow: 200,
      referenceHigh: 100,
    });
    expect(upsideDown.error?.issues[0]?.message).toBe(BloodworkMessage.referenceOrder);
  });
});

describe("a lab value", () => {
  it("asks for a number when it is not one, and for a value when there is none", () => {
    const message = (value: unknown) => LabValue.safeParse(value).error?.issues[0]?.message;
    expect(message("abc")).toBe(BloodworkMessage.valueNotNumber);
    expect(message("abc")).toBe("Enter a number");
    expect(message(Number.NaN)).toBe("Enter a number");
    expect(message(undefined)).toBe(BloodworkMessage.valueRequired);
    expect(message(null)).toBe(BloodworkMessage.valueRequired);
    expect(message(5.1)).toBeUndefined();
  });
});
