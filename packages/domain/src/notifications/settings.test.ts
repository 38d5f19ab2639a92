import { describe, expect, it } from "vitest";
import {
  applyNotificationSettingsPatch,
  defaultNotificationSettings,
  NotificationSettings,
  NotificationSettingsPatch,
} from "./settings.ts";

describe("notification settings", () => {
  it("start with the spec's default times and notifications on (the user record's settings.notifications)", () => {
    const settings = defaultNotificationSettings("Europe/Berlin");
    expect(NotificationSettings.parse(settings)).toEqual(settings);
    expect(settings.enabled).toBe(true);
    expect(settings.timeZone).toBe("Europe/Berlin");
    expect(settings.cycle.symptomReminderTime).toBe("19:00");
    expect(settings.fasting.dailyReminderTime).toBe("18:00");
    expect(settings.weight.dailyReminderTime).toBe("09:00");
    expect(settings.cycle.privacyMode).toBe(false);
    expect(settings.medication).toEqual({ sound: true, vibrate: true, allowSnooze: true });
    expect(defaultNotificationSettings().timeZone).toBe("UTC");
  });

  it("accept a section sent alone and merge it field by field", () => {
    const patch = NotificationSettingsPatch.parse({
      weight: { dailyReminder: true, dailyReminderTime: "07:30" },
    });
    const next = applyNotificationSettingsPatch(defaultNotificationSettings(), patch);
    expect(next.weight).toEqual({
      dailyReminder: true,
      dailyReminderTime: "07:30",
      progressNotifications: true,
      plateauEncouragement: true,
    });
    expect(next.cycle).toEqual(defaultNotificationSettings().cycle);
    expect(
      applyNotificationSettingsPatch(next, NotificationSettingsPatch.parse({ enabled: true }))
        .enabled,
    ).toBe(true);
    expect(NotificationSettingsPatch.parse({})).toEqual({});
  });

  it("refuse a bad time, an unknown zone and unknown fields with clear messages", () => {
    const badTime = NotificationSettingsPatch.safeParse({
      fasting: { dailyReminderTime: "24:00" },
    });
    expect(badTime.success).toBe(false);
    expect(badTime.error?.issues[0]?.message).toBe("Use a time in the form HH:MM");
    const badZone = NotificationSettingsPatch.safeParse({ timeZone: "Mars/Olympus" });
    expect(badZone.error?.issues[0]?.message).toBe("The time zone is not one we know");
    expect(NotificationSettingsPatch.safeParse({ cycle: { discreet: true } }).success).toBe(false);
    expect(NotificationSettingsPatch.safeParse({ sms: true }).success).toBe(false);
    expect(NotificationSettingsPatch.safeParse({ medication: { sound: "yes" } }).success).toBe(
      false,
    );
  });
});
