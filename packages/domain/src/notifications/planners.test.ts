import { describe, expect, it } from "vitest";
import { predictCycles } from "../cycle/rules.ts";
import { ReminderText } from "./messages.ts";
import {
  type PlannedMedication,
  type PlannedReminder,
  planCycleReminders,
  planDaily,
  planFastingReminders,
  planFastingStreakNotice,
  planMedicationReminders,
  planMissedWeightReminder,
  planTestNotification,
  planWeightEncouragement,
  planWeightReminders,
  type TrendWeighIn,
  weightTrend,
} from "./planners.ts";
import { defaultNotificationSettings } from "./settings.ts";

const defaults = defaultNotificationSettings("UTC");
/** The fasting settings at sign-up (end-user spec): every switch on. */
const allOn = { startReminder: true, progressUpdates: true, endReminder: true };
const iso = (reminders: PlannedReminder[]) => reminders.map((r) => [r.type, r.at.toISOString()]);
const utcWindow = (from: string, to: string) => ({
  from: new Date(from),
  to: new Date(to),
  timeZone: "UTC",
});

describe("planDaily", () => {
  it("repeats for 365 days at most, however long the window", () => {
    const planned = planDaily(
      { feature: "weight", type: "daily", time: "09:00", text: ReminderText.weightDaily },
      utcWindow("2026-01-01T00:00:00Z", "2027-02-05T00:00:00Z"),
    );
    expect(planned).toHaveLength(365);
    expect(planned[0]?.at.toISOString()).toBe("2026-01-01T09:00:00.000Z");
    expect(planned[364]?.at.toISOString()).toBe("2026-12-31T09:00:00.000Z");
  });

  it("leaves out today's reminder once its time has passed and keys it by local date and time", () => {
    const planned = planDaily(
      { feature: "weight", type: "daily", time: "09:00", text: ReminderText.weightDaily },
      {
        from: new Date("2026-01-01T15:00:00Z"),
        to: new Date("2026-01-03T00:00:00Z"),
        timeZone: "Europe/Berlin",
      },
    );
    expect(planned.map((r) => r.key)).toEqual(["weight:daily:-:2026-01-02T09:00"]);
    expect(planned[0]?.at.toISOString()).toBe("2026-01-02T08:00:00.000Z");
  });
});

describe("planFastingReminders", () => {
  const fast = (targetHours: number) => ({
    id: "fast-1",
    startTime: "2026-01-10T20:00:00.000Z",
    endTime: null,
    targetHours,
  });
  const wide = utcWindow("2026-01-10T20:00:00Z", "2026-01-13T00:00:00Z");

  it("plans milestones, the end reminder and the eating window for a 16 h fast, no hydration", () => {
    const planned = planFastingReminders(
      { settings: defaults.fasting, notifications: allOn, fast: fast(16) },
      wide,
    );
    expect(iso(planned)).toEqual([
      ["milestone-25", "2026-01-11T00:00:00.000Z"],
      ["milestone-50", "2026-01-11T04:00:00.000Z"],
      ["milestone-75", "2026-01-11T08:00:00.000Z"],
      ["end", "2026-01-11T11:30:00.000Z"],
      ["eating-window", "2026-01-11T12:00:00.000Z"],
      ["milestone-100", "2026-01-11T12:00:00.000Z"],
    ]);
    expect(planned.every((r) => r.feature === "fasting" && r.entityId === "fast-1")).toBe(true);
  });

  it("adds hydration every 4 h before the end for fasts longer than 16 h", () => {
    const hydration = (hours: number) =>
      iso(
        planFastingReminders(
          { settings: defaults.fasting, notifications: allOn, fast: fast(hours) },
          wide,
        ),
      ).filter(([type]) => type === "hydration");
    expect(hydration(21).map(([, at]) => at)).toEqual([
      "2026-01-11T00:00:00.000Z",
      "2026-01-11T04:00:00.000Z",
      "2026-01-11T08:00:00.000Z",
      "2026-01-11T12:00:00.000Z",
      "2026-01-11T16:00:00.000Z",
    ]);
    expect(hydration(20)).toHaveLength(4);
    expect(hydration(36)).toHaveLength(6);
    expect(hydration(36).at(-1)?.[1]).toBe("2026-01-11T20:00:00.000Z");
  });

  it("gives the eating-window notice only for fasts of 12 to 24 h", () => {
    const hasWindow = (hours: number) =>
      planFastingReminders(
        { settings: defaults.fasting, notifications: allOn, fast: fast(hours) },
        wide,
      ).some((r) => r.type === "eating-window");
    expect([11, 12, 18, 24, 25, 36].map(hasWindow)).toEqual([
      false,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it("follows the milestone and hydration switches", () => {
    const settings = { ...defaults.fasting, milestones: false, hydrationReminders: false };
    const types = planFastingReminders(
      { settings, notifications: allOn, fast: fast(20) },
      wide,
    ).map((r) => r.type);
    expect(types).toEqual(["end", "eating-window"]);
  });

  it("skips what is already past and plans nothing for an ended fast", () => {
    const later = utcWindow("2026-01-11T05:00:00Z", "2026-01-12T00:00:00Z");
    const types = planFastingReminders(
      { settings: defaults.fasting, notifications: allOn, fast: fast(16) },
      later,
    ).map((r) => r.type);
    expect(types).toEqual(["milestone-75", "end", "eating-window", "milestone-100"]);
    const ended = { ...fast(16), endTime: "2026-01-11T01:00:00.000Z" };
    expect(
      planFastingReminders({ settings: defaults.fasting, notifications: allOn, fast: ended }, wide),
    ).toEqual([]);
  });

  it("plans the daily reminder at its time (18:00 by default) when it is on", () => {
    const settings = { ...defaults.fasting, dailyReminder: true };
    const planned = planFastingReminders(
      { settings, notifications: allOn, fast: null },
      {
        ...utcWindow("2026-01-10T00:00:00Z", "2026-01-11T23:59:00Z"),
        timeZone: "America/New_York",
      },
    );
    expect(iso(planned)).toEqual([
      ["daily", "2026-01-10T23:00:00.000Z"],
      ["daily", "2026-01-11T23:00:00.000Z"],
    ]);
    expect(
      planFastingReminders({ settings: defaults.fasting, notifications: allOn, fast: null }, wide),
    ).toEqual([]);
  });

  it("honours startReminder, progressUpdates and endReminder of the fasting settings", () => {
    const settings = { ...defaults.fasting, dailyReminder: true };
    const types = (notifications: typeof allOn) =>
      new Set(
        planFastingReminders({ settings, notifications, fast: fast(20) }, wide).map((r) => r.type),
      );
    const all = types(allOn);
    expect([...all].sort()).toEqual([
      "daily",
      "eating-window",
      "end",
      "hydration",
      "milestone-100",
      "milestone-25",
      "milestone-50",
      "milestone-75",
    ]);
    // progressUpdates: the milestones (and only them).
    expect([...types({ ...allOn, progressUpdates: false })].sort()).toEqual([
      "daily",
      "eating-window",
      "end",
      "hydration",
    ]);
    // endReminder: the reminder 30 min before the end and the eating-window notice at the end.
    expect([...types({ ...allOn, endReminder: false })].sort()).toEqual([
      "daily",
      "hydration",
      "milestone-100",
      "milestone-25",
      "milestone-50",
      "milestone-75",
    ]);
    // startReminder: the daily reminder to start a fast.
    expect(types({ ...allOn, startReminder: false }).has("daily")).toBe(false);
    expect(types({ startReminder: false, progressUpdates: false, endReminder: false })).toEqual(
      new Set(["hydration"]),
    );
    // The notification settings' own switch still counts: milestones off is off.
    const noMilestones = planFastingReminders(
      { settings: { ...settings, milestones: false }, notifications: allOn, fast: fast(20) },
      wide,
    );
    expect(noMilestones.some((r) => r.type.startsWith("milestone-"))).toBe(false);
  });

  it("notices streaks of 3, 7, 14, 30, 60, 90 and 100 days, 5 s after it is reached", () => {
    const achievedAt = new Date("2026-01-11T12:00:00Z");
    const noticed = Array.from({ length: 101 }, (_, days) => days).filter(
      (streakDays) =>
        planFastingStreakNotice(
          { fastId: "f", streakDays, previousStreakDays: streakDays - 1, achievedAt },
          "UTC",
        ) !== null,
    );
    expect(noticed).toEqual([3, 7, 14, 30, 60, 90, 100]);
    const seven = planFastingStreakNotice(
      { fastId: "f", streakDays: 7, previousStreakDays: 6, achievedAt },
      "UTC",
    );
    expect(seven?.at.toISOString()).toBe("2026-01-11T12:00:05.000Z");
    expect(seven).toMatchObject({ type: "streak-7", entityId: "f", key: "fasting:streak-7:f:7d" });
    expect(`${seven?.title} ${seven?.body}`).not.toMatch(/\d/);
  });

  it("notices nothing when the fast did not lengthen the streak", () => {
    const achievedAt = new Date("2026-01-11T12:00:00Z");
    // A second fast the same day, or one that missed its target: the streak stays 7.
    expect(
      planFastingStreakNotice(
        { fastId: "f", streakDays: 7, previousStreakDays: 7, achievedAt },
        "UTC",
      ),
    ).toBeNull();
    expect(
      planFastingStreakNotice(
        { fastId: "f", streakDays: 0, previousStreakDays: 2, achievedAt },
        "UTC",
      ),
    ).toBeNull();
  });
});

describe("planCycleReminders", () => {
  const predictions = predictCycles([
    { startDate: "2026-01-01", endDate: "2026-01-05" },
    { startDate: "2026-01-29", endDate: "2026-02-02" },
  ]);
  const window = {
    from: new Date("2026-02-01T00:00:00Z"),
    to: new Date("2026-02-28T23:00:00Z"),
    timeZone: "Europe/Berlin",
  };

  it("plans from the predicted dates the cycle rules compute", () => {
    expect(predictions.nextPeriodStart).toBe("2026-02-26");
    const planned = planCycleReminders({ settings: defaults.cycle, predictions }, window).filter(
      (r) => r.type !== "symptoms",
    );
    expect(iso(planned)).toEqual([
      ["fertile-window", "2026-02-07T07:00:00.000Z"],
      ["ovulation", "2026-02-12T09:00:00.000Z"],
      ["pms", "2026-02-19T13:00:00.000Z"],
      ["period", "2026-02-24T08:00:00.000Z"],
    ]);
    expect(planned.map((r) => r.key)).toContain("cycle:period:-:2026-02-24T09:00");
  });

  it("plans the symptom reminder daily at its time, 19:00 by default", () => {
    const symptoms = planCycleReminders({ settings: defaults.cycle, predictions }, window).filter(
      (r) => r.type === "symptoms",
    );
    expect(symptoms).toHaveLength(28);
    expect(symptoms[0]?.at.toISOString()).toBe("2026-02-01T18:00:00.000Z");
  });

  it("follows each switch", () => {
    const only = (settings: Partial<typeof defaults.cycle>) =>
      [
        ...new Set(
          planCycleReminders(
            { settings: { ...defaults.cycle, ...settings }, predictions },
            window,
          ).map((r) => r.type),
        ),
      ].sort();
    expect(only({ fertilityReminders: false, symptomReminders: false })).toEqual(["period", "pms"]);
    expect(only({ periodReminders: false, symptomReminders: false })).toEqual([
      "fertile-window",
      "ovulation",
    ]);
    expect(only({ periodReminders: false, fertilityReminders: false })).toEqual(["symptoms"]);
  });

  it("plans every predicted cycle (the next three), and nothing without a prediction", () => {
    const year = { ...window, to: new Date("2026-05-31T00:00:00Z") };
    const periods = planCycleReminders({ settings: defaults.cycle, predictions }, year).filter(
      (r) => r.type === "period",
    );
    expect(periods.map((r) => r.key)).toEqual([
      "cycle:period:-:2026-02-24T09:00",
      "cycle:period:-:2026-03-24T09:00",
      "cycle:period:-:2026-04-21T09:00",
    ]);
    const none = predictCycles([]);
    const settings = { ...defaults.cycle, symptomReminders: false };
    expect(planCycleReminders({ settings, predictions: none }, year)).toEqual([]);
  });

  it("uses neutral words in discreet mode", () => {
    const settings = { ...defaults.cycle, privacyMode: true };
    const planned = planCycleReminders({ settings, predictions }, window);
    expect(planned.length).toBeGreaterThan(4);
    for (const r of planned) {
      expect(`${r.title} ${r.body}`).not.toMatch(/period|ovulat|fertil|pms|cycle|menstru|pregnan/i);
    }
  });
});

describe("weight reminders", () => {
  const on = { ...defaults.weight, dailyReminder: true };
  it("plans the daily weigh-in at 09:00 by default when it is on", () => {
    const window = utcWindow("2026-03-01T00:00:00Z", "2026-03-03T23:00:00Z");
    expect(planWeightReminders({ settings: defaults.weight, weighInDays: [] }, window)).toEqual([]);
    const planned = planWeightReminders(
      { settings: on, weighInDays: ["2026-03-01", "2026-03-02", "2026-03-03"] },
      window,
    );
    expect(iso(planned)).toEqual([
      ["daily", "2026-03-01T09:00:00.000Z"],
      ["daily", "2026-03-02T09:00:00.000Z"],
      ["daily", "2026-03-03T09:00:00.000Z"],
    ]);
  });

  it("plans the missed reminder 1 minute after the daily one on days with no weigh-in", () => {
    const window = utcWindow("2026-03-01T00:00:00Z", "2026-03-03T23:00:00Z");
    const planned = planWeightReminders({ settings: on, weighInDays: ["2026-03-02"] }, window);
    expect(iso(planned)).toEqual([
      ["daily", "2026-03-01T09:00:00.000Z"],
      ["missed", "2026-03-01T09:01:00.000Z"],
      ["daily", "2026-03-02T09:00:00.000Z"],
      ["daily", "2026-03-03T09:00:00.000Z"],
      ["missed", "2026-03-03T09:01:00.000Z"],
    ]);
    const missed = planned.find((r) => r.type === "missed");
    expect(missed).toMatchObject({ title: ReminderText.weightMissed.title, feature: "weight" });
    expect(planMissedWeightReminder(new Date("2026-03-01T09:00:00Z"), "UTC").at.toISOString()).toBe(
      "2026-03-01T09:01:00.000Z",
    );
  });

  it("keeps the missed reminder whose daily one is just before the window, and reads local days", () => {
    const planned = planWeightReminders(
      { settings: on, weighInDays: [] },
      utcWindow("2026-03-01T09:00:30Z", "2026-03-01T12:00:00Z"),
    );
    expect(iso(planned)).toEqual([["missed", "2026-03-01T09:01:00.000Z"]]);
    // 09:00 in Sydney is 22:00 UTC the day before: the weigh-in day is Sydney's.
    const sydney = planWeightReminders(
      { settings: on, weighInDays: ["2026-03-02"] },
      {
        from: new Date("2026-03-01T12:00:00Z"),
        to: new Date("2026-03-02T12:00:00Z"),
        timeZone: "Australia/Sydney",
      },
    );
    expect(iso(sydney)).toEqual([["daily", "2026-03-01T22:00:00.000Z"]]);
  });
});

describe("weightTrend and planWeightEncouragement", () => {
  const day = (n: number) => new Date(Date.UTC(2026, 2, 1 + n, 8));
  const series = (kgs: readonly (number | null)[]): TrendWeighIn[] =>
    kgs.flatMap((kg, n) =>
      kg === null ? [] : [{ id: `w${n}`, measuredAt: day(n), weightKg: kg }],
    );

  it("sees progress beyond 0.5 kg towards the goal against a weigh-in at least 7 days before", () => {
    // Day 0 and day 7: 0.6 kg down is progress for "lose", not for "gain" or "maintain".
    const down = series([80, null, null, null, null, null, null, 79.4]);
    expect(weightTrend(down, "lose")).toBe("progress");
    expect(weightTrend(down, "gain")).toBeNull();
    expect(weightTrend(down, "maintain")).toBeNull();
    expect(weightTrend(series([80, null, null, null, null, null, null, 80.6]), "gain")).toBe(
      "progress",
    );
    // Exactly 0.5 kg is within the day-to-day swing: no progress.
    expect(weightTrend(series([80, null, null, null, null, null, null, 79.5]), "lose")).toBeNull();
    // Six days apart is less than a week: nothing to compare with.
    expect(weightTrend(series([80, null, null, null, null, null, 78]), "lose")).toBeNull();
    // The newest weigh-in at least 7 days before is the one compared (day 1, not day 0).
    expect(
      weightTrend(series([82, 80, null, null, null, null, null, null, 79.6]), "lose"),
    ).toBeNull();
  });

  it("sees a plateau: 14+ days, at least 4 weigh-ins, none beyond ±0.5 kg of the first", () => {
    const flat = series([
      80,
      null,
      null,
      null,
      80.5,
      null,
      null,
      null,
      79.5,
      null,
      null,
      null,
      null,
      null,
      80.2,
    ]);
    expect(flat).toHaveLength(4);
    expect(weightTrend(flat, "lose")).toBe("plateau");
    expect(weightTrend(flat, "gain")).toBe("plateau");
    expect(weightTrend(flat, "maintain")).toBeNull();
    // 0.51 kg off is a change.
    const moved = series([
      80,
      null,
      null,
      null,
      80.51,
      null,
      null,
      null,
      79.5,
      null,
      null,
      null,
      null,
      null,
      80.2,
    ]);
    expect(weightTrend(moved, "lose")).toBeNull();
    // Three weigh-ins are too few.
    const few = series([
      80,
      null,
      null,
      null,
      null,
      null,
      null,
      80.1,
      null,
      null,
      null,
      null,
      null,
      null,
      80.2,
    ]);
    expect(weightTrend(few, "lose")).toBeNull();
    // Thirteen days is too short.
    const short = series([
      80,
      null,
      null,
      80.1,
      null,
      null,
      80.2,
      null,
      null,
      null,
      null,
      null,
      null,
      80,
    ]);
    expect(weightTrend(short, "lose")).toBeNull();
  });

  it("lets only the newest weigh-in speak, as allowed, once per window, 5 s after saving", () => {
    const weighIns = series([80, null, null, null, null, null, null, 79]);
    const savedAt = new Date("2026-03-08T08:00:00Z");
    const base = {
      entryId: "w7",
      weighIns,
      goal: "lose" as const,
      settings: defaults.weight,
      lastNoticeAt: { progress: null, plateau: null },
      savedAt,
    };
    const note = planWeightEncouragement(base, "UTC");
    expect(note).toMatchObject({
      feature: "weight",
      type: "progress",
      entityId: "w7",
      title: ReminderText.weightProgress.title,
      body: ReminderText.weightProgress.body,
    });
    expect(note?.at.toISOString()).toBe("2026-03-08T08:00:05.000Z");
    // No weight in the words.
    expect(`${note?.title} ${note?.body}`).not.toMatch(/\d/);
    expect(planWeightEncouragement({ ...base, entryId: "w0" }, "UTC")).toBeNull();
    expect(
      planWeightEncouragement(
        { ...base, settings: { ...defaults.weight, progressNotifications: false } },
        "UTC",
      ),
    ).toBeNull();
    const sixDaysAgo = new Date(savedAt.getTime() - 6 * 86_400_000);
    const sevenDaysAgo = new Date(savedAt.getTime() - 7 * 86_400_000);
    expect(
      planWeightEncouragement(
        { ...base, lastNoticeAt: { progress: sixDaysAgo, plateau: null } },
        "UTC",
      ),
    ).toBeNull();
    expect(
      planWeightEncouragement(
        { ...base, lastNoticeAt: { progress: sevenDaysAgo, plateau: null } },
        "UTC",
      ),
    ).not.toBeNull();
  });

  it("sends plateau encouragement only when plateauEncouragement is on", () => {
    const weighIns = series([
      80,
      null,
      null,
      null,
      80.5,
      null,
      null,
      null,
      79.5,
      null,
      null,
      null,
      null,
      null,
      80.2,
    ]);
    const base = {
      entryId: "w14",
      weighIns,
      goal: "lose" as const,
      settings: defaults.weight,
      lastNoticeAt: { progress: null, plateau: null },
      savedAt: new Date("2026-03-15T08:00:00Z"),
    };
    expect(planWeightEncouragement(base, "UTC")?.title).toBe(ReminderText.weightPlateau.title);
    expect(
      planWeightEncouragement(
        { ...base, settings: { ...defaults.weight, plateauEncouragement: false } },
        "UTC",
      ),
    ).toBeNull();
    const thirteenDaysAgo = new Date(base.savedAt.getTime() - 13 * 86_400_000);
    expect(
      planWeightEncouragement(
        { ...base, lastNoticeAt: { progress: null, plateau: thirteenDaysAgo } },
        "UTC",
      ),
    ).toBeNull();
  });
});

describe("planMedicationReminders", () => {
  const medication = (overrides: Partial<PlannedMedication> = {}): PlannedMedication => ({
    id: "med-1",
    schedule: { times: ["08:00", "20:00"], daysOfWeek: [1, 2, 3, 4, 5] },
    reminderMinutesBefore: 15,
    startDate: "2026-01-01",
    endDate: null,
    ...overrides,
  });
  // 2026-01-05 is a Monday.
  const week = {
    from: new Date("2026-01-05T00:00:00Z"),
    to: new Date("2026-01-12T04:59:00Z"),
    timeZone: "America/New_York",
  };

  it("plans each dose time on the schedule's days minus the minutes before", () => {
    const planned = planMedicationReminders({ medications: [medication()] }, week);
    expect(planned).toHaveLength(10);
    expect(planned[0]?.at.toISOString()).toBe("2026-01-05T12:45:00.000Z");
    expect(planned[0]?.key).toBe("medication:dose:med-1:2026-01-05T08:00");
    expect(planned.every((r) => r.critical === true && r.entityId === "med-1")).toBe(true);
  });

  it("numbers Sunday 7", () => {
    const sunday = planMedicationReminders(
      {
        medications: [
          medication({ schedule: { times: ["09:00"], daysOfWeek: [7] }, reminderMinutesBefore: 0 }),
        ],
      },
      week,
    );
    expect(sunday.map((r) => r.key)).toEqual(["medication:dose:med-1:2026-01-11T09:00"]);
  });

  it("keeps a reminder that falls on the day before its dose, and the course dates", () => {
    const planned = planMedicationReminders(
      {
        medications: [
          medication({
            schedule: { times: ["00:10"], daysOfWeek: [1, 2, 3, 4, 5, 6, 7] },
            reminderMinutesBefore: 30,
            startDate: "2026-01-06",
            endDate: "2026-01-07",
          }),
        ],
      },
      week,
    );
    expect(planned.map((r) => [r.key, r.at.toISOString()])).toEqual([
      ["medication:dose:med-1:2026-01-06T00:10", "2026-01-06T04:40:00.000Z"],
      ["medication:dose:med-1:2026-01-07T00:10", "2026-01-07T04:40:00.000Z"],
    ]);
  });

  it("sends nothing for a paused medication and keeps 08:00 local across a DST change", () => {
    expect(planMedicationReminders({ medications: [medication({ active: false })] }, week)).toEqual(
      [],
    );
    const planned = planMedicationReminders(
      {
        medications: [
          medication({
            schedule: { times: ["08:00"], daysOfWeek: [6, 7, 1] },
            reminderMinutesBefore: 0,
          }),
        ],
      },
      { ...week, from: new Date("2026-03-07T00:00:00Z"), to: new Date("2026-03-09T23:00:00Z") },
    );
    expect(planned.map((r) => r.at.toISOString())).toEqual([
      "2026-03-07T13:00:00.000Z",
      "2026-03-08T12:00:00.000Z",
      "2026-03-09T12:00:00.000Z",
    ]);
  });
});

describe("reminder wording", () => {
  it("never carries a health value", () => {
    const texts: string[] = [];
    const collect = (value: unknown) => {
      if (typeof value === "string") texts.push(value);
      else if (value && typeof value === "object") Object.values(value).forEach(collect);
    };
    collect(ReminderText);
    expect(texts.length).toBeGreaterThan(30);
    for (const text of texts) {
      // The one figure is the end reminder's lead time, which is a schedule, not a health value.
      expect(text.replace("30 minutes", "")).not.toMatch(/\d/);
      expect(text).not.toMatch(/\b(kg|lbs?|mg|mcg|ml|bmi|kcal)\b|%|cycle day/i);
    }
  });
});

describe("planTestNotification", () => {
  it("fires 5 seconds after it is asked for", () => {
    const test = planTestNotification(new Date("2026-05-01T12:00:00Z"), "UTC");
    expect([test.feature, test.type, test.at.toISOString()]).toEqual([
      "general",
      "test",
      "2026-05-01T12:00:05.000Z",
    ]);
    expect(test.key).toBe("general:test:-:2026-05-01T12:00");
  });
});
