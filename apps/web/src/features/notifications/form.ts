import { NotificationSettings } from "@vitalog/domain";
import type { z } from "zod";

/** The Settings tab's form: every setting but the on/off switch (the Overview's). */
export const settingsFormSchema = NotificationSettings.omit({ enabled: true });
export type SettingsFormValues = z.infer<typeof settingsFormSchema>;

/** The form's values from the stored record. */
export function settingsFormValues(settings: NotificationSettings): SettingsFormValues {
  const { enabled: _enabled, ...rest } = settings;
  return rest;
}

/** The IANA zones this browser knows, with `current` kept even if it does not list it. */
export function timeZoneChoices(current: string): string[] {
  const known =
    typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return known.includes(current) ? known : [current, ...known];
}
