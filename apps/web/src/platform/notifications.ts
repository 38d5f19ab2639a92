import {
  NOTIFICATION_ERROR_CODES,
  type NotificationErrorCode,
  type PermissionMemory,
  type ReminderPermission,
} from "@vitalog/domain";
import { api } from "../lib/api.ts";

/**
 * Web notifications behind platform/: the permission (Notification.permission and the
 * Permissions API's change event), asking for it, and the Web Push subscription that lets the
 * server's reminders reach this browser.
 */

export class NotificationPlatformError extends Error {
  readonly code: NotificationErrorCode;
  constructor(code: NotificationErrorCode, message: string) {
    super(message);
    this.name = "NotificationPlatformError";
    this.code = code;
  }
}

/** Whether this browser can show reminders pushed by the server. */
export function notificationsSupported(): boolean {
  return (
    typeof window !== "undefined" &&
    "Notification" in window &&
    typeof navigator !== "undefined" &&
    "serviceWorker" in navigator &&
    "PushManager" in window
  );
}

function fromBrowser(value: NotificationPermission): ReminderPermission {
  return value === "default" ? "prompt" : value;
}

/** The permission now: "unsupported" where the browser has no notifications or push. */
export function readPermission(): ReminderPermission {
  if (!notificationsSupported()) return "unsupported";
  return fromBrowser(Notification.permission);
}

/**
 * Calls `onChange` when the permission changes (the Permissions API's change event, and on
 * returning to the tab where that API has no notifications entry). Returns the unsubscribe.
 */
export function watchPermission(onChange: (permission: ReminderPermission) => void): () => void {
  if (!notificationsSupported()) return () => {};
  let stopped = false;
  let status: PermissionStatus | null = null;
  const report = () => {
    if (!stopped) onChange(readPermission());
  };
  const onVisible = () => {
    if (document.visibilityState === "visible") report();
  };
  document.addEventListener("visibilitychange", onVisible);
  if (navigator.permissions?.query) {
    navigator.permissions
      .query({ name: "notifications" })
      .then((result) => {
        if (stopped) return;
        status = result;
        status.addEventListener("change", report);
      })
      .catch(() => {});
  }
  return () => {
    stopped = true;
    document.removeEventListener("visibilitychange", onVisible);
    status?.removeEventListener("change", report);
  };
}

/** Shows the browser's prompt; resolves with the answer ("prompt" when it was closed). */
export async function requestPermission(): Promise<ReminderPermission> {
  if (!notificationsSupported()) {
    throw new NotificationPlatformError(
      NOTIFICATION_ERROR_CODES.PLATFORM_NOT_SUPPORTED,
      "This browser cannot show notifications",
    );
  }
  try {
    return fromBrowser(await Notification.requestPermission());
  } catch (error) {
    throw new NotificationPlatformError(
      NOTIFICATION_ERROR_CODES.PERMISSION_DENIED,
      error instanceof Error ? error.message : String(error),
    );
  }
}

const MEMORY_KEY = "vitalog.notifications.permission";

/** When the person last chose "Not Now" (kept in localStorage). */
export function readPermissionMemory(): PermissionMemory {
  try {
    const raw = window.localStorage.getItem(MEMORY_KEY);
    const parsed = raw ? (JSON.parse(raw) as { dismissedAt?: unknown }) : {};
    return { dismissedAt: typeof parsed.dismissedAt === "number" ? parsed.dismissedAt : null };
  } catch {
    return { dismissedAt: null };
  }
}

export function rememberNotNow(now: number = Date.now()): void {
  try {
    window.localStorage.setItem(MEMORY_KEY, JSON.stringify({ dismissedAt: now }));
  } catch {
    // Storage refused (private mode): the explainer may simply be offered again.
  }
}

export function forgetNotNow(): void {
  try {
    window.localStorage.removeItem(MEMORY_KEY);
  } catch {
    // Nothing stored.
  }
}

/** How long to wait for the service worker before concluding push cannot work here. */
export const SERVICE_WORKER_READY_TIMEOUT_MS = 10_000;

async function readyRegistration(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      navigator.serviceWorker.ready,
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () =>
            reject(
              new NotificationPlatformError(
                NOTIFICATION_ERROR_CODES.SERVICE_UNAVAILABLE,
                "The service worker is not running",
              ),
            ),
          SERVICE_WORKER_READY_TIMEOUT_MS,
        );
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** The base64url VAPID key as the bytes PushManager.subscribe takes. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const padded = base64 + "=".repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function subscriptionBody(subscription: PushSubscription) {
  const json = subscription.toJSON();
  const p256dh = json.keys?.p256dh;
  const auth = json.keys?.auth;
  if (!json.endpoint || !p256dh || !auth) {
    throw new NotificationPlatformError(
      NOTIFICATION_ERROR_CODES.SERVICE_UNAVAILABLE,
      "The push subscription has no keys",
    );
  }
  return { endpoint: json.endpoint, keys: { p256dh, auth } };
}

/**
 * Subscribes this browser to the server's pushes (reusing a live subscription) and registers it
 * with the server. Fails with SERVICE_UNAVAILABLE when the browser's push service is unreachable.
 */
export async function subscribeToPush(): Promise<void> {
  if (!notificationsSupported()) {
    throw new NotificationPlatformError(
      NOTIFICATION_ERROR_CODES.PLATFORM_NOT_SUPPORTED,
      "This browser cannot receive push messages",
    );
  }
  const registration = await readyRegistration();
  let subscription = await registration.pushManager.getSubscription();
  if (!subscription) {
    const { publicKey } = await api.get("/api/v1/notifications/vapid-public-key");
    try {
      subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: applicationServerKey(publicKey),
      });
    } catch (error) {
      throw new NotificationPlatformError(
        NOTIFICATION_ERROR_CODES.SERVICE_UNAVAILABLE,
        error instanceof Error ? error.message : String(error),
      );
    }
  }
  await api.post("/api/v1/notifications/push-subscriptions", {
    body: subscriptionBody(subscription),
  });
}

/** Removes this browser's push subscription, on the server and in the browser (disable, sign-out). */
export async function unsubscribeFromPush(): Promise<void> {
  if (!notificationsSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  try {
    await api.delete("/api/v1/notifications/push-subscriptions", {
      body: { endpoint: subscription.endpoint },
    });
  } finally {
    await subscription.unsubscribe();
  }
}
