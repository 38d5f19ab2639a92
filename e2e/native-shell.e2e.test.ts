import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { newContext, PHONE, seriousViolations, useBrowser, waitForApp } from "./support/browser.ts";

const browser = useBrowser();
let context: BrowserContext | undefined;

afterEach(async () => {
  await context?.close();
  context = undefined;
});

type NativeCall = [plugin: string, method: string, options: unknown];

const ADMOB_METHODS = [
  "initialize",
  "requestConsentInfo",
  "showConsentForm",
  "showPrivacyOptionsForm",
  "trackingAuthorizationStatus",
  "requestTrackingAuthorization",
  "showBanner",
  "hideBanner",
  "resumeBanner",
  "removeBanner",
  "prepareInterstitial",
  "showInterstitial",
  "prepareRewardVideoAd",
  "showRewardVideoAd",
  "removeListener",
];

/** The secure storage's native calls: nothing is stored yet, so there is no session. */
const SECURE_STORAGE_METHODS = [
  "internalGetItem",
  "internalSetItem",
  "internalRemoveItem",
  "internalClearItemsWithPrefix",
  "internalGetPrefixedKeys",
];

/**
 * The Android app's bridge, as its web view defines it before the page runs: `window.Capacitor`
 * says the platform is native Android, and AdMob answers from here the way the native plugin
 * does (consent not required, every call fulfilled); the secure storage holds no session token.
 * Other plugins have no native side, so their calls fail, as without the plugin installed.
 */
async function simulateAndroidShell(page: Page): Promise<void> {
  await page.addInitScript(
    ({ admob, storage }: { admob: string[]; storage: string[] }) => {
      const calls: [string, string, unknown][] = [];
      const answers: Record<string, unknown> = {
        "SecureStorage.internalGetItem": { data: null },
        "SecureStorage.internalGetPrefixedKeys": { keys: [] },
        "AdMob.trackingAuthorizationStatus": { status: "authorized" },
        "AdMob.requestConsentInfo": {
          status: "NOT_REQUIRED",
          isConsentFormAvailable: false,
          canRequestAds: true,
          privacyOptionsRequirementStatus: "NOT_REQUIRED",
        },
      };
      let callbackId = 0;
      const win = window as unknown as Record<string, unknown>;
      // Capacitor's runtime tells the platform by the Android bridge's presence.
      win.androidBridge = {};
      win.Capacitor = {
        isNativePlatform: () => true,
        getPlatform: () => "android",
        PluginHeaders: [
          {
            name: "AdMob",
            methods: [
              ...admob.map((name) => ({ name, rtype: "promise" })),
              { name: "addListener", rtype: "callback" },
            ],
          },
          { name: "SecureStorage", methods: storage.map((name) => ({ name, rtype: "promise" })) },
        ],
        nativePromise: async (plugin: string, method: string, options: unknown) => {
          calls.push([plugin, method, options]);
          return answers[`${plugin}.${method}`] ?? {};
        },
        nativeCallback: (plugin: string, method: string, options: unknown) => {
          calls.push([plugin, method, options]);
          callbackId += 1;
          return String(callbackId);
        },
      };
      win.nativeCalls = calls;
    },
    { admob: ADMOB_METHODS, storage: SECURE_STORAGE_METHODS },
  );
}

function nativeCalls(page: Page): Promise<NativeCall[]> {
  return page.evaluate(() => (window as unknown as { nativeCalls: NativeCall[] }).nativeCalls);
}

async function phonePage(): Promise<Page> {
  context = await newContext(browser(), PHONE);
  const page = await context.newPage();
  return page;
}

/** The phone's screen as a person sees it: fixed bars and the banner's slot where they sit. */
async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(import.meta.dirname, "screenshots", `${name}.png`) });
}

const adSlot = (page: Page) => page.locator("[data-ad-slot]");

describe("the native shell's ads", () => {
  it("renders no ad slot at all on the web", async () => {
    const page = await phonePage();
    await page.goto("/preview/articles?admob_test=true");
    await waitForApp(page);
    await page.waitForLoadState("networkidle");
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    expect(await adSlot(page).count()).toBe(0);
    expect(
      await page.locator("#main").evaluate((main) => getComputedStyle(main).paddingBottom),
    ).toBe("112px");
    await screenshot(page, "native-shell-web-phone");
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("keeps the banner's space free above the bottom navigation in the Android app", async () => {
    const page = await phonePage();
    await simulateAndroidShell(page);
    await page.goto("/preview/articles?admob_test=true");
    await waitForApp(page);
    await adSlot(page).waitFor({ state: "attached" });

    const banner = (await nativeCalls(page)).find(([, method]) => method === "showBanner");
    // Android: the 64 px navigation bar plus the 20 px system-UI minimum.
    expect(banner?.[2]).toMatchObject({ margin: 84, position: "BOTTOM_CENTER", isTesting: true });
    const box = await adSlot(page).boundingBox();
    expect(box).toMatchObject({ y: PHONE.height - 84 - 50, height: 50, width: PHONE.width });
    const nav = await page
      .getByRole("navigation", { name: "Main navigation" })
      .last()
      .boundingBox();
    expect((nav?.y ?? 0) >= (box?.y ?? 0) + 50).toBe(true);
    expect(
      await page.locator("#main").evaluate((main) => getComputedStyle(main).paddingBottom),
    ).toBe(`${84 + 50 + 24}px`);
    await page.waitForLoadState("networkidle");
    await screenshot(page, "native-shell-android-banner-phone");
    expect(await seriousViolations(page)).toEqual([]);

    // No ad on a health-data screen: the banner goes, and its space with it.
    await page.evaluate(() => {
      history.pushState(null, "", "/preview/fasting");
      dispatchEvent(new PopStateEvent("popstate"));
    });
    await adSlot(page).waitFor({ state: "detached" });
    expect((await nativeCalls(page)).some(([, method]) => method === "hideBanner")).toBe(true);
  });

  it("shows the ad debug panel with admob_debug=true, closable from the keyboard", async () => {
    const page = await phonePage();
    await simulateAndroidShell(page);
    await page.goto("/preview/articles?admob_debug=true");
    await waitForApp(page);
    const panel = page.getByRole("region", { name: "Ad debug" });
    await panel.waitFor();
    await expect
      .poll(() => panel.textContent())
      .toContain("Showing, 50 px at 84 px from the bottom");
    expect(await panel.textContent()).toContain("Not required");
    await page.waitForLoadState("networkidle");
    await screenshot(page, "native-shell-ad-debug-phone");
    expect(await seriousViolations(page)).toEqual([]);

    await panel.getByRole("button", { name: "Close ad debug" }).focus();
    await page.keyboard.press("Enter");
    await panel.waitFor({ state: "detached" });
  });

  it("sends a visitor at / to sign-in in the app", async () => {
    const page = await phonePage();
    await simulateAndroidShell(page);
    await page.goto("/");
    await page.waitForURL("**/auth");
  });
});
