import type { WeightEntry } from "@vitalog/domain";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { summaryFromEntries, windowStart } from "./display.ts";

const entry = (id: string, weightKg: number, measuredAt: string): WeightEntry => ({
  id,
  weightKg,
  measuredAt,
  note: null,
  createdAt: measuredAt,
  updatedAt: measuredAt,
});

describe("the last 7 and 30 days of the summary", () => {
  it("compares the latest with the earliest weigh-in inside each window", () => {
    // On Nov 23 the 7-day figure once compared with Nov 1; Nov 17 is the one inside the week.
    const summary = summaryFromEntries([
      entry("nov23", 80, "2025-11-23T07:00:00Z"),
      entry("nov20", 80.4, "2025-11-20T07:00:00Z"),
      entry("nov17", 80.9, "2025-11-17T07:00:00Z"),
      entry("nov01", 81.5, "2025-11-01T07:00:00Z"),
      entry("oct10", 83, "2025-10-10T07:00:00Z"),
    ]);
    expect(summary.latest?.id).toBe("nov23");
    expect(summary.baselines[7]?.id).toBe("nov17");
    expect(summary.baselines[30]?.id).toBe("nov01");
  });

  it("has no baseline when the window holds only the latest weigh-in", () => {
    const summary = summaryFromEntries([
      entry("latest", 80, "2025-11-23T07:00:00Z"),
      entry("older", 81, "2025-11-10T07:00:00Z"),
    ]);
    expect(summary.baselines[7]).toBeNull();
    expect(summary.baselines[30]?.id).toBe("older");
    expect(summary.hasEarlier).toBe(true);

    const alone = summaryFromEntries([entry("only", 80, "2025-11-23T07:00:00Z")]);
    expect(alone.baselines).toEqual({ 7: null, 30: null });
    expect(alone.hasEarlier).toBe(false);
  });

  it("counts a weigh-in exactly 7 days before the latest, and not a minute earlier", () => {
    const latest = entry("latest", 80, "2025-06-15T08:00:00Z");
    const exactly = entry("exactly", 81, "2025-06-08T08:00:00Z");
    const before = entry("before", 82, "2025-06-08T07:59:00Z");
    expect(summaryFromEntries([latest, exactly, before]).baselines[7]?.id).toBe("exactly");
    expect(summaryFromEntries([latest, before]).baselines[7]).toBeNull();
    expect(summaryFromEntries([latest, before]).baselines[30]?.id).toBe("before");
  });

  it("ignores a duplicate of an entry fetched twice", () => {
    const latest = entry("latest", 80, "2025-06-15T08:00:00Z");
    const summary = summaryFromEntries([latest, latest]);
    expect(summary.hasEarlier).toBe(false);
    expect(summary.baselines[7]).toBeNull();
  });

  describe("across a clock change (Europe/Berlin)", () => {
    const previousTz = process.env.TZ;
    beforeEach(() => {
      process.env.TZ = "Europe/Berlin";
    });
    afterEach(() => {
      if (previousTz === undefined) delete process.env.TZ;
      else process.env.TZ = previousTz;
    });

    it("starts the window at the same wall-clock time 7 calendar days earlier", () => {
      // Clocks went back on 26 Oct 2025: 07:30 on the 23rd (CEST) and the 30th (CET) are
      // 7 days and 1 hour apart, yet a week apart on the calendar.
      expect(windowStart("2025-10-30T06:30:00Z", 7).toISOString()).toBe("2025-10-23T05:30:00.000Z");
      const autumn = summaryFromEntries([
        entry("oct30", 80, "2025-10-30T06:30:00Z"),
        entry("oct23", 81, "2025-10-23T05:30:00Z"),
      ]);
      expect(autumn.baselines[7]?.id).toBe("oct23");

      // Clocks went forward on 30 Mar 2025: 07:00 on 27 Mar (CET) is half an hour before the
      // week's start at 07:30, though less than 7 × 24 hours before the latest.
      const spring = summaryFromEntries([
        entry("apr03", 80, "2025-04-03T05:30:00Z"),
        entry("mar27", 81, "2025-03-27T06:00:00Z"),
      ]);
      expect(spring.baselines[7]).toBeNull();
      expect(spring.baselines[30]?.id).toBe("mar27");
    });
  });
});
