import type {
  CustomerInfo,
  PurchasesOfferings,
  PurchasesPackage,
} from "@revenuecat/purchases-capacitor";
import {
  PRO_ENTITLEMENT,
  purchaseFailureOf,
  type Subscription,
  SubscriptionMessage,
  subscriptionCacheOf,
  subscriptionFromCache,
  subscriptionTypeOf,
} from "@vitalog/domain";
import { api } from "../lib/api.ts";
import { type DeviceStore, getDeviceStore } from "./device-store.ts";
import { logger } from "./logger.ts";
import { loadPurchases, type Purchases } from "./purchases.ts";

/**
 * The person's subscription state on this device (learning-devices-commerce §3, §4): set up once
 * signed in, Pro access cached for 24 h in the device store, refreshed on customer-info updates
 * and after a purchase, restore or sync, and cleared on sign-out. In the apps it follows the
 * store (RevenueCat); on the web, where nothing can be bought, `GET /api/v1/subscription`.
 */
export interface SubscriptionState {
  isInitialized: boolean;
  hasProAccess: boolean;
  offerings: PurchasesOfferings | null;
  customerInfo: CustomerInfo | null;
  /** Why the last set-up failed: "Failed to initialize subscriptions". */
  error: string | null;
}

/** What a purchase, restore or sync gives: cancelled only when the person cancelled it. */
export type PurchaseOutcome =
  | { success: true; hasProAccess: boolean }
  | { success: false; error: string; cancelled: boolean };

export const INITIAL_SUBSCRIPTION_STATE: SubscriptionState = {
  isInitialized: false,
  hasProAccess: false,
  offerings: null,
  customerInfo: null,
  error: null,
};

/** Where the cache is kept in the device store, with whose it is. */
export const SUBSCRIPTION_CACHE_KEY = "subscription.cache";

/** The Pro entitlement the store's customer info shows, as the API would answer it. */
export function subscriptionOfCustomerInfo(info: CustomerInfo): Subscription {
  const pro = info.entitlements.active[PRO_ENTITLEMENT];
  if (!pro?.isActive) return { hasProAccess: false, subscriptionType: null, expiryDate: null };
  const expiresAt = pro.expirationDateMillis ?? null;
  return {
    hasProAccess: true,
    subscriptionType: subscriptionTypeOf(pro.productIdentifier, expiresAt),
    expiryDate: expiresAt === null ? null : new Date(expiresAt).toISOString(),
  };
}

export interface SubscriptionStoreOptions {
  /** This device's purchases (the plugin in the apps, none on the web). */
  purchases?: () => Promise<Purchases>;
  /** `GET /api/v1/subscription`. */
  fetchSubscription?: () => Promise<Subscription>;
  store?: () => DeviceStore;
  now?: () => Date;
}

export interface SubscriptionStore {
  getState(): SubscriptionState;
  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe(listener: (state: SubscriptionState) => void): () => void;
  /** Sets purchases up for the signed-in person (our user id is the store's app user id). */
  initialize(userId: string): Promise<SubscriptionState>;
  /** Reads the Pro state again: the store's customer info, or the API on the web. */
  refresh(): Promise<SubscriptionState>;
  /** The offerings (`default`: Pro; `ai_credits`: the packs); fails before set-up. */
  getOfferings(): Promise<PurchasesOfferings>;
  purchasePackage(aPackage: PurchasesPackage): Promise<PurchaseOutcome>;
  restorePurchases(): Promise<PurchaseOutcome>;
  syncPurchases(): Promise<PurchaseOutcome>;
  /** Sign-out: the store forgets the person, the cache goes, the state starts again. */
  clear(): Promise<void>;
}

interface StoredCache {
  userId: string;
  cache: unknown;
}

export function createSubscriptionStore(options: SubscriptionStoreOptions = {}): SubscriptionStore {
  const load = options.purchases ?? loadPurchases;
  const fetchSubscription = options.fetchSubscription ?? (() => api.get("/api/v1/subscription"));
  const store = () => options.store?.() ?? getDeviceStore();
  const now = options.now ?? (() => new Date());
  const listeners = new Set<(state: SubscriptionState) => void>();
  let state = INITIAL_SUBSCRIPTION_STATE;
  let purchases: Purchases | null = null;
  let userId: string | null = null;
  /** The SDK is configured once per app run; a later person only logs in. */
  let configured = false;
  let stopListening: (() => Promise<void>) | null = null;
  let starting: Promise<SubscriptionState> | null = null;

  function set(next: Partial<SubscriptionState>): SubscriptionState {
    state = { ...state, ...next };
    for (const listener of listeners) listener(state);
    return state;
  }

  async function readCache(person: string): Promise<Subscription | null> {
    const saved = await store().get<StoredCache>(SUBSCRIPTION_CACHE_KEY);
    return saved?.userId === person ? subscriptionFromCache(saved.cache, now()) : null;
  }

  async function keep(subscription: Subscription): Promise<void> {
    if (!userId) return;
    const cache = subscriptionCacheOf(subscription, now());
    await store().set(SUBSCRIPTION_CACHE_KEY, { userId, cache } satisfies StoredCache);
  }

  async function applyCustomerInfo(info: CustomerInfo): Promise<SubscriptionState> {
    const subscription = subscriptionOfCustomerInfo(info);
    await keep(subscription);
    return set({ customerInfo: info, hasProAccess: subscription.hasProAccess });
  }

  async function applyServer(subscription: Subscription): Promise<SubscriptionState> {
    await keep(subscription);
    return set({ hasProAccess: subscription.hasProAccess });
  }

  async function start(person: string): Promise<SubscriptionState> {
    userId = person;
    const cached = await readCache(person);
    if (cached) set({ hasProAccess: cached.hasProAccess });
    try {
      purchases = await load();
      if (!purchases.available) {
        // The web: the server's answer, unless the device's copy is still good.
        if (!cached) await applyServer(await fetchSubscription());
        return set({ isInitialized: true, error: null });
      }
      const info = configured ? await purchases.logIn(person) : await purchases.configure(person);
      configured = true;
      stopListening ??= await purchases.addCustomerInfoUpdateListener((update) => {
        void applyCustomerInfo(update);
      });
      await applyCustomerInfo(info);
      let offerings: PurchasesOfferings | null = null;
      try {
        offerings = await purchases.getOfferings();
      } catch (error) {
        logger.warn("Store offerings not loaded", { error: purchaseFailureOf(error).message });
      }
      return set({ isInitialized: true, offerings, error: null });
    } catch (error) {
      logger.error("Subscriptions not set up", { error: purchaseFailureOf(error).message });
      return set({ isInitialized: false, error: SubscriptionMessage.initializeFailed });
    }
  }

  function ready(): Purchases {
    if (!state.isInitialized || !purchases) throw new Error(SubscriptionMessage.notInitialized);
    return purchases;
  }

  async function attempt(run: (p: Purchases) => Promise<CustomerInfo>): Promise<PurchaseOutcome> {
    if (!state.isInitialized || !purchases) {
      return {
        success: false,
        error: SubscriptionMessage.purchaseNotInitialized,
        cancelled: false,
      };
    }
    try {
      const next = await applyCustomerInfo(await run(purchases));
      return { success: true, hasProAccess: next.hasProAccess };
    } catch (error) {
      const failure = purchaseFailureOf(error);
      return { success: false, error: failure.message, cancelled: failure.cancelled };
    }
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async initialize(person) {
      if (userId === person && (state.isInitialized || starting)) return starting ?? state;
      starting = start(person).finally(() => {
        starting = null;
      });
      return starting;
    },
    async refresh() {
      const p = ready();
      if (!p.available) return applyServer(await fetchSubscription());
      return applyCustomerInfo(await p.getCustomerInfo());
    },
    async getOfferings() {
      const offerings = await ready().getOfferings();
      set({ offerings });
      return offerings;
    },
    purchasePackage: (aPackage) =>
      attempt(async (p) => (await p.purchasePackage(aPackage)).customerInfo),
    restorePurchases: () => attempt((p) => p.restorePurchases()),
    syncPurchases: () =>
      attempt(async (p) => {
        await p.syncPurchases();
        return p.getCustomerInfo();
      }),
    async clear() {
      const p = purchases;
      const wasInitialized = state.isInitialized;
      userId = null;
      await store().remove(SUBSCRIPTION_CACHE_KEY);
      set(INITIAL_SUBSCRIPTION_STATE);
      if (p?.available && wasInitialized) {
        await stopListening?.().catch(() => {});
        stopListening = null;
        // An anonymous store user cannot log out (LOG_OUT_ANONYMOUS_USER_ERROR): nothing to forget.
        await p.logOut().catch(() => {});
      }
    },
  };
}

let current: SubscriptionStore | null = null;

/** The app's subscription state (one per app run). */
export function getSubscriptionStore(): SubscriptionStore {
  current ??= createSubscriptionStore();
  return current;
}

/** Replaces the app's subscription state (tests: one over the in-memory plugin). */
export function setSubscriptionStore(store: SubscriptionStore | null): void {
  current = store;
}

/** On sign-out or a change of person: the store's state and the device's cache go. */
export async function clearSubscriptionState(): Promise<void> {
  if (current) await current.clear();
  else await getDeviceStore().remove(SUBSCRIPTION_CACHE_KEY);
}
