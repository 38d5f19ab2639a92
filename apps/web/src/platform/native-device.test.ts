import type { KeyboardInfo } from "@capacitor/keyboard";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const plugins = vi.hoisted(() => ({
  setOverlaysWebView: vi.fn(async (_options: { overlay: boolean }) => undefined),
  vibrate: vi.fn(async (_options: { duration: number }) => undefined),
}));
// The plugins talk to the phone: here they only record what they were asked.
vi.mock("@capacitor/status-bar", () => ({
  StatusBar: { setOverlaysWebView: plugins.setOverlaysWebView },
}));
vi.mock("@capacitor/haptics", () => ({ Haptics: { vibrate: plugins.vibrate } }));

const {
  androidMajorVersion,
  applyStatusBar,
  startKeyboardHandling,
  statusBarOverlaysWebView,
  vibrateOnSave,
} = await import("./native-device.ts");

type Listener = (info: KeyboardInfo) => void;

/** The keyboard plugin's events, fired by the test. */
function fakeKeyboard() {
  const listeners = new Map<string, Listener>();
  return {
    keyboard: {
      addListener: (async (event: string, listener: Listener) => {
        listeners.set(event, listener);
        return { remove: async () => void listeners.delete(event) };
      }) as never,
    },
    fire: (event: string, info: KeyboardInfo = { keyboardHeight: 300 }) =>
      listeners.get(event)?.(info),
    count: () => listeners.size,
  };
}

const ANDROID = { isNative: true, os: "android" } as const;
const IOS = { isNative: true, os: "ios" } as const;

function setInnerHeight(px: number) {
  Object.defineProperty(window, "innerHeight", { configurable: true, value: px });
}

/** A focused text field whose bottom edge is at `bottom` px. */
function focusedField(bottom: number): HTMLInputElement {
  const input = document.createElement("input");
  document.body.append(input);
  input.getBoundingClientRect = () => ({ bottom }) as DOMRect;
  input.focus();
  return input;
}

describe("the keyboard in the apps", () => {
  let stop: () => void = () => undefined;
  beforeEach(() => {
    vi.useFakeTimers();
    setInnerHeight(800);
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    document.body.replaceChildren();
    document.documentElement.removeAttribute("data-keyboard-open");
  });

  it("scrolls the focused field to 20 px above the keyboard 200 ms after it opens on Android", async () => {
    const scrollBy = vi.spyOn(window, "scrollBy").mockImplementation(() => undefined);
    const { keyboard, fire } = fakeKeyboard();
    stop = await startKeyboardHandling(ANDROID, keyboard);
    focusedField(700);
    fire("keyboardDidShow", { keyboardHeight: 300 });
    vi.advanceTimersByTime(199);
    expect(scrollBy).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    // Visible: 800 - 300 = 500 px; the field ends at 700, so 700 + 20 - 500 = 220.
    expect(scrollBy).toHaveBeenCalledWith({ top: 220, behavior: "smooth" });
  });

  it("waits 400 ms on iOS", async () => {
    const scrollBy = vi.spyOn(window, "scrollBy").mockImplementation(() => undefined);
    const { keyboard, fire } = fakeKeyboard();
    stop = await startKeyboardHandling(IOS, keyboard);
    focusedField(690);
    fire("keyboardDidShow", { keyboardHeight: 100 });
    vi.advanceTimersByTime(399);
    expect(scrollBy).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scrollBy).toHaveBeenCalledWith({ top: 10, behavior: "smooth" });
  });

  it("leaves a field already 20 px above the keyboard where it is", async () => {
    const scrollBy = vi.spyOn(window, "scrollBy").mockImplementation(() => undefined);
    const { keyboard, fire } = fakeKeyboard();
    stop = await startKeyboardHandling(IOS, keyboard);
    focusedField(680);
    fire("keyboardDidShow", { keyboardHeight: 100 });
    vi.advanceTimersByTime(400);
    expect(scrollBy).not.toHaveBeenCalled();
  });

  it("marks the keyboard open when the viewport shrinks by more than 150 px", async () => {
    const { keyboard } = fakeKeyboard();
    stop = await startKeyboardHandling(ANDROID, keyboard);
    setInnerHeight(650);
    window.dispatchEvent(new Event("resize"));
    expect(document.documentElement).not.toHaveAttribute("data-keyboard-open");
    setInnerHeight(649);
    window.dispatchEvent(new Event("resize"));
    expect(document.documentElement).toHaveAttribute("data-keyboard-open");
    setInnerHeight(800);
    window.dispatchEvent(new Event("resize"));
    expect(document.documentElement).not.toHaveAttribute("data-keyboard-open");
  });

  it("does nothing on the web", async () => {
    const { keyboard, count } = fakeKeyboard();
    stop = await startKeyboardHandling({ isNative: false, os: "web" }, keyboard);
    expect(count()).toBe(0);
  });
});

describe("the Android status bar", () => {
  it("reads the Android version from the web view's user agent", () => {
    expect(androidMajorVersion("Mozilla/5.0 (Linux; Android 9; SM-G960F) AppleWebKit")).toBe(9);
    expect(androidMajorVersion("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit")).toBe(14);
    expect(
      androidMajorVersion("Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)"),
    ).toBeNull();
  });

  it("overlays the page from Android 10 on and not before", () => {
    expect(statusBarOverlaysWebView(9)).toBe(false);
    expect(statusBarOverlaysWebView(10)).toBe(true);
  });

  it("keeps the status bar above the page on Android 9 and edge to edge on Android 14", async () => {
    await applyStatusBar(ANDROID, "Mozilla/5.0 (Linux; Android 9; SM-G960F)");
    expect(plugins.setOverlaysWebView).toHaveBeenLastCalledWith({ overlay: false });
    await applyStatusBar(ANDROID, "Mozilla/5.0 (Linux; Android 14; Pixel 8)");
    expect(plugins.setOverlaysWebView).toHaveBeenLastCalledWith({ overlay: true });
  });

  it("leaves iOS alone", async () => {
    plugins.setOverlaysWebView.mockClear();
    await applyStatusBar(IOS, "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)");
    expect(plugins.setOverlaysWebView).not.toHaveBeenCalled();
  });
});

describe("haptics", () => {
  it("vibrates for 100 ms after a save", async () => {
    await vibrateOnSave();
    expect(plugins.vibrate).toHaveBeenCalledWith({ duration: 100 });
  });
});
