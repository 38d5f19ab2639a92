// Whether the app runs inside the native shell, and what only the shell does, loaded lazily
// so the web build never carries it.

/** True inside the iOS or Android app: its bridge defines window.Capacitor before the app runs. */
export function isNativeShell(): boolean {
  if (typeof window === "undefined") return false;
  const bridge = (window as { Capacitor?: { isNativePlatform?: () => boolean } }).Capacitor;
  return bridge?.isNativePlatform?.() === true;
}

/** The phone's local reminders follow the server's upcoming list (from app start on). */
export function startNativeReminders(): void {
  if (isNativeShell()) void import("./local-reminders.ts").then((m) => m.startDeviceReminders());
}

/** After a change to what is planned (settings, a cancel, Clear All), the phone's list follows. */
export function refreshNativeReminders(): void {
  if (isNativeShell()) void import("./local-reminders.ts").then((m) => m.refreshDeviceReminders());
}
