import { z } from "@hono/zod-openapi";
import { isTimeZone, TIME_ZONE_MESSAGE } from "@vitalog/domain";

/** The API's shapes for reminders (spec: learning-devices-commerce, sections 3 and 9). */
export const NotificationMessage = {
  time: "Use a time in the form HH:MM",
  notEnabled: "Notifications are not enabled",
  notFound: "Notification not found",
  window: "Give from and to as ISO instants, to after from and at most 400 days apart",
  subscriptionNotFound: "Push subscription not found",
  endpoint: "The push endpoint must be an https address on the public internet",
  keys: "The subscription keys are not valid (p256dh: a P-256 public key, auth: 16 bytes)",
  cursor: "The cursor is not valid",
} as const;

const Time = z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, NotificationMessage.time);

const CycleSection = z.object({
  periodReminders: z.boolean(),
  fertilityReminders: z.boolean(),
  symptomReminders: z.boolean(),
  symptomReminderTime: Time,
  privacyMode: z.boolean(),
});
const FastingSection = z.object({
  milestones: z.boolean(),
  hydrationReminders: z.boolean(),
  dailyReminder: z.boolean(),
  dailyReminderTime: Time,
});
const WeightSection = z.object({
  dailyReminder: z.boolean(),
  dailyReminderTime: Time,
  progressNotifications: z.boolean(),
  plateauEncouragement: z.boolean(),
});
const MedicationSection = z.object({
  sound: z.boolean(),
  vibrate: z.boolean(),
  allowSnooze: z.boolean(),
});
const Zone = z.string().refine(isTimeZone, TIME_ZONE_MESSAGE);

export const NotificationSettings = z
  .object({
    enabled: z.boolean(),
    timeZone: z.string(),
    cycle: CycleSection,
    fasting: FastingSection,
    weight: WeightSection,
    medication: MedicationSection,
  })
  .openapi("NotificationSettings");
export type NotificationSettings = z.infer<typeof NotificationSettings>;

/** Any section may be sent alone, and any field of a section. */
export const NotificationSettingsPatch = z
  .strictObject({
    enabled: z.boolean().optional(),
    timeZone: Zone.optional(),
    cycle: CycleSection.partial().strict().optional(),
    fasting: FastingSection.partial().strict().optional(),
    weight: WeightSection.partial().strict().optional(),
    medication: MedicationSection.partial().strict().optional(),
  })
  .openapi("NotificationSettingsPatch");
export type NotificationSettingsPatch = z.infer<typeof NotificationSettingsPatch>;

export const FEATURES = ["cycle", "fasting", "weight", "medication", "general"] as const;

export const UpcomingNotification = z
  .object({
    id: z.string(),
    feature: z.enum(FEATURES),
    type: z.string(),
    at: z.string(),
    title: z.string(),
    body: z.string(),
    entityId: z.string().nullable(),
  })
  .openapi("UpcomingNotification");

export const UpcomingList = z.object({ items: z.array(UpcomingNotification) });
export type UpcomingList = z.infer<typeof UpcomingList>;

export const UpcomingQuery = z.object({
  from: z.iso.datetime({ offset: true, error: NotificationMessage.window }),
  to: z.iso.datetime({ offset: true, error: NotificationMessage.window }),
});

export const ReminderIdParams = z.object({
  id: z.string().openapi({ param: { name: "id", in: "path" } }),
});

export const ClearedCount = z.object({ cancelled: z.number() });

export const TestScheduled = z.object({ id: z.string(), at: z.string() });

export const HistoryEntry = z
  .object({
    id: z.string(),
    feature: z.enum(FEATURES),
    type: z.string(),
    title: z.string(),
    body: z.string(),
    entityId: z.string().nullable(),
    scheduledAt: z.string(),
    deliveredAt: z.string(),
  })
  .openapi("NotificationHistoryEntry");

export const HISTORY_PAGE_DEFAULT = 50;
export const HISTORY_KEPT = 100;

export const HistoryQuery = z.object({
  feature: z.enum(FEATURES).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(HISTORY_KEPT).default(HISTORY_PAGE_DEFAULT),
});

export const HistoryPage = z.object({
  items: z.array(HistoryEntry),
  nextCursor: z.string().nullable(),
});
export type HistoryPage = z.infer<typeof HistoryPage>;

const B64u = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/, NotificationMessage.keys);

export const PushSubscriptionInput = z
  .object({
    endpoint: z.string().max(2000).url(NotificationMessage.endpoint),
    keys: z.object({ p256dh: B64u.max(200), auth: B64u.max(100) }),
  })
  .openapi("PushSubscriptionInput");
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInput>;

export const PushSubscriptionRemove = z.object({ endpoint: z.string().max(2000) });

export const PushSubscriptionSaved = z.object({ id: z.string(), endpoint: z.string() });

export const VapidPublicKey = z.object({ publicKey: z.string() });
