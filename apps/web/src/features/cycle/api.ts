import {
  type CycleDay,
  type CycleDayInput,
  type CycleDayList,
  type CyclePredictions,
  type CycleSettings,
  type CycleSettingsPatch,
  type CycleStats,
  cycleStats,
  DEFAULT_SYMPTOM_REMINDER_TIME,
  demoCycle,
  type Period,
  type PeriodInput,
  type PeriodList,
  type PeriodPatch,
  predictCycles,
} from "@vitalog/domain";
import { monthEnd } from "../../kit/MonthCalendar.tsx";
import { localToday, type ModuleQuery } from "../../kit/module-data.ts";
import { apiFetch } from "../../lib/api.ts";

const BASE = "/api/v1/cycle";
export const CYCLE_KEY = ["cycle"] as const;

const demo = () => demoCycle(localToday());

/** Every period, newest first (a person logs about 13 a year; the page keeps them all). */
export const periodsQuery: ModuleQuery<Period[]> = {
  key: [...CYCLE_KEY, "periods"],
  path: `${BASE}/periods?limit=200`,
  demo: () => demo().periods,
  fromAnswer: (page: PeriodList) => page.items,
};

export const predictionsQuery: ModuleQuery<CyclePredictions> = {
  key: [...CYCLE_KEY, "predictions"],
  path: `${BASE}/predictions`,
  demo: () => predictCycles(demo().periods),
};

export const statsQuery: ModuleQuery<CycleStats> = {
  key: [...CYCLE_KEY, "stats"],
  path: `${BASE}/stats`,
  demo: () => {
    const { periods, days } = demo();
    return cycleStats(periods, days);
  },
};

/** The day logs of a month (`month` is its first day). */
export function daysQuery(month: string): ModuleQuery<CycleDay[]> {
  const last = monthEnd(month);
  return {
    key: [...CYCLE_KEY, "days", month],
    path: `${BASE}/days?from=${month}&to=${last}`,
    demo: () => demo().days.filter((d) => d.date >= month && d.date <= last),
    fromAnswer: (list: CycleDayList) => list.items,
  };
}

export const DEFAULT_CYCLE_SETTINGS: CycleSettings = {
  discreetMode: false,
  periodReminders: true,
  fertilityReminders: true,
  symptomReminders: true,
  symptomReminderTime: DEFAULT_SYMPTOM_REMINDER_TIME,
};

export const settingsQuery: ModuleQuery<CycleSettings> = {
  key: [...CYCLE_KEY, "settings"],
  path: `${BASE}/settings`,
  demo: () => DEFAULT_CYCLE_SETTINGS,
};

export const logPeriod = (input: PeriodInput) =>
  apiFetch<Period>(`${BASE}/periods`, { method: "POST", json: input });

export const changePeriod = ({ id, patch }: { id: string; patch: PeriodPatch }) =>
  apiFetch<Period>(`${BASE}/periods/${encodeURIComponent(id)}`, { method: "PATCH", json: patch });

export const deletePeriod = (id: string) =>
  apiFetch<void>(`${BASE}/periods/${encodeURIComponent(id)}`, { method: "DELETE" });

export const saveDay = ({ date, input }: { date: string; input: CycleDayInput }) =>
  apiFetch<CycleDay>(`${BASE}/days/${date}`, { method: "PUT", json: input });

export const deleteDay = (date: string) =>
  apiFetch<void>(`${BASE}/days/${date}`, { method: "DELETE" });

export const saveSettings = (patch: CycleSettingsPatch) =>
  apiFetch<CycleSettings>(`${BASE}/settings`, { method: "PATCH", json: patch });
