import { queryOptions } from "@tanstack/react-query";
import {
  addDays,
  computeStatistics,
  type DailyValue,
  demoInsightContributions,
  InsightMessage,
  type InsightStatistics,
  localDateOf,
  type SeriesStatistics,
} from "@vitalog/domain";
import { defineModuleData, demoQuery } from "../../kit/data.ts";
import { type ApiAnswer, ApiError, api } from "../../lib/api.ts";
import { localTimeZone } from "../../lib/local-day.ts";
import { loadDailyValues } from "./daily-values.ts";

const PROMPT = "health-insights:demo.promptFeature";

/** A series' figures, with its daily values when the report carries them (the demo's does). */
export type ReportSeries = SeriesStatistics & { values?: DailyValue[] };

type StoredReport = ApiAnswer<"/api/v1/health-insights/reports/{id}", "get">;

/** A report as the API answers it; the demo's series carry their daily values too. */
export type InsightReport = Omit<StoredReport, "statistics"> & {
  statistics: Omit<InsightStatistics, "series"> & { series: ReportSeries[] };
};

export interface InsightReportPage {
  items: InsightReport[];
  nextCursor: string | null;
}

export type AiCredits = ApiAnswer<"/api/v1/ai/credits", "get">;

export interface CreateReportInput {
  from: string;
  to: string;
  tz: string;
}

/** The demo's reports: the last 30 days, 90 days and year, ending today. */
export const DEMO_PERIODS = [30, 90, 365] as const;
export type DemoPeriod = (typeof DEMO_PERIODS)[number];

const DEMO_PREFIX = "demo-";

export const demoReportId = (days: DemoPeriod) => `${DEMO_PREFIX}${days}`;

/** The demo period a preview report id names ("demo-90"), or null for any other id. */
export function demoPeriodOf(id: string): DemoPeriod | null {
  const days = Number(id.slice(DEMO_PREFIX.length));
  return id.startsWith(DEMO_PREFIX) && (DEMO_PERIODS as readonly number[]).includes(days)
    ? (days as DemoPeriod)
    : null;
}

/**
 * A report over the demo person's data of every module, computed in the browser by the same
 * domain code the server runs; each series keeps its daily values for the charts.
 */
export function demoReport(days: DemoPeriod, now: Date, tz = localTimeZone()): InsightReport {
  const today = localDateOf(now, tz);
  const range = { from: addDays(today, -(days - 1)), to: today, tz };
  const contributions = demoInsightContributions(today, now, tz);
  const statistics = computeStatistics(range, contributions);
  const daily = new Map<string, DailyValue[]>();
  for (const contribution of contributions) {
    for (const series of contribution.series) {
      daily.set(
        series.key,
        series.values.filter((v) => v.day >= range.from && v.day <= range.to),
      );
    }
  }
  return {
    id: demoReportId(days),
    ...range,
    createdAt: now.toISOString(),
    statistics: {
      ...statistics,
      series: statistics.series.map((s) => ({ ...s, values: daily.get(s.key) ?? [] })),
    },
    narrative: null,
    narrativeAt: null,
    disclaimer: InsightMessage.disclaimer,
  };
}

const keys = {
  all: () => ["health-insights"] as const,
  lists: () => [...keys.all(), "list"] as const,
  list: (cursor: string | null) => [...keys.lists(), cursor] as const,
  detail: (id: string) => [...keys.all(), "detail", id] as const,
  credits: () => ["ai-credits"] as const,
  daily: (id: string, seriesKeys: readonly string[]) =>
    [...keys.all(), "daily", id, ...seriesKeys] as const,
};

const memberQueries = {
  all: () => keys.all(),
  lists: () => keys.lists(),
  list: (cursor: string | null) =>
    queryOptions({
      queryKey: keys.list(cursor),
      queryFn: async ({ signal }): Promise<InsightReportPage> => {
        const page = await api.get("/api/v1/health-insights/reports", {
          query: cursor ? { cursor } : {},
          signal,
        });
        // A listed report's days may come as midnight timestamps; the page shows them as days.
        return {
          ...page,
          items: page.items.map((r) => ({
            ...r,
            from: r.from.slice(0, 10),
            to: r.to.slice(0, 10),
          })),
        };
      },
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: keys.detail(id),
      // Null for a report that is not there (deleted, or another person's): the page says so.
      queryFn: async ({ signal }): Promise<InsightReport | null> => {
        try {
          return await api.get("/api/v1/health-insights/reports/{id}", {
            path: { id },
            signal,
          });
        } catch (error) {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        }
      },
    }),
  /** The daily values behind the report's associations, read back from their modules. */
  dailyValues: (report: InsightReport, seriesKeys: readonly string[]) =>
    queryOptions({
      queryKey: keys.daily(report.id, seriesKeys),
      queryFn: ({ signal }) => loadDailyValues(report, seriesKeys, signal),
    }),
  credits: () =>
    queryOptions({
      queryKey: keys.credits(),
      queryFn: ({ signal }) => api.get("/api/v1/ai/credits", { signal }),
    }),
};

/** The person's reports and credits; the preview's reports are the demo person's. */
export const insightsData = defineModuleData({
  name: "health-insights",
  preview: { kind: "demo", promptFeatureKey: PROMPT },
  member: memberQueries,
  demo: {
    all: keys.all,
    lists: keys.lists,
    list: (cursor) =>
      demoQuery(
        keys.list(cursor),
        (now): InsightReportPage => ({
          items: DEMO_PERIODS.map((days) => demoReport(days, now)),
          nextCursor: null,
        }),
      ),
    detail: (id) =>
      demoQuery(keys.detail(id), (now): InsightReport | null => {
        const days = demoPeriodOf(id);
        return days === null ? null : demoReport(days, now);
      }),
    // The demo's reports carry their daily values.
    dailyValues: (report, seriesKeys) =>
      demoQuery(keys.daily(report.id, seriesKeys), (): Record<string, DailyValue[]> => ({})),
    credits: () =>
      demoQuery(
        keys.credits(),
        (now): AiCredits => ({
          balance: 0,
          freeRemaining: 0,
          freePerMonth: 0,
          freeRenewsAt: now.toISOString(),
          history: [],
        }),
      ),
  } satisfies typeof memberQueries,
});

export const createReport = (body: CreateReportInput) =>
  api.post("/api/v1/health-insights/reports", { body });

export const deleteReport = (id: string) =>
  api.delete("/api/v1/health-insights/reports/{id}", { path: { id } });

export const writeNarrative = (id: string) =>
  api.post("/api/v1/health-insights/reports/{id}/narrative", { path: { id }, body: {} });
