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
} from "./planners.ts";
import { defaultNotificationSettings } from "./settings.ts";

const defaults = defaultNotificationSettings("UTC");
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
    const planned = planFastingReminders({ settings: defaults.fasting, fast: fast(16) }, wide);
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
      iso(planFastingReminders({ settings: defaults.fasting, fast: fast(hours) }, wide)).filter(
        ([type]) => type === "hydration",
      );
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
      planFastingReminders({ settings: defaults.fasting, fast: fast(hours) }, wide).some(
        (r) => r.type === "eating-window",
      );
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
    const types = planFastingReminders({ settings, fast: fast(20) }, wide).map((r) => r.type);
    expect(types).toEqual(["end", "eating-window"]);
  });

  it("skips what is already past and plans nothing for an ended fast", () => {
    const later = utcWindow("2026-01-11T05:00:00Z", "2026-01-12T00:00:00Z");
    const types = planFastingReminders({ settings: defaults.fasting, fast: fast(16) }, later).map(
      (r) => r.type,
    );
    expect(types).toEqual(["milestone-75", "end", "eating-window", "milestone-100"]);
    const ended = { ...fast(16), endTime: "2026-01-11T01:00:00.000Z" };
    expect(planFastingReminders({ settings: defaults.fasting, fast: ended }, wide)).toEqual([]);
  });

  it("plans the daily reminder at its time (18:00 by default) when it is on", () => {
    const settings = { ...defaults.fasting, dailyReminder: true };
    const planned = planFastingReminders(
      { settings, fast: null },
      {
        ...utcWindow("2026-01-10T00:00:00Z", "2026-01-11T23:59:00Z"),
        timeZone: "America/New_York",
      },
    );
    expect(iso(planned)).toEqual([
      ["daily", "2026-01-10T23:00:00.000Z"],
      ["daily", "2026-01-11T23:00:00.000Z"],
    ]);
    expect(planFastingReminders({ settings: defaults.fasting, fast: null }, wide)).toEqual([]);
  });

  it("notices streaks of 3, 7, 14, 30, 60, 90 and 100 days, 5 s after the fast ends", () => {
    const endedAt = new Date("2026-01-11T12:00:00Z");
    const noticed = Array.from({ length: 101 }, (_, days) => days).filter(
      (streakDays) => planFastingStreakNotice({ fastId: "f", streakDays, endedAt }, "UTC") !== null,
    );
    expect(noticed).toEqual([3, 7, 14, 30, 60, 90, 100]);
    expect(
      planFastingStreakNotice({ fastId: "f", streakDays: 7, endedAt }, "UTC")?.at.toISOString(),
    ).toBe("2026-01-11T12:00:05.000Z");
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
  it("plans the daily weigh-in at 09:00 by default when it is on", () => {
    const window = utcWindow("2026-03-01T00:00:00Z", "2026-03-03T23:00:00Z");
    expect(planWeightReminders({ settings: defaults.weight }, window)).toEqual([]);
    const planned = planWeightReminders(
      { settings: { ...defaults.weight, dailyReminder: true } },
      window,
    );
    expect(iso(planned)).toEqual([
      ["daily", "2026-03-01T09:00:00.000Z"],
      ["daily", "2026-03-02T09:00:00.000Z"],
      ["daily", "2026-03-03T09:00:00.000Z"],
    ]);
  });

  it("sends a missed reminder 1 minute after, and encouragement 5 s after an entry when allowed", () => {
    const at = new Date("2026-03-01T09:00:00Z");
    expect(planMissedWeightReminder(at, "UTC").at.toISOString()).toBe("2026-03-01T09:01:00.000Z");
    const loggedAt = new Date("2026-03-01T09:10:00Z");
    const progress = planWeightEncouragement(
      { kind: "progress", entryId: "w1", loggedAt, settings: defaults.weight },
      "UTC",
    );
    expect(progress?.at.toISOString()).toBe("2026-03-01T09:10:05.000Z");
    expect(progress?.title).toBe(ReminderText.weightProgress.title);
    const plateau = planWeightEncouragement(
      {
        kind: "plateau",
        entryId: "w1",
        loggedAt,
        settings: { ...defaults.weight, plateauEncouragement: false },
      },
      "UTC",
    );
    expect(plateau).toBeNull();
    expect(
      planWeightEncouragement(
        {
          kind: "progress",
          entryId: "w1",
          loggedAt,
          settings: { ...defaults.weight, progressNotifications: false },
        },
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
