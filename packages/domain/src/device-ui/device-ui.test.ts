import { describe, expect, it } from "vitest";
import { MOBILE_BREAKPOINT_PX } from "../constants.ts";
import {
  defaultBirthDate,
  deviceClassOf,
  HAPTIC_VIBRATE_DEFAULT_MS,
  isKeyboardOpen,
  keyboardScrollBy,
  keyboardScrollDelayMs,
  rootRedirectPath,
  WEB_DATE_PICKER_REMOVE_AFTER_MS,
} from "./device-ui.ts";

const ios = { isNative: true, os: "ios" } as const;
const android = { isNative: true, os: "android" } as const;
const web = { isNative: false, os: "web" } as const;

describe("device UI (spec §9)", () => {
  it("scrolls the focused field after 200 ms on Android and 400 ms on iOS, not at all on the web", () => {
    expect(keyboardScrollDelayMs(android)).toBe(200);
    expect(keyboardScrollDelayMs(ios)).toBe(400);
    expect(keyboardScrollDelayMs(web)).toBeNull();
  });

  it("counts the keyboard open when the viewport shrinks by more than 150 px", () => {
    expect(isKeyboardOpen(800, 650)).toBe(false);
    expect(isKeyboardOpen(800, 649)).toBe(true);
    expect(isKeyboardOpen(800, 800)).toBe(false);
  });

  it("scrolls a hidden field to 20 px above the keyboard", () => {
    expect(keyboardScrollBy(500, 400)).toBe(120);
    expect(keyboardScrollBy(380, 400)).toBe(0);
    expect(keyboardScrollBy(381, 400)).toBe(1);
  });

  it("vibrates 100 ms and removes the web date picker after 60 s", () => {
    expect(HAPTIC_VIBRATE_DEFAULT_MS).toBe(100);
    expect(WEB_DATE_PICKER_REMOVE_AFTER_MS).toBe(60_000);
  });

  it("opens the birth-date picker 25 years before today's local date, leap day included", () => {
    expect(defaultBirthDate(new Date(2026, 5, 10, 12))).toBe("2001-06-10");
    // Just after local midnight the local day counts, whatever UTC says.
    expect(defaultBirthDate(new Date(2026, 0, 1, 0, 5))).toBe("2001-01-01");
    expect(defaultBirthDate(new Date(2025, 11, 31, 23, 59))).toBe("2000-12-31");
    // 1999 has no 29 February: 2024's leap day goes back to 28 February 1999...
    expect(defaultBirthDate(new Date(2024, 1, 29))).toBe("1999-02-28");
    // ...and 2028's to 2003's 28 February, while 2025's 28 February stays the 28th in 2000.
    expect(defaultBirthDate(new Date(2028, 1, 29))).toBe("2003-02-28");
    expect(defaultBirthDate(new Date(2025, 1, 28))).toBe("2000-02-28");
    expect(defaultBirthDate(new Date(2045, 2, 1))).toBe("2020-03-01");
  });

  it("classes devices: mobile below 768 px, tablet to 1023 px, desktop from 1024 px", () => {
    expect(MOBILE_BREAKPOINT_PX).toBe(768);
    expect(deviceClassOf(320)).toBe("mobile");
    expect(deviceClassOf(767)).toBe("mobile");
    expect(deviceClassOf(768)).toBe("tablet");
    expect(deviceClassOf(1023)).toBe("tablet");
    expect(deviceClassOf(1024)).toBe("desktop");
  });

  it("sends a visitor at / to /auth on a native app and to /preview on the web", () => {
    expect(rootRedirectPath(ios, false)).toBe("/auth");
    expect(rootRedirectPath(android, false)).toBe("/auth");
    expect(rootRedirectPath(web, false)).toBe("/preview");
    expect(rootRedirectPath(ios, true)).toBe("/dashboard");
    expect(rootRedirectPath(web, true)).toBe("/dashboard");
  });
});
