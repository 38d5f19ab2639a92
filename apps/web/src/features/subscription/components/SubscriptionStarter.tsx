import { useEffect } from "react";
import { useSession } from "../../../app/session.tsx";
import { getAppAds } from "../../../platform/app-ads.ts";
import { getDevicePlatform } from "../../../platform/device.ts";
import { setProAccessSource } from "../../../platform/pro-access.ts";
import { getSubscriptionStore } from "../../../platform/subscription-store.ts";
import { forgetSubscriptionAnswer, hasProAccessNow } from "../api.ts";

/**
 * Once a person is signed in: in the apps the store is set up with their user id (the store's
 * app user id). The ads (only in the apps) read Pro access from here.
 */
export function SubscriptionStarter() {
  const { status, profile } = useSession();
  const userId = status === "signed-in" ? (profile?.userId ?? null) : null;
  // Pro removes every ad (spec §6): the ads ask this before showing anything, and a purchase or
  // restore that brings Pro takes a banner already showing away at once.
  useEffect(() => {
    setProAccessSource(hasProAccessNow);
    let hadPro = hasProAccessNow();
    return getSubscriptionStore().subscribe(() => {
      const hasPro = hasProAccessNow();
      if (hasPro && !hadPro) void getAppAds()?.refreshEntitlement();
      hadPro = hasPro;
    });
  }, []);
  useEffect(() => {
    if (!userId) {
      forgetSubscriptionAnswer();
      return;
    }
    // The web shows no ads, so it asks the server only where Pro status is shown.
    if (getDevicePlatform().isNative) void getSubscriptionStore().initialize(userId);
  }, [userId]);
  return null;
}
