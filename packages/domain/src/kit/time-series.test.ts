import { describe, expect, it } from "vitest";
import {
  decodeCursor,
  encodeCursor,
  isDayNotInFuture,
  isNotInFuture,
  isPlausibleInstant,
  timeSeriesListQuery,
} from "./time-series.ts";

declare function btoa(data: string): string;

const ID = "0b9c7a52-6a8e-4f7e-9d55-3f4d1c2b1a00";
const NOW = Date.UTC(2026, 10, 23, 12);
const raw = (text: string) =>
  btoa(text).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");

describe("keyset cursor", () => {
  it("round-trips a position", () => {
    const at = new Date("2026-11-20T07:30:00.000Z");
    expect(decodeCursor(encodeCursor({ at, id: ID }), NOW)).toEqual({ at, id: ID });
  });

  it.each([
    ["0000-01-01T00:00:00.000Z"],
    ["1899-12-31T23:59:59.999Z"],
    ["9999-12-31T00:00:00.000Z"],
    ["2026-11-24T12:00:00.001Z"],
  ])("refuses an instant outside 1900..now+1 day: %s", (instant) => {
    expect(decodeCursor(raw(`${instant}|${ID}`), NOW)).toBeNull();
  });

  it("accepts the edges themselves", () => {
    expect(decodeCursor(raw(`1900-01-01T00:00:00.000Z|${ID}`), NOW)).not.toBeNull();
    expect(decodeCursor(raw(`2026-11-24T12:00:00.000Z|${ID}`), NOW)).not.toBeNull();
  });

  it.each([
    ["not base64!"],
    [raw("2026-01-01T00:00:00.000Z")],
    [raw(`2026-01-01|${ID}`)],
    [raw(`2026-01-01T00:00:00.000Z|not-a-uuid`)],
    [raw(`2026-01-01T00:00:00.000Z|${ID}|x`)],
    ["a"],
  ])("refuses what it never issued: %s", (cursor) => {
    expect(decodeCursor(cursor, NOW)).toBeNull();
  });
});

describe("isPlausibleInstant", () => {
  it("refuses invalid dates", () => {
    expect(isPlausibleInstant(new Date("nonsense"), NOW)).toBe(false);
  });
});

describe("timeSeriesListQuery", () => {
  const Query = timeSeriesListQuery({ defaultLimit: 30, maxLimit: 100 });
  it("applies the module's default and maximum", () => {
    expect(Query.parse({})).toEqual({ limit: 30 });
    expect(Query.parse({ limit: "100" }).limit).toBe(100);
    expect(Query.safeParse({ limit: "101" }).success).toBe(false);
    expect(Query.safeParse({ from: "yesterday" }).success).toBe(false);
  });
});

describe("not in the future", () => {
  const now = new Date(NOW);
  it("allows five minutes of a fast device clock, and not a millisecond more", () => {
    expect(isNotInFuture(new Date(NOW + 5 * 60_000), now)).toBe(true);
    expect(isNotInFuture(new Date(NOW + 5 * 60_000 + 1), now)).toBe(false);
    expect(isNotInFuture("2026-11-23T12:05:00.000Z", now)).toBe(true);
    expect(isNotInFuture("2026-11-23T12:05:00.001Z", now)).toBe(false);
    expect(isNotInFuture("not a date", now)).toBe(false);
  });

  it("allows a calendar day up to tomorrow in UTC, where it may already be today", () => {
    expect(isDayNotInFuture("2026-11-24", now)).toBe(true);
    expect(isDayNotInFuture("2026-11-25", now)).toBe(false);
    expect(isDayNotInFuture("2026-12-31", new Date(Date.UTC(2026, 11, 30, 23, 59)))).toBe(true);
    expect(isDayNotInFuture("2027-01-01", new Date(Date.UTC(2026, 11, 30, 23, 59)))).toBe(false);
  });
});
