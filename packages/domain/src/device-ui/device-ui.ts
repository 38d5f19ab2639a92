import type { DevicePlatform } from "../auth/social-sign-in.ts";
import { MOBILE_BREAKPOINT_PX } from "../constants.ts";

/**
 * Device UI rules. Every figure is spec learning-devices-commerce, section 9 ("Device UI"),
 * unless its comment says otherwise.
 */

/** §9: after the keyboard opens, the focused field is scrolled into view 200 ms later on Android... */
export const KEYBOARD_SCROLL_DELAY_MS = { android: 200, ios: 400 } as const;
/** §9: ...leaving 20 px between the field and the keyboard. */
export const KEYBOARD_SCROLL_OFFSET_PX = 20;
/** §9: the keyboard counts as open when the viewport shrinks by more than 150 px. */
export const KEYBOARD_OPEN_SHRINK_PX = 150;
/** §9: a haptic vibration lasts 100 ms unless told otherwise. */
export const HAPTIC_VIBRATE_DEFAULT_MS = 100;
/** §9: the web date picker is removed after 60 s. */
export const WEB_DATE_PICKER_REMOVE_AFTER_MS = 60_000;
/** §9: the birth-date picker opens 25 years before today. */
export const DEFAULT_BIRTH_DATE_YEARS_AGO = 25;
/** §9: tablets are 768 to 1023 px wide; from 1024 px on the device is a desktop. */
export const DESKTOP_BREAKPOINT_PX = 1024;

/** The wait before scrolling the focused field into view; null on the web (the browser does it). */
export function keyboardScrollDelayMs(platform: DevicePlatform): number | null {
  if (!platform.isNative) return null;
  return platform.os === "ios" ? KEYBOARD_SCROLL_DELAY_MS.ios : KEYBOARD_SCROLL_DELAY_MS.android;
}

/** §9: whether the keyboard is open, from the viewport's height before and now. */
export function isKeyboardOpen(fullHeightPx: number, visibleHeightPx: number): boolean {
  return fullHeightPx - visibleHeightPx > KEYBOARD_OPEN_SHRINK_PX;
}

/**
 * How far to scroll down so the focused field ends 20 px above the visible area's bottom edge
 * (the keyboard's top); 0 when it already does.
 */
export function keyboardScrollBy(fieldBottomPx: number, visibleHeightPx: number): number {
  return Math.max(0, fieldBottomPx + KEYBOARD_SCROLL_OFFSET_PX - visibleHeightPx);
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, "0");
}

/**
 * §9: the birth-date picker's default, 25 years before `today` on the device's own calendar, as
 * YYYY-MM-DD. On 29 February the answer is 28 February when that year has no leap day.
 */
export function defaultBirthDate(today: Date): string {
  const year = today.getFullYear() - DEFAULT_BIRTH_DATE_YEARS_AGO;
  const month = today.getMonth();
  const lastDay = new Date(year, month + 1, 0).getDate();
  const day = Math.min(today.getDate(), lastDay);
  return `${pad(year, 4)}-${pad(month + 1, 2)}-${pad(day, 2)}`;
}

export type DeviceClass = "mobile" | "tablet" | "desktop";

/** §9 and end-user-app §9: mobile below 768 px, tablet 768-1023 px, desktop from 1024 px. */
export function deviceClassOf(viewportWidthPx: number): DeviceClass {
  if (viewportWidthPx < MOBILE_BREAKPOINT_PX) return "mobile";
  if (viewportWidthPx < DESKTOP_BREAKPOINT_PX) return "tablet";
  return "desktop";
}

/**
 * End-user-app §2: where `/` leads. On a native app a visitor goes to /auth; otherwise a
 * signed-in person goes to /dashboard and anyone else to /preview.
 */
export function rootRedirectPath(platform: DevicePlatform, signedIn: boolean): string {
  if (signedIn) return "/dashboard";
  return platform.isNative ? "/auth" : "/preview";
}
