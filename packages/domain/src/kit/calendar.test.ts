import { describe, expect, it } from "vitest";
import {
  addDays,
  CalendarDate,
  currentStreak,
  daysBetween,
  isCalendarDate,
  isTimeZone,
  localDateOf,
  longestStreak,
  startOfWeek,
  TimeZone,
} from "./calendar.ts";

describe("calendar dates", () => {
  it.each([
    ["2024-02-29", true],
    ["2026-02-28", true],
    ["2026-02-29", false],
    ["2026-02-30", false],
    ["2026-13-01", false],
    ["2026-00-10", false],
    ["1899-12-31", false],
    ["1900-01-01", true],
    ["2999-12-31", true],
    ["3000-01-01", false],
    ["9999-12-31", false],
    ["2026-1-01", false],
    ["2026-01-01T00:00:00Z", false],
  ])("%s is a real date: %s", (value, real) => {
    expect(isCalendarDate(value)).toBe(real);
    expect(CalendarDate.safeParse(value).success).toBe(real);
  });

  it("adds days across a leap day, a month and a year boundary", () => {
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2024-02-29", 1)).toBe("2024-03-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2027-01-01", -1)).toBe("2026-12-31");
    expect(daysBetween("2024-02-01", "2024-03-01")).toBe(29);
    expect(daysBetween("2026-12-20", "2027-01-10")).toBe(21);
    expect(daysBetween("2026-03-10", "2026-03-01")).toBe(-9);
  });

  it("starts weeks on Monday", () => {
    expect(startOfWeek("2026-11-23")).toBe("2026-11-23"); // a Monday
    expect(startOfWeek("2026-11-29")).toBe("2026-11-23"); // the Sunday after
    expect(startOfWeek("2027-01-01")).toBe("2026-12-28");
  });
});

describe("local days", () => {
  it("puts one instant on different days in different time zones", () => {
    const instant = new Date("2026-11-23T23:30:00Z");
    expect(localDateOf(instant, "UTC")).toBe("2026-11-23");
    expect(localDateOf(instant, "Europe/Berlin")).toBe("2026-11-24");
    expect(localDateOf(instant, "America/Los_Angeles")).toBe("2026-11-23");
    expect(localDateOf(new Date("2026-11-23T05:00:00Z"), "America/Los_Angeles")).toBe("2026-11-22");
  });

  it("follows daylight-saving changes", () => {
    // Berlin moves to summer time at 01:00 UTC on 2026-03-29: 22:30 UTC the day before is
    // 23:30 local, 22:30 UTC that day is already 00:30 on the 30th.
    expect(localDateOf(new Date("2026-03-28T22:30:00Z"), "Europe/Berlin")).toBe("2026-03-28");
    expect(localDateOf(new Date("2026-03-29T22:30:00Z"), "Europe/Berlin")).toBe("2026-03-30");
  });

  it("knows IANA zones and refuses made-up ones", () => {
    expect(isTimeZone("Europe/Berlin")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
    expect(isTimeZone("")).toBe(false);
    expect(TimeZone.parse(undefined)).toBe("UTC");
    expect(TimeZone.safeParse("Nowhere").success).toBe(false);
  });
});

describe("streaks", () => {
  const days = ["2026-11-18", "2026-11-19", "2026-11-20", "2026-11-22", "2026-11-23"];

  it("counts back from today, or from yesterday while today is not over", () => {
    expect(currentStreak(days, "2026-11-23")).toBe(2);
    expect(currentStreak(days, "2026-11-24")).toBe(2);
    expect(currentStreak(days, "2026-11-21")).toBe(3);
  });

  it("is broken by a whole missed day", () => {
    expect(currentStreak(days, "2026-11-25")).toBe(0);
    expect(currentStreak([], "2026-11-25")).toBe(0);
  });

  it("finds the longest run, across a year boundary and ignoring repeats", () => {
    expect(longestStreak(days)).toBe(3);
    expect(longestStreak(["2026-12-30", "2026-12-31", "2027-01-01", "2026-12-31"])).toBe(3);
    expect(longestStreak([])).toBe(0);
  });
});
