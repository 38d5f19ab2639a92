import { z } from "zod";
import {
  CREDIT_PACK_PRODUCTS,
  PRO_ENTITLEMENT,
  PRO_PRODUCTS,
  SUBSCRIPTION_CACHE_TTL_MS,
} from "./constants.ts";
import { SubscriptionMessage } from "./messages.ts";
import type { RevenueCatEvent, RevenueCatPurchaseEvent } from "./webhook.ts";

export const SubscriptionType = z.enum(["monthly", "yearly", "lifetime"]);
export type SubscriptionType = z.infer<typeof SubscriptionType>;

/** `GET /api/v1/subscription`: the person's Pro access now. */
export const Subscription = z.object({
  hasProAccess: z.boolean(),
  subscriptionType: SubscriptionType.nullable(),
  /** ISO instant the access ends; null without access, or for a lifetime purchase. */
  expiryDate: z.string().nullable(),
});
export type Subscription = z.infer<typeof Subscription>;

/** A person's Pro entitlement as the store's events leave it (one row per person). */
export interface ProEntitlement {
  productId: string;
  subscriptionType: SubscriptionType | null;
  /** Epoch ms the access ends; null: a lifetime purchase. */
  expiresAt: number | null;
  /** Cancelled: renews no more, access kept until `expiresAt`. Expired: access ended. */
  status: "active" | "cancelled" | "expired";
  store: string;
  environment: string | null;
  /** `event_timestamp_ms` of the last event applied (older deliveries change nothing). */
  eventAt: number;
}

/** The product as listed in our offerings: Google Play's `subscription:base-plan` ids lose the plan. */
export function baseProductId(productId: string): string {
  const colon = productId.indexOf(":");
  return colon === -1 ? productId : productId.slice(0, colon);
}

/** Credits of a pack product (`vitalog_ai_credits_30` → 30); null for any other product. */
export function creditPackOfProduct(productId: string): number | null {
  return CREDIT_PACK_PRODUCTS[baseProductId(productId)] ?? null;
}

/** Monthly or yearly by product; a Pro product with no expiry is a lifetime purchase. */
export function subscriptionTypeOf(
  productId: string,
  expiresAt: number | null,
): SubscriptionType | null {
  const base = baseProductId(productId);
  if (Object.hasOwn(PRO_PRODUCTS, base)) return PRO_PRODUCTS[base as keyof typeof PRO_PRODUCTS];
  return expiresAt === null ? "lifetime" : null;
}

/**
 * Whether an event is about the Pro entitlement: RevenueCat names the entitlements a product
 * unlocks; without that list, our own Pro products count.
 */
export function concernsPro(event: RevenueCatPurchaseEvent): boolean {
  if (event.entitlement_ids) return event.entitlement_ids.includes(PRO_ENTITLEMENT);
  return Object.hasOwn(PRO_PRODUCTS, baseProductId(event.product_id));
}

const GRANTS = new Set<RevenueCatEvent["type"]>([
  "INITIAL_PURCHASE",
  "RENEWAL",
  "UNCANCELLATION",
  "NON_RENEWING_PURCHASE",
  "SUBSCRIPTION_EXTENDED",
  "TEMPORARY_ENTITLEMENT_GRANT",
  "REFUND_REVERSED",
]);

/**
 * The Pro entitlement after one event (RevenueCat's "Event Types and Fields"): a purchase,
 * renewal, extension or uncancellation grants access until `expiration_at_ms` (no expiry: a
 * lifetime purchase); CANCELLATION keeps access until the expiry it gives (a refunded lifetime
 * purchase ends at once); EXPIRATION ends it. BILLING_ISSUE, SUBSCRIPTION_PAUSED and
 * PRODUCT_CHANGE change nothing until the store's next event, nor does an event older than the
 * last one applied, nor one about another entitlement.
 */
export function applyProEvent(
  current: ProEntitlement | null,
  event: RevenueCatPurchaseEvent,
): ProEntitlement | null {
  if (!concernsPro(event)) return current;
  if (current && event.event_timestamp_ms < current.eventAt) return current;
  const eventAt = event.event_timestamp_ms;
  const expiry = event.expiration_at_ms ?? null;
  const environment = event.environment ?? null;
  if (GRANTS.has(event.type)) {
    return {
      productId: event.product_id,
      subscriptionType: subscriptionTypeOf(event.product_id, expiry),
      expiresAt: expiry,
      status: "active",
      store: event.store,
      environment,
      eventAt,
    };
  }
  if (!current) return null;
  if (event.type === "CANCELLATION") {
    const expiresAt = expiry ?? current.expiresAt ?? eventAt;
    return { ...current, expiresAt, status: "cancelled", eventAt };
  }
  if (event.type === "EXPIRATION") {
    return { ...current, expiresAt: expiry ?? eventAt, status: "expired", eventAt };
  }
  return current;
}

/** The Pro entitlement a sequence of events leaves, from none. */
export function proEntitlementAfter(
  events: readonly RevenueCatPurchaseEvent[],
): ProEntitlement | null {
  return events.reduce<ProEntitlement | null>((state, event) => applyProEvent(state, event), null);
}

/** Whether the entitlement gives access at `now`. */
export function hasProAccess(entitlement: ProEntitlement | null, now: Date): boolean {
  if (!entitlement || entitlement.status === "expired") return false;
  return entitlement.expiresAt === null || entitlement.expiresAt > now.getTime();
}

/** The API's answer at `now`: the type and expiry only while access lasts. */
export function subscriptionAt(entitlement: ProEntitlement | null, now: Date): Subscription {
  if (!entitlement || !hasProAccess(entitlement, now)) {
    return { hasProAccess: false, subscriptionType: null, expiryDate: null };
  }
  return {
    hasProAccess: true,
    subscriptionType: entitlement.subscriptionType,
    expiryDate:
      entitlement.expiresAt === null ? null : new Date(entitlement.expiresAt).toISOString(),
  };
}

/** §3 Subscription cache: the device's copy of the Pro state. */
export const SubscriptionCache = z.object({
  hasAccess: z.boolean(),
  expiryDate: z.string().nullable(),
  subscriptionType: SubscriptionType.nullable(),
  /** Epoch ms the copy was taken. */
  timestamp: z.number().int(),
});
export type SubscriptionCache = z.infer<typeof SubscriptionCache>;

export function subscriptionCacheOf(subscription: Subscription, now: Date): SubscriptionCache {
  return {
    hasAccess: subscription.hasProAccess,
    expiryDate: subscription.expiryDate,
    subscriptionType: subscription.subscriptionType,
    timestamp: now.getTime(),
  };
}

/**
 * Whether the cached state may be used at `now` (§4, §9): taken less than 24 h ago (and not
 * in the future), and its expiry, if any, not yet passed.
 */
export function isSubscriptionCacheValid(cache: SubscriptionCache, now: Date): boolean {
  const age = now.getTime() - cache.timestamp;
  if (age < 0 || age >= SUBSCRIPTION_CACHE_TTL_MS) return false;
  if (cache.expiryDate === null) return true;
  const expiry = Date.parse(cache.expiryDate);
  return Number.isFinite(expiry) && expiry > now.getTime();
}

/** The cached state as the API's answer, or null when it may not be used at `now`. */
export function subscriptionFromCache(cache: unknown, now: Date): Subscription | null {
  const parsed = SubscriptionCache.safeParse(cache);
  if (!parsed.success || !isSubscriptionCacheValid(parsed.data, now)) return null;
  return {
    hasProAccess: parsed.data.hasAccess,
    subscriptionType: parsed.data.subscriptionType,
    expiryDate: parsed.data.expiryDate,
  };
}

/** The store plugin's code for a purchase the person cancelled (PURCHASE_CANCELLED_ERROR). */
export const STORE_PURCHASE_CANCELLED_CODE = "1";

/** A failed store call as the person is told (§8): cancelled, or the provider's own message. */
export interface PurchaseFailure {
  message: string;
  cancelled: boolean;
}

export function purchaseFailureOf(error: unknown): PurchaseFailure {
  const record = typeof error === "object" && error !== null ? error : {};
  const { code, userCancelled, message } = record as {
    code?: unknown;
    userCancelled?: unknown;
    message?: unknown;
  };
  if (userCancelled === true || String(code) === STORE_PURCHASE_CANCELLED_CODE) {
    return { message: SubscriptionMessage.purchaseCancelled, cancelled: true };
  }
  if (typeof message === "string" && message !== "") return { message, cancelled: false };
  return { message: String(error), cancelled: false };
}
