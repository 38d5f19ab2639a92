import {
  type CurrentFast,
  DEFAULT_FASTING_DURATION_HOURS,
  DEFAULT_FASTING_REMINDER_TIME,
  demoFasts,
  type Fast,
  type FastEndInput,
  type FastInput,
  type FastingSettings,
  type FastingSettingsPatch,
  type FastPatch,
  type FastStats,
  fastSummary,
} from "@vitalog/domain";
import { localTimeZone, type ModuleQuery } from "../../kit/module-data.ts";
import {
  createPreviewTwin,
  createTimeSeriesApi,
  type TimeSeriesApi,
} from "../../kit/time-series.ts";
import { apiFetch } from "../../lib/api.ts";

export const FASTS_KEY = ["fasts"] as const;
export const FASTING_SETTINGS_KEY = ["fasting-settings"] as const;
export const FAST_PAGE_SIZE = 20;

export type FastSeries = TimeSeriesApi<Fast, FastInput, FastPatch>;

export const fastsApi: FastSeries = createTimeSeriesApi("/api/v1/fasts", {
  key: "fasts",
  pageSize: FAST_PAGE_SIZE,
  timeOf: (fast) => fast.startTime,
});

export const fastsPreview: FastSeries = createPreviewTwin(fastsApi, {
  entries: demoFasts,
  promptFeatureKey: "fasting:demo.promptFeature",
});

export const currentFastQuery: ModuleQuery<CurrentFast> = {
  key: [...FASTS_KEY, "current"],
  path: "/api/v1/fasts/current",
  demo: (now) => ({ fast: demoFasts(now).find((f) => f.endTime === null) ?? null }),
};

export const fastStatsQuery = (): ModuleQuery<FastStats> => ({
  key: [...FASTS_KEY, "stats", localTimeZone()],
  path: `/api/v1/fasts/stats?tz=${encodeURIComponent(localTimeZone())}`,
  demo: (now) => fastSummary(demoFasts(now), localTimeZone(), now),
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

export const fastingSettingsQuery: ModuleQuery<FastingSettings> = {
  key: FASTING_SETTINGS_KEY,
  path: "/api/v1/fasting-settings",
  demo: () => DEMO_FASTING_SETTINGS,
};

export const startFast = (input: FastInput) =>
  apiFetch<Fast>("/api/v1/fasts", { method: "POST", json: input });

export const endFast = ({ id, input }: { id: string; input: FastEndInput }) =>
  apiFetch<Fast>(`/api/v1/fasts/${encodeURIComponent(id)}/end`, { method: "POST", json: input });

export const saveFastingSettings = (patch: FastingSettingsPatch) =>
  apiFetch<FastingSettings>("/api/v1/fasting-settings", { method: "PATCH", json: patch });
