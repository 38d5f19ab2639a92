import { afterEach, describe, expect, it } from "vitest";
import { isNativeShell } from "./native-shell.ts";

type WithBridge = { Capacitor?: { isNativePlatform?: () => boolean } };

afterEach(() => {
  delete (window as WithBridge).Capacitor;
});

describe("the native shell", () => {
  it("is known by the bridge the iOS and Android apps define, never on the web", () => {
    expect(isNativeShell()).toBe(false);
    (window as WithBridge).Capacitor = { isNativePlatform: () => false };
    expect(isNativeShell()).toBe(false);
    (window as WithBridge).Capacitor = { isNativePlatform: () => true };
    expect(isNativeShell()).toBe(true);
  });
});
