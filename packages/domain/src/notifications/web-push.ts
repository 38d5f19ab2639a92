import { REMINDER_FEATURES, type ReminderFeature } from "./constants.ts";

/** The page a reminder opens when its notification is clicked: the tracker it belongs to. */
const REMINDER_PAGES: Record<ReminderFeature, string> = {
  cycle: "/dashboard/cycle",
  fasting: "/dashboard/fasting",
  weight: "/dashboard/weight",
  medication: "/dashboard/medications",
  general: "/dashboard/notifications",
};

export function reminderPagePath(feature: unknown): string {
  return (REMINDER_FEATURES as readonly unknown[]).includes(feature)
    ? REMINDER_PAGES[feature as ReminderFeature]
    : "/dashboard";
}

/** What the server's worker pushes (notification.worker.ts); every field may be missing. */
export interface ReminderPushPayload {
  id?: string;
  feature?: string;
  type?: string;
  title?: string;
  body?: string;
  entityId?: string | null;
  at?: string;
  url?: string;
}
