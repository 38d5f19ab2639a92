import { type NotificationPermissionState, PERMISSION_REASK_AFTER_MS } from "./constants.ts";
import { NotificationMessage, NotificationToast } from "./messages.ts";

/** §4's permission states, plus "unsupported" where the device cannot show reminders at all. */
export type ReminderPermission = NotificationPermissionState | "unsupported";

/** What the app remembers about asking: when the person last chose "Not Now". */
export interface PermissionMemory {
  dismissedAt: number | null;
}

export interface PermissionView {
  permission: ReminderPermission;
  /** After a denial the browser or system no longer asks; only its settings can turn reminders on. */
  needsSystemSettings: boolean;
  /** The message to show when `needsSystemSettings`. */
  message: string | null;
}

/** The view of a permission state (spec §4). */
export function permissionView(permission: ReminderPermission): PermissionView {
  const needsSystemSettings = permission === "denied";
  return {
    permission,
    needsSystemSettings,
    message: needsSystemSettings ? NotificationMessage.previouslyDenied : null,
  };
}

/**
 * Whether to offer the explainer now: only while the permission can still be asked, and after
 * "Not Now" only once PERMISSION_REASK_AFTER_MS (1 day) has passed.
 */
export function mayOfferExplainer(
  permission: ReminderPermission,
  memory: PermissionMemory,
  now: number,
): boolean {
  if (permission !== "prompt") return false;
  if (memory.dismissedAt === null) return true;
  return now - memory.dismissedAt >= PERMISSION_REASK_AFTER_MS;
}

/** Words of this flow beyond §8's toasts. */
export const PermissionText = {
  pushUnavailable:
    "Notifications are allowed, but this browser could not reach its push service, so reminders cannot be delivered to it. Try again later or use another browser.",
} as const;

/** How asking for permission ended. */
export type PermissionRequestOutcome =
  | { kind: "already-granted" }
  | { kind: "granted" }
  /** Permission granted but the push subscription failed: reminders cannot reach this device. */
  | { kind: "granted-without-push" }
  | { kind: "denied" }
  /** The prompt was closed without an answer. */
  | { kind: "dismissed" }
  /** Denied before: the prompt cannot show again. */
  | { kind: "blocked" }
  | { kind: "unsupported" }
  | { kind: "failed" };

export interface PermissionToast {
  message: string;
  variant: "success" | "error" | "info";
}

/** The §8 toast for each outcome of the request, in the spec's words. */
export function permissionOutcomeToast(outcome: PermissionRequestOutcome): PermissionToast | null {
  switch (outcome.kind) {
    case "already-granted":
      return { message: NotificationToast.alreadyEnabled, variant: "info" };
    case "granted":
      return { message: NotificationToast.enabled, variant: "success" };
    case "granted-without-push":
      return { message: PermissionText.pushUnavailable, variant: "error" };
    case "denied":
      return { message: NotificationToast.permissionDenied, variant: "error" };
    case "blocked":
      return { message: NotificationToast.enableInSettings, variant: "error" };
    case "dismissed":
      return null;
    case "unsupported":
    case "failed":
      return { message: NotificationToast.permissionRequestFailed, variant: "error" };
  }
}
