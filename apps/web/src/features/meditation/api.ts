import { queryOptions } from "@tanstack/react-query";
import {
  demoMeditationSessions,
  localDateOf,
  type MeditationSession,
  type MeditationSessionInput,
  type MeditationSessionPatch,
  type MeditationSettings,
  type MeditationSettingsPatch,
  meditationDaysOf,
  meditationStats,
} from "@vitalog/domain";
import { defineModuleData, demoQuery } from "../../kit/data.ts";
import { defineTimeSeries } from "../../kit/series.ts";
import { api } from "../../lib/api.ts";
import { localTimeZone } from "../../lib/local-day.ts";

const PROMPT = "meditation:demo.promptFeature";

/** The person's sessions; the preview shows a demo person's, read-only. */
export const sessionsData = defineTimeSeries<
  MeditationSession,
  MeditationSessionInput,
  MeditationSessionPatch
>({
  name: "meditation",
  key: "meditation-sessions",
  pageSize: 20,
  timeOf: (s) => s.startedAt,
  endpoints: {
    page: (query, signal) => api.get("/api/v1/meditation-sessions", { query, signal }),
    one: (id, signal) => api.get("/api/v1/meditation-sessions/{id}", { path: { id }, signal }),
    create: (body) => api.post("/api/v1/meditation-sessions", { body }),
    update: (id, body) => api.patch("/api/v1/meditation-sessions/{id}", { path: { id }, body }),
    remove: (id) => api.delete("/api/v1/meditation-sessions/{id}", { path: { id } }),
  },
  demo: { entries: demoMeditationSessions, promptFeatureKey: PROMPT },
});

// The stats are a view of the sessions, kept under their list key: the kit's entry writes
// refresh them with the lists.
const statsKey = (tz: string) => [...sessionsData.member.lists(), "stats", tz];
const settingsKey = (): unknown[] => ["meditation-settings"];

const DEMO_SETTINGS: MeditationSettings = { showStreak: true, intervalBellMinutes: null };

const memberQueries = {
  /** Every sessions query, the stats with them. */
  all: sessionsData.member.all,
  stats: (tz: string) =>
    queryOptions({
      queryKey: statsKey(tz),
      queryFn: ({ signal }) =>
        api.get("/api/v1/meditation-sessions/stats", { query: { tz }, signal }),
    }),
  settings: () =>
    queryOptions({
      queryKey: settingsKey(),
      queryFn: ({ signal }) => api.get("/api/v1/meditation-settings", { signal }),
    }),
};

/** The stats and the settings; the preview's stats come from the demo sessions. */
export const meditationData = defineModuleData({
  name: "meditation",
  preview: { kind: "demo", promptFeatureKey: PROMPT },
  member: memberQueries,
  demo: {
    all: sessionsData.member.all,
    // Grouped by local day as the server does.
    stats: (tz) =>
      demoQuery(statsKey(tz), (now) =>
        meditationStats(meditationDaysOf(demoMeditationSessions(now), tz), localDateOf(now, tz)),
      ),
    settings: () => demoQuery(settingsKey(), () => DEMO_SETTINGS),
  } satisfies typeof memberQueries,
});

/** The person's time zone, for the stats' days. */
export const meditationTimeZone = localTimeZone;

export const logSession = (body: MeditationSessionInput) =>
  api.post("/api/v1/meditation-sessions", { body });

export const saveSettings = (body: MeditationSettingsPatch) =>
  api.patch("/api/v1/meditation-settings", { body });
