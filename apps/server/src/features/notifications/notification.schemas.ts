import { z } from "@hono/zod-openapi";
import {
  NotificationSettings as DomainSettings,
  NotificationSettingsPatch as DomainSettingsPatch,
  NOTIFICATION_HISTORY_DEFAULT,
  NOTIFICATION_HISTORY_MAX,
  pageCursor,
  REMINDER_FEATURES,
} from "@vitalog/domain";

/** The API's shapes for reminders (spec: learning-devices-commerce, sections 3 and 9). */
export const ServerNotificationMessage = {
  notFound: "Notification not found",
  window: "Give from and to as ISO instants, to after from and at most 400 days apart",
  subscriptionNotFound: "Push subscription not found",
  endpoint: "The push endpoint must be an https address on the public internet",
  keys: "The subscription keys are not valid (p256dh: a P-256 public key, auth: 16 bytes)",
  cursor: "The cursor is not valid",
} as const;

/** The settings record and its patch, with the domain's validation messages. */
export const NotificationSettings = DomainSettings;
export const NotificationSettingsPatch = DomainSettingsPatch;
export type { NotificationSettings as NotificationSettingsValue } from "@vitalog/domain";

export const FEATURES = REMINDER_FEATURES;

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
  from: z.iso.datetime({ offset: true, error: ServerNotificationMessage.window }),
  to: z.iso.datetime({ offset: true, error: ServerNotificationMessage.window }),
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

export const HISTORY_PAGE_DEFAULT = NOTIFICATION_HISTORY_DEFAULT;
export const HISTORY_KEPT = NOTIFICATION_HISTORY_MAX;

export const HistoryQuery = z.object({
  feature: z.enum(FEATURES).optional(),
  cursor: pageCursor(ServerNotificationMessage.cursor),
  limit: z.coerce.number().int().min(1).max(HISTORY_KEPT).default(HISTORY_PAGE_DEFAULT),
});

export const HistoryPage = z.object({
  items: z.array(HistoryEntry),
  nextCursor: z.string().nullable(),
});
export type HistoryPage = z.infer<typeof HistoryPage>;

const B64u = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/, ServerNotificationMessage.keys);

export const PushSubscriptionInput = z
  .object({
    endpoint: z.string().max(2000).url(ServerNotificationMessage.endpoint),
    keys: z.object({ p256dh: B64u.max(200), auth: B64u.max(100) }),
  })
  .openapi("PushSubscriptionInput");
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInput>;

export const PushSubscriptionRemove = z.object({ endpoint: z.string().max(2000) });

export const PushSubscriptionSaved = z.object({ id: z.string(), endpoint: z.string() });

export const VapidPublicKey = z.object({ publicKey: z.string() });
