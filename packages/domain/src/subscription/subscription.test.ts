import { describe, expect, it } from "vitest";
import { MESSAGES } from "../message-catalogue.ts";
import { CREDIT_PACK_PRODUCTS, OFFERINGS, PRO_ENTITLEMENT } from "./constants.ts";
import {
  applyProEvent,
  creditPackOfProduct,
  hasProAccess,
  isSubscriptionCacheValid,
  proEntitlementAfter,
  purchaseFailureOf,
  subscriptionAt,
  subscriptionCacheOf,
  subscriptionFromCache,
  subscriptionTypeOf,
} from "./subscription.ts";
import { candidateUserIds, type RevenueCatPurchaseEvent, RevenueCatWebhook } from "./webhook.ts";

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 0, 10, 12);
const at = (ms: number) => new Date(ms);

let n = 0;
function event(
  type: RevenueCatPurchaseEvent["type"],
  atMs: number,
  extra: Partial<RevenueCatPurchaseEvent> = {},
): RevenueCatPurchaseEvent {
  n += 1;
  return {
    id: `evt-${n}`,
    type,
    app_user_id: "user-1",
    original_app_user_id: "user-1",
    product_id: "vitalog_pro_monthly",
    entitlement_ids: [PRO_ENTITLEMENT],
    expiration_at_ms: atMs + 30 * DAY,
    transaction_id: `t-${n}`,
    original_transaction_id: "t-0",
    purchased_at_ms: atMs,
    event_timestamp_ms: atMs,
    store: "APP_STORE",
    environment: "SANDBOX",
    ...extra,
  } as RevenueCatPurchaseEvent;
}

describe("the Pro entitlement after the store's events", () => {
  it("is granted by INITIAL_PURCHASE until its expiry, and ends at that instant", () => {
    const state = proEntitlementAfter([event("INITIAL_PURCHASE", T0)]);
    expect(state).toMatchObject({ subscriptionType: "monthly", status: "active" });
    expect(hasProAccess(state, at(T0 + 30 * DAY - 1))).toBe(true);
    expect(hasProAccess(state, at(T0 + 30 * DAY))).toBe(false);
  });

  it("is extended by RENEWAL", () => {
    const state = proEntitlementAfter([
      event("INITIAL_PURCHASE", T0),
      event("RENEWAL", T0 + 30 * DAY, { expiration_at_ms: T0 + 60 * DAY }),
    ]);
    expect(hasProAccess(state, at(T0 + 45 * DAY))).toBe(true);
    expect(subscriptionAt(state, at(T0 + 45 * DAY)).expiryDate).toBe(
      new Date(T0 + 60 * DAY).toISOString(),
    );
  });

  it("keeps access after CANCELLATION until the expiry, and UNCANCELLATION makes it renew again", () => {
    const cancelled = proEntitlementAfter([
      event("INITIAL_PURCHASE", T0),
      event("CANCELLATION", T0 + DAY),
    ]);
    expect(cancelled?.status).toBe("cancelled");
    expect(hasProAccess(cancelled, at(T0 + 2 * DAY))).toBe(true);
    expect(hasProAccess(cancelled, at(T0 + 31 * DAY))).toBe(false);
    const back = applyProEvent(cancelled, event("UNCANCELLATION", T0 + 2 * DAY));
    expect(back?.status).toBe("active");
  });

  it("keeps the stored expiry when a CANCELLATION gives none", () => {
    const state = proEntitlementAfter([
      event("INITIAL_PURCHASE", T0),
      event("CANCELLATION", T0 + DAY, { expiration_at_ms: null }),
    ]);
    expect(state?.expiresAt).toBe(T0 + 30 * DAY);
  });

  it("ends at EXPIRATION, even one naming a later expiry", () => {
    const state = proEntitlementAfter([
      event("INITIAL_PURCHASE", T0),
      event("EXPIRATION", T0 + 10 * DAY, { expiration_at_ms: T0 + 30 * DAY }),
    ]);
    expect(hasProAccess(state, at(T0 + 10 * DAY))).toBe(false);
    expect(subscriptionAt(state, at(T0 + 10 * DAY))).toEqual({
      hasProAccess: false,
      subscriptionType: null,
      expiryDate: null,
    });
  });

  it("gives a lifetime purchase no expiry; a refund (CANCELLATION) ends it", () => {
    const lifetime = event("NON_RENEWING_PURCHASE", T0, {
      product_id: "vitalog_pro_lifetime",
      expiration_at_ms: null,
    });
    const state = proEntitlementAfter([lifetime]);
    expect(subscriptionAt(state, at(T0 + 5000 * DAY))).toEqual({
      hasProAccess: true,
      subscriptionType: "lifetime",
      expiryDate: null,
    });
    const refunded = applyProEvent(
      state,
      event("CANCELLATION", T0 + DAY, {
        product_id: "vitalog_pro_lifetime",
        expiration_at_ms: null,
      }),
    );
    expect(hasProAccess(refunded, at(T0 + DAY))).toBe(false);
  });

  it("changes nothing on BILLING_ISSUE, SUBSCRIPTION_PAUSED or PRODUCT_CHANGE", () => {
    const start = proEntitlementAfter([event("INITIAL_PURCHASE", T0)]);
    for (const type of ["BILLING_ISSUE", "SUBSCRIPTION_PAUSED", "PRODUCT_CHANGE"] as const) {
      expect(applyProEvent(start, event(type, T0 + DAY, { expiration_at_ms: T0 + DAY }))).toBe(
        start,
      );
    }
  });

  it("ignores an event older than the last one applied (deliveries out of order)", () => {
    const renewed = proEntitlementAfter([
      event("INITIAL_PURCHASE", T0),
      event("RENEWAL", T0 + 30 * DAY, { expiration_at_ms: T0 + 60 * DAY }),
    ]);
    const late = applyProEvent(renewed, event("EXPIRATION", T0 + 29 * DAY));
    expect(hasProAccess(late, at(T0 + 40 * DAY))).toBe(true);
  });

  it("ignores events of other entitlements, and needs a grant before a cancellation", () => {
    expect(proEntitlementAfter([event("CANCELLATION", T0)])).toBeNull();
    expect(
      proEntitlementAfter([
        event("INITIAL_PURCHASE", T0, { product_id: "other", entitlement_ids: ["Other"] }),
      ]),
    ).toBeNull();
    // Without RevenueCat's entitlement list, our Pro products count.
    const unmapped = proEntitlementAfter([
      event("INITIAL_PURCHASE", T0, { product_id: "vitalog_pro_yearly", entitlement_ids: null }),
    ]);
    expect(unmapped?.subscriptionType).toBe("yearly");
    expect(
      proEntitlementAfter([
        event("NON_RENEWING_PURCHASE", T0, {
          product_id: "vitalog_ai_credits_30",
          entitlement_ids: null,
          expiration_at_ms: null,
        }),
      ]),
    ).toBeNull();
  });

  it("reads Google Play's subscription:base-plan product ids", () => {
    expect(subscriptionTypeOf("vitalog_pro_yearly:annual", T0)).toBe("yearly");
    expect(subscriptionTypeOf("something_else", T0)).toBeNull();
    expect(creditPackOfProduct("vitalog_ai_credits_60")).toBe(60);
    expect(creditPackOfProduct("vitalog_ai_credits_45")).toBeNull();
  });

  it("has the spec's offerings and one product per credit pack", () => {
    expect(OFFERINGS).toEqual({ pro: "default", aiCredits: "ai_credits" });
    expect(CREDIT_PACK_PRODUCTS).toEqual({
      vitalog_ai_credits_10: 10,
      vitalog_ai_credits_30: 30,
      vitalog_ai_credits_60: 60,
      vitalog_ai_credits_90: 90,
    });
  });
});

describe("the subscription cache", () => {
  const pro = { hasProAccess: true, subscriptionType: "yearly", expiryDate: null } as const;

  it("is valid for 24 hours from when it was taken", () => {
    const cache = subscriptionCacheOf(pro, at(T0));
    expect(cache).toEqual({
      hasAccess: true,
      expiryDate: null,
      subscriptionType: "yearly",
      timestamp: T0,
    });
    expect(isSubscriptionCacheValid(cache, at(T0 + DAY - 1))).toBe(true);
    expect(isSubscriptionCacheValid(cache, at(T0 + DAY))).toBe(false);
    expect(isSubscriptionCacheValid(cache, at(T0 - 1))).toBe(false);
  });

  it("is invalid once its expiry has passed", () => {
    const cache = subscriptionCacheOf(
      { ...pro, expiryDate: new Date(T0 + 3_600_000).toISOString() },
      at(T0),
    );
    expect(subscriptionFromCache(cache, at(T0 + 3_599_999))?.hasProAccess).toBe(true);
    expect(subscriptionFromCache(cache, at(T0 + 3_600_000))).toBeNull();
  });

  it("refuses anything that is not a cache", () => {
    expect(subscriptionFromCache(null, at(T0))).toBeNull();
    expect(subscriptionFromCache({ hasAccess: "yes", timestamp: T0 }, at(T0))).toBeNull();
  });
});

describe("the store's errors as the person is told", () => {
  it("says Purchase cancelled with the cancelled flag for the plugin's cancelled code or flag", () => {
    const cancelled = { message: "Purchase cancelled", cancelled: true };
    expect(purchaseFailureOf({ code: "1", message: "Purchase was cancelled." })).toEqual(cancelled);
    expect(purchaseFailureOf({ code: "0", userCancelled: true, message: "x" })).toEqual(cancelled);
  });

  it("otherwise gives the provider's message", () => {
    expect(purchaseFailureOf({ code: "10", message: "Error performing request." })).toEqual({
      message: "Error performing request.",
      cancelled: false,
    });
    expect(purchaseFailureOf("boom")).toEqual({ message: "boom", cancelled: false });
  });

  it("has the spec's wording in the catalogue", () => {
    expect(MESSAGES["subscription.notInitialized"]).toBe("Subscriptions not initialized");
    expect(MESSAGES["subscription.initializeFailed"]).toBe("Failed to initialize subscriptions");
    expect(MESSAGES["subscription.purchaseNotInitialized"]).toBe("Not initialized");
    expect(MESSAGES["subscription.purchaseCancelled"]).toBe("Purchase cancelled");
  });
});

describe("the RevenueCat webhook body", () => {
  const body = (event: Record<string, unknown>) => ({ api_version: "1.0", event });
  const purchase = {
    id: "e1",
    type: "INITIAL_PURCHASE",
    app_user_id: "u1",
    original_app_user_id: "u1",
    product_id: "vitalog_pro_monthly",
    transaction_id: "t1",
    original_transaction_id: "t1",
    purchased_at_ms: T0,
    event_timestamp_ms: T0,
    store: "APP_STORE",
    environment: "SANDBOX",
  };

  it("takes a purchase and keeps fields it does not know", () => {
    const parsed = RevenueCatWebhook.parse(body({ ...purchase, price: 4.99, currency: "USD" }));
    expect(parsed.event).toMatchObject({ type: "INITIAL_PURCHASE", price: 4.99 });
  });

  it("takes a TRANSFER, which has no app_user_id, and a TEST event", () => {
    const transfer = { id: "e2", type: "TRANSFER", event_timestamp_ms: T0 };
    expect(
      RevenueCatWebhook.safeParse(
        body({ ...transfer, transferred_from: ["a"], transferred_to: ["b"] }),
      ).success,
    ).toBe(true);
    expect(
      RevenueCatWebhook.safeParse(body({ id: "e3", type: "TEST", event_timestamp_ms: T0 })).success,
    ).toBe(true);
  });

  it("refuses a purchase without its buyer, an unknown type, and a body without an event", () => {
    const { app_user_id: _, ...anonymous } = purchase;
    const missing = RevenueCatWebhook.safeParse(body(anonymous));
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.path).toEqual(["event", "app_user_id"]);
    expect(RevenueCatWebhook.safeParse(body({ ...purchase, type: "SOMETHING" })).success).toBe(
      false,
    );
    expect(RevenueCatWebhook.safeParse({ api_version: "1.0" }).success).toBe(false);
  });

  it("names the person by app_user_id first, then the original id and aliases, never anonymous ids", () => {
    const parsed = RevenueCatWebhook.parse(
      body({
        ...purchase,
        app_user_id: "$RCAnonymousID:abc",
        original_app_user_id: "u1",
        aliases: ["$RCAnonymousID:abc", "u1", "u0"],
      }),
    );
    expect(candidateUserIds(parsed.event)).toEqual(["u1", "u0"]);
  });
});
