import { describe, expect, it } from "vitest";
import { doseTimes, doseTimesOn, isoWeekday, localTimeOf, zonedInstant } from "./schedule.ts";

const daily = (times: string[], days = [1, 2, 3, 4, 5, 6, 7]) => ({
  schedule: { times, daysOfWeek: days },
  startDate: "2026-01-01",
  endDate: null as string | null,
});
const iso = (dates: Date[]) => dates.map((d) => d.toISOString());

describe("dose schedules", () => {
  it("numbers weekdays 1 (Monday) to 7 (Sunday)", () => {
    expect(isoWeekday("2026-11-23")).toBe(1);
    expect(isoWeekday("2026-11-29")).toBe(7);
    expect(isoWeekday("2024-02-29")).toBe(4);
  });

  it("lists the doses of the chosen weekdays across weeks, Sunday being 7", () => {
    const times = doseTimes(daily(["09:00"], [1, 7]), {
      from: new Date("2026-11-23T00:00:00Z"),
      to: new Date("2026-12-06T23:59:59Z"),
      timeZone: "UTC",
    });
    expect(iso(times)).toEqual([
      "2026-11-23T09:00:00.000Z",
      "2026-11-29T09:00:00.000Z",
      "2026-11-30T09:00:00.000Z",
      "2026-12-06T09:00:00.000Z",
    ]);
  });

  it("keeps to the start and end dates, both inclusive", () => {
    const course = { ...daily(["08:00", "20:00"]), startDate: "2026-03-10", endDate: "2026-03-11" };
    const times = doseTimes(course, {
      from: new Date("2026-03-01T00:00:00Z"),
      to: new Date("2026-03-31T00:00:00Z"),
      timeZone: "UTC",
    });
    expect(iso(times)).toEqual([
      "2026-03-10T08:00:00.000Z",
      "2026-03-10T20:00:00.000Z",
      "2026-03-11T08:00:00.000Z",
      "2026-03-11T20:00:00.000Z",
    ]);
  });

  it("includes the instants at both ends of the period and nothing outside", () => {
    const times = doseTimes(daily(["08:00"]), {
      from: new Date("2026-05-01T08:00:00Z"),
      to: new Date("2026-05-02T08:00:00Z"),
      timeZone: "UTC",
    });
    expect(iso(times)).toEqual(["2026-05-01T08:00:00.000Z", "2026-05-02T08:00:00.000Z"]);
    expect(
      doseTimes(daily(["08:00"]), {
        from: new Date("2026-05-02T00:00:00Z"),
        to: new Date("2026-05-01T00:00:00Z"),
        timeZone: "UTC",
      }),
    ).toEqual([]);
  });

  it("reads times on the wall clock of zones either side of UTC", () => {
    const on = (tz: string) => iso(doseTimesOn(daily(["08:00"]), "2026-07-01", tz));
    expect(on("Asia/Tokyo")).toEqual(["2026-06-30T23:00:00.000Z"]);
    expect(on("America/Los_Angeles")).toEqual(["2026-07-01T15:00:00.000Z"]);
    expect(on("Asia/Kolkata")).toEqual(["2026-07-01T02:30:00.000Z"]);
    // The Tokyo dose falls on the previous UTC day but on the person's Wednesday.
    expect(
      iso(
        doseTimes(daily(["08:00"], [3]), {
          from: new Date("2026-06-30T00:00:00Z"),
          to: new Date("2026-07-01T23:59:00Z"),
          timeZone: "Asia/Tokyo",
        }),
      ),
    ).toEqual(["2026-06-30T23:00:00.000Z"]);
  });

  it("moves a time the clocks skip forward by the gap (New York, spring forward)", () => {
    // 2026-03-08: 02:00 EST becomes 03:00 EDT.
    // 02:30 becomes 03:30 EDT, the same instant as the 03:30 dose: one dose, not two.
    const doses = doseTimesOn(daily(["01:30", "02:30", "03:30"]), "2026-03-08", "America/New_York");
    expect(iso(doses)).toEqual(["2026-03-08T06:30:00.000Z", "2026-03-08T07:30:00.000Z"]);
    expect(
      localTimeOf(zonedInstant("2026-03-08", "02:30", "America/New_York"), "America/New_York"),
    ).toBe("03:30");
    // The day after, 02:30 is 02:30 EDT again.
    expect(zonedInstant("2026-03-09", "02:30", "America/New_York").toISOString()).toBe(
      "2026-03-09T06:30:00.000Z",
    );
  });

  it("gives a time the clocks repeat once, the first time (London, fall back)", () => {
    // 2026-10-25: 02:00 BST becomes 01:00 GMT, so 01:30 happens twice.
    const doses = doseTimes(daily(["01:30"]), {
      from: new Date("2026-10-24T12:00:00Z"),
      to: new Date("2026-10-26T12:00:00Z"),
      timeZone: "Europe/London",
    });
    expect(iso(doses)).toEqual(["2026-10-25T00:30:00.000Z", "2026-10-26T01:30:00.000Z"]);
  });

  it("keeps a morning dose at 08:00 local across a daylight-saving change", () => {
    const doses = doseTimes(daily(["08:00"]), {
      from: new Date("2026-03-28T00:00:00Z"),
      to: new Date("2026-03-30T23:00:00Z"),
      timeZone: "Europe/London",
    });
    expect(iso(doses)).toEqual([
      "2026-03-28T08:00:00.000Z",
      "2026-03-29T07:00:00.000Z",
      "2026-03-30T07:00:00.000Z",
    ]);
  });

  it("schedules nothing without times or days", () => {
    const range = {
      from: new Date("2026-05-01T00:00:00Z"),
      to: new Date("2026-05-31T00:00:00Z"),
      timeZone: "UTC",
    };
    expect(doseTimes(daily([]), range)).toEqual([]);
    expect(doseTimes(daily(["08:00"], []), range)).toEqual([]);
  });
});
