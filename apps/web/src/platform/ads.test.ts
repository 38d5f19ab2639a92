import { AdmobConsentDebugGeography, AdmobConsentStatus } from "@capacitor-community/admob";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeAdMob } from "./ads.fake.ts";
import {
  adFlagsOf,
  adUnitIds,
  createAdController,
  createUnavailableAds,
  GOOGLE_TEST_AD_UNITS,
  startAds,
} from "./ads.ts";
import { createMemoryDeviceStore, type DeviceStore } from "./device-store.ts";

const UNITS = {
  banner: "ca-app-pub-1111111111111111/1000000001",
  interstitial: "ca-app-pub-1111111111111111/1000000002",
  reward: "ca-app-pub-1111111111111111/1000000003",
};
const OFF = { testMode: false, debug: false };
const ARTICLES = "/dashboard/articles";

function setup(
  options: {
    os?: "ios" | "android";
    flags?: typeof OFF;
    pro?: boolean;
    store?: DeviceStore;
    script?: (state: ReturnType<typeof fakeAdMob>["state"]) => void;
  } = {},
) {
  const os = options.os ?? "android";
  const fake = fakeAdMob(os);
  options.script?.(fake.state);
  const entitlement = { pro: options.pro ?? false };
  const ads = createAdController({
    sdk: fake.sdk,
    os,
    flags: options.flags ?? OFF,
    units: UNITS,
    hasProAccess: () => entitlement.pro,
    store: options.store ?? createMemoryDeviceStore(),
  });
  return { ads, fake, entitlement };
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2026-03-02T09:00:00Z") });
});

afterEach(() => {
  vi.useRealTimers();
});

describe("ads on the web", () => {
  it("never shows an ad and answers not_available", async () => {
    const ads = await startAds({ hasProAccess: () => false });
    expect(ads.getState()).toMatchObject({ available: false, unavailableReason: "web" });
    expect(await ads.showBanner({ pathname: ARTICLES, bottomInset: 0 })).toEqual({
      shown: false,
      reason: "not_available",
    });
    expect(await ads.showInterstitial(ARTICLES)).toEqual({ shown: false, reason: "not_available" });
    expect(await ads.showReward(ARTICLES)).toEqual({ success: false, reason: "not_available" });
    expect(await ads.showPrivacyOptions()).toBe(false);
  });
});

describe("ad units and flags", () => {
  it("reads the build's ad units per platform, and with none set ads are off and say so", () => {
    const env = {
      VITE_ADMOB_BANNER_ANDROID: " ca-app-pub-2/1 ",
      VITE_ADMOB_REWARD_IOS: "ca-app-pub-2/3",
      VITE_ADMOB_INTERSTITIAL_ANDROID: "",
    };
    expect(adUnitIds(env, "android", false)).toEqual({
      banner: "ca-app-pub-2/1",
      interstitial: null,
      reward: null,
    });
    expect(adUnitIds(env, "ios", false)).toEqual({
      banner: null,
      interstitial: null,
      reward: "ca-app-pub-2/3",
    });
    expect(adUnitIds({}, "ios", false)).toEqual({ banner: null, interstitial: null, reward: null });
    expect(createUnavailableAds("not_configured", "ios").getState()).toMatchObject({
      available: false,
      unavailableMessage: "Ads are off in this build: no ad units are configured.",
    });
  });

  it("uses Google's sample ad units only in test-ad mode", () => {
    expect(adUnitIds({ VITE_ADMOB_BANNER_IOS: "ca-app-pub-2/1" }, "ios", true)).toEqual(
      GOOGLE_TEST_AD_UNITS.ios,
    );
    expect(GOOGLE_TEST_AD_UNITS.android.banner).toMatch(/^ca-app-pub-3940256099942544\//);
  });

  it("turns on test ads by the URL flag, and debug (with test ads) by admob_debug=true", () => {
    expect(adFlagsOf("")).toEqual({ testMode: false, debug: false });
    expect(adFlagsOf("?admob_test=true")).toEqual({ testMode: true, debug: false });
    expect(adFlagsOf("?x=1&admob_debug=true")).toEqual({ testMode: true, debug: true });
    expect(adFlagsOf("?admob_debug=1")).toEqual({ testMode: false, debug: false });
  });
});

describe("consent (spec §4)", () => {
  it("shows the consent form when required and available, then shows ads", async () => {
    const { ads, fake } = setup({
      script: (s) => {
        s.consentStatus = AdmobConsentStatus.REQUIRED;
        s.consentFormAvailable = true;
      },
    });
    await ads.start();
    expect(fake.state.formsShown).toBe(1);
    expect(ads.getState()).toMatchObject({
      available: true,
      consent: { status: "obtained" },
      personalised: true,
      privacyOptionsRequired: true,
    });
    expect(await ads.showBanner({ pathname: ARTICLES, bottomInset: 0 })).toEqual({ shown: true });
    expect(fake.state.banner?.options).toMatchObject({
      adId: UNITS.banner,
      position: "BOTTOM_CENTER",
      adSize: "ADAPTIVE_BANNER",
      margin: 84,
      npa: false,
      isTesting: false,
    });
  });

  it("shows no ad while consent is required and the form cannot be shown", async () => {
    const { ads, fake } = setup({
      script: (s) => {
        s.consentStatus = AdmobConsentStatus.REQUIRED;
      },
    });
    await ads.start();
    expect(fake.state.formsShown).toBe(0);
    expect(await ads.showBanner({ pathname: ARTICLES, bottomInset: 0 })).toEqual({
      shown: false,
      reason: "not_available",
    });
    expect(await ads.showReward(ARTICLES)).toEqual({ success: false, reason: "consent_required" });
    expect(fake.state.banner).toBeNull();
  });

  it("retries a failed request after 5 s, 7.5 s and 11.25 s, then falls back to notRequired without personalisation", async () => {
    const { ads, fake } = setup({ script: (s) => (s.consentFailures = 4) });
    const started = ads.start();
    await vi.advanceTimersByTimeAsync(30_000);
    await started;
    const start = fake.state.consentRequests[0]!.at;
    expect(fake.state.consentRequests.map((r) => r.at - start)).toEqual([0, 5_000, 12_500, 23_750]);
    expect(ads.getState().consent).toMatchObject({ status: "notRequired", fellBack: true });
    expect(ads.getState().personalised).toBe(false);
    await ads.showBanner({ pathname: ARTICLES, bottomInset: 0 });
    expect(fake.state.banner?.options.npa).toBe(true);
  });

  it("takes the answer of a retry that succeeds", async () => {
    const { ads, fake } = setup({ script: (s) => (s.consentFailures = 1) });
    const started = ads.start();
    await vi.advanceTimersByTimeAsync(5_000);
    await started;
    expect(fake.state.consentRequests).toHaveLength(2);
    expect(ads.getState().consent).toMatchObject({ status: "notRequired", fellBack: false });
    expect(ads.getState().personalised).toBe(true);
  });

  it("asks for consent as in the EEA, with test ads, when admob_debug=true", async () => {
    const { ads, fake } = setup({ flags: adFlagsOf("?admob_debug=true") });
    await ads.start();
    expect(fake.state.consentRequests[0]?.options).toEqual({
      debugGeography: AdmobConsentDebugGeography.EEA,
    });
    await ads.showBanner({ pathname: ARTICLES, bottomInset: 0 });
    expect(fake.state.banner?.options.isTesting).toBe(true);
  });

  it("offers the privacy options form and reads consent again after it", async () => {
    const { ads, fake } = setup({
      script: (s) => {
        s.consentStatus = AdmobConsentStatus.REQUIRED;
        s.consentFormAvailable = true;
      },
    });
    await ads.start();
    await ads.showBanner({ pathname: ARTICLES, bottomInset: 0 });
    fake.state.formAnswer = AdmobConsentStatus.REQUIRED;
    expect(await ads.showPrivacyOptions()).toBe(true);
    expect(fake.state.privacyFormsShown).toBe(1);
    expect(ads.getState().consent.status).toBe("required");
    expect(fake.state.banner).toBeNull();
  });

  it("has no privacy options where consent does not apply", async () => {
    const { ads, fake } = setup();
    await ads.start();
    expect(await ads.showPrivacyOptions()).toBe(false);
    expect(fake.state.privacyFormsShown).toBe(0);
  });

  it("reports a failed start and shows nothing", async () => {
    const { ads } = setup({ script: (s) => (s.initialiseFails = true) });
    await ads.start();
    expect(ads.getState()).toMatchObject({ available: false, unavailableReason: "init_failed" });
    expect(await ads.showInterstitial(ARTICLES)).toEqual({ shown: false, reason: "not_available" });
  });
});

describe("iOS tracking (spec §2, §4, §9)", () => {
  it("asks for tracking right after consent is obtained, and personalises once authorised", async () => {
    const { ads, fake } = setup({
      os: "ios",
      script: (s) => {
        s.consentStatus = AdmobConsentStatus.REQUIRED;
        s.consentFormAvailable = true;
      },
    });
    await ads.start();
    expect(fake.state.trackingRequests).toBe(1);
    expect(ads.getState()).toMatchObject({ tracking: "authorized", personalised: true });
  });

  it("without tracking, iOS ads stay non-personalised", async () => {
    const { ads, fake } = setup({ os: "ios", script: (s) => (s.tracking = "denied") });
    await ads.start();
    expect(fake.state.trackingRequests).toBe(0);
    await ads.showBanner({ pathname: ARTICLES, bottomInset: 34 });
    expect(fake.state.banner?.options).toMatchObject({ npa: true, margin: 98 });
  });

  it("offers the pre-prompt after 3 engagement events and 2 minutes, then thanks a yes", async () => {
    const store = createMemoryDeviceStore();
    const { ads, fake } = setup({ os: "ios", store });
    await ads.start();
    expect(fake.state.trackingRequests).toBe(0);
    ads.recordEngagement();
    ads.recordEngagement();
    ads.recordEngagement();
    await vi.advanceTimersByTimeAsync(119_000);
    expect(ads.getState().trackingPrompt).toBe("hidden");
    await vi.advanceTimersByTimeAsync(1_000);
    expect(ads.getState().trackingPrompt).toBe("offered");

    await ads.answerTrackingPrompt("accepted");
    expect(fake.state.trackingRequests).toBe(1);
    expect(ads.getState()).toMatchObject({ trackingPrompt: "thanks", tracking: "authorized" });
    ads.dismissTrackingThanks();
    expect(ads.getState().trackingPrompt).toBe("hidden");
    ads.stop();

    // Answered once: never again, on a later launch either.
    const again = setup({ os: "ios", store });
    await again.ads.start();
    for (let i = 0; i < 10; i++) again.ads.recordEngagement();
    await vi.advanceTimersByTimeAsync(11 * 60_000);
    expect(again.ads.getState().trackingPrompt).toBe("hidden");
  });

  it("after Not Now asks nothing of the system and never offers again", async () => {
    const { ads, fake } = setup({ os: "ios" });
    await ads.start();
    for (let i = 0; i < 3; i++) ads.recordEngagement();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(ads.getState().trackingPrompt).toBe("offered");
    await ads.answerTrackingPrompt("declined");
    expect(fake.state.trackingRequests).toBe(0);
    for (let i = 0; i < 5; i++) ads.recordEngagement();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(ads.getState().trackingPrompt).toBe("hidden");
  });

  it("retries an unanswered pre-prompt 10 minutes after launch once there were 5 events", async () => {
    const { ads } = setup({ os: "ios" });
    await ads.start();
    for (let i = 0; i < 3; i++) ads.recordEngagement();
    await vi.advanceTimersByTimeAsync(120_000);
    ads.trackingPromptClosed();
    expect(ads.getState().trackingPrompt).toBe("hidden");
    ads.recordEngagement();
    await vi.advanceTimersByTimeAsync(8 * 60_000);
    expect(ads.getState().trackingPrompt).toBe("hidden");
    ads.recordEngagement();
    await vi.advanceTimersByTimeAsync(0);
    expect(ads.getState().trackingPrompt).toBe("offered");
  });

  it("reads the tracking status again 30 s after start", async () => {
    const { ads, fake } = setup({ os: "ios", script: (s) => (s.tracking = "denied") });
    await ads.start();
    fake.state.tracking = "authorized";
    await vi.advanceTimersByTimeAsync(29_000);
    expect(ads.getState().tracking).toBe("denied");
    await vi.advanceTimersByTimeAsync(1_000);
    expect(ads.getState().tracking).toBe("authorized");
  });
});

describe("the bottom banner", () => {
  it("keeps ads off screens where they never show, hiding a banner already up", async () => {
    const { ads, fake } = setup();
    await ads.start();
    await ads.showBanner({ pathname: ARTICLES, bottomInset: 0 });
    expect(ads.getState().banner.visible).toBe(true);
    expect(await ads.showBanner({ pathname: "/dashboard/weight/add", bottomInset: 0 })).toEqual({
      shown: false,
      reason: "not_available",
    });
    expect(fake.state.banner?.hidden).toBe(true);
    expect(ads.getState().banner.visible).toBe(false);
    expect(await ads.showBanner({ pathname: "/dashboard/courses", bottomInset: 0 })).toEqual({
      shown: true,
    });
    expect(fake.state.banner?.hidden).toBe(false);
    expect(fake.state.bannerShows).toHaveLength(1);
  });

  it("reserves the height the SDK reports, and moves the banner when the margin changes", async () => {
    const { ads, fake } = setup();
    await ads.start();
    await ads.showBanner({ pathname: ARTICLES, bottomInset: 0 });
    expect(ads.getState().banner.placement).toEqual({
      position: "BOTTOM_CENTER",
      margin: 84,
      height: 56,
      reservedBottom: 140,
    });
    await ads.showBanner({ pathname: ARTICLES, bottomInset: 30, bottomNavVisible: false });
    expect(fake.state.bannerShows.map((o) => o.margin)).toEqual([84, 30]);
    await ads.removeBanner();
    expect(fake.state.banner).toBeNull();
    expect(ads.getState().banner).toMatchObject({ visible: false, placement: null });
  });

  it("tells subscribers about every change", async () => {
    const { ads } = setup();
    const seen: boolean[] = [];
    const unsubscribe = ads.subscribe(() => seen.push(ads.getState().banner.visible));
    await ads.start();
    await ads.showBanner({ pathname: ARTICLES, bottomInset: 0 });
    expect(seen.at(-1)).toBe(true);
    unsubscribe();
    const count = seen.length;
    await ads.hideBanner();
    expect(seen).toHaveLength(count);
  });
});

describe("interstitial and reward ads (spec §4, §6, §9)", () => {
  it("prepares an interstitial 2 s after init and another 1 s after dismissal", async () => {
    const { ads, fake } = setup();
    await ads.start();
    const initAt = Date.now();
    await vi.advanceTimersByTimeAsync(1_999);
    expect(fake.state.interstitialPrepares).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.state.interstitialPrepares.map((p) => p.at - initAt)).toEqual([2_000]);
    await vi.advanceTimersByTimeAsync(300);
    expect(ads.getState().interstitial).toBe("ready");

    expect(await ads.showInterstitial(ARTICLES)).toEqual({ shown: true });
    expect(fake.state.interstitialShows).toBe(1);
    fake.dismissInterstitial();
    expect(ads.getState().interstitial).toBe("notReady");
    const dismissedAt = Date.now();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fake.state.interstitialPrepares.at(-1)!.at - dismissedAt).toBe(1_000);
    await vi.advanceTimersByTimeAsync(300);
    expect(ads.getState().interstitial).toBe("ready");
  });

  it("waits up to 5 s for an ad to be ready, then answers not_ready", async () => {
    const { ads, fake } = setup({ script: (s) => (s.loadMs = 60_000) });
    await ads.start();
    const shown = ads.showInterstitial(ARTICLES);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await shown).toEqual({ shown: false, reason: "not_ready" });
    expect(fake.state.interstitialShows).toBe(0);
  });

  it("shows an interstitial that becomes ready while waiting", async () => {
    const { ads } = setup({ script: (s) => (s.loadMs = 1_500) });
    await ads.start();
    const shown = ads.showInterstitial(ARTICLES);
    await vi.advanceTimersByTimeAsync(1_600);
    expect(await shown).toEqual({ shown: true });
  });

  it("loads a reward ad when asked and gives its reward", async () => {
    const { ads, fake } = setup();
    await ads.start();
    const result = ads.showReward(ARTICLES);
    await vi.advanceTimersByTimeAsync(400);
    expect(await result).toEqual({ success: true, reward: { type: "coins", amount: 10 } });
    expect(fake.state.rewardPrepares[0]?.adId).toBe(UNITS.reward);
    fake.dismissReward();
    expect(ads.getState().reward).toBe("notReady");
  });

  it("answers error when the ad fails to load or show", async () => {
    const { ads, fake } = setup({ script: (s) => (s.loadFails = true) });
    await ads.start();
    const result = ads.showReward(ARTICLES);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await result).toEqual({ success: false, reason: "not_ready" });
    fake.state.loadFails = false;
    const first = ads.showInterstitial(ARTICLES);
    await vi.advanceTimersByTimeAsync(400);
    expect(await first).toEqual({ shown: true });
    // Still on screen, not dismissed: the plugin has no loaded ad to show a second time.
    expect(await ads.showInterstitial(ARTICLES)).toEqual({ shown: false, reason: "error" });
    expect(ads.getState().interstitial).toBe("notReady");
  });

  it("never shows a Pro subscriber an ad, and their reward call succeeds with the subscription reward", async () => {
    const { ads, fake } = setup({ pro: true });
    await ads.start();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(await ads.showBanner({ pathname: ARTICLES, bottomInset: 0 })).toEqual({
      shown: false,
      reason: "subscription_active",
    });
    expect(await ads.showInterstitial(ARTICLES)).toEqual({
      shown: false,
      reason: "subscription_active",
    });
    expect(await ads.showReward(ARTICLES)).toEqual({
      success: true,
      reward: { type: "subscription", amount: 1 },
    });
    expect(fake.state.bannerShows).toHaveLength(0);
    expect(fake.state.interstitialPrepares).toHaveLength(0);
    expect(fake.state.rewardPrepares).toHaveLength(0);
  });

  it("removes the banner as soon as the person becomes Pro", async () => {
    const { ads, fake, entitlement } = setup();
    await ads.start();
    await ads.showBanner({ pathname: ARTICLES, bottomInset: 0 });
    entitlement.pro = true;
    await ads.refreshEntitlement();
    expect(fake.state.banner).toBeNull();
  });

  it("keeps full-screen ads off screens where ads never show", async () => {
    const { ads } = setup();
    await ads.start();
    expect(await ads.showInterstitial("/dashboard/psychologist/session")).toEqual({
      shown: false,
      reason: "not_available",
    });
    expect(await ads.showReward("/dashboard/experts/safety-plan")).toEqual({
      success: false,
      reason: "not_available",
    });
  });

  it("stops its timers and listeners", async () => {
    const { ads, fake } = setup();
    await ads.start();
    expect(fake.listenerCount()).toBeGreaterThan(0);
    ads.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fake.listenerCount()).toBe(0);
    expect(fake.state.interstitialPrepares).toHaveLength(0);
  });
});
