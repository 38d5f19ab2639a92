import {
  type AdLoadInfo,
  type AdMobBannerSize,
  type AdMobError,
  type AdMobPlugin,
  type AdMobRewardItem,
  AdmobConsentDebugGeography,
  type AdmobConsentInfo,
  type AdmobConsentRequestOptions,
  AdmobConsentStatus,
  type AdOptions,
  type BannerAdOptions,
  BannerAdPluginEvents,
  BannerAdPosition,
  BannerAdSize,
  InterstitialAdPluginEvents,
  RewardAdPluginEvents,
} from "@capacitor-community/admob";
import type { AdMobApi, AdMobSdk } from "./ads.ts";

type Listener = (payload?: unknown) => void;

/**
 * An in-memory AdMob behind the plugin's documented interface (@capacitor-community/admob 8):
 * consent info shapes from UMP, the form that answers with new info, App Tracking Transparency,
 * one banner that can be hidden, resumed and removed, and interstitial and reward ads that load
 * after `loadMs` (on the test's timers), emit the plugin's events, and fail the way the plugin
 * does (a show without a loaded ad, a load error). Tests change `state` to script the device.
 */
export function fakeAdMob(os: "ios" | "android" = "android") {
  const state = {
    initialised: 0,
    initialiseFails: false,
    /** What UMP answers; `consentFailures` requests fail first. */
    consentStatus: AdmobConsentStatus.NOT_REQUIRED as AdmobConsentStatus,
    consentFormAvailable: false,
    consentFailures: 0,
    consentRequests: [] as { at: number; options: AdmobConsentRequestOptions | undefined }[],
    /** What the person picks in the consent form. */
    formAnswer: AdmobConsentStatus.OBTAINED as AdmobConsentStatus,
    formsShown: 0,
    privacyFormsShown: 0,
    tracking: (os === "ios" ? "notDetermined" : "authorized") as
      | "authorized"
      | "denied"
      | "notDetermined"
      | "restricted",
    /** What the person answers in the system tracking dialog. */
    trackingAnswer: "authorized" as "authorized" | "denied",
    trackingRequests: 0,
    banner: null as null | { options: BannerAdOptions; hidden: boolean },
    bannerShows: [] as BannerAdOptions[],
    bannerHeight: 56,
    loadMs: 300,
    loadFails: false,
    interstitialPrepares: [] as { at: number; options: AdOptions }[],
    interstitialLoaded: false,
    interstitialShows: 0,
    rewardPrepares: [] as AdOptions[],
    rewardLoaded: false,
    reward: { type: "coins", amount: 10 } as AdMobRewardItem,
  };
  const listeners = new Map<string, Set<Listener>>();
  const emit = (event: string, payload?: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(payload);
  };
  const error = (code: number, message: string): AdMobError => ({ code, message });

  function info(): AdmobConsentInfo {
    const status = state.consentStatus;
    return {
      status,
      isConsentFormAvailable: state.consentFormAvailable,
      canRequestAds:
        status === AdmobConsentStatus.OBTAINED || status === AdmobConsentStatus.NOT_REQUIRED,
      // UMP asks for a privacy options entry wherever consent applies.
      privacyOptionsRequirementStatus: (status === AdmobConsentStatus.NOT_REQUIRED
        ? "NOT_REQUIRED"
        : "REQUIRED") as AdmobConsentInfo["privacyOptionsRequirementStatus"],
    };
  }

  function load(
    adId: string,
    loaded: () => void,
    events: { Loaded: string; FailedToLoad: string },
  ) {
    return new Promise<AdLoadInfo>((resolve, reject) => {
      setTimeout(() => {
        if (state.loadFails) {
          const e = error(3, "No fill.");
          emit(events.FailedToLoad, e);
          reject(e);
          return;
        }
        loaded();
        emit(events.Loaded, { adUnitId: adId });
        resolve({ adUnitId: adId });
      }, state.loadMs);
    });
  }

  const plugin: AdMobApi = {
    async initialize() {
      if (state.initialiseFails) throw error(0, "Mobile Ads SDK failed to start");
      state.initialised++;
    },
    async requestConsentInfo(options) {
      state.consentRequests.push({ at: Date.now(), options });
      if (state.consentFailures > 0) {
        state.consentFailures--;
        throw error(2, "Error requesting consent info: network error");
      }
      return info();
    },
    async showConsentForm() {
      if (!state.consentFormAvailable) throw error(1, "No consent form available");
      state.formsShown++;
      state.consentStatus = state.formAnswer;
      return info();
    },
    async showPrivacyOptionsForm() {
      state.privacyFormsShown++;
      state.consentStatus = state.formAnswer;
    },
    async trackingAuthorizationStatus() {
      return { status: state.tracking };
    },
    async requestTrackingAuthorization() {
      state.trackingRequests++;
      if (os === "ios" && state.tracking === "notDetermined") state.tracking = state.trackingAnswer;
    },
    async showBanner(options) {
      if (state.initialised === 0) throw error(0, "AdMob is not initialised");
      state.banner = { options, hidden: false };
      state.bannerShows.push(options);
      emit(BannerAdPluginEvents.Loaded);
      const size: AdMobBannerSize = { width: 320, height: state.bannerHeight };
      emit(BannerAdPluginEvents.SizeChanged, size);
    },
    async hideBanner() {
      if (state.banner) state.banner.hidden = true;
      emit(BannerAdPluginEvents.SizeChanged, { width: 0, height: 0 });
    },
    async resumeBanner() {
      if (!state.banner) throw error(0, "No banner to resume");
      state.banner.hidden = false;
      emit(BannerAdPluginEvents.SizeChanged, { width: 320, height: state.bannerHeight });
    },
    async removeBanner() {
      state.banner = null;
      emit(BannerAdPluginEvents.SizeChanged, { width: 0, height: 0 });
    },
    prepareInterstitial(options) {
      state.interstitialPrepares.push({ at: Date.now(), options });
      return load(
        options.adId,
        () => (state.interstitialLoaded = true),
        InterstitialAdPluginEvents,
      );
    },
    async showInterstitial() {
      if (!state.interstitialLoaded) {
        const e = error(4, "The interstitial ad is not ready");
        emit(InterstitialAdPluginEvents.FailedToShow, e);
        throw e;
      }
      state.interstitialLoaded = false;
      state.interstitialShows++;
      emit(InterstitialAdPluginEvents.Showed);
    },
    prepareRewardVideoAd(options) {
      state.rewardPrepares.push(options);
      return load(options.adId, () => (state.rewardLoaded = true), RewardAdPluginEvents);
    },
    async showRewardVideoAd() {
      if (!state.rewardLoaded) {
        const e = error(4, "The rewarded ad is not ready");
        emit(RewardAdPluginEvents.FailedToShow, e);
        throw e;
      }
      state.rewardLoaded = false;
      emit(RewardAdPluginEvents.Showed);
      emit(RewardAdPluginEvents.Rewarded, state.reward);
      return state.reward;
    },
    addListener: (async (eventName: string, listener: Listener) => {
      const set = listeners.get(eventName) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(eventName, set);
      return {
        remove: async () => {
          set.delete(listener);
        },
      };
    }) as AdMobPlugin["addListener"],
  };

  const sdk: AdMobSdk = {
    AdMob: plugin,
    AdmobConsentDebugGeography,
    AdmobConsentStatus,
    BannerAdPosition,
    BannerAdSize,
    BannerAdPluginEvents,
    InterstitialAdPluginEvents,
    RewardAdPluginEvents,
  };

  return {
    sdk,
    state,
    /** The person closes the interstitial on screen. */
    dismissInterstitial: () => emit(InterstitialAdPluginEvents.Dismissed),
    /** The person closes the reward ad on screen. */
    dismissReward: () => emit(RewardAdPluginEvents.Dismissed),
    listenerCount: () => [...listeners.values()].reduce((n, set) => n + set.size, 0),
  };
}
