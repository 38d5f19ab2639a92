import { addDays, currentStreak, longestStreak, startOfWeek } from "../kit/calendar.ts";
import { MEDITATION_STATS_WEEKS } from "./constants.ts";
import type { MeditationStats } from "./meditation.ts";

/** A person's meditation on one of their local days. */
export interface MeditationDay {
  date: string;
  sessions: number;
  seconds: number;
}

const minutes = (seconds: number) => Math.round(seconds / 6) / 10; // one decimal

/**
 * The figures of the meditation page from the person's days (any order) and their today:
 * totals, this ISO week (Monday first), the average session, streaks of days with a session
 * (a day counts once, however many sessions it holds), and minutes in each of the last twelve
 * weeks, oldest first, with empty weeks as 0.
 */
export function meditationStats(days: MeditationDay[], today: string): MeditationStats {
  const totalSeconds = days.reduce((sum, d) => sum + d.seconds, 0);
  const totalSessions = days.reduce((sum, d) => sum + d.sessions, 0);
  const thisWeek = startOfWeek(today);
  const perWeek = new Map<string, number>();
  for (let i = MEDITATION_STATS_WEEKS - 1; i >= 0; i--) perWeek.set(addDays(thisWeek, -7 * i), 0);
  let sessionsThisWeek = 0;
  let secondsThisWeek = 0;
  for (const day of days) {
    const week = startOfWeek(day.date);
    if (perWeek.has(week)) perWeek.set(week, (perWeek.get(week) ?? 0) + day.seconds);
    if (week === thisWeek && day.date <= today) {
      sessionsThisWeek += day.sessions;
      secondsThisWeek += day.seconds;
    }
  }
  const active = days.filter((d) => d.sessions > 0).map((d) => d.date);
  return {
    totalMinutes: minutes(totalSeconds),
    totalSessions,
    sessionsThisWeek,
    minutesThisWeek: minutes(secondsThisWeek),
    averageMinutes: totalSessions === 0 ? null : minutes(totalSeconds / totalSessions),
    currentStreakDays: currentStreak(active, today),
    longestStreakDays: longestStreak(active),
    minutesPerWeek: [...perWeek].map(([weekStart, seconds]) => ({
      weekStart,
      minutes: minutes(seconds),
    })),
  };
}

/** Seconds into a session at which the interval bell rings (not at the very end). */
export function intervalBellTimes(durationSeconds: number, everyMinutes: number | null): number[] {
  if (!everyMinutes) return [];
  const step = everyMinutes * 60;
  const times: number[] = [];
  for (let t = step; t < durationSeconds; t += step) times.push(t);
  return times;
}
