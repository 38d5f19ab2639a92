import { AuthMessage } from "./messages.ts";

export type DeviceOs = "ios" | "android" | "web" | "other";

/** Where the app runs: the web build reports `{ isNative: false, os: "web" }`. */
export interface DevicePlatform {
  isNative: boolean;
  os: DeviceOs;
}

export type SocialProviderId = "google" | "apple";

export interface SocialButtonRule {
  /** Whether the button is shown at all. */
  visible: boolean;
  /** When set, pressing the button shows this message instead of signing in. */
  blockedMessage: string | null;
}

/**
 * Spec end-user sections 2 and 5: Google is hidden on iOS, Apple is hidden on native Android,
 * and Apple on any other native platform than iOS answers "Apple Sign In is only available on
 * iOS devices". The web offers both.
 */
export function socialButtonRule(
  provider: SocialProviderId,
  platform: DevicePlatform,
): SocialButtonRule {
  if (provider === "google") {
    return { visible: platform.os !== "ios", blockedMessage: null };
  }
  if (!platform.isNative) return { visible: true, blockedMessage: null };
  if (platform.os === "android") return { visible: false, blockedMessage: null };
  if (platform.os === "ios") return { visible: true, blockedMessage: null };
  return { visible: true, blockedMessage: AuthMessage.appleOnlyIos };
}
