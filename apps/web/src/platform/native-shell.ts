// Whether the app runs inside the native shell, and what only the shell does, loaded lazily
// so the web build never carries it.
import type { DeviceOs } from "@vitalog/domain";
import { setAppAds } from "./app-ads.ts";
import { getDevicePlatform, setDeviceAdapter } from "./device.ts";
import { bearerConnection, lazyVault } from "./native-session.ts";
import { hasProAccess } from "./pro-access.ts";
import { setServerConnection } from "./server.ts";

interface Bridge {
  isNativePlatform?: () => boolean;
  getPlatform?: () => string;
}

function bridge(): Bridge | undefined {
  if (typeof window === "undefined") return undefined;
  return (window as { Capacitor?: Bridge }).Capacitor;
}

/** True inside the iOS or Android app: its bridge defines window.Capacitor before the app runs. */
export function isNativeShell(): boolean {
  return bridge()?.isNativePlatform?.() === true;
}

/** The shell's operating system, as its bridge names it. */
export function nativeOs(): DeviceOs {
  const platform = bridge()?.getPlatform?.();
  return platform === "ios" || platform === "android" ? platform : "other";
}

/**
 * Inside the shell, before anything asks the server: the device is the phone, and the server is
 * the one the build names (VITE_API_ORIGIN), reached with the session's bearer token.
 */
export function startNativeShell(): void {
  if (!isNativeShell()) return;
  setDeviceAdapter({ platform: () => ({ isNative: true, os: nativeOs() }) });
  setServerConnection(
    bearerConnection({
      origin: import.meta.env.VITE_API_ORIGIN ?? "",
      vault: lazyVault(() => import("./secure-token-vault.ts").then((m) => m.secureTokenVault())),
    }),
  );
}

/** The phone's local reminders follow the server's upcoming list (from app start on). */
export function startNativeReminders(): void {
  if (isNativeShell()) void import("./local-reminders.ts").then((m) => m.startDeviceReminders());
}

/** After a change to what is planned (settings, a cancel, Clear All), the phone's list follows. */
export function refreshNativeReminders(): void {
  if (isNativeShell()) void import("./local-reminders.ts").then((m) => m.refreshDeviceReminders());
}

/** After the app has started, inside the shell only: consent, the banner and the other ads. */
export async function startNativeAds(): Promise<void> {
  if (!isNativeShell()) return;
  const { startAds } = await import("./ads.ts");
  setAppAds(await startAds({ hasProAccess }));
}

/** Keyboard handling and the Android status bar, inside the shell only. */
export function startNativeDeviceUi(): void {
  if (!isNativeShell()) return;
  const platform = getDevicePlatform();
  void import("./native-device.ts").then((m) => m.startDeviceUi(platform));
}

/** After a successful save, inside the shell: a short vibration. */
export function vibrateOnSave(): void {
  if (isNativeShell()) void import("./native-device.ts").then((m) => m.vibrateOnSave());
}
