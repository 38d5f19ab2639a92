// Device behaviour inside the native shell (spec learning-devices-commerce §9, end-user-app §9):
// the keyboard, haptics and the Android status bar. Only native-shell.ts loads this module, so the
// web build never carries the plugins.
import type { PluginListenerHandle } from "@capacitor/core";
import { Haptics } from "@capacitor/haptics";
import { Keyboard, type KeyboardInfo } from "@capacitor/keyboard";
import { StatusBar } from "@capacitor/status-bar";
import {
  type DevicePlatform,
  HAPTIC_VIBRATE_DEFAULT_MS,
  isKeyboardOpen,
  keyboardScrollBy,
  keyboardScrollDelayMs,
} from "@vitalog/domain";
import { logger } from "./logger.ts";

/** The Android version in a web view's user agent ("Android 9; ..."), or null when absent. */
export function androidMajorVersion(userAgent: string): number | null {
  const match = /Android (\d+)/.exec(userAgent);
  return match ? Number(match[1]) : null;
}

/**
 * End-user-app §9: Android 10 and later draw edge to edge (the page pads itself by the safe-area
 * insets); before Android 10 the status bar keeps its own strip above the web view.
 */
export function statusBarOverlaysWebView(androidVersion: number | null): boolean {
  return androidVersion === null || androidVersion >= 10;
}

/** The keyboard's plugin calls this module uses (the plugin, or a fake in tests). */
export type KeyboardEvents = Pick<typeof Keyboard, "addListener">;

function isTextField(element: Element | null): element is HTMLElement {
  if (!(element instanceof HTMLElement)) return false;
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement ||
    element.isContentEditable
  );
}

/**
 * §9: once the keyboard is up, after 200 ms on Android or 400 ms on iOS, the focused field is
 * scrolled to 20 px above it; `<html data-keyboard-open>` marks the viewport shrunk by more than
 * 150 px. Returns the stop.
 */
export async function startKeyboardHandling(
  platform: DevicePlatform,
  keyboard: KeyboardEvents = Keyboard,
): Promise<() => void> {
  const delay = keyboardScrollDelayMs(platform);
  if (delay === null) return () => undefined;
  let fullHeight = window.innerHeight;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const visibleHeight = () => window.visualViewport?.height ?? window.innerHeight;

  const markViewport = () => {
    const visible = visibleHeight();
    if (visible > fullHeight) fullHeight = visible;
    document.documentElement.toggleAttribute(
      "data-keyboard-open",
      isKeyboardOpen(fullHeight, visible),
    );
  };

  const scrollFocusedField = (info: KeyboardInfo) => {
    const field = document.activeElement;
    if (!isTextField(field)) return;
    // A web view the keyboard covers instead of shrinking: the visible part ends at its top.
    const visible = isKeyboardOpen(fullHeight, visibleHeight())
      ? visibleHeight()
      : fullHeight - info.keyboardHeight;
    const by = keyboardScrollBy(field.getBoundingClientRect().bottom, visible);
    if (by > 0) window.scrollBy({ top: by, behavior: "smooth" });
  };

  const viewport = window.visualViewport ?? window;
  viewport.addEventListener("resize", markViewport);
  const handles: PluginListenerHandle[] = [
    await keyboard.addListener("keyboardDidShow", (info) => {
      clearTimeout(timer);
      timer = setTimeout(() => scrollFocusedField(info), delay);
    }),
    await keyboard.addListener("keyboardDidHide", () => {
      clearTimeout(timer);
      document.documentElement.removeAttribute("data-keyboard-open");
    }),
  ];
  return () => {
    clearTimeout(timer);
    viewport.removeEventListener("resize", markViewport);
    for (const handle of handles) void handle.remove();
  };
}

/** Android 10+ edge to edge, older ones with the status bar above the page (end-user-app §9). */
export async function applyStatusBar(platform: DevicePlatform, userAgent: string): Promise<void> {
  if (platform.os !== "android") return;
  try {
    await StatusBar.setOverlaysWebView({
      overlay: statusBarOverlaysWebView(androidMajorVersion(userAgent)),
    });
  } catch (error) {
    logger.warn("Status bar not set", { error: String(error) });
  }
}

/** §9: a short vibration (100 ms) confirming a save. */
export async function vibrateOnSave(): Promise<void> {
  try {
    await Haptics.vibrate({ duration: HAPTIC_VIBRATE_DEFAULT_MS });
  } catch (error) {
    logger.warn("Haptics unavailable", { error: String(error) });
  }
}

/** Everything the device does from app start on. */
export async function startDeviceUi(platform: DevicePlatform): Promise<void> {
  await applyStatusBar(platform, navigator.userAgent);
  try {
    await startKeyboardHandling(platform);
  } catch (error) {
    logger.warn("Keyboard events unavailable", { error: String(error) });
  }
}
