import { describe, expect, it } from "vitest";
import { PERMISSION_REASK_AFTER_MS } from "./constants.ts";
import {
  mayOfferExplainer,
  type PermissionRequestOutcome,
  PermissionText,
  permissionOutcomeToast,
  permissionView,
} from "./permission.ts";
import { reminderPagePath } from "./web-push.ts";

describe("permission states (spec §4)", () => {
  it("needs the system settings only after a denial, with the spec's message", () => {
    expect(permissionView("denied")).toEqual({
      permission: "denied",
      needsSystemSettings: true,
      message: "Notification permission was previously denied. Please enable in system settings.",
    });
    for (const state of ["prompt", "granted", "unsupported"] as const) {
      expect(permissionView(state)).toEqual({
        permission: state,
        needsSystemSettings: false,
        message: null,
      });
    }
  });

  it("offers the explainer while the browser can still ask, and after Not Now only a day later", () => {
    const now = 1_800_000_000_000;
    expect(PERMISSION_REASK_AFTER_MS).toBe(86_400_000);
    expect(mayOfferExplainer("prompt", { dismissedAt: null }, now)).toBe(true);
    expect(mayOfferExplainer("prompt", { dismissedAt: now - 1000 }, now)).toBe(false);
    expect(mayOfferExplainer("prompt", { dismissedAt: now - 86_399_999 }, now)).toBe(false);
    expect(mayOfferExplainer("prompt", { dismissedAt: now - 86_400_000 }, now)).toBe(true);
    for (const state of ["granted", "denied", "unsupported"] as const) {
      expect(mayOfferExplainer(state, { dismissedAt: null }, now)).toBe(false);
    }
  });

  it("answers each outcome with §8's toast in its words", () => {
    const toast = (kind: PermissionRequestOutcome["kind"]) =>
      permissionOutcomeToast({ kind } as PermissionRequestOutcome);
    expect(toast("granted")).toEqual({
      message: "Notifications enabled successfully",
      variant: "success",
    });
    expect(toast("already-granted")).toEqual({
      message: "Notifications are already enabled",
      variant: "info",
    });
    expect(toast("denied")).toEqual({
      message: "Notification permission denied",
      variant: "error",
    });
    expect(toast("blocked")).toEqual({
      message: "Please enable notifications in your device settings",
      variant: "error",
    });
    expect(toast("failed")?.message).toBe("Failed to request notification permissions");
    expect(toast("unsupported")?.message).toBe("Failed to request notification permissions");
    expect(toast("dismissed")).toBeNull();
    // Permission without a push subscription is never reported as enabled.
    expect(toast("granted-without-push")).toEqual({
      message: PermissionText.pushUnavailable,
      variant: "error",
    });
    expect(PermissionText.pushUnavailable).toMatch(/cannot be delivered/);
  });
});

describe("reminder pages", () => {
  it("opens the tracker a reminder belongs to, the dashboard for anything else", () => {
    expect(reminderPagePath("fasting")).toBe("/dashboard/fasting");
    expect(reminderPagePath("cycle")).toBe("/dashboard/cycle");
    expect(reminderPagePath("weight")).toBe("/dashboard/weight");
    expect(reminderPagePath("medication")).toBe("/dashboard/medications");
    expect(reminderPagePath("general")).toBe("/dashboard/notifications");
    expect(reminderPagePath("https://evil.example")).toBe("/dashboard");
    expect(reminderPagePath(undefined)).toBe("/dashboard");
  });
});
