import type {
  AdMobPlugin,
  AdMobRewardItem,
  AdmobConsentInfo,
  AdOptions,
} from "@capacitor-community/admob";
import {
  type AdOs,
  type AdReadiness,
  type AdShowResult,
  AdsMessage,
  adBlockReason,
  adsAllowedOn,
  type BannerPlacement,
  bannerPlacement,
  type ConsentEvent,
  type ConsentInfo,
  type ConsentState,
  consentReducer,
  type FullScreenAdEvent,
  INITIAL_CONSENT_STATE,
  INTERSTITIAL_PREPARE_AFTER_DISMISS_MS,
  INTERSTITIAL_PREPARE_AFTER_INIT_MS,
  nextAdReadiness,
  nextConsentStep,
  nextTrackingPromptCheckMs,
  personalisedAdsAllowed,
  type RewardResult,
  rewardShortcut,
  showTrackingThanks,
  TRACKING_RECHECK_AFTER_MS,
  type TrackingPromptAnswer,
  type TrackingPromptInput,
  type TrackingStatus,
  trackingPromptDue,
  trackingRequestDue,
  waitForAdReady,
} from "@vitalog/domain";
import { type DeviceStore, getDeviceStore } from "./device-store.ts";
import { logger } from "./logger.ts";
import { isNativeShell } from "./native-shell.ts";

/**
 * Ads with consent (spec learning-devices-commerce §2, §4, §6, §8, §9) over
 * `@capacitor-community/admob`: the consent flow through Google's UMP, iOS tracking, the bottom
 * banner, interstitial and reward ads. The rules are the domain's (`packages/domain/src/ads`);
 * this file only drives the plugin by them. The plugin is loaded only inside the native shell; on
 * the web every call answers `not_available`.
 */

/** The plugin's calls this adapter uses (any object with the plugin's interface). */
export type AdMobApi = Pick<
  AdMobPlugin,
  | "initialize"
  | "requestConsentInfo"
  | "showConsentForm"
  | "showPrivacyOptionsForm"
  | "trackingAuthorizationStatus"
  | "requestTrackingAuthorization"
  | "showBanner"
  | "hideBanner"
  | "resumeBanner"
  | "removeBanner"
  | "prepareInterstitial"
  | "showInterstitial"
  | "prepareRewardVideoAd"
  | "showRewardVideoAd"
  | "addListener"
>;

/** The plugin with the enums its calls take: the package's module, or a fake in tests. */
export interface AdMobSdk {
  AdMob: AdMobApi;
  AdmobConsentDebugGeography: typeof import("@capacitor-community/admob").AdmobConsentDebugGeography;
  AdmobConsentStatus: typeof import("@capacitor-community/admob").AdmobConsentStatus;
  BannerAdPosition: typeof import("@capacitor-community/admob").BannerAdPosition;
  BannerAdSize: typeof import("@capacitor-community/admob").BannerAdSize;
  BannerAdPluginEvents: typeof import("@capacitor-community/admob").BannerAdPluginEvents;
  InterstitialAdPluginEvents: typeof import("@capacitor-community/admob").InterstitialAdPluginEvents;
  RewardAdPluginEvents: typeof import("@capacitor-community/admob").RewardAdPluginEvents;
}

export type AdFormat = "banner" | "interstitial" | "reward";
export type AdUnitIds = Record<AdFormat, string | null>;

/**
 * Google's published sample ad units, used only in test-ad mode: they always fill and never
 * count as real traffic (developers.google.com/admob, "Enable test ads").
 */
export const GOOGLE_TEST_AD_UNITS: Record<AdOs, Record<AdFormat, string>> = {
  android: {
    banner: "ca-app-pub-3940256099942544/6300978111",
    interstitial: "ca-app-pub-3940256099942544/1033173712",
    reward: "ca-app-pub-3940256099942544/5224354917",
  },
  ios: {
    banner: "ca-app-pub-3940256099942544/2934735716",
    interstitial: "ca-app-pub-3940256099942544/4411468910",
    reward: "ca-app-pub-3940256099942544/1712485313",
  },
};

const ENV_NAMES: Record<AdOs, Record<AdFormat, string>> = {
  android: {
    banner: "VITE_ADMOB_BANNER_ANDROID",
    interstitial: "VITE_ADMOB_INTERSTITIAL_ANDROID",
    reward: "VITE_ADMOB_REWARD_ANDROID",
  },
  ios: {
    banner: "VITE_ADMOB_BANNER_IOS",
    interstitial: "VITE_ADMOB_INTERSTITIAL_IOS",
    reward: "VITE_ADMOB_REWARD_IOS",
  },
};

/**
 * The ad units of this platform: Google's samples in test-ad mode, else the build's
 * `VITE_ADMOB_<FORMAT>_<PLATFORM>` values (a format without one shows no ads).
 */
export function adUnitIds(env: Record<string, unknown>, os: AdOs, testMode: boolean): AdUnitIds {
  if (testMode) return { ...GOOGLE_TEST_AD_UNITS[os] };
  const read = (format: AdFormat): string | null => {
    const value = env[ENV_NAMES[os][format]];
    return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
  };
  return { banner: read("banner"), interstitial: read("interstitial"), reward: read("reward") };
}

export interface AdFlags {
  /** `?admob_test=true`: Google's sample ad units and test requests. */
  testMode: boolean;
  /** `?admob_debug=true` (end-user-app §2): the debug panel, consent as in the EEA, test ads. */
  debug: boolean;
}

/** The ad flags of a query string (end-user-app §2 and learning-devices-commerce §2). */
export function adFlagsOf(search: string): AdFlags {
  const query = new URLSearchParams(search);
  const debug = query.get("admob_debug") === "true";
  return { debug, testMode: debug || query.get("admob_test") === "true" };
}

export type AdsUnavailableReason = "web" | "not_configured" | "init_failed";

export type TrackingPromptView = "hidden" | "offered" | "thanks";

export interface AdsState {
  /** Ads can show on this device at all (native, with at least one ad unit, initialised). */
  available: boolean;
  unavailableReason: AdsUnavailableReason | null;
  /** What to tell a person (or the debug panel) while ads are off for want of ad units. */
  unavailableMessage: string | null;
  os: AdOs | null;
  flags: AdFlags;
  units: AdUnitIds;
  consent: ConsentState;
  tracking: TrackingStatus;
  personalised: boolean;
  /** Settings must offer the privacy options form (UMP says it is required). */
  privacyOptionsRequired: boolean;
  banner: {
    visible: boolean;
    /** Where the banner is and the space the layout keeps free under the content. */
    placement: BannerPlacement | null;
    lastError: string | null;
  };
  interstitial: AdReadiness;
  reward: AdReadiness;
  trackingPrompt: TrackingPromptView;
}

export interface BannerRequest {
  /** The screen's pathname: the placement policy decides whether ads may show on it. */
  pathname: string;
  /** The safe-area inset at the bottom (`env(safe-area-inset-bottom)`), in CSS pixels. */
  bottomInset: number;
  /** False where the layout has a sidebar instead of the bottom navigation. */
  bottomNavVisible?: boolean;
}

/** What the banner slot, the settings entry and the debug panel use. */
export interface Ads {
  getState(): AdsState;
  /** Calls `listener` after every change; returns the unsubscribe (fits `useSyncExternalStore`). */
  subscribe(listener: () => void): () => void;
  showBanner(request: BannerRequest): Promise<AdShowResult>;
  hideBanner(): Promise<void>;
  removeBanner(): Promise<void>;
  showInterstitial(pathname: string): Promise<AdShowResult>;
  showReward(pathname: string): Promise<RewardResult>;
  /** Shows UMP's privacy options form and reads consent again; false when there is none. */
  showPrivacyOptions(): Promise<boolean>;
  /** After a purchase or restore: a Pro subscriber's banner goes at once. */
  refreshEntitlement(): Promise<void>;
  /** An engagement event (a screen opened, an entry saved) for the tracking pre-prompt. */
  recordEngagement(): void;
  answerTrackingPrompt(answer: TrackingPromptAnswer): Promise<void>;
  /** The pre-prompt closed without an answer (the app left, another dialog took over). */
  trackingPromptClosed(): void;
  dismissTrackingThanks(): void;
  stop(): void;
}

const TRACKING_ANSWERED_KEY = "ads.trackingPromptAnswered";

export interface AdControllerOptions {
  sdk: AdMobSdk;
  os: AdOs;
  flags: AdFlags;
  units: AdUnitIds;
  /** The subscription's answer (§6: a Pro subscriber never sees an ad). */
  hasProAccess: () => boolean | Promise<boolean>;
  store?: DeviceStore;
  now?: () => number;
}

function unavailableState(
  reason: AdsUnavailableReason,
  os: AdOs | null,
  flags: AdFlags,
  units: AdUnitIds,
): AdsState {
  return {
    available: false,
    unavailableReason: reason,
    unavailableMessage: reason === "not_configured" ? AdsMessage.notConfigured : null,
    os,
    flags,
    units,
    consent: INITIAL_CONSENT_STATE,
    tracking: os === "ios" ? "notDetermined" : "authorized",
    personalised: false,
    privacyOptionsRequired: false,
    banner: { visible: false, placement: null, lastError: null },
    interstitial: "notReady",
    reward: "notReady",
    trackingPrompt: "hidden",
  };
}

const NO_UNITS: AdUnitIds = { banner: null, interstitial: null, reward: null };

/** The adapter where ads never show: the web, or a build without ad units. */
export function createUnavailableAds(
  reason: AdsUnavailableReason,
  os: AdOs | null = null,
  flags: AdFlags = { testMode: false, debug: false },
): Ads {
  const state = unavailableState(reason, os, flags, NO_UNITS);
  const notAvailable = { shown: false, reason: "not_available" } as const;
  return {
    getState: () => state,
    subscribe: () => () => undefined,
    showBanner: async () => notAvailable,
    hideBanner: async () => undefined,
    removeBanner: async () => undefined,
    showInterstitial: async () => notAvailable,
    showReward: async () => ({ success: false, reason: "not_available" }),
    showPrivacyOptions: async () => false,
    refreshEntitlement: async () => undefined,
    recordEngagement: () => undefined,
    answerTrackingPrompt: async () => undefined,
    trackingPromptClosed: () => undefined,
    dismissTrackingThanks: () => undefined,
    stop: () => undefined,
  };
}

function errorText(error: unknown): string {
  if (typeof error === "object" && error !== null && "message" in error) {
    return String((error as { message: unknown }).message);
  }
  return String(error);
}

/**
 * The adapter over the plugin. `start` initialises the SDK, runs the consent flow, asks for
 * tracking where due and prepares the first interstitial; the rest follows the plugin's events.
 */
export function createAdController(options: AdControllerOptions): Ads & { start(): Promise<void> } {
  const { sdk, os, flags, units } = options;
  const plugin = sdk.AdMob;
  const store = () => options.store ?? getDeviceStore();
  const now = options.now ?? (() => Date.now());
  const launchedAt = now();
  const listeners = new Set<() => void>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const handles: { remove: () => Promise<void> }[] = [];
  let stopped = false;
  let engagementEvents = 0;
  let promptOffers = 0;
  let promptAnswered = false;
  let bannerCreated = false;
  let bannerMargin: number | null = null;
  let bannerHeight = 0;
  let lastBannerRequest: BannerRequest | null = null;
  let interstitialLoading = false;
  let rewardLoading = false;
  let state: AdsState = {
    ...unavailableState("not_configured", os, flags, units),
    available: false,
    unavailableReason: null,
    unavailableMessage: null,
  };

  function update(patch: Partial<AdsState>): void {
    state = { ...state, ...patch };
    state = {
      ...state,
      personalised: personalisedAdsAllowed({
        os,
        consent: state.consent,
        tracking: state.tracking,
      }),
      privacyOptionsRequired: state.consent.privacyOptionsRequired,
    };
    for (const listener of listeners) listener();
  }

  function later(run: () => void, ms: number): void {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!stopped) run();
    }, ms);
    timers.add(timer);
  }

  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

  async function hasPro(): Promise<boolean> {
    try {
      return await options.hasProAccess();
    } catch (error) {
      // Unknown entitlement: no ad rather than an ad to someone who paid to be rid of them.
      logger.warn("Pro access unknown; no ad shown", { error: errorText(error) });
      return true;
    }
  }

  function adOptions(adId: string): AdOptions {
    return { adId, isTesting: flags.testMode, npa: !state.personalised };
  }

  function consentInfoOf(info: AdmobConsentInfo): ConsentInfo {
    const statuses = sdk.AdmobConsentStatus;
    const status =
      info.status === statuses.OBTAINED
        ? "obtained"
        : info.status === statuses.NOT_REQUIRED
          ? "notRequired"
          : info.status === statuses.REQUIRED
            ? "required"
            : "unknown";
    return {
      status,
      formAvailable: info.isConsentFormAvailable === true,
      // The package does not export this enum; its values are the UMP names.
      privacyOptionsRequired: String(info.privacyOptionsRequirementStatus) === "REQUIRED",
    };
  }

  function dispatch(event: ConsentEvent): void {
    update({ consent: consentReducer(state.consent, event) });
  }

  function requestConsentInfo(): Promise<AdmobConsentInfo> {
    return plugin.requestConsentInfo(
      flags.debug ? { debugGeography: sdk.AdmobConsentDebugGeography.EEA } : {},
    );
  }

  /** §4: request, retry after failures, the form when required and available. */
  async function consentFlow(): Promise<void> {
    for (let step = nextConsentStep(state.consent); step.kind !== "settled" && !stopped; ) {
      if (step.kind === "retry") await sleep(Math.max(0, step.at - now()));
      if (stopped) return;
      if (step.kind === "showForm") {
        try {
          dispatch({ type: "formClosed", info: consentInfoOf(await plugin.showConsentForm()) });
        } catch (error) {
          logger.warn("Consent form failed", { error: errorText(error) });
          dispatch({ type: "formFailed" });
        }
      } else {
        try {
          dispatch({ type: "infoReceived", info: consentInfoOf(await requestConsentInfo()) });
        } catch (error) {
          logger.warn("Consent request failed", { error: errorText(error) });
          dispatch({ type: "requestFailed", at: now() });
        }
      }
      step = nextConsentStep(state.consent);
    }
  }

  async function readTracking(): Promise<void> {
    if (os !== "ios") {
      update({ tracking: "authorized" });
      return;
    }
    try {
      update({ tracking: (await plugin.trackingAuthorizationStatus()).status });
    } catch (error) {
      logger.warn("Tracking status unknown", { error: errorText(error) });
    }
  }

  async function requestTracking(): Promise<void> {
    try {
      await plugin.requestTrackingAuthorization();
    } catch (error) {
      logger.warn("Tracking request failed", { error: errorText(error) });
    }
    await readTracking();
  }

  async function promptInput(): Promise<TrackingPromptInput> {
    return {
      os,
      tracking: state.tracking,
      consent: state.consent,
      hasProAccess: await hasPro(),
      answered: promptAnswered,
      elapsedMs: now() - launchedAt,
      engagementEvents,
      offersThisLaunch: promptOffers,
    };
  }

  /** Offers the pre-prompt when due, else waits for the next moment time alone could make it due. */
  async function checkTrackingPrompt(): Promise<void> {
    if (stopped || state.trackingPrompt !== "hidden") return;
    const input = await promptInput();
    if (trackingPromptDue(input)) {
      promptOffers++;
      update({ trackingPrompt: "offered" });
      return;
    }
    const at = nextTrackingPromptCheckMs(input);
    if (at !== null) later(() => void checkTrackingPrompt(), at - input.elapsedMs);
  }

  async function prepareInterstitial(): Promise<void> {
    const adId = units.interstitial;
    if (!adId || interstitialLoading || state.interstitial === "ready") return;
    if (adBlockReason(await gate(true)) !== null) return;
    interstitialLoading = true;
    try {
      await plugin.prepareInterstitial(adOptions(adId));
      update({ interstitial: nextAdReadiness(state.interstitial, "loaded") });
    } catch (error) {
      logger.warn("Interstitial not loaded", { error: errorText(error) });
      update({ interstitial: nextAdReadiness(state.interstitial, "failedToLoad") });
    } finally {
      interstitialLoading = false;
    }
  }

  async function prepareReward(): Promise<void> {
    const adId = units.reward;
    if (!adId || rewardLoading || state.reward === "ready") return;
    rewardLoading = true;
    try {
      await plugin.prepareRewardVideoAd(adOptions(adId));
      update({ reward: nextAdReadiness(state.reward, "loaded") });
    } catch (error) {
      logger.warn("Reward ad not loaded", { error: errorText(error) });
      update({ reward: nextAdReadiness(state.reward, "failedToLoad") });
    } finally {
      rewardLoading = false;
    }
  }

  async function gate(allowedHere: boolean) {
    return {
      hasProAccess: await hasPro(),
      available: state.available,
      consent: state.consent.status,
      allowedHere,
    };
  }

  async function listen(): Promise<void> {
    const { BannerAdPluginEvents: B, InterstitialAdPluginEvents: I, RewardAdPluginEvents: R } = sdk;
    const interstitial = (event: FullScreenAdEvent) => () => {
      update({ interstitial: nextAdReadiness(state.interstitial, event) });
      // §4: the next interstitial is prepared 1 s after one is dismissed.
      if (event === "dismissed") {
        later(() => void prepareInterstitial(), INTERSTITIAL_PREPARE_AFTER_DISMISS_MS);
      }
    };
    const reward = (event: FullScreenAdEvent) => () =>
      update({ reward: nextAdReadiness(state.reward, event) });
    handles.push(
      await plugin.addListener(B.SizeChanged, (size) => {
        // A hidden or removed banner reports 0: the last real height still stands for it.
        if (size.height > 0) bannerHeight = size.height;
        if (lastBannerRequest && state.banner.visible) {
          update({ banner: { ...state.banner, placement: placementFor(lastBannerRequest) } });
        }
      }),
      await plugin.addListener(B.FailedToLoad, (error) =>
        update({ banner: { ...state.banner, lastError: error.message } }),
      ),
      await plugin.addListener(B.Loaded, () =>
        update({ banner: { ...state.banner, lastError: null } }),
      ),
      await plugin.addListener(I.Loaded, interstitial("loaded")),
      await plugin.addListener(I.FailedToLoad, interstitial("failedToLoad")),
      await plugin.addListener(I.Showed, interstitial("showed")),
      await plugin.addListener(I.FailedToShow, interstitial("failedToShow")),
      await plugin.addListener(I.Dismissed, interstitial("dismissed")),
      await plugin.addListener(R.Loaded, reward("loaded")),
      await plugin.addListener(R.FailedToLoad, reward("failedToLoad")),
      await plugin.addListener(R.Showed, reward("showed")),
      await plugin.addListener(R.FailedToShow, reward("failedToShow")),
      await plugin.addListener(R.Dismissed, reward("dismissed")),
    );
  }

  function placementFor(request: BannerRequest): BannerPlacement {
    return bannerPlacement({
      os,
      bottomInset: request.bottomInset,
      bottomNavVisible: request.bottomNavVisible !== false,
      measuredHeight: bannerHeight,
    });
  }

  async function hideBanner(): Promise<void> {
    if (!bannerCreated || !state.banner.visible) return;
    try {
      await plugin.hideBanner();
    } catch (error) {
      logger.warn("Banner not hidden", { error: errorText(error) });
    }
    update({ banner: { ...state.banner, visible: false } });
  }

  async function removeBanner(): Promise<void> {
    if (!bannerCreated) return;
    bannerCreated = false;
    bannerMargin = null;
    try {
      await plugin.removeBanner();
    } catch (error) {
      logger.warn("Banner not removed", { error: errorText(error) });
    }
    update({ banner: { visible: false, placement: null, lastError: state.banner.lastError } });
  }

  return {
    async start() {
      try {
        await plugin.initialize({ initializeForTesting: flags.testMode });
      } catch (error) {
        logger.error("Ads not initialised", { error: errorText(error) });
        update({ unavailableReason: "init_failed" });
        return;
      }
      promptAnswered = (await store().get<boolean>(TRACKING_ANSWERED_KEY)) === true;
      await listen();
      update({ available: true });
      await readTracking();
      await consentFlow();
      if (trackingRequestDue(os, state.consent.status, state.tracking)) await requestTracking();
      // §9: the tracking status is read again 30 s after start.
      later(async () => {
        await readTracking();
        await checkTrackingPrompt();
      }, TRACKING_RECHECK_AFTER_MS);
      // §4: the first interstitial is prepared 2 s after init.
      later(() => void prepareInterstitial(), INTERSTITIAL_PREPARE_AFTER_INIT_MS);
    },

    getState: () => state,

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async showBanner(request) {
      lastBannerRequest = request;
      const blocked = units.banner
        ? adBlockReason(await gate(adsAllowedOn(request.pathname)))
        : "not_available";
      if (blocked) {
        await hideBanner();
        return { shown: false, reason: blocked };
      }
      const placement = placementFor(request);
      try {
        if (bannerCreated && bannerMargin === placement.margin) {
          if (!state.banner.visible) await plugin.resumeBanner();
        } else {
          if (bannerCreated) await plugin.removeBanner();
          await plugin.showBanner({
            ...adOptions(units.banner as string),
            adSize: sdk.BannerAdSize.ADAPTIVE_BANNER,
            position: sdk.BannerAdPosition.BOTTOM_CENTER,
            margin: placement.margin,
          });
          bannerCreated = true;
          bannerMargin = placement.margin;
        }
      } catch (error) {
        logger.warn("Banner not shown", { error: errorText(error) });
        update({ banner: { visible: false, placement: null, lastError: errorText(error) } });
        return { shown: false, reason: "error" };
      }
      // The SDK may have reported the banner's real height meanwhile.
      update({ banner: { visible: true, placement: placementFor(request), lastError: null } });
      return { shown: true };
    },

    hideBanner,
    removeBanner,

    async showInterstitial(pathname) {
      const blocked = units.interstitial
        ? adBlockReason(await gate(adsAllowedOn(pathname)))
        : "not_available";
      if (blocked) return { shown: false, reason: blocked };
      if (state.interstitial !== "ready") void prepareInterstitial();
      if (!(await waitForAdReady(() => state.interstitial === "ready", sleep))) {
        return { shown: false, reason: "not_ready" };
      }
      try {
        await plugin.showInterstitial();
        return { shown: true };
      } catch (error) {
        logger.warn("Interstitial not shown", { error: errorText(error) });
        update({ interstitial: nextAdReadiness(state.interstitial, "failedToShow") });
        return { shown: false, reason: "error" };
      }
    },

    async showReward(pathname) {
      const shortcut = units.reward
        ? rewardShortcut(await gate(adsAllowedOn(pathname)))
        : ({ success: false, reason: "not_available" } as const);
      if (shortcut) return shortcut;
      if (state.reward !== "ready") void prepareReward();
      if (!(await waitForAdReady(() => state.reward === "ready", sleep))) {
        return { success: false, reason: "not_ready" };
      }
      try {
        const item: AdMobRewardItem = await plugin.showRewardVideoAd();
        return { success: true, reward: { type: item.type, amount: item.amount } };
      } catch (error) {
        logger.warn("Reward ad not shown", { error: errorText(error) });
        update({ reward: nextAdReadiness(state.reward, "failedToShow") });
        return { success: false, reason: "error" };
      }
    },

    async showPrivacyOptions() {
      if (!state.available || !state.consent.privacyOptionsRequired) return false;
      try {
        await plugin.showPrivacyOptionsForm();
        dispatch({ type: "infoReceived", info: consentInfoOf(await requestConsentInfo()) });
      } catch (error) {
        logger.warn("Privacy options form failed", { error: errorText(error) });
        return false;
      }
      // Consent withdrawn: whatever was shown or loaded under the old answer goes.
      if (adBlockReason(await gate(true)) !== null) await removeBanner();
      return true;
    },

    async refreshEntitlement() {
      if (await hasPro()) {
        await removeBanner();
        if (state.trackingPrompt === "offered") update({ trackingPrompt: "hidden" });
      }
    },

    recordEngagement() {
      engagementEvents++;
      void checkTrackingPrompt();
    },

    async answerTrackingPrompt(answer) {
      promptAnswered = true;
      update({ trackingPrompt: "hidden" });
      await store().set(TRACKING_ANSWERED_KEY, true);
      if (answer === "declined") return;
      await requestTracking();
      if (showTrackingThanks(answer, state.tracking)) update({ trackingPrompt: "thanks" });
    },

    trackingPromptClosed() {
      if (state.trackingPrompt !== "offered") return;
      update({ trackingPrompt: "hidden" });
      void checkTrackingPrompt();
    },

    dismissTrackingThanks() {
      if (state.trackingPrompt === "thanks") update({ trackingPrompt: "hidden" });
    },

    stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      for (const handle of handles.splice(0)) void handle.remove();
      listeners.clear();
    },
  };
}

let active: Promise<Ads> | null = null;

/**
 * The app's ads: inside the native shell the plugin is loaded and started once (test-ad mode and
 * debug geography from the URL's flags); on the web, or without ad units, ads are off.
 */
export function startAds(options: {
  hasProAccess: () => boolean | Promise<boolean>;
  search?: string;
  env?: Record<string, unknown>;
}): Promise<Ads> {
  if (!isNativeShell()) return Promise.resolve(createUnavailableAds("web"));
  active ??= (async () => {
    const { Capacitor } = await import("@capacitor/core");
    const platform = Capacitor.getPlatform();
    if (platform !== "android" && platform !== "ios") return createUnavailableAds("web");
    const flags = adFlagsOf(options.search ?? window.location.search);
    const units = adUnitIds(options.env ?? import.meta.env, platform, flags.testMode);
    if (!units.banner && !units.interstitial && !units.reward) {
      logger.info(AdsMessage.notConfigured);
      return createUnavailableAds("not_configured", platform, flags);
    }
    const sdk = await import("@capacitor-community/admob");
    const controller = createAdController({
      sdk,
      os: platform,
      flags,
      units,
      hasProAccess: options.hasProAccess,
    });
    await controller.start();
    return controller;
  })();
  return active;
}
