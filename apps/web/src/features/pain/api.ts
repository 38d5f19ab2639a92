import type { PainEntry, PainEntryInput, PainEntryPatch } from "@vitalog/domain";
import { periodStart } from "@vitalog/domain";
import {
  createTimeSeriesApi,
  readEntries,
  type SeriesView,
  type TimeSeriesApi,
} from "../../kit/time-series.ts";

export const PAIN_LIST_PAGE_SIZE = 20;
/** Upper bound on the entries a period's summary reads. */
export const PERIOD_MAX_ENTRIES = 2000;

export type PainSeries = TimeSeriesApi<PainEntry, PainEntryInput, PainEntryPatch>;

export const painApi: PainSeries = createTimeSeriesApi("/api/v1/pain-entries", {
  key: "pain-entries",
  pageSize: PAIN_LIST_PAGE_SIZE,
  timeOf: (entry) => entry.occurredAt,
});

export const painViews = {
  /** Every entry of the last `days` days, newest first: the heat map, trends and summary. */
  period: (days: number): SeriesView<PainEntry, readonly PainEntry[]> => ({
    key: ["period", days],
    fetch: (source, now, signal) =>
      readEntries(
        source,
        { from: periodStart(now, days).toISOString(), max: PERIOD_MAX_ENTRIES },
        signal,
      ),
    select: (entries) => entries,
  }),
};
