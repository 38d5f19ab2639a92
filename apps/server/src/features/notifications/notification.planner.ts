import { addDays, doseTimes, localDateOf, type Medication, zonedInstant } from "@vitalog/domain";

/**
 * The reminders of one person in a window, as the server delivers them. Schedules follow spec
 * learning-devices-commerce, section 9: fasting milestones at 25, 50, 75 and 100 percent, the end
 * reminder 30 minutes before the end, hydration every 4 h up to 6 times for fasts longer than
 * 16 h; cycle period reminder 2 days before at 09:00, PMS warning 7 days before at 14:00,
 * ovulation day at 10:00, fertile window at 08:00, symptom reminder at its time; weight and
 * fasting daily reminders at their times; medication doses minus `reminderMinutesBefore`.
 * Wall-clock times are in the person's IANA zone (`zonedInstant`: a skipped time moves forward).
 * No text carries a health value; cycle texts are neutral in privacy mode.
 */
export type ReminderFeature = "cycle" | "fasting" | "weight" | "medication" | "general";

export interface PlannedReminder {
  /** Stable across calls: the same reminder always has the same key. */
  key: string;
  feature: ReminderFeature;
  type: string;
  at: Date;
  title: string;
  body: string;
  entityId?: string;
}

export interface PlannerInput {
  timeZone: string;
  cycle: {
    periodReminders: boolean;
    fertilityReminders: boolean;
    symptomReminders: boolean;
    symptomReminderTime: string;
    privacyMode: boolean;
  };
  fasting: {
    milestones: boolean;
    hydrationReminders: boolean;
    dailyReminder: boolean;
    dailyReminderTime: string;
    endReminder: boolean;
  };
  weight: { dailyReminder: boolean; dailyReminderTime: string };
  fastInProgress: { id: string; startTime: Date; targetHours: number } | null;
  /** Predicted cycles (dates in the person's calendar); empty when the person tracks none. */
  cycles: readonly { periodStart: string; ovulationDate: string; fertileWindowStart: string }[];
  medications: readonly Medication[];
}

export const FASTING_MILESTONES = [25, 50, 75, 100] as const;
export const FASTING_END_REMINDER_MINUTES = 30;
export const HYDRATION_INTERVAL_HOURS = 4;
export const HYDRATION_MAX = 6;
export const HYDRATION_MIN_FAST_HOURS = 16;
export const PERIOD_REMINDER = { daysBefore: 2, time: "09:00" } as const;
export const PMS_WARNING = { daysBefore: 7, time: "14:00" } as const;
export const OVULATION_TIME = "10:00";
export const FERTILE_WINDOW_TIME = "08:00";

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

export const TEST_NOTIFICATION = {
  title: "Test Notification",
  body: "Notifications from Vitalog are working.",
} as const;

function daily(
  window: { from: Date; to: Date },
  timeZone: string,
  time: string,
  make: (date: string, at: Date) => PlannedReminder,
): PlannedReminder[] {
  const out: PlannedReminder[] = [];
  const last = localDateOf(window.to, timeZone);
  for (let date = localDateOf(window.from, timeZone); date <= last; date = addDays(date, 1)) {
    const at = zonedInstant(date, time, timeZone);
    if (at >= window.from && at <= window.to) out.push(make(date, at));
  }
  return out;
}

function fastingReminders(input: PlannerInput): PlannedReminder[] {
  const fast = input.fastInProgress;
  if (!fast) return [];
  const start = fast.startTime.getTime();
  const durationMs = fast.targetHours * HOUR_MS;
  const out: PlannedReminder[] = [];
  const base = { feature: "fasting" as const, entityId: fast.id };
  if (input.fasting.milestones) {
    for (const percent of FASTING_MILESTONES) {
      out.push({
        ...base,
        key: `fasting:milestone:${fast.id}:${percent}`,
        type: "milestone",
        at: new Date(start + (durationMs * percent) / 100),
        title: percent === 100 ? "Fast complete" : "Fasting milestone",
        body:
          percent === 100
            ? "You reached your fasting goal. Well done!"
            : `You are ${percent}% of the way through your fast. Keep going!`,
      });
    }
  }
  if (input.fasting.endReminder && durationMs > FASTING_END_REMINDER_MINUTES * MINUTE_MS) {
    out.push({
      ...base,
      key: `fasting:end:${fast.id}`,
      type: "end",
      at: new Date(start + durationMs - FASTING_END_REMINDER_MINUTES * MINUTE_MS),
      title: "Fast ending soon",
      body: "Your fast ends in 30 minutes.",
    });
  }
  if (input.fasting.hydrationReminders && fast.targetHours > HYDRATION_MIN_FAST_HOURS) {
    for (let n = 1; n <= HYDRATION_MAX; n++) {
      const at = start + n * HYDRATION_INTERVAL_HOURS * HOUR_MS;
      if (at >= start + durationMs) break;
      out.push({
        ...base,
        key: `fasting:hydration:${fast.id}:${n}`,
        type: "hydration",
        at: new Date(at),
        title: "Stay hydrated",
        body: "Remember to drink some water.",
      });
    }
  }
  return out;
}

function cycleReminders(input: PlannerInput, window: { from: Date; to: Date }): PlannedReminder[] {
  const { cycle, timeZone } = input;
  if (input.cycles.length === 0) return [];
  const discreet = cycle.privacyMode;
  const out: PlannedReminder[] = [];
  const at = (date: string, time: string) => zonedInstant(date, time, timeZone);
  for (const c of input.cycles) {
    if (cycle.periodReminders) {
      out.push({
        key: `cycle:period:${c.periodStart}`,
        feature: "cycle",
        type: "period",
        at: at(addDays(c.periodStart, -PERIOD_REMINDER.daysBefore), PERIOD_REMINDER.time),
        title: discreet ? "Tracker reminder" : "Period expected soon",
        body: discreet ? "An entry is coming up in 2 days." : "Your period may start in 2 days.",
      });
      out.push({
        key: `cycle:pms:${c.periodStart}`,
        feature: "cycle",
        type: "pms",
        at: at(addDays(c.periodStart, -PMS_WARNING.daysBefore), PMS_WARNING.time),
        title: discreet ? "Tracker reminder" : "PMS may start soon",
        body: discreet ? "A new phase is coming up." : "PMS symptoms may start around now.",
      });
    }
    if (cycle.fertilityReminders) {
      out.push({
        key: `cycle:fertile:${c.fertileWindowStart}`,
        feature: "cycle",
        type: "fertileWindow",
        at: at(c.fertileWindowStart, FERTILE_WINDOW_TIME),
        title: discreet ? "Tracker reminder" : "Fertile window",
        body: discreet ? "A window starts today." : "Your fertile window starts today.",
      });
      out.push({
        key: `cycle:ovulation:${c.ovulationDate}`,
        feature: "cycle",
        type: "ovulation",
        at: at(c.ovulationDate, OVULATION_TIME),
        title: discreet ? "Tracker reminder" : "Ovulation day",
        body: discreet ? "Today is a key day." : "Today is your predicted ovulation day.",
      });
    }
  }
  if (cycle.symptomReminders) {
    out.push(
      ...daily(window, timeZone, cycle.symptomReminderTime, (date, when) => ({
        key: `cycle:symptoms:${date}`,
        feature: "cycle",
        type: "symptoms",
        at: when,
        title: discreet ? "Daily check-in" : "Log your symptoms",
        body: discreet ? "Take a moment for today's entry." : "How are you feeling today?",
      })),
    );
  }
  return out;
}

function medicationReminders(
  input: PlannerInput,
  window: { from: Date; to: Date },
): PlannedReminder[] {
  const out: PlannedReminder[] = [];
  for (const medication of input.medications) {
    const before = (medication.schedule.reminderMinutesBefore ?? 0) * MINUTE_MS;
    // A dose just after the window can still have its reminder inside it.
    const doses = doseTimes(medication, {
      from: new Date(window.from.getTime() + before),
      to: new Date(window.to.getTime() + before),
      timeZone: input.timeZone,
    });
    for (const dose of doses) {
      out.push({
        key: `medication:dose:${medication.id}:${dose.toISOString()}`,
        feature: "medication",
        type: "dose",
        at: new Date(dose.getTime() - before),
        title: "Medication reminder",
        body: "It is time for your medication.",
        entityId: medication.id,
      });
    }
  }
  return out;
}

/** Every reminder due in [from, to], earliest first. */
export function planReminders(
  input: PlannerInput,
  window: { from: Date; to: Date },
): PlannedReminder[] {
  const all: PlannedReminder[] = [...fastingReminders(input), ...cycleReminders(input, window)];
  if (input.fasting.dailyReminder) {
    all.push(
      ...daily(window, input.timeZone, input.fasting.dailyReminderTime, (date, at) => ({
        key: `fasting:daily:${date}`,
        feature: "fasting",
        type: "daily",
        at,
        title: "Fasting reminder",
        body: "It is time to start your fast.",
      })),
    );
  }
  if (input.weight.dailyReminder) {
    all.push(
      ...daily(window, input.timeZone, input.weight.dailyReminderTime, (date, at) => ({
        key: `weight:daily:${date}`,
        feature: "weight",
        type: "daily",
        at,
        title: "Weight check-in",
        body: "Time to step on the scale.",
      })),
    );
  }
  all.push(...medicationReminders(input, window));
  return all
    .filter((r) => r.at >= window.from && r.at <= window.to)
    .sort((a, b) => a.at.getTime() - b.at.getTime() || a.key.localeCompare(b.key));
}

/** The id the API shows for a reminder: its key, URL-safe. */
export function reminderId(key: string): string {
  return Buffer.from(key, "utf8").toString("base64url");
}

export function keyOfReminderId(id: string): string | null {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(id)) return null;
  return Buffer.from(id, "base64url").toString("utf8");
}
