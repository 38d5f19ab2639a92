import { queryOptions } from "@tanstack/react-query";
import {
  DEFAULT_FASTING_DURATION_HOURS,
  DEFAULT_FASTING_REMINDER_TIME,
  demoFasts,
  type Fast,
  type FastEndInput,
  type FastInput,
  type FastingSettings,
  type FastingSettingsPatch,
  type FastPatch,
  fastSummary,
} from "@vitalog/domain";
import { defineModuleData, demoQuery } from "../../kit/data.ts";
import { defineTimeSeries } from "../../kit/series.ts";
import { api } from "../../lib/api.ts";
import { localTimeZone } from "../../lib/local-day.ts";

export const FAST_PAGE_SIZE = 20;
const PROMPT = "fasting:demo.promptFeature";

/** The person's fasts; the preview shows a demo person's, read-only. */
export const fastsData = defineTimeSeries<Fast, FastInput, FastPatch>({
  name: "fasting",
  key: "fasts",
  pageSize: FAST_PAGE_SIZE,
  timeOf: (fast) => fast.startTime,
  endpoints: {
    page: (query, signal) => api.get("/api/v1/fasts", { query, signal }),
    one: (id, signal) => api.get("/api/v1/fasts/{id}", { path: { id }, signal }),
    create: (body) => api.post("/api/v1/fasts", { body }),
    update: (id, body) => api.patch("/api/v1/fasts/{id}", { path: { id }, body }),
    remove: (id) => api.delete("/api/v1/fasts/{id}", { path: { id } }),
  },
  demo: { entries: demoFasts, promptFeatureKey: PROMPT },
});

export const DEMO_FASTING_SETTINGS: FastingSettings = {
  defaultDurationHours: DEFAULT_FASTING_DURATION_HOURS,
  startReminder: true,
  progressUpdates: true,
  endReminder: true,
  milestones: true,
  hydrationReminders: true,
  dailyReminder: false,
  dailyReminderTime: DEFAULT_FASTING_REMINDER_TIME,
  showStreaks: true,
  safetyNoteAcknowledgedAt: "2026-01-01T00:00:00.000Z",
};

// The fast in progress and the stats are views of the fasts, kept under the fasts' list key: the
// kit's entry writes (edit, delete) refresh them with the lists.
const fastsRoot = fastsData.member.lists;
const settingsKey = (): unknown[] => ["fasting-settings"];

const memberQueries = {
  /** Every fasting query but the settings: the fasts, the fast in progress and the stats. */
  all: fastsData.member.all,
  current: () =>
    queryOptions({
      queryKey: [...fastsRoot(), "current"],
      queryFn: ({ signal }) => api.get("/api/v1/fasts/current", { signal }),
    }),
  stats: (tz: string) =>
    queryOptions({
      queryKey: [...fastsRoot(), "stats", tz],
      queryFn: ({ signal }) => api.get("/api/v1/fasts/stats", { query: { tz }, signal }),
    }),
  /** The settings (their own key: a settings change leaves the fasts alone). */
  settings: () =>
    queryOptions({
      queryKey: settingsKey(),
      queryFn: ({ signal }) => api.get("/api/v1/fasting-settings", { signal }),
    }),
};

type FastingQueries = typeof memberQueries;

const demoQueries: FastingQueries = {
  all: fastsData.member.all,
  current: () =>
    demoQuery([...fastsRoot(), "current"], (now) => ({
      fast: demoFasts(now).find((f) => f.endTime === null) ?? null,
    })),
  stats: (tz) =>
    demoQuery([...fastsRoot(), "stats", tz], (now) => fastSummary(demoFasts(now), tz, now)),
  settings: () => demoQuery(settingsKey(), () => DEMO_FASTING_SETTINGS),
};

/** The fast in progress, the stats and the settings; the preview's come from the demo fasts. */
export const fastingData = defineModuleData({
  name: "fasting",
  preview: { kind: "demo", promptFeatureKey: PROMPT },
  member: memberQueries,
  demo: demoQueries,
});

/** The person's time zone, for the stats' days. */
export const fastingTimeZone = localTimeZone;

export const startFast = (body: FastInput) => api.post("/api/v1/fasts", { body });

export const endFast = ({ id, input }: { id: string; input: FastEndInput }) =>
  api.post("/api/v1/fasts/{id}/end", { path: { id }, body: input });

export const saveFastingSettings = (body: FastingSettingsPatch) =>
  api.patch("/api/v1/fasting-settings", { body });
