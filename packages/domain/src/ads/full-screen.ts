import { type AdConsentStatus, canShowAds } from "./consent.ts";
import { AD_READY_POLL_MS, AD_READY_WAIT_MS, SUBSCRIPTION_REWARD } from "./constants.ts";

/** §4: an interstitial or reward ad is not ready, then ready when loaded. */
export type AdReadiness = "notReady" | "ready";

/** What the ad SDK reports about one interstitial or reward ad. */
export type FullScreenAdEvent = "loaded" | "failedToLoad" | "showed" | "failedToShow" | "dismissed";

/** §4: ready when loaded, back to not ready after dismissal (or a failure to load or show). */
export function nextAdReadiness(state: AdReadiness, event: FullScreenAdEvent): AdReadiness {
  switch (event) {
    case "loaded":
      return "ready";
    case "showed":
      return state;
    case "failedToLoad":
    case "failedToShow":
    case "dismissed":
      return "notReady";
  }
}

/** §8's result reasons of a banner or interstitial call. */
export const AD_RESULT_REASONS = [
  "subscription_active",
  "not_available",
  "not_ready",
  "error",
] as const;
export type AdResultReason = (typeof AD_RESULT_REASONS)[number];
export type AdShowResult = { shown: true } | { shown: false; reason: AdResultReason };

/**
 * §8's reward reasons, plus `not_available` where no ad can ever show (the web, a build without
 * ad units, a screen where ads never show).
 */
export const REWARD_RESULT_REASONS = [
  "consent_required",
  "not_ready",
  "error",
  "not_available",
] as const;
export type RewardResultReason = (typeof REWARD_RESULT_REASONS)[number];
export interface AdReward {
  type: string;
  amount: number;
}
export type RewardResult =
  | { success: true; reward: AdReward }
  | { success: false; reason: RewardResultReason };

export interface AdGateInput {
  hasProAccess: boolean;
  /** Ads exist here: the native app, with ad units for this platform, initialised. */
  available: boolean;
  consent: AdConsentStatus;
  /** The placement policy allows ads on the current screen. */
  allowedHere: boolean;
}

/**
 * Why a banner or interstitial may not show now, or null when it may. §6: a Pro subscriber never
 * sees one; §4: a non-subscriber only once consent is not required or obtained.
 */
export function adBlockReason(input: AdGateInput): AdResultReason | null {
  if (input.hasProAccess) return "subscription_active";
  if (!input.available || !input.allowedHere || !canShowAds(input.consent)) return "not_available";
  return null;
}

/**
 * The answer of a reward call before any ad is shown, or null when the ad should show. §6: a Pro
 * subscriber gets the 'subscription' reward of 1 without an ad.
 */
export function rewardShortcut(input: AdGateInput): RewardResult | null {
  if (input.hasProAccess) return { success: true, reward: { ...SUBSCRIPTION_REWARD } };
  if (!input.available || !input.allowedHere) return { success: false, reason: "not_available" };
  if (!canShowAds(input.consent)) return { success: false, reason: "consent_required" };
  return null;
}

/**
 * §9: waits up to 5 s for an ad to be ready, looking every 100 ms; true once it is. `sleep` is the
 * caller's timer, so a test drives it with a fake clock.
 */
export async function waitForAdReady(
  isReady: () => boolean,
  sleep: (ms: number) => Promise<void>,
): Promise<boolean> {
  if (isReady()) return true;
  for (let waited = 0; waited < AD_READY_WAIT_MS; waited += AD_READY_POLL_MS) {
    await sleep(AD_READY_POLL_MS);
    if (isReady()) return true;
  }
  return false;
}
