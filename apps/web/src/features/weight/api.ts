import {
  demoWeightEntries,
  type WeightEntry,
  type WeightEntryInput,
  type WeightEntryPatch,
} from "@vitalog/domain";
import { defineTimeSeries } from "../../kit/series.ts";
import { readEntries, type SeriesView } from "../../kit/time-series.ts";
import { api } from "../../lib/api.ts";
import {
  type ChartRange,
  chartRangeStart,
  entriesInRange,
  summaryFromEntries,
  type WeightSummaryData,
  windowStart,
} from "./display.ts";

export const WEIGHT_LIST_PAGE_SIZE = 30;
/** Upper bound on points fetched for the "all" range; beyond it the oldest are left out. */
export const CHART_MAX_POINTS = 1000;

/** The person's weigh-ins; the preview shows a demo person's, read-only. */
export const weightData = defineTimeSeries<WeightEntry, WeightEntryInput, WeightEntryPatch>({
  name: "weight",
  key: "weight-entries",
  pageSize: WEIGHT_LIST_PAGE_SIZE,
  timeOf: (entry) => entry.measuredAt,
  endpoints: {
    page: (query, signal) => api.get("/api/v1/weight-entries", { query, signal }),
    one: (id, signal) => api.get("/api/v1/weight-entries/{id}", { path: { id }, signal }),
    create: (body) => api.post("/api/v1/weight-entries", { body }),
    update: (id, body) => api.patch("/api/v1/weight-entries/{id}", { path: { id }, body }),
    remove: (id) => api.delete("/api/v1/weight-entries/{id}", { path: { id } }),
  },
  demo: { entries: demoWeightEntries, promptFeatureKey: "weight:demo.promptFeature" },
});

export const weightViews = {
  /**
   * The latest entry and the change over its last 7 and 30 days: the two newest entries, and
   * when the second is within 30 days of the first, every entry of those 30 days.
   */
  summary: (): SeriesView<WeightEntry, WeightSummaryData> => ({
    key: ["summary"],
    fetch: async (source, _now, signal) => {
      const { items } = await source.page({ limit: 2 }, signal);
      const [latest, previous] = items;
      if (!latest || !previous) return items;
      const from = windowStart(latest.measuredAt, 30).toISOString();
      if (Date.parse(previous.measuredAt) < Date.parse(from)) return items;
      return readEntries(source, { from, to: latest.measuredAt }, signal);
    },
    select: summaryFromEntries,
  }),
  /** Entries inside a chart range ending now, newest first, at most CHART_MAX_POINTS. */
  chart: (range: ChartRange): SeriesView<WeightEntry, WeightEntry[]> => ({
    key: ["chart", range],
    fetch: (source, now, signal) =>
      readEntries(
        source,
        { from: chartRangeStart(range, now)?.toISOString(), max: CHART_MAX_POINTS },
        signal,
      ),
    select: (entries, now) => entriesInRange(entries, range, now).slice(0, CHART_MAX_POINTS),
  }),
};
