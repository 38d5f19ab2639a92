import {
  type CustomerInfo,
  type CustomerInfoUpdateListener,
  PACKAGE_TYPE,
  PRODUCT_CATEGORY,
  PRODUCT_TYPE,
  type PurchasesEntitlementInfo,
  type PurchasesOffering,
  type PurchasesOfferings,
  type PurchasesPackage,
  type PurchasesStoreProduct,
  type PurchasesStoreTransaction,
  VERIFICATION_RESULT,
} from "@revenuecat/purchases-capacitor";
import { CREDIT_PACK_PRODUCTS, OFFERINGS, PRO_ENTITLEMENT } from "@vitalog/domain";
import type { PurchasesPluginApi } from "./purchases.ts";

const DAY = 86_400_000;

/**
 * An error as the plugin rejects with one: its bridge error normalised by the SDK
 * (`normalizePurchasesError`): a numeric string `code` (PURCHASES_ERROR_CODE), `userCancelled`
 * true only for PURCHASE_CANCELLED_ERROR ("1"), and the readable code in `userInfo`.
 */
export function pluginError(code: string, readableErrorCode: string, message: string) {
  return Object.assign(new Error(message), {
    code,
    readableErrorCode,
    userInfo: { readableErrorCode },
    underlyingErrorMessage: "",
    userCancelled: code === "1",
  });
}

export const PLUGIN_ERRORS = {
  cancelled: () => pluginError("1", "PURCHASE_CANCELLED", "Purchase was cancelled."),
  network: () =>
    pluginError("10", "NETWORK_ERROR", "Error performing request. Please check your network."),
  storeProblem: () => pluginError("2", "STORE_PROBLEM", "There was a problem with the App Store."),
  anonymousLogOut: () =>
    pluginError("22", "LOG_OUT_ANONYMOUS_USER", "Called logOut but the current user is anonymous."),
  invalidKey: () =>
    pluginError("11", "INVALID_CREDENTIALS", "There was a credentials issue. Check the API key."),
};

function product(identifier: string, price: number, subscriptionPeriod: string | null) {
  const isSubscription = subscriptionPeriod !== null;
  return {
    identifier,
    description: identifier,
    title: identifier,
    price,
    priceString: `$${price.toFixed(2)}`,
    pricePerWeek: null,
    pricePerMonth: null,
    pricePerYear: null,
    pricePerWeekString: null,
    pricePerMonthString: null,
    pricePerYearString: null,
    currencyCode: "USD",
    introPrice: null,
    discounts: null,
    productCategory: isSubscription
      ? PRODUCT_CATEGORY.SUBSCRIPTION
      : PRODUCT_CATEGORY.NON_SUBSCRIPTION,
    productType: isSubscription
      ? PRODUCT_TYPE.AUTO_RENEWABLE_SUBSCRIPTION
      : PRODUCT_TYPE.CONSUMABLE,
    subscriptionPeriod,
    defaultOption: null,
    subscriptionOptions: null,
    presentedOfferingIdentifier: null,
    presentedOfferingContext: null,
  } satisfies PurchasesStoreProduct;
}

function pkg(
  offering: string,
  identifier: string,
  packageType: PACKAGE_TYPE,
  storeProduct: PurchasesStoreProduct,
): PurchasesPackage {
  const context = {
    offeringIdentifier: offering,
    placementIdentifier: null,
    targetingContext: null,
  };
  return {
    identifier,
    packageType,
    product: {
      ...storeProduct,
      presentedOfferingIdentifier: offering,
      presentedOfferingContext: context,
    },
    offeringIdentifier: offering,
    presentedOfferingContext: context,
    webCheckoutUrl: null,
  };
}

function offering(identifier: string, packages: PurchasesPackage[]): PurchasesOffering {
  const byType = (type: PACKAGE_TYPE) => packages.find((p) => p.packageType === type) ?? null;
  return {
    identifier,
    serverDescription: identifier,
    metadata: {},
    availablePackages: packages,
    lifetime: byType(PACKAGE_TYPE.LIFETIME),
    annual: byType(PACKAGE_TYPE.ANNUAL),
    sixMonth: null,
    threeMonth: null,
    twoMonth: null,
    monthly: byType(PACKAGE_TYPE.MONTHLY),
    weekly: null,
    webCheckoutUrl: null,
  };
}

/** The dashboard's offerings as Vitalog sets them up: `default` (Pro) and `ai_credits`. */
export function vitalogOfferings(): PurchasesOfferings {
  const pro = offering(OFFERINGS.pro, [
    pkg(
      OFFERINGS.pro,
      "$rc_monthly",
      PACKAGE_TYPE.MONTHLY,
      product("vitalog_pro_monthly", 4.99, "P1M"),
    ),
    pkg(
      OFFERINGS.pro,
      "$rc_annual",
      PACKAGE_TYPE.ANNUAL,
      product("vitalog_pro_yearly", 39.99, "P1Y"),
    ),
  ]);
  const credits = offering(
    OFFERINGS.aiCredits,
    Object.entries(CREDIT_PACK_PRODUCTS).map(([id, size]) =>
      pkg(OFFERINGS.aiCredits, `credits_${size}`, PACKAGE_TYPE.CUSTOM, product(id, size / 5, null)),
    ),
  );
  return { all: { [pro.identifier]: pro, [credits.identifier]: credits }, current: pro };
}

/**
 * RevenueCat's Capacitor plugin in memory, following its documented contract: every call but
 * `configure` rejects until it is configured; `logIn` and `configure` set the app user id;
 * `logOut` of an anonymous user rejects (LOG_OUT_ANONYMOUS_USER_ERROR); a subscription purchase
 * makes the Pro entitlement active until the period's end; customer-info listeners hear every
 * change. `failNext` makes the next call of a method reject with the plugin's error.
 */
export function createFakePurchasesPlugin(options: { now?: () => number } = {}) {
  const now = options.now ?? (() => Date.now());
  const state = {
    configured: null as null | { apiKey: string; appUserID: string | null },
    appUserId: null as string | null,
    /** Pro expiry by app user id (what the store remembers across log-ins). */
    pro: new Map<string, { productId: string; expiresAt: number; purchasedAt: number }>(),
    transactions: new Map<string, PurchasesStoreTransaction[]>(),
    /** Purchases the store account holds that a restore brings to the signed-in person. */
    restorable: null as null | { productId: string; expiresAt: number },
    failures: new Map<keyof PurchasesPluginApi, Error>(),
    calls: [] as string[],
  };
  const listeners = new Map<string, CustomerInfoUpdateListener>();
  let nextId = 0;

  const uninitialized = () =>
    new Error(
      "There is no singleton instance. Make sure you configure Purchases before trying to get the default instance.",
    );

  function user(): string {
    if (!state.configured || !state.appUserId) throw uninitialized();
    return state.appUserId;
  }

  function customerInfo(appUserId: string): CustomerInfo {
    const pro = state.pro.get(appUserId);
    const at = now();
    const iso = (ms: number) => new Date(ms).toISOString();
    const entitlement: PurchasesEntitlementInfo | null = pro
      ? {
          identifier: PRO_ENTITLEMENT,
          isActive: pro.expiresAt > at,
          willRenew: true,
          periodType: "NORMAL",
          latestPurchaseDate: iso(pro.purchasedAt),
          latestPurchaseDateMillis: pro.purchasedAt,
          originalPurchaseDate: iso(pro.purchasedAt),
          originalPurchaseDateMillis: pro.purchasedAt,
          expirationDate: iso(pro.expiresAt),
          expirationDateMillis: pro.expiresAt,
          store: "APP_STORE",
          productIdentifier: pro.productId,
          productPlanIdentifier: null,
          isSandbox: true,
          unsubscribeDetectedAt: null,
          unsubscribeDetectedAtMillis: null,
          billingIssueDetectedAt: null,
          billingIssueDetectedAtMillis: null,
          ownershipType: "PURCHASED",
          verification: VERIFICATION_RESULT.NOT_REQUESTED,
        }
      : null;
    const all: Record<string, PurchasesEntitlementInfo> = entitlement
      ? { [PRO_ENTITLEMENT]: entitlement }
      : {};
    const active = entitlement?.isActive ? all : {};
    return {
      entitlements: { all, active, verification: VERIFICATION_RESULT.NOT_REQUESTED },
      activeSubscriptions: entitlement?.isActive && pro ? [pro.productId] : [],
      allPurchasedProductIdentifiers: pro ? [pro.productId] : [],
      latestExpirationDate: pro ? iso(pro.expiresAt) : null,
      firstSeen: iso(at),
      originalAppUserId: appUserId,
      requestDate: iso(at),
      allExpirationDates: pro ? { [pro.productId]: iso(pro.expiresAt) } : {},
      allPurchaseDates: pro ? { [pro.productId]: iso(pro.purchasedAt) } : {},
      originalApplicationVersion: null,
      originalPurchaseDate: null,
      managementURL: null,
      nonSubscriptionTransactions: state.transactions.get(appUserId) ?? [],
      subscriptionsByProductIdentifier: {},
    };
  }

  function notify(appUserId: string): void {
    const info = customerInfo(appUserId);
    for (const listener of listeners.values()) listener(info);
  }

  async function call<T>(name: keyof PurchasesPluginApi, run: () => T): Promise<T> {
    state.calls.push(name);
    // The bridge answers asynchronously.
    await Promise.resolve();
    const failure = state.failures.get(name);
    if (failure) {
      state.failures.delete(name);
      throw failure;
    }
    return run();
  }

  const plugin: PurchasesPluginApi = {
    configure: ({ apiKey, appUserID }) =>
      call("configure", () => {
        if (!apiKey) throw PLUGIN_ERRORS.invalidKey();
        state.configured = { apiKey, appUserID: appUserID ?? null };
        state.appUserId = appUserID ?? `$RCAnonymousID:${++nextId}`;
      }),
    logIn: ({ appUserID }) =>
      call("logIn", () => {
        user();
        const created = !state.pro.has(appUserID);
        state.appUserId = appUserID;
        return { customerInfo: customerInfo(appUserID), created };
      }),
    logOut: () =>
      call("logOut", () => {
        if (user().startsWith("$RCAnonymousID:")) throw PLUGIN_ERRORS.anonymousLogOut();
        state.appUserId = `$RCAnonymousID:${++nextId}`;
        return { customerInfo: customerInfo(state.appUserId) };
      }),
    getOfferings: () =>
      call("getOfferings", () => {
        user();
        return vitalogOfferings();
      }),
    getCustomerInfo: () => call("getCustomerInfo", () => ({ customerInfo: customerInfo(user()) })),
    purchasePackage: ({ aPackage }) =>
      call("purchasePackage", () => {
        const appUserId = user();
        const productId = aPackage.product.identifier;
        const at = now();
        const transaction = {
          transactionIdentifier: `txn-${++nextId}`,
          productIdentifier: productId,
          purchaseDate: new Date(at).toISOString(),
          purchaseToken: null,
          originalJson: null,
          signature: null,
        };
        const period = aPackage.product.subscriptionPeriod;
        if (period) {
          const days = period === "P1Y" ? 365 : 30;
          state.pro.set(appUserId, { productId, expiresAt: at + days * DAY, purchasedAt: at });
        } else {
          state.transactions.set(appUserId, [
            ...(state.transactions.get(appUserId) ?? []),
            transaction,
          ]);
        }
        notify(appUserId);
        return { productIdentifier: productId, customerInfo: customerInfo(appUserId), transaction };
      }),
    restorePurchases: () =>
      call("restorePurchases", () => {
        const appUserId = user();
        if (state.restorable) {
          state.pro.set(appUserId, { ...state.restorable, purchasedAt: now() });
          notify(appUserId);
        }
        return { customerInfo: customerInfo(appUserId) };
      }),
    syncPurchases: () =>
      call("syncPurchases", () => {
        user();
      }),
    addCustomerInfoUpdateListener: (listener) =>
      call("addCustomerInfoUpdateListener", () => {
        const id = `listener-${++nextId}`;
        listeners.set(id, listener);
        return id;
      }),
    removeCustomerInfoUpdateListener: ({ listenerToRemove }) =>
      call("removeCustomerInfoUpdateListener", () => ({
        wasRemoved: listeners.delete(listenerToRemove),
      })),
  };

  return {
    plugin,
    state,
    listenerCount: () => listeners.size,
    /** The next call of `method` rejects with `error`. */
    failNext(method: keyof PurchasesPluginApi, error: Error) {
      state.failures.set(method, error);
    },
    /** Something outside the app changed the person's entitlement (a renewal, a refund). */
    changeOutside(appUserId: string, pro: { productId: string; expiresAt: number } | null) {
      if (pro) state.pro.set(appUserId, { ...pro, purchasedAt: now() });
      else state.pro.delete(appUserId);
      if (state.appUserId === appUserId) notify(appUserId);
    },
  };
}
