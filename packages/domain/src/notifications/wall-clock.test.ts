import { describe, expect, it } from "vitest";
import { planDaily } from "./planners.ts";
import { localStamp, wallClockInstant } from "./wall-clock.ts";

const daily = (time: string, timeZone: string, from: string, to: string) =>
  planDaily(
    { feature: "weight", type: "daily", time, text: { title: "t", body: "b" } },
    { from: new Date(from), to: new Date(to), timeZone },
  ).map((r) => r.at.toISOString());

describe("wallClockInstant", () => {
  it.each([
    ["America/New_York", "2026-01-15", "09:00", "2026-01-15T14:00:00.000Z"],
    ["America/New_York", "2026-07-15", "09:00", "2026-07-15T13:00:00.000Z"],
    ["Europe/Berlin", "2026-01-15", "09:00", "2026-01-15T08:00:00.000Z"],
    ["Australia/Sydney", "2026-07-15", "09:00", "2026-07-14T23:00:00.000Z"],
    ["UTC", "2026-07-15", "23:59", "2026-07-15T23:59:00.000Z"],
  ])("reads %s %s %s as its instant", (zone, date, time, expected) => {
    expect(wallClockInstant(date, time, zone).toISOString()).toBe(expected);
  });

  it.each([
    // Spring forward: 02:00 becomes 03:00, so 02:30 does not exist and moves to 03:00.
    ["America/New_York", "2026-03-08", "02:30", "2026-03-08T07:00:00.000Z", "2026-03-08T03:00"],
    ["America/New_York", "2026-03-08", "02:00", "2026-03-08T07:00:00.000Z", "2026-03-08T03:00"],
    ["America/New_York", "2026-03-08", "02:59", "2026-03-08T07:00:00.000Z", "2026-03-08T03:00"],
    ["Europe/Berlin", "2026-03-29", "02:30", "2026-03-29T01:00:00.000Z", "2026-03-29T03:00"],
    ["Australia/Sydney", "2026-10-04", "02:30", "2026-10-03T16:00:00.000Z", "2026-10-04T03:00"],
  ])("moves the nonexistent %s %s %s to the next valid minute", (zone, date, time, iso, local) => {
    const at = wallClockInstant(date, time, zone);
    expect(at.toISOString()).toBe(iso);
    expect(localStamp(at, zone)).toBe(local);
  });

  it.each([
    // Fall back: the hour repeats; the first occurrence (summer time) is taken.
    ["America/New_York", "2026-11-01", "01:30", "2026-11-01T05:30:00.000Z"],
    ["Europe/Berlin", "2026-10-25", "02:30", "2026-10-25T00:30:00.000Z"],
    ["Australia/Sydney", "2026-04-05", "02:30", "2026-04-04T15:30:00.000Z"],
  ])("takes the first of the ambiguous %s %s %s", (zone, date, time, iso) => {
    expect(wallClockInstant(date, time, zone).toISOString()).toBe(iso);
  });

  it("keeps the minutes just around a gap as they are", () => {
    expect(wallClockInstant("2026-03-08", "01:59", "America/New_York").toISOString()).toBe(
      "2026-03-08T06:59:00.000Z",
    );
    expect(wallClockInstant("2026-03-08", "03:00", "America/New_York").toISOString()).toBe(
      "2026-03-08T07:00:00.000Z",
    );
  });
});

describe("a daily 09:00 reminder across daylight-saving changes", () => {
  it.each([
    [
      "America/New_York spring",
      "America/New_York",
      "2026-03-07T00:00:00Z",
      "2026-03-09T23:00:00Z",
      ["2026-03-07T14:00:00.000Z", "2026-03-08T13:00:00.000Z", "2026-03-09T13:00:00.000Z"],
    ],
    [
      "America/New_York autumn",
      "America/New_York",
      "2026-10-31T00:00:00Z",
      "2026-11-02T23:00:00Z",
      ["2026-10-31T13:00:00.000Z", "2026-11-01T14:00:00.000Z", "2026-11-02T14:00:00.000Z"],
    ],
    [
      "Europe/Berlin spring",
      "Europe/Berlin",
      "2026-03-28T00:00:00Z",
      "2026-03-30T20:00:00Z",
      ["2026-03-28T08:00:00.000Z", "2026-03-29T07:00:00.000Z", "2026-03-30T07:00:00.000Z"],
    ],
    [
      "Europe/Berlin autumn",
      "Europe/Berlin",
      "2026-10-24T00:00:00Z",
      "2026-10-26T20:00:00Z",
      ["2026-10-24T07:00:00.000Z", "2026-10-25T08:00:00.000Z", "2026-10-26T08:00:00.000Z"],
    ],
    [
      "Australia/Sydney spring",
      "Australia/Sydney",
      "2026-10-02T14:00:00Z",
      "2026-10-05T10:00:00Z",
      ["2026-10-02T23:00:00.000Z", "2026-10-03T22:00:00.000Z", "2026-10-04T22:00:00.000Z"],
    ],
    [
      "Australia/Sydney autumn",
      "Australia/Sydney",
      "2026-04-03T14:00:00Z",
      "2026-04-06T10:00:00Z",
      ["2026-04-03T22:00:00.000Z", "2026-04-04T23:00:00.000Z", "2026-04-05T23:00:00.000Z"],
    ],
  ])("stays 09:00 local (%s)", (_name, zone, from, to, expected) => {
    const instants = daily("09:00", zone, from, to);
    expect(instants).toEqual(expected);
    for (const iso of instants) expect(localStamp(new Date(iso), zone).slice(11)).toBe("09:00");
  });

  it("fires a 02:30 daily reminder at 03:00 on the spring-forward night only", () => {
    expect(
      daily("02:30", "America/New_York", "2026-03-07T00:00:00Z", "2026-03-09T12:00:00Z"),
    ).toEqual(["2026-03-07T07:30:00.000Z", "2026-03-08T07:00:00.000Z", "2026-03-09T06:30:00.000Z"]);
  });

  it("fires a 01:30 daily reminder once on the fall-back night", () => {
    expect(
      daily("01:30", "America/New_York", "2026-10-31T00:00:00Z", "2026-11-02T12:00:00Z"),
    ).toEqual(["2026-10-31T05:30:00.000Z", "2026-11-01T05:30:00.000Z", "2026-11-02T06:30:00.000Z"]);
  });
});

describe("wallClockInstant, exhaustively", () => {
  it("moves a time in a half-hour gap (Lord Howe) and a skipped day (Samoa 2011) to the first valid minute", () => {
    const lordHowe = wallClockInstant("2026-10-04", "02:15", "Australia/Lord_Howe");
    expect(localStamp(lordHowe, "Australia/Lord_Howe")).toBe("2026-10-04T02:30");
    const apia = wallClockInstant("2011-12-30", "09:00", "Pacific/Apia");
    expect(localStamp(apia, "Pacific/Apia")).toBe("2011-12-31T00:00");
  });

  it.each(["America/New_York", "Europe/Berlin", "Australia/Sydney", "Australia/Lord_Howe"])(
    "gives, every quarter hour of each change day in %s, the first instant at or after that wall time",
    (zone) => {
      const days =
        zone === "America/New_York"
          ? ["2026-03-08", "2026-11-01"]
          : zone === "Europe/Berlin"
            ? ["2026-03-29", "2026-10-25"]
            : ["2026-04-05", "2026-10-04"];
      const wrong: string[] = [];
      for (const date of days) {
        for (let minutes = 0; minutes < 1_440; minutes += 15) {
          const time = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
          const wanted = `${date}T${time}`;
          const at = wallClockInstant(date, time, zone);
          if (localStamp(at, zone) < wanted)
            wrong.push(`${wanted} read as ${localStamp(at, zone)}`);
          // No earlier instant (within the 3 h around any change) reads that wall time or later.
          for (let back = 1; back <= 180; back += back < 5 ? 1 : 5) {
            const earlier = localStamp(new Date(at.getTime() - back * 60_000), zone);
            if (earlier >= wanted) wrong.push(`${wanted}: ${back} min earlier is ${earlier}`);
          }
        }
      }
      expect(wrong).toEqual([]);
    },
  );
});
