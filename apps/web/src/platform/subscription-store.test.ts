import type { PurchasesPackage } from "@revenuecat/purchases-capacitor";
import { QueryClient } from "@tanstack/react-query";
import { type Subscription, SubscriptionMessage } from "@vitalog/domain";
import { describe, expect, it, vi } from "vitest";
import { clearPersonalData } from "../app/personal-data.ts";
import { createMemoryDeviceStore, type DeviceStore, setDeviceStore } from "./device-store.ts";
import { createFakePurchasesPlugin, PLUGIN_ERRORS, vitalogOfferings } from "./purchases.fake.ts";
import { createCapacitorPurchases, webPurchases } from "./purchases.ts";
import {
  createSubscriptionStore,
  INITIAL_SUBSCRIPTION_STATE,
  SUBSCRIPTION_CACHE_KEY,
} from "./subscription-store.ts";

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 2, 1, 9);

/** A clock the test moves. */
function clock(start = T0) {
  let at = start;
  return { now: () => new Date(at), nowMs: () => at, advance: (ms: number) => (at += ms) };
}

function nativeStore(store: DeviceStore = createMemoryDeviceStore()) {
  const time = clock();
  const fake = createFakePurchasesPlugin({ now: time.nowMs });
  const subscriptions = createSubscriptionStore({
    purchases: async () => createCapacitorPurchases(fake.plugin, "appl_public_key"),
    fetchSubscription: () => Promise.reject(new Error("the app reads the store, not the API")),
    store: () => store,
    now: time.now,
  });
  return { fake, subscriptions, store, time };
}

async function packageOf(
  subscriptions: ReturnType<typeof nativeStore>["subscriptions"],
  productId: string,
): Promise<PurchasesPackage> {
  const offerings = await subscriptions.getOfferings();
  const found = Object.values(offerings.all)
    .flatMap((o) => o.availablePackages)
    .find((p) => p.product.identifier === productId);
  if (!found) throw new Error(`no package for ${productId}`);
  return found;
}

describe("the subscription state in the app", () => {
  it("is set up for the signed-in person with the offerings, without Pro", async () => {
    const { fake, subscriptions } = nativeStore();
    expect(subscriptions.getState()).toEqual(INITIAL_SUBSCRIPTION_STATE);
    const state = await subscriptions.initialize("user-1");
    expect(state).toMatchObject({ isInitialized: true, hasProAccess: false, error: null });
    expect(state.offerings?.current?.identifier).toBe("default");
    expect(state.customerInfo?.originalAppUserId).toBe("user-1");
    expect(fake.state.configured?.appUserID).toBe("user-1");
    expect(fake.listenerCount()).toBe(1);
  });

  it("says Not initialized for a purchase and Subscriptions not initialized for offerings before set-up", async () => {
    const { subscriptions, fake } = nativeStore();
    const monthly = vitalogOfferings().current?.monthly;
    if (!monthly) throw new Error("no monthly package");
    expect(await subscriptions.purchasePackage(monthly)).toEqual({
      success: false,
      error: SubscriptionMessage.purchaseNotInitialized,
      cancelled: false,
    });
    await expect(subscriptions.getOfferings()).rejects.toThrow(SubscriptionMessage.notInitialized);
    await expect(subscriptions.refresh()).rejects.toThrow(SubscriptionMessage.notInitialized);
    expect(fake.state.calls).toEqual([]);
  });

  it("says Failed to initialize subscriptions when the store cannot be set up", async () => {
    const { subscriptions, fake } = nativeStore();
    fake.failNext("configure", PLUGIN_ERRORS.network());
    expect(await subscriptions.initialize("user-1")).toMatchObject({
      isInitialized: false,
      error: SubscriptionMessage.initializeFailed,
    });
    // A later attempt may succeed.
    expect((await subscriptions.initialize("user-1")).isInitialized).toBe(true);
  });

  it("grants Pro after a purchase and keeps it in the device's cache", async () => {
    const { subscriptions, store, time } = nativeStore();
    await subscriptions.initialize("user-1");
    const outcome = await subscriptions.purchasePackage(
      await packageOf(subscriptions, "vitalog_pro_monthly"),
    );
    expect(outcome).toEqual({ success: true, hasProAccess: true });
    expect(subscriptions.getState().hasProAccess).toBe(true);
    expect(await store.get(SUBSCRIPTION_CACHE_KEY)).toEqual({
      userId: "user-1",
      cache: {
        hasAccess: true,
        subscriptionType: "monthly",
        expiryDate: new Date(time.nowMs() + 30 * 24 * HOUR).toISOString(),
        timestamp: time.nowMs(),
      },
    });
  });

  it("buys a credit pack without granting Pro", async () => {
    const { subscriptions } = nativeStore();
    await subscriptions.initialize("user-1");
    const outcome = await subscriptions.purchasePackage(
      await packageOf(subscriptions, "vitalog_ai_credits_30"),
    );
    expect(outcome).toEqual({ success: true, hasProAccess: false });
    expect(
      subscriptions
        .getState()
        .customerInfo?.nonSubscriptionTransactions.map((t) => t.productIdentifier),
    ).toEqual(["vitalog_ai_credits_30"]);
  });

  it("says Purchase cancelled with the cancelled flag, otherwise the store's message", async () => {
    const { subscriptions, fake } = nativeStore();
    await subscriptions.initialize("user-1");
    const yearly = await packageOf(subscriptions, "vitalog_pro_yearly");
    fake.failNext("purchasePackage", PLUGIN_ERRORS.cancelled());
    expect(await subscriptions.purchasePackage(yearly)).toEqual({
      success: false,
      error: "Purchase cancelled",
      cancelled: true,
    });
    fake.failNext("purchasePackage", PLUGIN_ERRORS.storeProblem());
    expect(await subscriptions.purchasePackage(yearly)).toEqual({
      success: false,
      error: "There was a problem with the App Store.",
      cancelled: false,
    });
    expect(subscriptions.getState().hasProAccess).toBe(false);
  });

  it("follows customer-info updates, and refreshes after a restore or a sync", async () => {
    const { subscriptions, fake, time } = nativeStore();
    await subscriptions.initialize("user-1");
    // 1. A renewal elsewhere: the listener brings Pro.
    fake.changeOutside("user-1", { productId: "vitalog_pro_yearly", expiresAt: T0 + 100 * HOUR });
    await vi.waitFor(() => expect(subscriptions.getState().hasProAccess).toBe(true));
    // 2. A refund elsewhere takes it away.
    fake.changeOutside("user-1", null);
    await vi.waitFor(() => expect(subscriptions.getState().hasProAccess).toBe(false));
    // 3. Restore finds the store account's purchase.
    fake.state.restorable = { productId: "vitalog_pro_monthly", expiresAt: T0 + 10 * HOUR };
    expect(await subscriptions.restorePurchases()).toEqual({ success: true, hasProAccess: true });
    // 4. Once it lapses, a sync reads the state again.
    time.advance(11 * HOUR);
    expect(await subscriptions.syncPurchases()).toEqual({ success: true, hasProAccess: false });
    expect(fake.state.calls).toContain("syncPurchases");
  });

  it("forgets the person on sign-out; the next person logs in to the same SDK", async () => {
    const { subscriptions, fake, store } = nativeStore();
    await subscriptions.initialize("user-1");
    await subscriptions.purchasePackage(await packageOf(subscriptions, "vitalog_pro_monthly"));
    await subscriptions.clear();
    expect(subscriptions.getState()).toEqual(INITIAL_SUBSCRIPTION_STATE);
    expect(await store.get(SUBSCRIPTION_CACHE_KEY)).toBeNull();
    expect(fake.state.calls).toContain("logOut");
    expect(fake.listenerCount()).toBe(0);

    const next = await subscriptions.initialize("user-2");
    expect(next.hasProAccess).toBe(false);
    expect(fake.state.calls.filter((c) => c === "configure")).toHaveLength(1);
    expect(fake.state.appUserId).toBe("user-2");
  });
});

describe("the subscription state on the web", () => {
  function webStore(answers: Subscription[]) {
    const time = clock();
    const store = createMemoryDeviceStore();
    let fetched = 0;
    const subscriptions = createSubscriptionStore({
      purchases: async () => webPurchases,
      fetchSubscription: async () => {
        const answer = answers[Math.min(fetched, answers.length - 1)];
        fetched += 1;
        if (!answer) throw new Error("no answer");
        return answer;
      },
      store: () => store,
      now: time.now,
    });
    return { subscriptions, store, time, fetched: () => fetched };
  }
  const pro: Subscription = {
    hasProAccess: true,
    subscriptionType: "yearly",
    expiryDate: new Date(T0 + 1000 * HOUR).toISOString(),
  };
  const none: Subscription = { hasProAccess: false, subscriptionType: null, expiryDate: null };

  it("takes Pro from the API and caches it for 24 hours", async () => {
    const web = webStore([pro, none]);
    expect(await web.subscriptions.initialize("user-1")).toMatchObject({
      isInitialized: true,
      hasProAccess: true,
    });
    expect(web.fetched()).toBe(1);

    // Within 24 h a new start uses the device's copy ...
    const again = createSubscriptionStore({
      purchases: async () => webPurchases,
      fetchSubscription: () => Promise.reject(new Error("not asked")),
      store: () => web.store,
      now: () => new Date(T0 + 23 * HOUR),
    });
    expect((await again.initialize("user-1")).hasProAccess).toBe(true);

    // ... after that the API is asked again.
    web.time.advance(24 * HOUR);
    await web.subscriptions.clear();
    await web.store.set(SUBSCRIPTION_CACHE_KEY, {
      userId: "user-1",
      cache: { hasAccess: true, expiryDate: null, subscriptionType: "yearly", timestamp: T0 },
    });
    expect((await web.subscriptions.initialize("user-1")).hasProAccess).toBe(false);
    expect(web.fetched()).toBe(2);
  });

  it("never uses another person's cache", async () => {
    const web = webStore([none]);
    await web.store.set(SUBSCRIPTION_CACHE_KEY, {
      userId: "someone-else",
      cache: { hasAccess: true, expiryDate: null, subscriptionType: "lifetime", timestamp: T0 },
    });
    expect((await web.subscriptions.initialize("user-1")).hasProAccess).toBe(false);
    expect(web.fetched()).toBe(1);
  });

  it("says purchases are not available in the browser", async () => {
    const web = webStore([none]);
    await web.subscriptions.initialize("user-1");
    expect(await web.subscriptions.restorePurchases()).toEqual({
      success: false,
      error: SubscriptionMessage.notAvailable,
      cancelled: false,
    });
    expect((await web.subscriptions.refresh()).hasProAccess).toBe(false);
  });
});

describe("signing out", () => {
  it("removes the device's subscription cache, wherever the device keeps it", async () => {
    // The apps keep the device store outside Web Storage (not swept with the browser's keys).
    const device = createMemoryDeviceStore({
      [SUBSCRIPTION_CACHE_KEY]: {
        userId: "user-1",
        cache: { hasAccess: true, expiryDate: null, subscriptionType: "yearly", timestamp: T0 },
      },
      "courses.saved": ["kept"],
    });
    setDeviceStore(device);
    clearPersonalData(new QueryClient());
    await vi.waitFor(async () => expect(await device.get(SUBSCRIPTION_CACHE_KEY)).toBeNull());
    expect(await device.get("courses.saved")).toEqual(["kept"]);
  });
});
