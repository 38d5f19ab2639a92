import type { DailySeries } from "../insights/types.ts";
import { addDays, startOfWeek } from "../kit/calendar.ts";
import type { ActivityDay, ActivitySummary } from "./activity.ts";
import { DAILY_STEP_GOAL } from "./constants.ts";

const mean = (values: number[]) =>
  values.length === 0 ? null : Math.round(values.reduce((a, b) => a + b, 0) / values.length);

function averagesOf(days: readonly ActivityDay[]) {
  return {
    steps: mean(days.flatMap((d) => (d.steps === null ? [] : [d.steps]))),
    activeMinutes: mean(days.flatMap((d) => (d.activeMinutes === null ? [] : [d.activeMinutes]))),
  };
}

/**
 * The `days` days ending on `to` (inclusive): the averages over the days with a figure (a day
 * without one is left out, never counted as zero), per ISO week (Monday first, oldest first),
 * the days at or above the step goal, and the days themselves, oldest first.
 */
export function summarizeActivity(
  all: readonly ActivityDay[],
  days: number,
  to: string,
): ActivitySummary {
  const from = addDays(to, -(days - 1));
  const daily = all
    .filter((d) => d.date >= from && d.date <= to)
    .sort((a, b) => a.date.localeCompare(b.date));
  const weeks = new Map<string, ActivityDay[]>();
  for (const d of daily) {
    const week = startOfWeek(d.date);
    weeks.set(week, [...(weeks.get(week) ?? []), d]);
  }
  return {
    from,
    to,
    days,
    recordedDays: daily.length,
    averages: averagesOf(daily),
    weekly: [...weeks].map(([weekStart, list]) => ({
      weekStart,
      recordedDays: list.length,
      ...averagesOf(list),
    })),
    goalDays: daily.filter((d) => d.steps !== null && d.steps >= DAILY_STEP_GOAL).length,
    daily,
  };
}

/** Steps and active minutes per day for health-insight reports; a missing figure is left out. */
export function activitySeries(
  days: readonly { date: string; steps: number | null; activeMinutes: number | null }[],
): DailySeries[] {
  const sorted = [...days].sort((a, b) => a.date.localeCompare(b.date));
  return [
    {
      key: "activity.steps",
      values: sorted.flatMap((d) => (d.steps === null ? [] : [{ day: d.date, value: d.steps }])),
    },
    {
      key: "activity.activeMinutes",
      values: sorted.flatMap((d) =>
        d.activeMinutes === null ? [] : [{ day: d.date, value: d.activeMinutes }],
      ),
    },
  ];
}
