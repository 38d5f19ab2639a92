import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { timestamps, userIdColumn } from "./columns.ts";

/**
 * The notification settings of their own (spec: learning-devices-commerce, sections 3 and 9).
 * The fasting and cycle sections live in fasting_settings and cycle_settings, which the
 * notifications API reads and writes through those modules.
 */
export const notificationSettings = pgTable("notification_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  enabled: boolean("enabled").notNull().default(true),
  timeZone: text("time_zone").notNull().default("UTC"),
  weightDailyReminder: boolean("weight_daily_reminder").notNull().default(false),
  weightDailyReminderTime: text("weight_daily_reminder_time").notNull().default("09:00"),
  weightProgressNotifications: boolean("weight_progress_notifications").notNull().default(true),
  weightPlateauEncouragement: boolean("weight_plateau_encouragement").notNull().default(true),
  medicationSound: boolean("medication_sound").notNull().default(true),
  medicationVibrate: boolean("medication_vibrate").notNull().default(true),
  medicationAllowSnooze: boolean("medication_allow_snooze").notNull().default(true),
  /** Reminders due before this instant are materialised as jobs; the planner refills past it. */
  plannedUntil: timestamp("planned_until", { withTimezone: true }),
  /**
   * Raised by every write that changes what the person will be reminded of (their data, settings,
   * cancellations, one-off reminders), so every API process knows when its cached plan is stale.
   */
  planRevision: integer("plan_revision").notNull().default(0),
  ...timestamps,
});

/** Reminders a person cancelled, by their stable key. */
export const notificationCancellations = pgTable(
  "notification_cancellations",
  {
    userId: userIdColumn(),
    key: text("key").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** Reminders due soon, materialised a short window ahead and claimed with FOR UPDATE SKIP LOCKED. */
export const notificationJobs = pgTable(
  "notification_jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userIdColumn(),
    key: text("key").notNull(),
    feature: text("feature").notNull(),
    type: text("type").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    entityId: text("entity_id"),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("notification_jobs_user_key_idx").on(t.userId, t.key),
    index("notification_jobs_due_idx").on(t.dueAt),
  ],
);

/** Delivered reminders, at most 100 kept per person. */
export const notificationHistory = pgTable(
  "notification_history",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userIdColumn(),
    key: text("key").notNull(),
    feature: text("feature").notNull(),
    type: text("type").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    entityId: text("entity_id"),
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }).notNull(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("notification_history_user_idx").on(t.userId, t.deliveredAt.desc(), t.id.desc())],
);

/** Web Push subscriptions (RFC 8030 endpoint and the RFC 8291 keys). */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userIdColumn(),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint_idx").on(t.endpoint),
    index("push_subscriptions_user_idx").on(t.userId),
  ],
);

/** The server's VAPID key pair (RFC 8292), generated on first start: one row. */
export const vapidKeys = pgTable("vapid_keys", {
  id: integer("id").primaryKey().default(1),
  publicKey: text("public_key").notNull(),
  privateKey: text("private_key").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
