import type {
  CustomerInfo,
  MakePurchaseResult,
  PurchasesOfferings,
  PurchasesPackage,
  PurchasesPlugin,
} from "@revenuecat/purchases-capacitor";
import { SubscriptionMessage } from "@vitalog/domain";
import { isNativeShell } from "./native-shell.ts";

/**
 * Store purchases (the Pro subscription and AI credit packs) behind one interface: RevenueCat's
 * Capacitor plugin in the iOS and Android apps, and on the web an implementation that says
 * purchases are not available in the browser. The plugin is loaded only inside the native shell.
 */
export interface Purchases {
  /** False on the web: every call rejects with "Purchases are only available in the app". */
  readonly available: boolean;
  /** Sets the SDK up with the platform's public API key, signed in as `appUserId`. */
  configure(appUserId: string): Promise<CustomerInfo>;
  /** Switches the SDK to another person (our user id) without configuring again. */
  logIn(appUserId: string): Promise<CustomerInfo>;
  logOut(): Promise<void>;
  getOfferings(): Promise<PurchasesOfferings>;
  getCustomerInfo(): Promise<CustomerInfo>;
  purchasePackage(aPackage: PurchasesPackage): Promise<MakePurchaseResult>;
  restorePurchases(): Promise<CustomerInfo>;
  syncPurchases(): Promise<void>;
  /** Calls `listener` with every customer-info update; resolves with the unsubscribe. */
  addCustomerInfoUpdateListener(
    listener: (info: CustomerInfo) => void,
  ): Promise<() => Promise<void>>;
}

/** The part of the plugin the adapter uses. */
export type PurchasesPluginApi = Pick<
  PurchasesPlugin,
  | "configure"
  | "logIn"
  | "logOut"
  | "getOfferings"
  | "getCustomerInfo"
  | "purchasePackage"
  | "restorePurchases"
  | "syncPurchases"
  | "addCustomerInfoUpdateListener"
  | "removeCustomerInfoUpdateListener"
>;

/**
 * The plugin's Purchases behind our interface, with the platform's public API key (without one,
 * `configure` fails and the subscription state says it could not be initialised).
 */
export function createCapacitorPurchases(
  plugin: PurchasesPluginApi,
  apiKey: string | undefined,
): Purchases {
  return {
    available: true,
    async configure(appUserId) {
      if (!apiKey) throw new Error("No RevenueCat API key is set for this platform");
      await plugin.configure({ apiKey, appUserID: appUserId });
      return (await plugin.getCustomerInfo()).customerInfo;
    },
    async logIn(appUserId) {
      return (await plugin.logIn({ appUserID: appUserId })).customerInfo;
    },
    async logOut() {
      await plugin.logOut();
    },
    getOfferings: () => plugin.getOfferings(),
    async getCustomerInfo() {
      return (await plugin.getCustomerInfo()).customerInfo;
    },
    purchasePackage: (aPackage) => plugin.purchasePackage({ aPackage }),
    async restorePurchases() {
      return (await plugin.restorePurchases()).customerInfo;
    },
    syncPurchases: () => plugin.syncPurchases(),
    async addCustomerInfoUpdateListener(listener) {
      const id = await plugin.addCustomerInfoUpdateListener(listener);
      return async () => {
        await plugin.removeCustomerInfoUpdateListener({ listenerToRemove: id });
      };
    },
  };
}

const notAvailable = () => Promise.reject(new Error(SubscriptionMessage.notAvailable));

/** The browser: no store, so no purchases (Pro comes from `GET /api/v1/subscription`). */
export const webPurchases: Purchases = {
  available: false,
  configure: notAvailable,
  logIn: notAvailable,
  logOut: notAvailable,
  getOfferings: notAvailable,
  getCustomerInfo: notAvailable,
  purchasePackage: notAvailable,
  restorePurchases: notAvailable,
  syncPurchases: notAvailable,
  addCustomerInfoUpdateListener: notAvailable,
};

interface RevenueCatKeys {
  VITE_REVENUECAT_IOS_KEY?: string | undefined;
  VITE_REVENUECAT_ANDROID_KEY?: string | undefined;
}

// Read one by one: Vite replaces each `import.meta.env.VITE_*` with its value at build time.
const buildEnv: RevenueCatKeys = {
  VITE_REVENUECAT_IOS_KEY: import.meta.env.VITE_REVENUECAT_IOS_KEY as string | undefined,
  VITE_REVENUECAT_ANDROID_KEY: import.meta.env.VITE_REVENUECAT_ANDROID_KEY as string | undefined,
};

/** The public SDK key of each store (RevenueCat's app-specific keys, safe to ship in the app). */
export function revenueCatApiKey(
  platform: string,
  env: RevenueCatKeys = buildEnv,
): string | undefined {
  if (platform === "ios") return env.VITE_REVENUECAT_IOS_KEY || undefined;
  if (platform === "android") return env.VITE_REVENUECAT_ANDROID_KEY || undefined;
  return undefined;
}

/**
 * The purchases of this device: the plugin inside the native shell (loaded only there, so the
 * web build never carries it), the web's otherwise.
 */
export async function loadPurchases(): Promise<Purchases> {
  if (!isNativeShell()) return webPurchases;
  const [{ Capacitor }, { Purchases: plugin }] = await Promise.all([
    import("@capacitor/core"),
    import("@revenuecat/purchases-capacitor"),
  ]);
  return createCapacitorPurchases(plugin, revenueCatApiKey(Capacitor.getPlatform()));
}
