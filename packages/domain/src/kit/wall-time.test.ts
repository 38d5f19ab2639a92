import { describe, expect, it } from "vitest";
import { localDateOf } from "./calendar.ts";
import { wallMs } from "./wall-time.ts";

/** What Intl says, second by second: the reference the cached offsets must equal. */
function intlWall(ms: number, timeZone: string): string {
  const f = new Intl.DateTimeFormat("sv-SE", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  });
  return f.format(new Date(ms)).replace(" ", "T");
}

describe("wall-clock time from cached day offsets", () => {
  // Days with a change (New York, Berlin, Sydney, Lord Howe's half hour, Samoa's skipped day)
  // and days without, every 7 minutes and 13 seconds across them.
  const cases: [string, string, string][] = [
    ["America/New_York", "2026-03-07T12:00:00Z", "2026-03-09T12:00:00Z"],
    ["America/New_York", "2026-10-31T12:00:00Z", "2026-11-02T12:00:00Z"],
    ["Europe/Berlin", "2026-03-28T12:00:00Z", "2026-03-30T12:00:00Z"],
    ["Australia/Sydney", "2026-04-04T00:00:00Z", "2026-04-06T00:00:00Z"],
    ["Australia/Lord_Howe", "2026-10-03T00:00:00Z", "2026-10-05T00:00:00Z"],
    ["Pacific/Apia", "2011-12-29T00:00:00Z", "2011-12-31T12:00:00Z"],
    ["Asia/Kolkata", "2026-06-01T00:00:00Z", "2026-06-02T00:00:00Z"],
  ];
  it.each(cases)("agrees with Intl to the second in %s", (zone, from, to) => {
    for (let ms = Date.parse(from); ms < Date.parse(to); ms += 433_000) {
      expect(new Date(wallMs(ms, zone)).toISOString().slice(0, 19)).toBe(intlWall(ms, zone));
      expect(localDateOf(new Date(ms), zone)).toBe(intlWall(ms, zone).slice(0, 10));
    }
  });

  it("drops the milliseconds as Intl does, and refuses an invalid instant", () => {
    const ms = Date.parse("2026-06-01T10:00:00.999Z");
    expect(wallMs(ms, "UTC")).toBe(Date.parse("2026-06-01T10:00:00Z"));
    expect(() => localDateOf(new Date(Number.NaN), "UTC")).toThrow(RangeError);
  });
});
