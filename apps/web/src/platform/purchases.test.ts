import { OFFERINGS, SubscriptionMessage } from "@vitalog/domain";
import { describe, expect, it } from "vitest";
import { createFakePurchasesPlugin, PLUGIN_ERRORS } from "./purchases.fake.ts";
import {
  createCapacitorPurchases,
  loadPurchases,
  revenueCatApiKey,
  webPurchases,
} from "./purchases.ts";

describe("the purchases adapter over RevenueCat's plugin", () => {
  it("configures with the platform's key, signed in as the person", async () => {
    const fake = createFakePurchasesPlugin();
    const purchases = createCapacitorPurchases(fake.plugin, "appl_public_key");
    const info = await purchases.configure("user-1");
    expect(fake.state.configured).toEqual({ apiKey: "appl_public_key", appUserID: "user-1" });
    expect(info.originalAppUserId).toBe("user-1");
    expect(info.entitlements.active).toEqual({});
  });

  it("fails to configure without a key for the platform", async () => {
    const fake = createFakePurchasesPlugin();
    await expect(createCapacitorPurchases(fake.plugin, undefined).configure("u")).rejects.toThrow(
      /API key/,
    );
    expect(fake.state.configured).toBeNull();
  });

  it("refuses calls before configure, as the plugin does", async () => {
    const fake = createFakePurchasesPlugin();
    const purchases = createCapacitorPurchases(fake.plugin, "key");
    await expect(purchases.getOfferings()).rejects.toThrow(/configure Purchases/);
    await expect(purchases.getCustomerInfo()).rejects.toThrow(/configure Purchases/);
  });

  it("lists the default offering (monthly, yearly) and the credit packs", async () => {
    const fake = createFakePurchasesPlugin();
    const purchases = createCapacitorPurchases(fake.plugin, "key");
    await purchases.configure("user-1");
    const offerings = await purchases.getOfferings();
    expect(offerings.current?.identifier).toBe(OFFERINGS.pro);
    expect(offerings.current?.monthly?.product.identifier).toBe("vitalog_pro_monthly");
    expect(offerings.current?.annual?.product.identifier).toBe("vitalog_pro_yearly");
    expect(
      offerings.all[OFFERINGS.aiCredits]?.availablePackages.map((p) => p.product.identifier),
    ).toEqual([
      "vitalog_ai_credits_10",
      "vitalog_ai_credits_30",
      "vitalog_ai_credits_60",
      "vitalog_ai_credits_90",
    ]);
  });

  it("passes the plugin's errors through with their code and cancelled flag", async () => {
    const fake = createFakePurchasesPlugin();
    const purchases = createCapacitorPurchases(fake.plugin, "key");
    await purchases.configure("user-1");
    const monthly = (await purchases.getOfferings()).current?.monthly;
    if (!monthly) throw new Error("no monthly package");
    fake.failNext("purchasePackage", PLUGIN_ERRORS.cancelled());
    await expect(purchases.purchasePackage(monthly)).rejects.toMatchObject({
      code: "1",
      userCancelled: true,
    });
  });

  it("adds and removes a customer-info listener", async () => {
    const fake = createFakePurchasesPlugin();
    const purchases = createCapacitorPurchases(fake.plugin, "key");
    await purchases.configure("user-1");
    const heard: boolean[] = [];
    const stop = await purchases.addCustomerInfoUpdateListener((info) =>
      heard.push(Object.hasOwn(info.entitlements.active, "Pro")),
    );
    fake.changeOutside("user-1", { productId: "vitalog_pro_yearly", expiresAt: Date.now() + 1e9 });
    await stop();
    fake.changeOutside("user-1", null);
    expect(heard).toEqual([true]);
    expect(fake.listenerCount()).toBe(0);
  });

  it("on the web says purchases are not available, for every call", async () => {
    expect(await loadPurchases()).toBe(webPurchases);
    expect(webPurchases.available).toBe(false);
    for (const run of [
      () => webPurchases.configure("u"),
      () => webPurchases.getOfferings(),
      () => webPurchases.restorePurchases(),
      () => webPurchases.syncPurchases(),
    ]) {
      await expect(run()).rejects.toThrow(SubscriptionMessage.notAvailable);
    }
  });

  it("takes each platform's public key from the build", () => {
    const env = { VITE_REVENUECAT_IOS_KEY: "appl_x", VITE_REVENUECAT_ANDROID_KEY: "goog_y" };
    expect(revenueCatApiKey("ios", env)).toBe("appl_x");
    expect(revenueCatApiKey("android", env)).toBe("goog_y");
    expect(revenueCatApiKey("web", env)).toBeUndefined();
    expect(revenueCatApiKey("ios", {})).toBeUndefined();
  });
});
