import { fakeAdMob } from "../platform/ads.fake.ts";
import { type AdFlags, createAdController } from "../platform/ads.ts";
import { getAppAds, setAppAds } from "../platform/app-ads.ts";
import { setDeviceAdapter, webDevice } from "../platform/device.ts";
import { createMemoryDeviceStore } from "../platform/device-store.ts";

const UNITS = {
  banner: "ca-app-pub-1111111111111111/1000000001",
  interstitial: "ca-app-pub-1111111111111111/1000000002",
  reward: "ca-app-pub-1111111111111111/1000000003",
};

/**
 * The app as inside the native shell: the phone as the device and the ads adapter started over
 * the in-memory AdMob (scripted by `script`), as the shell would start it.
 */
export async function startFakeNativeAds(
  options: {
    os?: "ios" | "android";
    flags?: AdFlags;
    hasProAccess?: () => boolean;
    /** The adapter's clock (the pre-prompt waits for minutes since launch). */
    now?: () => number;
    script?: (state: ReturnType<typeof fakeAdMob>["state"]) => void;
  } = {},
) {
  const os = options.os ?? "android";
  setDeviceAdapter({ platform: () => ({ isNative: true, os }) });
  const fake = fakeAdMob(os);
  options.script?.(fake.state);
  const ads = createAdController({
    sdk: fake.sdk,
    os,
    flags: options.flags ?? { testMode: false, debug: false },
    units: UNITS,
    hasProAccess: options.hasProAccess ?? (() => false),
    store: createMemoryDeviceStore(),
    ...(options.now ? { now: options.now } : {}),
  });
  await ads.start();
  setAppAds(ads);
  return { ads, fake };
}

/** Back to the web: no ads adapter, the browser as the device. */
export function stopFakeNativeAds(): void {
  getAppAds()?.stop();
  setAppAds(null);
  setDeviceAdapter(webDevice);
}
