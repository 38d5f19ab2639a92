import { Workbox } from "workbox-window";
import { isNativeShell } from "./native-shell.ts";

/** The service worker checks for a new version every hour (learning-devices-commerce.md §9). */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

export interface ServiceWorkerHandle {
  /** Tells the waiting worker to take over; the page reloads once it controls it. */
  applyUpdate(): void;
}

/**
 * Registers /service-worker.js (scope /) and calls `onUpdateWaiting` when a new version is
 * installed and waiting. Nothing happens where service workers are unavailable, nor in the
 * native apps.
 */
export function registerServiceWorker(
  onUpdateWaiting: (handle: ServiceWorkerHandle) => void,
  onMessage?: (data: unknown) => void,
): (() => void) | undefined {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return undefined;
  // The native apps carry their files inside the app and update through the stores.
  if (isNativeShell()) return undefined;
  const wb = new Workbox("/service-worker.js", { scope: "/" });
  let reloading = false;
  const handle: ServiceWorkerHandle = {
    applyUpdate() {
      wb.addEventListener("controlling", () => {
        if (reloading) return;
        reloading = true;
        window.location.reload();
      });
      wb.messageSkipWaiting();
    },
  };
  wb.addEventListener("waiting", () => onUpdateWaiting(handle));
  if (onMessage) wb.addEventListener("message", (event) => onMessage(event.data));
  void wb.register();
  const timer = setInterval(() => void wb.update(), UPDATE_CHECK_MS);
  return () => clearInterval(timer);
}
