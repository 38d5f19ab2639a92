import type { InsightReport } from "./api.ts";

/** A stored report as the API answers it, with no figures unless given. */
export function makeReport(overrides: Partial<InsightReport> = {}): InsightReport {
  return {
    id: "r1",
    from: "2026-09-01",
    to: "2026-09-30",
    tz: "Europe/London",
    createdAt: "2026-10-01T08:00:00.000Z",
    statistics: { series: [], correlations: [], cyclePhases: null },
    narrative: null,
    narrativeAt: null,
    disclaimer: "This summary is for information only and is not medical advice.",
    ...overrides,
  };
}
