import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { createQueryClient } from "../../app/query-client.ts";
import { routerFlushSync } from "../../app/router-flush.ts";
import { routes } from "../../app/routes.tsx";
import { SessionProvider } from "../../app/session.tsx";
import { ToastProvider } from "../../app/toast.tsx";
import { setDeviceAdapter, webDevice } from "../../platform/device.ts";
import { createMemoryDeviceStore } from "../../platform/device-store.ts";
import { createFakePurchasesPlugin } from "../../platform/purchases.fake.ts";
import { createCapacitorPurchases, type PurchasesPluginApi } from "../../platform/purchases.ts";
import {
  createSubscriptionStore,
  setSubscriptionStore,
} from "../../platform/subscription-store.ts";
import { SubscriptionStarter } from "./components/SubscriptionStarter.tsx";

/** The store's page where a subscriber changes or cancels (what the fake plugin leaves null). */
export const MANAGEMENT_URL = "https://apps.apple.com/account/subscriptions";

/**
 * The iOS app: the device says native, and the app's subscription state runs over the in-memory
 * RevenueCat plugin (with the store's management link in its customer info).
 */
export function simulateNativeApp() {
  setDeviceAdapter({ platform: () => ({ isNative: true, os: "ios" }) });
  const fake = createFakePurchasesPlugin();
  const plugin: PurchasesPluginApi = {
    ...fake.plugin,
    getCustomerInfo: async () => {
      const { customerInfo } = await fake.plugin.getCustomerInfo();
      return { customerInfo: { ...customerInfo, managementURL: MANAGEMENT_URL } };
    },
  };
  const deviceStore = createMemoryDeviceStore();
  const store = createSubscriptionStore({
    purchases: async () => createCapacitorPurchases(plugin, "appl_public_key"),
    fetchSubscription: () => Promise.reject(new Error("the app reads the store, not the API")),
    store: () => deviceStore,
  });
  setSubscriptionStore(store);
  return { fake, store };
}

/** Back to the browser, with the app's own subscription state. */
export function resetPlatform() {
  setDeviceAdapter(webDevice);
  setSubscriptionStore(null);
}

/** The real route tree at `path`, with the subscription starter the app mounts. */
export function renderWithStarter(path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <SubscriptionStarter />
        <ToastProvider>
          <RouterProvider router={router} flushSync={routerFlushSync} />
        </ToastProvider>
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
