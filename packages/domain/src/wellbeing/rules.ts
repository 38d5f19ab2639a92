import { addDays, startOfWeek } from "../kit/calendar.ts";
import type { WellbeingCheckin, WellbeingSummary } from "./wellbeing.ts";

type Scores = Pick<WellbeingCheckin, "mood" | "energy" | "sleepQuality" | "stress">;

/**
 * How good a day was, 1..5: the mean of mood, energy and sleep quality and of stress turned
 * round (6 − stress), since low stress is the good end of its scale. Used only to pick the best
 * and worst days; each dimension is also shown on its own.
 */
export function dayScore(checkin: Scores): number {
  return (checkin.mood + checkin.energy + checkin.sleepQuality + (6 - checkin.stress)) / 4;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

function averagesOf(checkins: WellbeingCheckin[]) {
  const mean = (values: number[]) =>
    values.length === 0 ? null : round1(values.reduce((a, b) => a + b, 0) / values.length);
  return {
    mood: mean(checkins.map((c) => c.mood)),
    energy: mean(checkins.map((c) => c.energy)),
    sleepQuality: mean(checkins.map((c) => c.sleepQuality)),
    stress: mean(checkins.map((c) => c.stress)),
    sleepHours: mean(checkins.flatMap((c) => (c.sleepHours === null ? [] : [c.sleepHours]))),
  };
}

/**
 * The trend of the `days` days ending on `to` (inclusive): averages, averages per ISO week
 * (Monday first, oldest first), the best and worst days (ties go to the later day), and the
 * check-ins themselves, oldest first. `checkins` may hold days outside the period.
 */
export function summarizeCheckins(
  checkins: WellbeingCheckin[],
  days: number,
  to: string,
): WellbeingSummary {
  const from = addDays(to, -(days - 1));
  const daily = checkins
    .filter((c) => c.date >= from && c.date <= to)
    .sort((a, b) => a.date.localeCompare(b.date));
  const weeks = new Map<string, WellbeingCheckin[]>();
  for (const c of daily) {
    const week = startOfWeek(c.date);
    weeks.set(week, [...(weeks.get(week) ?? []), c]);
  }
  let best: { date: string; score: number } | null = null;
  let worst: { date: string; score: number } | null = null;
  for (const c of daily) {
    const score = round1(dayScore(c));
    if (!best || score >= best.score) best = { date: c.date, score };
    if (!worst || score <= worst.score) worst = { date: c.date, score };
  }
  return {
    from,
    to,
    days,
    checkins: daily.length,
    averages: averagesOf(daily),
    weekly: [...weeks].map(([weekStart, list]) => ({
      weekStart,
      checkins: list.length,
      ...averagesOf(list),
    })),
    best,
    worst,
    daily,
  };
}
