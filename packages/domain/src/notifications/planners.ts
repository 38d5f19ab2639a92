import type { CyclePredictions } from "../cycle/cycle.ts";
import { addDays, localDateOf } from "../kit/calendar.ts";
import { isDoseDay } from "../medications/schedule.ts";
import {
  ACHIEVEMENT_DELAY_MS,
  CYCLE_FERTILE_WINDOW_REMINDER_TIME,
  CYCLE_OVULATION_REMINDER_TIME,
  CYCLE_PERIOD_REMINDER_DAYS_BEFORE,
  CYCLE_PERIOD_REMINDER_TIME,
  CYCLE_PMS_WARNING_DAYS_BEFORE,
  CYCLE_PMS_WARNING_TIME,
  DAILY_REPEAT_DAYS,
  FASTING_EATING_WINDOW_MAX_HOURS,
  FASTING_EATING_WINDOW_MIN_HOURS,
  FASTING_END_REMINDER_MINUTES_BEFORE,
  FASTING_HYDRATION_INTERVAL_HOURS,
  FASTING_HYDRATION_MAX_COUNT,
  FASTING_HYDRATION_MIN_FAST_HOURS,
  FASTING_MILESTONE_PERCENTS,
  FASTING_STREAK_NOTICE_DAYS,
  type ReminderFeature,
  type ReminderPlatform,
  TEST_NOTIFICATION_DELAY_MS,
  WEIGHT_MISSED_REMINDER_DELAY_MS,
} from "./constants.ts";
import { ReminderText } from "./messages.ts";
import type { NotificationSettings } from "./settings.ts";
import { localStamp, wallClockInstant } from "./wall-clock.ts";

/** One reminder a planner says should be delivered. */
export interface PlannedReminder {
  /** Stable across re-planning (feature:type:entity:local date and time), to de-duplicate and cancel. */
  key: string;
  feature: ReminderFeature;
  type: string;
  /** The instant it fires. */
  at: Date;
  title: string;
  body: string;
  entityId?: string;
  critical?: boolean;
}

/** The window planned: reminders with `from <= at <= to`, wall times read in `timeZone`. */
export interface PlanWindow {
  from: Date;
  to: Date;
  timeZone: string;
  platform?: ReminderPlatform;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

function reminder(
  feature: ReminderFeature,
  type: string,
  at: Date,
  text: { title: string; body: string },
  timeZone: string,
  extra: { entityId?: string; critical?: boolean; stamp?: string } = {},
): PlannedReminder {
  const { entityId, critical, stamp } = extra;
  const key = `${feature}:${type}:${entityId ?? "-"}:${stamp ?? localStamp(at, timeZone)}`;
  return {
    key,
    feature,
    type,
    at,
    title: text.title,
    body: text.body,
    ...(entityId === undefined ? {} : { entityId }),
    ...(critical ? { critical: true } : {}),
  };
}

const inWindow = (at: Date, window: PlanWindow) =>
  at.getTime() >= window.from.getTime() && at.getTime() <= window.to.getTime();

function byTime(a: PlannedReminder, b: PlannedReminder): number {
  return a.at.getTime() - b.at.getTime() || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
}

/**
 * A reminder at a wall-clock time every day of the window, at most 365 of them (spec §9: daily
 * notifications repeat for 365 days). Each keeps its local time across
 * daylight-saving changes (`wallClockInstant`).
 */
export function planDaily(
  spec: {
    feature: ReminderFeature;
    type: string;
    time: string;
    text: { title: string; body: string };
    entityId?: string;
  },
  window: PlanWindow,
): PlannedReminder[] {
  const out: PlannedReminder[] = [];
  const first = localDateOf(window.from, window.timeZone);
  const last = localDateOf(window.to, window.timeZone);
  for (let date = first; date <= last && out.length < DAILY_REPEAT_DAYS; date = addDays(date, 1)) {
    const at = wallClockInstant(date, spec.time, window.timeZone);
    if (!inWindow(at, window)) continue;
    out.push(
      reminder(spec.feature, spec.type, at, spec.text, window.timeZone, {
        ...(spec.entityId === undefined ? {} : { entityId: spec.entityId }),
        stamp: `${date}T${spec.time}`,
      }),
    );
  }
  return out;
}

/** A running fast as the planner reads it. */
export interface PlannedFast {
  id: string;
  startTime: string;
  endTime: string | null;
  targetHours: number;
}

/**
 * The fasting settings' own switches (spec end-user-app, "Fasting settings": notifications
 * {startReminder, progressUpdates, endReminder}, all true at sign-up).
 */
export interface FastingNotificationSwitches {
  startReminder: boolean;
  progressUpdates: boolean;
  endReminder: boolean;
}

/**
 * Fasting reminders (spec §9): for a fast in progress, milestones at 25/50/75/100 % of the
 * target, the end reminder 30 min before the target end, hydration every 4 h up to 6 times for
 * targets over 16 h (before the end), the eating-window notice at the end for targets of 12-24 h;
 * and the daily reminder at its time. Instants already past are left out.
 *
 * Each reminder needs every switch that speaks of it, from both settings records:
 * - milestones (§9 "Milestones at 25, 50, 75 and 100 percent"): the notification settings'
 *   `fasting.milestones` (learning-devices-commerce §3) and the fasting settings'
 *   `notifications.progressUpdates` (end-user-app "Fasting settings": the milestones are the
 *   fast's progress updates);
 * - the end reminder (§9 "end reminder 30 min before end") and the eating-window notice at the
 *   end (§9 "eating-window notice for fasts of 12-24 h"): `notifications.endReminder`;
 * - hydration (§9 "hydration every 4 h up to 6 times"): `fasting.hydrationReminders` (§3) alone;
 * - the daily reminder to start a fast (§3 `dailyReminder` at `dailyReminderTime`, default
 *   18:00): `fasting.dailyReminder` and `notifications.startReminder`.
 */
export function planFastingReminders(
  input: {
    settings: NotificationSettings["fasting"];
    notifications: FastingNotificationSwitches;
    fast: PlannedFast | null;
  },
  window: PlanWindow,
): PlannedReminder[] {
  const { settings, notifications, fast } = input;
  const tz = window.timeZone;
  const out: PlannedReminder[] = [];
  if (fast && fast.endTime === null) {
    const start = new Date(fast.startTime).getTime();
    const targetMs = fast.targetHours * HOUR_MS;
    const end = start + targetMs;
    const entityId = fast.id;
    if (settings.milestones && notifications.progressUpdates) {
      for (const percent of FASTING_MILESTONE_PERCENTS) {
        const text = percent === 100 ? ReminderText.fastingComplete : ReminderText.fastingMilestone;
        const at = new Date(start + (targetMs * percent) / 100);
        out.push(reminder("fasting", `milestone-${percent}`, at, text, tz, { entityId }));
      }
    }
    const endReminderAt = new Date(end - FASTING_END_REMINDER_MINUTES_BEFORE * MINUTE_MS);
    if (notifications.endReminder && endReminderAt.getTime() > start) {
      out.push(
        reminder("fasting", "end", endReminderAt, ReminderText.fastingEnd, tz, { entityId }),
      );
    }
    if (settings.hydrationReminders && fast.targetHours > FASTING_HYDRATION_MIN_FAST_HOURS) {
      for (let n = 1; n <= FASTING_HYDRATION_MAX_COUNT; n++) {
        const at = start + n * FASTING_HYDRATION_INTERVAL_HOURS * HOUR_MS;
        if (at >= end) break;
        out.push(
          reminder("fasting", "hydration", new Date(at), ReminderText.fastingHydration, tz, {
            entityId,
          }),
        );
      }
    }
    if (
      notifications.endReminder &&
      fast.targetHours >= FASTING_EATING_WINDOW_MIN_HOURS &&
      fast.targetHours <= FASTING_EATING_WINDOW_MAX_HOURS
    ) {
      out.push(
        reminder("fasting", "eating-window", new Date(end), ReminderText.fastingEatingWindow, tz, {
          entityId,
        }),
      );
    }
  }
  const planned = out.filter((r) => inWindow(r.at, window));
  if (settings.dailyReminder && notifications.startReminder) {
    planned.push(
      ...planDaily(
        {
          feature: "fasting",
          type: "daily",
          time: settings.dailyReminderTime,
          text: ReminderText.fastingDaily,
        },
        window,
      ),
    );
  }
  return planned.sort(byTime);
}

/**
 * The streak notice (spec §9: at 3, 7, 14, 30, 60, 90 and 100 days), an achievement 5 s after
 * it is reached (§9 "an achievement 5 seconds after"). `streakDays` and `previousStreakDays`
 * are the fasting streak on the day the fast ended with it and without it (as the fasting
 * stats count it): a notice only when this fast made the streak one of those lengths, so a
 * second fast on the same day, or one that missed its target, notices nothing again.
 */
export function planFastingStreakNotice(
  input: { fastId: string; streakDays: number; previousStreakDays: number; achievedAt: Date },
  timeZone: string,
): PlannedReminder | null {
  if (input.streakDays <= input.previousStreakDays) return null;
  if (!(FASTING_STREAK_NOTICE_DAYS as readonly number[]).includes(input.streakDays)) return null;
  const at = new Date(input.achievedAt.getTime() + ACHIEVEMENT_DELAY_MS);
  return reminder(
    "fasting",
    `streak-${input.streakDays}`,
    at,
    ReminderText.fastingStreak,
    timeZone,
    // One notice per fast and length, whenever it is planned.
    { entityId: input.fastId, stamp: `${input.streakDays}d` },
  );
}

/**
 * Cycle reminders (spec §9) from the predictions the cycle rules compute (`predictCycles`): for
 * each predicted period start the period reminder 2 days before at 09:00 and the PMS warning 7
 * days before at 14:00 (periodReminders); ovulation day at 10:00 and the fertile window's first
 * day at 08:00 (fertilityReminders); the daily symptom reminder (symptomReminders). Discreet mode
 * (privacyMode) uses neutral words.
 */
export function planCycleReminders(
  input: {
    settings: NotificationSettings["cycle"];
    predictions: Pick<
      CyclePredictions,
      "nextPeriodStart" | "ovulationDate" | "fertileWindowStart" | "upcoming"
    >;
  },
  window: PlanWindow,
): PlannedReminder[] {
  const { settings, predictions } = input;
  const tz = window.timeZone;
  const text = settings.privacyMode ? ReminderText.cycle.discreet : ReminderText.cycle.plain;
  const cycles = new Map<
    string,
    { ovulationDate: string | null; fertileWindowStart: string | null }
  >();
  if (predictions.nextPeriodStart) {
    cycles.set(predictions.nextPeriodStart, {
      ovulationDate: predictions.ovulationDate,
      fertileWindowStart: predictions.fertileWindowStart,
    });
  }
  for (const cycle of predictions.upcoming) {
    if (!cycles.has(cycle.periodStart)) cycles.set(cycle.periodStart, cycle);
  }
  const out: PlannedReminder[] = [];
  const at = (type: string, date: string, time: string, words: { title: string; body: string }) => {
    const instant = wallClockInstant(date, time, tz);
    if (inWindow(instant, window)) {
      out.push(reminder("cycle", type, instant, words, tz, { stamp: `${date}T${time}` }));
    }
  };
  for (const [periodStart, cycle] of cycles) {
    if (settings.periodReminders) {
      at(
        "period",
        addDays(periodStart, -CYCLE_PERIOD_REMINDER_DAYS_BEFORE),
        CYCLE_PERIOD_REMINDER_TIME,
        text.periodReminder,
      );
      at(
        "pms",
        addDays(periodStart, -CYCLE_PMS_WARNING_DAYS_BEFORE),
        CYCLE_PMS_WARNING_TIME,
        text.pmsWarning,
      );
    }
    if (settings.fertilityReminders) {
      if (cycle.ovulationDate) {
        at("ovulation", cycle.ovulationDate, CYCLE_OVULATION_REMINDER_TIME, text.ovulation);
      }
      if (cycle.fertileWindowStart) {
        at(
          "fertile-window",
          cycle.fertileWindowStart,
          CYCLE_FERTILE_WINDOW_REMINDER_TIME,
          text.fertileWindow,
        );
      }
    }
  }
  if (settings.symptomReminders) {
    out.push(
      ...planDaily(
        {
          feature: "cycle",
          type: "symptoms",
          time: settings.symptomReminderTime,
          text: text.symptomReminder,
        },
        window,
      ),
    );
  }
  return out.sort(byTime);
}

/**
 * The daily weigh-in reminder at its time (spec §9, default 09:00) and, when it is on, the
 * missed weigh-in reminder 1 minute after it (§9 "A missed weight reminder fires 1 minute
 * after") on each day with no weigh-in yet. `weighInDays` are the local dates (in the window's
 * zone) that already have an entry; a day gets its entry later is planned again without it.
 */
export function planWeightReminders(
  input: { settings: NotificationSettings["weight"]; weighInDays: Iterable<string> },
  window: PlanWindow,
): PlannedReminder[] {
  if (!input.settings.dailyReminder) return [];
  const daily = planDaily(
    {
      feature: "weight",
      type: "daily",
      time: input.settings.dailyReminderTime,
      text: ReminderText.weightDaily,
    },
    // The day before too: its missed reminder may fall in the window.
    { ...window, from: new Date(window.from.getTime() - WEIGHT_MISSED_REMINDER_DELAY_MS) },
  );
  const logged = new Set(input.weighInDays);
  const out: PlannedReminder[] = [];
  for (const r of daily) {
    if (inWindow(r.at, window)) out.push(r);
    const day = localDateOf(r.at, window.timeZone);
    if (logged.has(day)) continue;
    const missed = planMissedWeightReminder(r.at, window.timeZone);
    if (inWindow(missed.at, window)) out.push(missed);
  }
  return out.sort(byTime);
}

/** The missed weigh-in reminder, 1 minute after the daily reminder went unanswered (spec §9). */
export function planMissedWeightReminder(dailyAt: Date, timeZone: string): PlannedReminder {
  const at = new Date(dailyAt.getTime() + WEIGHT_MISSED_REMINDER_DELAY_MS);
  return reminder("weight", "missed", at, ReminderText.weightMissed, timeZone);
}

/** A weigh-in as the weight notes read it: the value never leaves the rules below. */
export interface TrendWeighIn {
  id: string;
  measuredAt: Date;
  weightKg: number;
}

/**
 * Weigh-ins move by day-to-day water and gut content, and by a weekly rhythm (higher after the
 * weekend, lower by Friday: Orsama AL et al., "Weight rhythms: weight increases during weekends
 * and decreases during weekdays", Obes Facts 2014;7:36-47). The notes therefore compare a
 * weigh-in with one at least a whole week (progress) or two whole weeks (plateau) before it, so
 * the weekly rhythm falls on both sides, and count nothing within ±0.5 kg as a change.
 */
export const WEIGHT_TREND_TOLERANCE_KG = 0.5;
/** Progress: the newest weigh-in is beyond the tolerance, in the goal's direction, from the
 * newest one measured at least 7 days before it. */
export const WEIGHT_PROGRESS_WINDOW_DAYS = 7;
/** Plateau: every weigh-in since the newest one measured at least 14 days before the newest
 * (that one included, at least 4 in all) lies within the tolerance of it. */
export const WEIGHT_PLATEAU_WINDOW_DAYS = 14;
export const WEIGHT_PLATEAU_MIN_ENTRIES = 4;

const DAY_MS = 86_400_000;

/**
 * Whether the newest of a person's weigh-ins shows progress or a plateau towards a goal of
 * losing or gaining (a person maintaining gets neither: a steady weight is their goal), by the
 * rules above; null otherwise. Progress wins when both hold.
 */
export function weightTrend(
  weighIns: readonly TrendWeighIn[],
  goal: "lose" | "maintain" | "gain",
): "progress" | "plateau" | null {
  if (goal === "maintain" || weighIns.length < 2) return null;
  const sorted = [...weighIns].sort((a, b) => a.measuredAt.getTime() - b.measuredAt.getTime());
  const latest = sorted[sorted.length - 1] as TrendWeighIn;
  const newestBefore = (days: number) =>
    sorted.findLast((w) => w.measuredAt.getTime() <= latest.measuredAt.getTime() - days * DAY_MS);
  const weekAgo = newestBefore(WEIGHT_PROGRESS_WINDOW_DAYS);
  if (weekAgo) {
    const change = latest.weightKg - weekAgo.weightKg;
    const towardsGoal = goal === "lose" ? -change : change;
    if (towardsGoal > WEIGHT_TREND_TOLERANCE_KG) return "progress";
  }
  const start = newestBefore(WEIGHT_PLATEAU_WINDOW_DAYS);
  if (!start) return null;
  const span = sorted.filter((w) => w.measuredAt.getTime() >= start.measuredAt.getTime());
  if (span.length < WEIGHT_PLATEAU_MIN_ENTRIES) return null;
  const flat = span.every(
    (w) => Math.abs(w.weightKg - start.weightKg) <= WEIGHT_TREND_TOLERANCE_KG,
  );
  return flat ? "plateau" : null;
}

/**
 * Progress or plateau encouragement (`weightTrend`), an achievement 5 s after the entry that
 * shows it was saved (spec §9), when the person's settings allow it (§3 weight
 * progressNotifications, plateauEncouragement). Only the newest weigh-in speaks (a back-dated
 * entry says nothing), and each kind comes at most once per its window (7 days for progress, 14
 * for plateau) after the last one (`lastNoticeAt`). Its text carries no weight.
 */
export function planWeightEncouragement(
  input: {
    entryId: string;
    weighIns: readonly TrendWeighIn[];
    goal: "lose" | "maintain" | "gain";
    settings: NotificationSettings["weight"];
    lastNoticeAt: { progress: Date | null; plateau: Date | null };
    savedAt: Date;
  },
  timeZone: string,
): PlannedReminder | null {
  const newest = input.weighIns.reduce<TrendWeighIn | null>(
    (a, w) => (a === null || w.measuredAt.getTime() > a.measuredAt.getTime() ? w : a),
    null,
  );
  if (!newest || newest.id !== input.entryId) return null;
  const kind = weightTrend(input.weighIns, input.goal);
  if (kind === null) return null;
  const allowed =
    kind === "progress"
      ? input.settings.progressNotifications
      : input.settings.plateauEncouragement;
  if (!allowed) return null;
  const last = input.lastNoticeAt[kind];
  const gapDays = kind === "progress" ? WEIGHT_PROGRESS_WINDOW_DAYS : WEIGHT_PLATEAU_WINDOW_DAYS;
  if (last && input.savedAt.getTime() - last.getTime() < gapDays * DAY_MS) return null;
  const at = new Date(input.savedAt.getTime() + ACHIEVEMENT_DELAY_MS);
  const text = kind === "progress" ? ReminderText.weightProgress : ReminderText.weightPlateau;
  return reminder("weight", kind, at, text, timeZone, { entityId: input.entryId });
}

/** A medication as the planner reads it (spec §3 Medication). */
export interface PlannedMedication {
  id: string;
  schedule: { times: readonly string[]; daysOfWeek: readonly number[] };
  reminderMinutesBefore: number;
  startDate: string;
  endDate: string | null;
  /** Paused or archived medications send nothing. */
  active?: boolean;
}

/**
 * Medication dose reminders (spec §9): each dose time on the schedule's days (1 Monday .. 7
 * Sunday, within the course's dates) minus `reminderMinutesBefore`. Dose reminders are critical
 * (split into copies on inexact alarms). The text names no medication and no dose.
 */
export function planMedicationReminders(
  input: { medications: readonly PlannedMedication[] },
  window: PlanWindow,
): PlannedReminder[] {
  const tz = window.timeZone;
  const out: PlannedReminder[] = [];
  // A reminder set minutes before can fall on the day before its dose: read one day more.
  const maxBefore = Math.max(0, ...input.medications.map((m) => m.reminderMinutesBefore));
  const first = localDateOf(window.from, tz);
  const last = localDateOf(new Date(window.to.getTime() + maxBefore * MINUTE_MS), tz);
  for (const medication of input.medications) {
    if (medication.active === false) continue;
    for (let date = first; date <= last; date = addDays(date, 1)) {
      if (!isDoseDay(medication, date)) continue;
      for (const time of new Set(medication.schedule.times)) {
        const dose = wallClockInstant(date, time, tz);
        const at = new Date(dose.getTime() - medication.reminderMinutesBefore * MINUTE_MS);
        if (!inWindow(at, window)) continue;
        out.push(
          reminder("medication", "dose", at, ReminderText.medicationDose, tz, {
            entityId: medication.id,
            critical: true,
            stamp: `${date}T${time}`,
          }),
        );
      }
    }
  }
  return out.sort(byTime);
}

/** The test notification, 5 seconds after it is asked for (spec §9). */
export function planTestNotification(now: Date, timeZone: string): PlannedReminder {
  const at = new Date(now.getTime() + TEST_NOTIFICATION_DELAY_MS);
  return reminder("general", "test", at, ReminderText.test, timeZone);
}
