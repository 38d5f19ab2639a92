import {
  mayOfferExplainer,
  type PermissionRequestOutcome,
  permissionOutcomeToast,
  permissionView,
  type ReminderPermission,
} from "@vitalog/domain";
import i18next from "i18next";
import { type ReactNode, useCallback, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../app/toast.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { Dialog } from "../../../components/Dialog/Dialog.tsx";
import { api } from "../../../lib/api.ts";
import {
  forgetNotNow,
  readPermission,
  readPermissionMemory,
  rememberNotNow,
  requestPermission,
  subscribeToPush,
  watchPermission,
} from "../../../platform/notifications.ts";
import en from "./en.json";

const NS = "notificationPermission";
if (!i18next.hasResourceBundle("en", NS)) i18next.addResourceBundle("en", NS, en);

const serverSnapshot = (): ReminderPermission => "unsupported";

/** The notification permission of this browser, kept current (spec §4). */
export function useReminderPermission(): {
  permission: ReminderPermission;
  needsSystemSettings: boolean;
} {
  const permission = useSyncExternalStore(watchPermission, readPermission, serverSnapshot);
  const { needsSystemSettings } = permissionView(permission);
  return { permission, needsSystemSettings };
}

/** Asks the browser, then subscribes to push; each ending becomes one outcome. */
export async function enableReminders(
  current: ReminderPermission,
): Promise<PermissionRequestOutcome> {
  if (current === "unsupported") return { kind: "unsupported" };
  if (current === "denied") return { kind: "blocked" };
  let answer: ReminderPermission = current;
  if (current === "prompt") {
    try {
      answer = await requestPermission();
    } catch {
      return { kind: "failed" };
    }
    if (answer === "denied") return { kind: "denied" };
    if (answer === "prompt") {
      // Closed without an answer: asked again only after a day (spec §4).
      rememberNotNow();
      return { kind: "dismissed" };
    }
  }
  forgetNotNow();
  try {
    await subscribeToPush();
  } catch {
    return { kind: "granted-without-push" };
  }
  try {
    // "Enable Notifications" turns the person's reminders on, so the server starts sending them.
    await api.patch("/api/v1/notifications/settings", { body: { enabled: true } });
  } catch {
    return { kind: "failed" };
  }
  return current === "granted" ? { kind: "already-granted" } : { kind: "granted" };
}

/** The flow behind every "Enable Notifications": the explainer when asking is possible, toasts otherwise. */
export function useEnableReminders(onEnabled?: () => void) {
  const { permission } = useReminderPermission();
  const { toast } = useToast();
  const [explainerOpen, setExplainerOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const finish = useCallback(
    (outcome: PermissionRequestOutcome) => {
      const shown = permissionOutcomeToast(outcome);
      if (shown) toast(shown);
      if (outcome.kind === "granted" || outcome.kind === "already-granted") onEnabled?.();
    },
    [toast, onEnabled],
  );

  const run = useCallback(async () => {
    setBusy(true);
    try {
      finish(await enableReminders(readPermission()));
    } finally {
      setBusy(false);
      setExplainerOpen(false);
    }
  }, [finish]);

  /** Starts the flow: the explainer first when the browser will still ask. */
  const start = useCallback(() => {
    if (readPermission() === "prompt") setExplainerOpen(true);
    else void run();
  }, [run]);

  /** Offers the explainer once, unless "Not Now" was chosen less than a day ago. */
  const offer = useCallback(() => {
    if (mayOfferExplainer(readPermission(), readPermissionMemory(), Date.now())) {
      setExplainerOpen(true);
    }
  }, []);

  const explainer = (
    <PermissionExplainer
      open={explainerOpen}
      busy={busy}
      onNotNow={() => {
        rememberNotNow();
        setExplainerOpen(false);
      }}
      onEnable={() => void run()}
    />
  );

  return { permission, busy, start, offer, explainer };
}

interface PermissionExplainerProps {
  open: boolean;
  busy: boolean;
  onNotNow: () => void;
  onEnable: () => void;
}

/** The explainer "Enable Health Reminders" of spec §2. */
export function PermissionExplainer({ open, busy, onNotNow, onEnable }: PermissionExplainerProps) {
  const { t } = useTranslation(NS);
  const points = ["personalized", "timing", "privacy"] as const;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onNotNow();
      }}
      title={t("title")}
      description={t("description")}
    >
      <ul className="space-y-3">
        {points.map((point) => (
          <li key={point}>
            <p className="font-medium text-slate-900">{t(`points.${point}.title`)}</p>
            <p className="text-sm text-slate-600">{t(`points.${point}.body`)}</p>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onClick={onNotNow} disabled={busy}>
          {t("notNow")}
        </Button>
        <Button onClick={onEnable} loading={busy}>
          {t("enable")}
        </Button>
      </div>
    </Dialog>
  );
}

/** "Enable Notifications": the explainer, the browser's prompt, the push subscription and §8's toasts. */
export function EnableNotificationsButton({
  onEnabled,
  children,
}: {
  onEnabled?: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation(NS);
  const { busy, start, explainer } = useEnableReminders(onEnabled);
  return (
    <>
      <Button onClick={start} disabled={busy}>
        {children ?? t("enable")}
      </Button>
      {explainer}
    </>
  );
}
