import {
  demoWellbeingCheckins,
  summarizeCheckins,
  type WellbeingCheckin,
  type WellbeingCheckinInput,
  type WellbeingCheckinList,
  type WellbeingSummary,
} from "@vitalog/domain";
import { monthEnd } from "../../kit/MonthCalendar.tsx";
import { localToday, type ModuleQuery } from "../../kit/module-data.ts";
import { apiFetch } from "../../lib/api.ts";

const BASE = "/api/v1/wellbeing-checkins";
export const WELLBEING_KEY = ["wellbeing-checkins"] as const;

const demo = () => demoWellbeingCheckins(localToday());

/** The trend of the last `days` days ending on the person's today. */
export function summaryQuery(days: 7 | 30 | 90, today: string): ModuleQuery<WellbeingSummary> {
  return {
    key: [...WELLBEING_KEY, "summary", days, today],
    path: `${BASE}/summary?days=${days}&to=${today}`,
    demo: () => summarizeCheckins(demo(), days, today),
  };
}

/** Every check-in of a month (`month` is its first day), oldest first. */
export function monthQuery(month: string): ModuleQuery<WellbeingCheckin[]> {
  const last = monthEnd(month);
  return {
    key: [...WELLBEING_KEY, "month", month],
    path: `${BASE}?from=${month}&to=${last}&limit=31`,
    demo: () => demo().filter((c) => c.date >= month && c.date <= last),
    fromAnswer: (page: WellbeingCheckinList) => page.items,
  };
}

export const saveCheckin = ({ date, input }: { date: string; input: WellbeingCheckinInput }) =>
  apiFetch<WellbeingCheckin>(`${BASE}/${date}`, { method: "PUT", json: input });

export const deleteCheckin = (date: string) =>
  apiFetch<void>(`${BASE}/${date}`, { method: "DELETE" });
