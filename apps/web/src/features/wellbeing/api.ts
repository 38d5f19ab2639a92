import { queryOptions } from "@tanstack/react-query";
import {
  demoWellbeingCheckins,
  summarizeCheckins,
  type WellbeingCheckinInput,
} from "@vitalog/domain";
import { defineModuleData, demoQuery } from "../../kit/data.ts";
import { monthEnd } from "../../kit/MonthCalendar.tsx";
import { api } from "../../lib/api.ts";
import { localToday } from "../../lib/local-day.ts";

const demo = () => demoWellbeingCheckins(localToday());
const root = (): unknown[] => ["wellbeing-checkins"];
const summaryKey = (days: 7 | 30 | 90, today: string) => [...root(), "summary", days, today];
const monthKey = (month: string) => [...root(), "month", month];

const memberQueries = {
  /** Every wellbeing query: what a check-in written or deleted refreshes. */
  all: root,
  /** The trend of the last `days` days ending on the person's today. */
  summary: (days: 7 | 30 | 90, today: string) =>
    queryOptions({
      queryKey: summaryKey(days, today),
      queryFn: ({ signal }) =>
        api.get("/api/v1/wellbeing-checkins/summary", {
          query: { days: String(days) as "7" | "30" | "90", to: today },
          signal,
        }),
    }),
  /** Every check-in of a month (`month` is its first day), oldest first. */
  month: (month: string) =>
    queryOptions({
      queryKey: monthKey(month),
      queryFn: async ({ signal }) =>
        (
          await api.get("/api/v1/wellbeing-checkins", {
            query: { from: month, to: monthEnd(month), limit: 31 },
            signal,
          })
        ).items,
    }),
};

/** The check-ins, by month and as a trend; the preview's come from the demo check-ins. */
export const wellbeingData = defineModuleData({
  name: "wellbeing",
  preview: { kind: "demo", promptFeatureKey: "wellbeing:demo.promptFeature" },
  member: memberQueries,
  demo: {
    all: root,
    summary: (days, today) =>
      demoQuery(summaryKey(days, today), () => summarizeCheckins(demo(), days, today)),
    month: (month) =>
      demoQuery(monthKey(month), () => {
        const last = monthEnd(month);
        return demo().filter((c) => c.date >= month && c.date <= last);
      }),
  } satisfies typeof memberQueries,
});

export const saveCheckin = ({ date, input }: { date: string; input: WellbeingCheckinInput }) =>
  api.put("/api/v1/wellbeing-checkins/{date}", { path: { date }, body: input });

export const deleteCheckin = (date: string) =>
  api.delete("/api/v1/wellbeing-checkins/{date}", { path: { date } });
