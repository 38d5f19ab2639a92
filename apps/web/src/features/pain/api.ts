import type { PainEntry, PainEntryInput, PainEntryPatch } from "@vitalog/domain";
import { periodStart } from "@vitalog/domain";
import { defineTimeSeries } from "../../kit/series.ts";
import { readEntries, type SeriesView } from "../../kit/time-series.ts";
import { api } from "../../lib/api.ts";

export const PAIN_LIST_PAGE_SIZE = 20;
/** Upper bound on the entries a period's summary reads. */
export const PERIOD_MAX_ENTRIES = 2000;

/** The person's pain entries; the preview asks to sign in (the diary has no demo). */
export const painData = defineTimeSeries<PainEntry, PainEntryInput, PainEntryPatch>({
  name: "pain",
  key: "pain-entries",
  pageSize: PAIN_LIST_PAGE_SIZE,
  timeOf: (entry) => entry.occurredAt,
  endpoints: {
    page: (query, signal) => api.get("/api/v1/pain-entries", { query, signal }),
    one: (id, signal) => api.get("/api/v1/pain-entries/{id}", { path: { id }, signal }),
    create: (body) => api.post("/api/v1/pain-entries", { body }),
    update: (id, body) => api.patch("/api/v1/pain-entries/{id}", { path: { id }, body }),
    remove: (id) => api.delete("/api/v1/pain-entries/{id}", { path: { id } }),
  },
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
