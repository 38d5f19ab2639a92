import { queryOptions } from "@tanstack/react-query";
import { type ActivityDayInput, demoActivityDays, summarizeActivity } from "@vitalog/domain";
import { defineModuleData, demoQuery } from "../../kit/data.ts";
import { api } from "../../lib/api.ts";
import { localToday } from "../../lib/local-day.ts";

export type ActivityPeriod = 7 | 30 | 90;

const root = (): unknown[] => ["activity-days"];
const summaryKey = (days: ActivityPeriod, today: string) => [...root(), "summary", days, today];

const memberQueries = {
  /** Every activity query: what a day written or deleted refreshes. */
  all: root,
  /** The last `days` days ending on the person's today: averages, weeks and the days. */
  summary: (days: ActivityPeriod, today: string) =>
    queryOptions({
      queryKey: summaryKey(days, today),
      queryFn: ({ signal }) =>
        api.get("/api/v1/activity-days/summary", {
          query: { days: String(days) as "7" | "30" | "90", to: today },
          signal,
        }),
    }),
};

/** The person's days; the preview's come from the demo person's ninety days. */
export const activityData = defineModuleData({
  name: "activity",
  preview: { kind: "demo", promptFeatureKey: "activity:demo.promptFeature" },
  member: memberQueries,
  demo: {
    all: root,
    summary: (days, today) =>
      demoQuery(summaryKey(days, today), () =>
        summarizeActivity(demoActivityDays(localToday()), days, today),
      ),
  } satisfies typeof memberQueries,
});

export const saveActivityDay = ({ date, input }: { date: string; input: ActivityDayInput }) =>
  api.put("/api/v1/activity-days/{date}", { path: { date }, body: input });

export const deleteActivityDay = (date: string) =>
  api.delete("/api/v1/activity-days/{date}", { path: { date } });
