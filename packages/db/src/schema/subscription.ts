import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { jsonb, timestamps, userIdColumn } from "./columns.ts";

/** A person's Pro entitlement as the store's events (RevenueCat) left it: one row per person. */
export const proEntitlements = pgTable(
  "pro_entitlements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userIdColumn(),
    /** The store product, e.g. vitalog_pro_monthly. */
    productId: text("product_id").notNull(),
    /** monthly, yearly, lifetime, or null for a product we do not list. */
    subscriptionType: text("subscription_type"),
    /** When access ends; null for a lifetime purchase. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** active, cancelled (access until expires_at) or expired. */
    status: text("status").notNull(),
    /** APP_STORE, PLAY_STORE, ... */
    store: text("store").notNull(),
    /** SANDBOX or PRODUCTION. */
    environment: text("environment"),
    /** The store time of the last event applied; an older event changes nothing. */
    eventAt: timestamp("event_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("pro_entitlements_user_idx").on(t.userId),
    check("pro_entitlements_status", sql`${t.status} IN ('active', 'cancelled', 'expired')`),
    check(
      "pro_entitlements_type",
      sql`${t.subscriptionType} IS NULL OR ${t.subscriptionType} IN ('monthly', 'yearly', 'lifetime')`,
    ),
  ],
);

/**
 * Every RevenueCat webhook event received, once by its id (a redelivery has the same id): the
 * body as sent, the app user id it named, and the person it matched (null: nobody here).
 */
export const revenuecatEvents = pgTable(
  "revenuecat_events",
  {
    id: text("id").primaryKey(),
    type: text("type").notNull(),
    /** As RevenueCat sent it; TRANSFER events have none. */
    appUserId: text("app_user_id"),
    /** The person it matched, removed with their account; null when it matched nobody. */
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    /** applied, ignored or unknown-person. */
    outcome: text("outcome").notNull(),
    body: jsonb("body").$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("revenuecat_events_user_idx").on(t.userId, t.receivedAt.desc()),
    check(
      "revenuecat_events_outcome",
      sql`${t.outcome} IN ('applied', 'ignored', 'unknown-person')`,
    ),
  ],
);
