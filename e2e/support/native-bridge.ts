import type { BrowserContext } from "playwright-core";

/** A store product as RevenueCat's plugin describes it, with what the pages read. */
export interface StoreProductData {
  identifier: string;
  priceString: string;
  price: number;
  subscriptionPeriod: string | null;
}

/** The store's offerings in the simulated app: `default` (Pro) and `ai_credits` (the packs). */
export interface StoreData {
  monthly: StoreProductData;
  yearly: StoreProductData;
  packs: StoreProductData[];
  managementUrl: string;
}

/**
 * Makes Chromium look like the Android app to the web build: the native side of Capacitor's
 * bridge (`window.androidBridge`, `window.Capacitor` with `PluginHeaders`, `nativePromise`,
 * `nativeCallback` and `fromNative`) answering the RevenueCat plugin with `store`'s offerings,
 * Secure Storage with an in-page keychain (kept in sessionStorage across reloads), and every
 * other plugin with an empty success. The build carries no RevenueCat key, so the chunk that
 * reads it is served with a test key, as the app's own build would have one.
 */
export async function simulateAndroidApp(context: BrowserContext, store: StoreData) {
  await context.route(/\/assets\/.*\.js$/, async (route) => {
    // A kept-alive connection the server has just closed answers ECONNRESET: try again.
    const response = await route.fetch({ maxRetries: 2 });
    const body = await response.text();
    await route.fulfill({
      response,
      body: body.replace(
        "VITE_REVENUECAT_ANDROID_KEY:void 0",
        'VITE_REVENUECAT_ANDROID_KEY:"goog_e2e_public_key"',
      ),
    });
  });
  await context.addInitScript(installBridge, store);
}

/** Runs in the page before the app: everything it uses is defined inside. */
function installBridge(store: StoreData) {
  type Json = Record<string, unknown>;
  interface Call {
    callbackId: string;
    pluginId: string;
    methodName: string;
    options: Json | null;
  }
  interface Waiting {
    resolve?: (data: unknown) => void;
    reject?: (error: unknown) => void;
    callback?: (data: unknown, error?: unknown) => void;
  }
  const win = window as unknown as Json & {
    Capacitor: Json;
    androidBridge: { postMessage(message: string): void };
  };
  const waiting = new Map<string, Waiting>();
  let nextId = 0;

  const SECURE_STORAGE = [
    "setSynchronizeKeychain",
    "internalGetItem",
    "internalSetItem",
    "internalRemoveItem",
    "internalClearItemsWithPrefix",
    "internalGetPrefixedKeys",
  ];
  const PURCHASES = [
    "configure",
    "logIn",
    "logOut",
    "getOfferings",
    "getCustomerInfo",
    "purchasePackage",
    "restorePurchases",
    "syncPurchases",
    "addCustomerInfoUpdateListener",
    "removeCustomerInfoUpdateListener",
  ];
  const rtype = (method: string) =>
    method.startsWith("add") && method.endsWith("Listener") ? "callback" : "promise";
  const header = (name: string, methods: string[]) => ({
    name,
    methods: {
      find: (match: (m: { name: string }) => boolean) => {
        const found = methods.find((method) => match({ name: method }));
        return found ? { name: found, rtype: rtype(found) } : undefined;
      },
    },
  });
  const headers = {
    find: (match: (h: { name: string }) => boolean) => {
      if (match({ name: "SecureStorage" })) return header("SecureStorage", SECURE_STORAGE);
      if (match({ name: "Purchases" })) return header("Purchases", PURCHASES);
      // Any other plugin: a native one whose every method succeeds with nothing to say.
      return { name: "*", methods: { find: () => ({ name: "*", rtype: "promise" }) } };
    },
  };

  // The store: the Pro entitlement of the person signed in to the SDK, and the listeners.
  let appUserId: string | null = null;
  let proProduct: StoreProductData | null = null;
  const listeners = new Set<string>();
  const iso = (ms: number) => new Date(ms).toISOString();
  const purchasedAt = Date.now();
  const expiresAt = purchasedAt + 365 * 86_400_000;

  function customerInfo(): Json {
    const entitlement = proProduct && {
      identifier: "Pro",
      isActive: true,
      willRenew: true,
      periodType: "NORMAL",
      latestPurchaseDate: iso(purchasedAt),
      latestPurchaseDateMillis: purchasedAt,
      originalPurchaseDate: iso(purchasedAt),
      originalPurchaseDateMillis: purchasedAt,
      expirationDate: iso(expiresAt),
      expirationDateMillis: expiresAt,
      store: "PLAY_STORE",
      productIdentifier: proProduct.identifier,
      productPlanIdentifier: null,
      isSandbox: true,
      unsubscribeDetectedAt: null,
      unsubscribeDetectedAtMillis: null,
      billingIssueDetectedAt: null,
      billingIssueDetectedAtMillis: null,
      ownershipType: "PURCHASED",
      verification: "NOT_REQUESTED",
    };
    const entitlements = entitlement ? { Pro: entitlement } : {};
    return {
      entitlements: { all: entitlements, active: entitlements, verification: "NOT_REQUESTED" },
      activeSubscriptions: proProduct ? [proProduct.identifier] : [],
      allPurchasedProductIdentifiers: proProduct ? [proProduct.identifier] : [],
      latestExpirationDate: proProduct ? iso(expiresAt) : null,
      firstSeen: iso(purchasedAt),
      originalAppUserId: appUserId,
      requestDate: iso(Date.now()),
      allExpirationDates: {},
      allPurchaseDates: {},
      originalApplicationVersion: null,
      originalPurchaseDate: null,
      managementURL: store.managementUrl,
      nonSubscriptionTransactions: [],
      subscriptionsByProductIdentifier: {},
    };
  }

  function pkg(offering: string, identifier: string, packageType: string, p: StoreProductData) {
    const context = {
      offeringIdentifier: offering,
      placementIdentifier: null,
      targetingContext: null,
    };
    return {
      identifier,
      packageType,
      offeringIdentifier: offering,
      presentedOfferingContext: context,
      webCheckoutUrl: null,
      product: {
        identifier: p.identifier,
        title: p.identifier,
        description: p.identifier,
        price: p.price,
        priceString: p.priceString,
        currencyCode: "USD",
        subscriptionPeriod: p.subscriptionPeriod,
        productCategory: p.subscriptionPeriod ? "SUBSCRIPTION" : "NON_SUBSCRIPTION",
        productType: p.subscriptionPeriod ? "AUTO_RENEWABLE_SUBSCRIPTION" : "CONSUMABLE",
        presentedOfferingIdentifier: offering,
        presentedOfferingContext: context,
      },
    };
  }

  function offerings(): Json {
    const monthly = pkg("default", "$rc_monthly", "MONTHLY", store.monthly);
    const annual = pkg("default", "$rc_annual", "ANNUAL", store.yearly);
    const pro = {
      identifier: "default",
      serverDescription: "Vitalog Pro",
      metadata: {},
      availablePackages: [monthly, annual],
      monthly,
      annual,
      lifetime: null,
      sixMonth: null,
      threeMonth: null,
      twoMonth: null,
      weekly: null,
      webCheckoutUrl: null,
    };
    const packs = store.packs.map((p) => pkg("ai_credits", p.identifier, "CUSTOM", p));
    const credits = {
      ...pro,
      identifier: "ai_credits",
      availablePackages: packs,
      monthly: null,
      annual: null,
    };
    return { all: { default: pro, ai_credits: credits }, current: pro };
  }

  function keychain(): Record<string, string> {
    return JSON.parse(sessionStorage.getItem("e2e.keychain") ?? "{}");
  }

  function answer(call: Call): unknown {
    const o = call.options ?? {};
    if (call.pluginId === "SecureStorage") {
      const items = keychain();
      const key = String(o.prefixedKey ?? "");
      if (call.methodName === "internalGetItem") return { data: items[key] ?? null };
      if (call.methodName === "internalSetItem") items[key] = String(o.data);
      if (call.methodName === "internalRemoveItem") {
        const success = key in items;
        delete items[key];
        sessionStorage.setItem("e2e.keychain", JSON.stringify(items));
        return { success };
      }
      sessionStorage.setItem("e2e.keychain", JSON.stringify(items));
      return {};
    }
    if (call.pluginId === "Purchases") {
      switch (call.methodName) {
        case "configure":
        case "logIn":
          appUserId = String(o.appUserID);
          return { customerInfo: customerInfo(), created: false };
        case "logOut":
          appUserId = null;
          return { customerInfo: customerInfo() };
        case "getOfferings":
          return offerings();
        case "purchasePackage": {
          const product = (o.aPackage as { product: StoreProductData }).product;
          if (product.subscriptionPeriod) proProduct = product;
          const info = customerInfo();
          for (const id of listeners) deliver(id, info);
          return {
            productIdentifier: product.identifier,
            customerInfo: info,
            transaction: {
              transactionIdentifier: `GPA.e2e-${++nextId}`,
              productIdentifier: product.identifier,
              purchaseDate: iso(Date.now()),
            },
          };
        }
        case "addCustomerInfoUpdateListener":
          listeners.add(call.callbackId);
          return null;
        case "removeCustomerInfoUpdateListener":
          return { wasRemoved: listeners.delete(String(o.listenerToRemove)) };
        case "syncPurchases":
          return {};
        default:
          return { customerInfo: customerInfo() };
      }
    }
    return {};
  }

  function deliver(callbackId: string, data: unknown) {
    setTimeout(() => {
      const fromNative = win.Capacitor.fromNative as (result: Json) => void;
      fromNative({
        callbackId,
        pluginId: "Purchases",
        methodName: "listener",
        success: true,
        data,
      });
    }, 0);
  }

  win.androidBridge = {
    postMessage(message: string) {
      const call = JSON.parse(message) as Call;
      setTimeout(() => {
        const data = answer(call);
        // A listener's registration answers with its first update only when there is one.
        if (call.methodName === "addCustomerInfoUpdateListener") return;
        const fromNative = win.Capacitor.fromNative as (result: Json) => void;
        fromNative({
          callbackId: call.callbackId,
          pluginId: call.pluginId,
          methodName: call.methodName,
          success: true,
          data,
        });
      }, 0);
    },
  };

  function toNative(pluginId: string, methodName: string, options: unknown, waiter: Waiting) {
    const callbackId = `e2e-${++nextId}`;
    waiting.set(callbackId, waiter);
    win.androidBridge.postMessage(JSON.stringify({ callbackId, pluginId, methodName, options }));
    return callbackId;
  }

  win.Capacitor = {
    isNativePlatform: () => true,
    getPlatform: () => "android",
    PluginHeaders: headers,
    nativePromise: (pluginId: string, methodName: string, options: unknown) =>
      new Promise((resolve, reject) => {
        toNative(pluginId, methodName, options, { resolve, reject });
      }),
    nativeCallback: (
      pluginId: string,
      methodName: string,
      options: unknown,
      callback?: (data: unknown, error?: unknown) => void,
    ) => {
      // The RevenueCat plugin hands its listener over as the options.
      const listener = typeof options === "function" ? options : callback;
      const data = typeof options === "function" ? null : options;
      return toNative(pluginId, methodName, data, {
        callback: listener as (data: unknown, error?: unknown) => void,
      });
    },
    fromNative: (result: Json) => {
      const id = String(result.callbackId);
      const waiter = waiting.get(id);
      if (!waiter) return;
      if (waiter.callback) {
        if (result.success) waiter.callback(result.data);
        else waiter.callback(null, result.error);
        return;
      }
      waiting.delete(id);
      if (result.success) waiter.resolve?.(result.data);
      else waiter.reject?.(result.error);
    },
  };
}
