import {
  demoMeditationSessions,
  localDateOf,
  type MeditationSession,
  type MeditationSessionInput,
  type MeditationSessionPatch,
  type MeditationSettings,
  type MeditationSettingsPatch,
  type MeditationStats,
  meditationDaysOf,
  meditationStats,
} from "@vitalog/domain";
import { localTimeZone, type ModuleQuery } from "../../kit/module-data.ts";
import {
  createPreviewTwin,
  createTimeSeriesApi,
  type TimeSeriesApi,
} from "../../kit/time-series.ts";
import { apiFetch } from "../../lib/api.ts";

const BASE = "/api/v1/meditation-sessions";
export const MEDITATION_KEY = ["meditation-sessions"] as const;
export const MEDITATION_SETTINGS_KEY = ["meditation-settings"] as const;

export type MeditationSeries = TimeSeriesApi<
  MeditationSession,
  MeditationSessionInput,
  MeditationSessionPatch
>;

export const sessionsApi: MeditationSeries = createTimeSeriesApi(BASE, {
  key: "meditation-sessions",
  pageSize: 20,
  timeOf: (s) => s.startedAt,
});

export const sessionsPreview: MeditationSeries = createPreviewTwin(sessionsApi, {
  entries: demoMeditationSessions,
  promptFeatureKey: "meditation:demo.promptFeature",
});

/** The preview's figures from the demo sessions, grouped by local day as the server does. */
function demoStats(now: Date): MeditationStats {
  const tz = localTimeZone();
  return meditationStats(meditationDaysOf(demoMeditationSessions(now), tz), localDateOf(now, tz));
}

export const statsQuery = (): ModuleQuery<MeditationStats> => ({
  key: [...MEDITATION_KEY, "stats", localTimeZone()],
  path: `${BASE}/stats?tz=${encodeURIComponent(localTimeZone())}`,
  demo: demoStats,
});

export const settingsQuery: ModuleQuery<MeditationSettings> = {
  key: MEDITATION_SETTINGS_KEY,
  path: "/api/v1/meditation-settings",
  demo: () => ({ showStreak: true, intervalBellMinutes: null }),
};

export const logSession = (input: MeditationSessionInput) =>
  apiFetch<MeditationSession>(BASE, { method: "POST", json: input });

export const saveSettings = (patch: MeditationSettingsPatch) =>
  apiFetch<MeditationSettings>("/api/v1/meditation-settings", { method: "PATCH", json: patch });
