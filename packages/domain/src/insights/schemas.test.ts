import { describe, expect, it } from "vitest";
import { REPORT_MAX_DAYS } from "./catalog.ts";
import { InsightMessage } from "./messages.ts";
import { CreateInsightReportBody, InsightStatisticsSchema, latestReportTo } from "./schemas.ts";
import { reportDays } from "./sources.ts";

const messages = (body: unknown) => {
  const result = CreateInsightReportBody.safeParse(body);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("CreateInsightReportBody", () => {
  it("takes a period of up to two calendar years less a day, UTC by default", () => {
    expect(CreateInsightReportBody.parse({ from: "2025-01-01", to: "2026-12-31" })).toEqual({
      from: "2025-01-01",
      to: "2026-12-31",
      tz: "UTC",
    });
    expect(messages({ from: "2025-01-01", to: "2027-01-01" })).toEqual([
      `to: ${InsightMessage.periodTooLong}`,
    ]);
    expect(messages({ from: "2026-05-05", to: "2026-05-05", tz: "Europe/London" })).toEqual([]);
  });

  it("ends a period from 29 February on the 28th two years on", () => {
    expect(latestReportTo("2024-02-29")).toBe("2026-02-28");
    expect(latestReportTo("2024-03-01")).toBe("2026-02-28");
    expect(latestReportTo("2023-03-01")).toBe("2025-02-28");
    expect(messages({ from: "2024-02-29", to: "2026-02-28" })).toEqual([]);
    expect(messages({ from: "2024-02-29", to: "2026-03-01" })).toEqual([
      `to: ${InsightMessage.periodTooLong}`,
    ]);
  });

  it("never allows more than REPORT_MAX_DAYS days", () => {
    // Two years holding a 29 February: 1 March 2023 to 28 February 2025.
    expect(
      reportDays({ from: "2023-03-01", to: latestReportTo("2023-03-01"), tz: "UTC" }),
    ).toHaveLength(REPORT_MAX_DAYS);
    expect(
      reportDays({ from: "2025-01-01", to: latestReportTo("2025-01-01"), tz: "UTC" }),
    ).toHaveLength(730);
  });

  it("refuses an end before the start, a bad time zone and dates that do not exist", () => {
    expect(messages({ from: "2026-03-02", to: "2026-03-01" })).toEqual([
      `to: ${InsightMessage.toBeforeFrom}`,
    ]);
    expect(messages({ from: "2026-03-01", to: "2026-03-02", tz: "Mars/Olympus" })).toEqual([
      `tz: ${InsightMessage.timeZoneInvalid}`,
    ]);
    expect(messages({ from: "2026-02-30", to: "03/01/2026" })).toEqual([
      `from: ${InsightMessage.fromInvalid}`,
      `to: ${InsightMessage.toInvalid}`,
    ]);
    expect(messages({ to: "2026-03-01" })).toEqual([`from: ${InsightMessage.fromInvalid}`]);
    expect(messages({ from: "2026-03-01", to: "2026-03-02", extra: 1 })).toHaveLength(1);
  });
});

describe("InsightStatisticsSchema", () => {
  it("accepts computed statistics and refuses a lag other than 0 or 1", () => {
    const statistics = {
      series: [
        {
          key: "wellbeing.mood",
          n: 1,
          mean: 3,
          min: 3,
          max: 3,
          slopePerWeek: null,
          trend: null,
          trendSentence: "x",
        },
      ],
      correlations: [
        {
          a: "a.b",
          b: "c.d",
          lag: 1,
          n: 14,
          rho: 0.5,
          p: 0.01,
          q: 0.02,
          sentence: "",
          caution: "",
        },
      ],
      cyclePhases: null,
    };
    expect(InsightStatisticsSchema.parse(statistics)).toEqual(statistics);
    const lag2 = { ...statistics, correlations: [{ ...statistics.correlations[0], lag: 2 }] };
    expect(InsightStatisticsSchema.safeParse(lag2).success).toBe(false);
  });
});
