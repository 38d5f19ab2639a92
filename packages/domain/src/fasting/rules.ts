import { currentStreak, localDateOf, longestStreak } from "../kit/calendar.ts";
import { judgeValue, type Plausibility, type PlausibilityVerdict } from "../kit/plausibility.ts";
import {
  FAST_MAX_HOURS,
  FAST_MILESTONE_PERCENTS,
  FAST_OVERRUN_HOURS,
  FAST_STREAK_MILESTONES,
  FAST_USUAL_MAX_HOURS,
} from "./constants.ts";
import type { FastStats } from "./fasting.ts";

const HOUR_MS = 3_600_000;

/**
 * The stages of a fast, by hours without food. Each says only what the evidence supports:
 * - Anton SD et al., "Flipping the Metabolic Switch: Understanding and Applying the Health
 *   Benefits of Fasting", Obesity 2018;26(2):254–268: liver glycogen runs low and the switch
 *   from glucose to fatty acids and ketones typically happens 12 to 36 hours after the last meal.
 * - Cahill GF Jr, "Fuel metabolism in starvation", Annu Rev Nutr 2006;26:1–22: after about a
 *   day liver glycogen is largely spent and ketones supply a growing share of energy.
 * - de Cabo R, Mattson MP, "Effects of Intermittent Fasting on Health, Aging, and Disease",
 *   N Engl J Med 2019;381:2541–2551: 16:8 is one of the most studied forms of time-restricted eating.
 * The wording of each stage lives in the web's locale under `phases.<id>`.
 */
export const FAST_PHASES = [
  { id: "fed", fromHours: 0 },
  { id: "switching", fromHours: 12 },
  { id: "fatBurning", fromHours: 16 },
  { id: "ketosis", fromHours: 24 },
  { id: "extended", fromHours: 36 },
] as const;
export type FastPhase = (typeof FAST_PHASES)[number];

/** The stage a fast is in after `hours` hours. */
export function fastPhaseAt(hours: number): FastPhase {
  let phase: FastPhase = FAST_PHASES[0];
  for (const candidate of FAST_PHASES) if (hours >= candidate.fromHours) phase = candidate;
  return phase;
}

export interface FastTimes {
  startTime: string;
  endTime: string | null;
  targetHours: number;
}

export interface FastProgress {
  elapsedMs: number;
  targetMs: number;
  /** 0..100, held at 100 once the target is passed. */
  percent: number;
  milestonesReached: number[];
  targetReached: boolean;
  /** When the target is (or was) reached. */
  targetAt: Date;
}

/**
 * How far a fast has come: at `now` while it runs, at its end once ended. Elapsed time is the
 * difference of two instants, so neither midnight nor a daylight-saving change moves it.
 */
export function fastProgress(fast: FastTimes, now: Date): FastProgress {
  const start = new Date(fast.startTime).getTime();
  const end = fast.endTime ? new Date(fast.endTime).getTime() : now.getTime();
  const elapsedMs = Math.max(0, end - start);
  const targetMs = fast.targetHours * HOUR_MS;
  const percent = Math.min(100, (elapsedMs / targetMs) * 100);
  return {
    elapsedMs,
    targetMs,
    percent,
    milestonesReached: FAST_MILESTONE_PERCENTS.filter((m) => percent >= m),
    targetReached: elapsedMs >= targetMs,
    targetAt: new Date(start + targetMs),
  };
}

/**
 * The limits of a fast's length in hours: more than nothing and at most 45 days; usual up to
 * 72 hours, or a day past a longer target.
 */
export function fastPlausibility(targetHours: number): Plausibility {
  return {
    bounds: { min: 0, max: FAST_MAX_HOURS },
    plausible: { min: null, max: Math.max(FAST_USUAL_MAX_HOURS, targetHours + FAST_OVERRUN_HOURS) },
    source: "Longo VD, Mattson MP, Cell Metab 2014; Peel M, BMJ 1997",
  };
}

/** How a fast's length (ended, or at `now` while it runs) fares against its limits. */
export function fastVerdict(fast: FastTimes, now: Date): PlausibilityVerdict {
  return judgeValue(fastDurationHours(fast, now), fastPlausibility(fast.targetHours));
}

/** A fast still running past its usual length: likely left running, so it is asked about. */
export function isFastOverdue(fast: FastTimes, now: Date): boolean {
  return fast.endTime === null && fastVerdict(fast, now) !== "ok";
}

export function fastDurationHours(fast: FastTimes, now: Date): number {
  return fastProgress(fast, now).elapsedMs / HOUR_MS;
}

/**
 * The days of a person's streak: a day counts when a fast that reached its target ended on it,
 * in the person's time zone.
 */
export function fastStreakDays(fasts: FastTimes[], timeZone: string): string[] {
  const days: string[] = [];
  for (const fast of fasts) {
    if (!fast.endTime) continue;
    const ended = new Date(fast.endTime);
    if (fastProgress(fast, ended).targetReached) days.push(localDateOf(ended, timeZone));
  }
  return days;
}

export interface FastStreaks {
  currentStreakDays: number;
  longestStreakDays: number;
  /** The highest streak note reached by the current streak, and the one after it. */
  streakMilestone: number | null;
  nextStreakMilestone: number | null;
}

export function fastStreaks(fasts: FastTimes[], timeZone: string, now: Date): FastStreaks {
  const days = fastStreakDays(fasts, timeZone);
  const current = currentStreak(days, localDateOf(now, timeZone));
  const reached = FAST_STREAK_MILESTONES.filter((m) => current >= m);
  return {
    currentStreakDays: current,
    longestStreakDays: longestStreak(days),
    streakMilestone: reached.at(-1) ?? null,
    nextStreakMilestone: FAST_STREAK_MILESTONES.find((m) => m > current) ?? null,
  };
}

/** Rounds hours to one decimal for figures. */
export function roundHours(hours: number): number {
  return Math.round(hours * 10) / 10;
}

/**
 * The figures of a person's ended fasts: how many, how many reached their target, the average,
 * longest and total hours (one decimal), and the streaks in `timeZone`. A fast in progress is
 * left out until it ends.
 */
export function fastSummary(fasts: FastTimes[], timeZone: string, now: Date): FastStats {
  const ended = fasts.filter((f) => f.endTime !== null);
  const hours = ended.map((f) => fastDurationHours(f, now));
  const total = hours.reduce((a, b) => a + b, 0);
  return {
    completedFasts: ended.length,
    fastsReachingTarget: ended.filter((f) => fastProgress(f, now).targetReached).length,
    averageHours: ended.length ? roundHours(total / ended.length) : null,
    longestHours: ended.length ? roundHours(Math.max(...hours)) : null,
    totalHours: roundHours(total),
    ...fastStreaks(ended, timeZone, now),
  };
}
