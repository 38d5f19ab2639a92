import { describe, expect, it } from "vitest";
import { type DevicePlatform, type SocialProviderId, socialButtonRule } from "./social-sign-in.ts";

const web: DevicePlatform = { isNative: false, os: "web" };
const ios: DevicePlatform = { isNative: true, os: "ios" };
const android: DevicePlatform = { isNative: true, os: "android" };
const otherNative: DevicePlatform = { isNative: true, os: "other" };
const APPLE_ONLY = "Apple Sign In is only available on iOS devices";

describe("social sign-in buttons per platform", () => {
  it.each<[SocialProviderId, string, DevicePlatform, boolean, string | null]>([
    ["google", "web", web, true, null],
    ["google", "native iOS", ios, false, null],
    ["google", "native Android", android, true, null],
    ["google", "another native platform", otherNative, true, null],
    ["apple", "web", web, true, null],
    ["apple", "native iOS", ios, true, null],
    ["apple", "native Android", android, false, null],
    ["apple", "another native platform", otherNative, true, APPLE_ONLY],
  ])("%s on %s: visible %s, message %s", (provider, _name, platform, visible, message) => {
    expect(socialButtonRule(provider, platform)).toEqual({ visible, blockedMessage: message });
  });
});
