import { queryOptions } from "@tanstack/react-query";
import {
  type CycleDayInput,
  type CycleSettings,
  type CycleSettingsPatch,
  cycleStats,
  DEFAULT_SYMPTOM_REMINDER_TIME,
  demoCycle,
  type PeriodInput,
  type PeriodPatch,
  predictCycles,
} from "@vitalog/domain";
import { defineModuleData, demoQuery } from "../../kit/data.ts";
import { monthEnd } from "../../kit/MonthCalendar.tsx";
import { api } from "../../lib/api.ts";
import { localToday } from "../../lib/local-day.ts";

const PROMPT = "cycle:demo.promptFeature";

const demo = () => demoCycle(localToday());
const root = (): unknown[] => ["cycle"];
const periodsKey = () => [...root(), "periods"];
const predictionsKey = () => [...root(), "predictions"];
const statsKey = () => [...root(), "stats"];
const daysKey = (month: string) => [...root(), "days", month];
const settingsKey = () => [...root(), "settings"];

export const DEFAULT_CYCLE_SETTINGS: CycleSettings = {
  discreetMode: false,
  periodReminders: true,
  fertilityReminders: true,
  symptomReminders: true,
  symptomReminderTime: DEFAULT_SYMPTOM_REMINDER_TIME,
};

const memberQueries = {
  /** Every cycle query: what any cycle write refreshes. */
  all: root,
  /** Every period, newest first (a person logs about 13 a year; the page keeps them all). */
  periods: () =>
    queryOptions({
      queryKey: periodsKey(),
      queryFn: async ({ signal }) =>
        (await api.get("/api/v1/cycle/periods", { query: { limit: 200 }, signal })).items,
    }),
  predictions: () =>
    queryOptions({
      queryKey: predictionsKey(),
      queryFn: ({ signal }) => api.get("/api/v1/cycle/predictions", { signal }),
    }),
  stats: () =>
    queryOptions({
      queryKey: statsKey(),
      queryFn: ({ signal }) => api.get("/api/v1/cycle/stats", { signal }),
    }),
  /** The day logs of a month (`month` is its first day). */
  days: (month: string) =>
    queryOptions({
      queryKey: daysKey(month),
      queryFn: async ({ signal }) =>
        (
          await api.get("/api/v1/cycle/days", {
            query: { from: month, to: monthEnd(month) },
            signal,
          })
        ).items,
    }),
  settings: () =>
    queryOptions({
      queryKey: settingsKey(),
      queryFn: ({ signal }) => api.get("/api/v1/cycle/settings", { signal }),
    }),
};

/** Periods, day logs, predictions, stats and settings; the preview's come from a demo cycle. */
export const cycleData = defineModuleData({
  name: "cycle",
  preview: { kind: "demo", promptFeatureKey: PROMPT },
  member: memberQueries,
  demo: {
    all: root,
    periods: () => demoQuery(periodsKey(), () => demo().periods),
    predictions: () => demoQuery(predictionsKey(), () => predictCycles(demo().periods)),
    stats: () =>
      demoQuery(statsKey(), () => {
        const { periods, days } = demo();
        return cycleStats(periods, days);
      }),
    days: (month) =>
      demoQuery(daysKey(month), () => {
        const last = monthEnd(month);
        return demo().days.filter((d) => d.date >= month && d.date <= last);
      }),
    settings: () => demoQuery(settingsKey(), () => DEFAULT_CYCLE_SETTINGS),
  } satisfies typeof memberQueries,
});

export const logPeriod = (body: PeriodInput) => api.post("/api/v1/cycle/periods", { body });

export const changePeriod = ({ id, patch }: { id: string; patch: PeriodPatch }) =>
  api.patch("/api/v1/cycle/periods/{id}", { path: { id }, body: patch });

export const deletePeriod = (id: string) =>
  api.delete("/api/v1/cycle/periods/{id}", { path: { id } });

export const saveDay = ({ date, input }: { date: string; input: CycleDayInput }) =>
  api.put("/api/v1/cycle/days/{date}", { path: { date }, body: input });

export const deleteDay = (date: string) =>
  api.delete("/api/v1/cycle/days/{date}", { path: { date } });

export const saveSettings = (body: CycleSettingsPatch) =>
  api.patch("/api/v1/cycle/settings", { body });
