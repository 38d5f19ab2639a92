import {
  addDays,
  currentStreak,
  localDateOf,
  longestStreak,
  startOfWeek,
} from "../kit/calendar.ts";
import { MEDITATION_STATS_WEEKS } from "./constants.ts";
import type { MeditationStats } from "./meditation.ts";

/** A person's meditation on one of their local days: how many sessions, how many seconds. */
export interface MeditationDay {
  date: string;
  sessions: number;
  seconds: number;
}

/** Seconds as minutes with one decimal (601 s is 10 min, 630 s is 10.5 min). */
export const meditationMinutes = (seconds: number): number => Math.round(seconds / 6) / 10;

/**
 * Sessions grouped by the local day (in `timeZone`) on which they started: the same grouping
 * the API does in SQL (`date(started_at AT TIME ZONE tz)`), for figures worked out in the
 * browser (the preview's demo data). A session belongs to the day it started, even when it runs
 * past midnight.
 */
export function meditationDaysOf(
  sessions: readonly { startedAt: string; durationSeconds: number }[],
  timeZone: string,
): MeditationDay[] {
  const days = new Map<string, MeditationDay>();
  for (const s of sessions) {
    const date = localDateOf(new Date(s.startedAt), timeZone);
    const day = days.get(date) ?? { date, sessions: 0, seconds: 0 };
    day.sessions += 1;
    day.seconds += s.durationSeconds;
    days.set(date, day);
  }
  return [...days.values()];
}

/**
 * The figures of the meditation page from the person's days (any order) and their local today.
 *
 * - Totals and the average session length (total seconds over sessions; 0 with no session).
 * - This week is the ISO 8601 week holding today, Monday to Sunday (ISO 8601-1:2019, 3.1.1.23
 *   "calendar week"): a session on Sunday 23:59 local counts in the week ending that day.
 * - Streaks count local days with at least one session, as the issue asks ("a streak broken by
 *   a missed day"): the current one ends today, or yesterday while today is still open, and any
 *   whole day without a session breaks it (`currentStreak`, `longestStreak` of the calendar kit).
 * - Minutes per week: the last twelve ISO weeks up to this one, oldest first, empty weeks as 0.
 *
 * Days come in the person's time zone: the server groups by `started_at AT TIME ZONE tz`, so a
 * session at 23:30 UTC is on the next day in Berlin and on the same day in New York.
 */
export function meditationStats(days: readonly MeditationDay[], today: string): MeditationStats {
  const totalSeconds = days.reduce((sum, d) => sum + d.seconds, 0);
  const totalSessions = days.reduce((sum, d) => sum + d.sessions, 0);
  const thisWeek = startOfWeek(today);
  const perWeek = new Map<string, number>();
  for (let i = MEDITATION_STATS_WEEKS - 1; i >= 0; i--) perWeek.set(addDays(thisWeek, -7 * i), 0);
  let sessionsThisWeek = 0;
  let secondsThisWeek = 0;
  for (const day of days) {
    if (day.date > today) continue; // a clock ahead of the server's slack: not counted yet
    const week = startOfWeek(day.date);
    const weekSeconds = perWeek.get(week);
    if (weekSeconds !== undefined) perWeek.set(week, weekSeconds + day.seconds);
    if (week === thisWeek) {
      sessionsThisWeek += day.sessions;
      secondsThisWeek += day.seconds;
    }
  }
  const active = days.filter((d) => d.sessions > 0 && d.date <= today).map((d) => d.date);
  return {
    totalMinutes: meditationMinutes(totalSeconds),
    totalSessions,
    sessionsThisWeek,
    minutesThisWeek: meditationMinutes(secondsThisWeek),
    averageMinutes: totalSessions === 0 ? 0 : meditationMinutes(totalSeconds / totalSessions),
    currentStreak: currentStreak(active, today),
    longestStreak: longestStreak(active),
    minutesPerWeek: [...perWeek].map(([weekStart, seconds]) => ({
      weekStart,
      minutes: meditationMinutes(seconds),
    })),
  };
}

/**
 * Seconds into a session at which the interval bell rings: every `everyMinutes` minutes, and
 * never at the very end (the end has its own bell). A 10-minute session with a bell every 5
 * minutes rings once, at 5:00; every 10 minutes, not at all.
 */
export function intervalBellTimes(durationSeconds: number, everyMinutes: number | null): number[] {
  if (!everyMinutes || everyMinutes <= 0) return [];
  const step = everyMinutes * 60;
  const times: number[] = [];
  for (let t = step; t < durationSeconds; t += step) times.push(t);
  return times;
}

/**
 * How many of the bell `times` have passed after `elapsedSeconds`. The timer rings once when
 * this number grows, however many bells a sleeping tab missed, so waking a tab never plays a
 * burst of bells.
 */
export function bellsPassed(times: readonly number[], elapsedSeconds: number): number {
  let passed = 0;
  while (passed < times.length && (times[passed] ?? Number.POSITIVE_INFINITY) <= elapsedSeconds) {
    passed += 1;
  }
  return passed;
}

/** A timer run measured by timestamps: time before the last resume plus the running stretch. */
export interface TimerRun {
  /** Milliseconds meditated before the last resume. */
  doneMs: number;
  /** When the timer last started or resumed (ms since the epoch); null while paused. */
  resumedAt: number | null;
}

/**
 * Milliseconds meditated by `now`, from timestamps (never a count of ticks), so the figure stays
 * right when a tab sleeps and its intervals are throttled. A clock set back counts as no time.
 */
export function timerElapsedMs(run: TimerRun, now: number): number {
  return run.doneMs + (run.resumedAt === null ? 0 : Math.max(0, now - run.resumedAt));
}
