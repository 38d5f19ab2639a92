import { queryOptions } from "@tanstack/react-query";
import {
  type BloodPressureInput,
  type BloodPressurePatch,
  type BloodPressureReading,
  demoBloodPressureReadings,
  demoVitalReadings,
  type VitalReading,
  type VitalReadingInput,
  type VitalReadingPatch,
  type VitalsSuggestionKey,
} from "@vitalog/domain";
import { defineTimeSeries } from "../../kit/series.ts";
import { readEntries, type SeriesView } from "../../kit/time-series.ts";
import { api } from "../../lib/api.ts";
import { localTimeZone } from "../../lib/local-day.ts";

const PAGE_SIZE = 20;
/** The charts and averages look back this many days. */
export const RECENT_DAYS = 90;
const DAY_MS = 86_400_000;

/** The person's blood-pressure readings; the preview shows a demo person's, read-only. */
export const bloodPressureData = defineTimeSeries<
  BloodPressureReading,
  BloodPressureInput,
  BloodPressurePatch
>({
  name: "vitals",
  key: "blood-pressure-readings",
  pageSize: PAGE_SIZE,
  timeOf: (r) => r.measuredAt,
  endpoints: {
    page: (query, signal) => api.get("/api/v1/blood-pressure-readings", { query, signal }),
    one: (id, signal) => api.get("/api/v1/blood-pressure-readings/{id}", { path: { id }, signal }),
    create: (body) => api.post("/api/v1/blood-pressure-readings", { body }),
    update: (id, body) => api.patch("/api/v1/blood-pressure-readings/{id}", { path: { id }, body }),
    remove: (id) => api.delete("/api/v1/blood-pressure-readings/{id}", { path: { id } }),
  },
  demo: { entries: demoBloodPressureReadings, promptFeatureKey: "vitals:demo.promptFeature" },
});

/** Resting heart rate, SpO2 and temperature readings, one series with each reading's kind. */
export const vitalReadingData = defineTimeSeries<
  VitalReading,
  VitalReadingInput,
  VitalReadingPatch
>({
  name: "vitals",
  key: "vital-sign-readings",
  pageSize: PAGE_SIZE,
  timeOf: (r) => r.measuredAt,
  endpoints: {
    page: (query, signal) => api.get("/api/v1/vital-sign-readings", { query, signal }),
    one: (id, signal) => api.get("/api/v1/vital-sign-readings/{id}", { path: { id }, signal }),
    create: (body) => api.post("/api/v1/vital-sign-readings", { body }),
    update: (id, body) => api.patch("/api/v1/vital-sign-readings/{id}", { path: { id }, body }),
    remove: (id) => api.delete("/api/v1/vital-sign-readings/{id}", { path: { id } }),
  },
  demo: { entries: demoVitalReadings, promptFeatureKey: "vitals:demo.promptFeature" },
});

/** The readings of the last RECENT_DAYS days, newest first: the charts and averages. */
export function recentView<T extends { measuredAt: string }>(): SeriesView<T, T[]> {
  return {
    key: ["recent", RECENT_DAYS],
    fetch: (source, now, signal) =>
      readEntries(
        source,
        { from: new Date(now.getTime() - RECENT_DAYS * DAY_MS).toISOString(), max: 1000 },
        signal,
      ),
    select: (entries, now) =>
      entries.filter((e) => Date.parse(e.measuredAt) >= now.getTime() - RECENT_DAYS * DAY_MS),
  };
}

/** What the readings suggest adding to the profile (members only; the preview has none). */
export const suggestionsQuery = () =>
  queryOptions({
    queryKey: ["blood-pressure-readings", "list", "suggestions"],
    queryFn: ({ signal }) =>
      api.get("/api/v1/vitals/suggestions", { query: { tz: localTimeZone() }, signal }),
  });

export const acceptSuggestion = (key: VitalsSuggestionKey) =>
  api.post("/api/v1/vitals/suggestions/{key}/accept", {
    path: { key },
    query: { tz: localTimeZone() },
  });

export const dismissSuggestion = (key: VitalsSuggestionKey) =>
  api.post("/api/v1/vitals/suggestions/{key}/dismiss", { path: { key } });
