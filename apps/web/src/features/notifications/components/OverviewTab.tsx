import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  NotificationMessage,
  type NotificationSettings,
  NotificationToast,
  type ReminderFeature,
} from "@vitalog/domain";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useToast } from "../../../app/toast.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { Card } from "../../../components/Card/Card.tsx";
import { ConfirmDialog } from "../../../components/ConfirmDialog/ConfirmDialog.tsx";
import { EmptyState } from "../../../components/EmptyState/EmptyState.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { Loadable } from "../../../kit/Loadable.tsx";
import { PrivacySwitch } from "../../profile/components/PrivacySwitch.tsx";
import {
  cancelReminder,
  clearReminders,
  notificationsData,
  saveNotificationSettings,
  sendTestNotification,
  type UpcomingReminder,
} from "../api.ts";
import { nextOf, PENDING_WINDOW_DAYS, pendingShown } from "../display.ts";
import { useReminderTime } from "../format.ts";
import { notificationPaths } from "../paths.ts";
import { EnableNotificationsButton, useReminderPermission } from "../permission/index.tsx";
import { BellIcon, BellOffIcon } from "./icons.tsx";

/** Overview: the switch, what is pending, Clear All and Test, and a card per feature. */
export function OverviewTab() {
  const { t } = useTranslation("notifications");
  const queries = notificationsData.useQueries();
  const settings = useQuery(queries.settings());
  const queryClient = useQueryClient();
  const loadFailed = NotificationToast.loadFailed;
  const handleEnabled = () => queryClient.invalidateQueries({ queryKey: queries.all() });
  return (
    <Loadable query={settings} loading={<Skeleton className="h-40 w-full" />} error={loadFailed}>
      {(record) => (
        <>
          <EnableSwitch enabled={record.enabled} />
          {record.enabled ? (
            <>
              <ThisBrowserCard onEnabled={handleEnabled} />
              <PendingList timeZone={record.timeZone} />
            </>
          ) : (
            <Card>
              <EmptyState
                icon={<BellOffIcon />}
                title={t("overview.disabledTitle")}
                description={t("overview.disabledBody")}
                action={
                  <EnableNotificationsButton onEnabled={handleEnabled}>
                    {t("overview.enable")}
                  </EnableNotificationsButton>
                }
                className="border-none py-6"
              />
            </Card>
          )}
          <FeatureCards settings={record} />
        </>
      )}
    </Loadable>
  );
}

/**
 * Reminders are on, but this browser shows them only once it may: until then the card says so
 * and offers the permission flow (or, after a denial, the way through the system settings).
 */
function ThisBrowserCard({ onEnabled }: { onEnabled: () => void }) {
  const { t } = useTranslation("notifications");
  const { permission, needsSystemSettings } = useReminderPermission();
  if (permission === "granted") return null;
  return (
    <Card>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <p className="flex-1 text-sm text-slate-700">
          {needsSystemSettings
            ? NotificationMessage.previouslyDenied
            : permission === "unsupported"
              ? t("overview.browserUnsupported")
              : t("overview.browserNotAllowed")}
        </p>
        {permission === "prompt" && (
          <EnableNotificationsButton onEnabled={onEnabled}>
            {t("overview.allowHere")}
          </EnableNotificationsButton>
        )}
      </div>
    </Card>
  );
}

function EnableSwitch({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation("notifications");
  const { toast } = useToast();
  const save = notificationsData.useMutation({
    mutationFn: (next: boolean) => saveNotificationSettings({ enabled: next }),
    invalidate: (q) => [q.all()],
    onSuccess: () => toast({ message: NotificationToast.settingsUpdated, variant: "success" }),
    onError: () => toast({ message: NotificationToast.settingsSaveFailed, variant: "error" }),
  });
  const shown = save.isPending && save.variables !== undefined ? save.variables : enabled;
  return (
    <Card>
      <PrivacySwitch
        label={t("overview.switchLabel")}
        description={shown ? t("overview.switchOn") : t("overview.switchOff")}
        checked={shown}
        busy={save.isPending}
        onChange={(next) => save.mutate(next)}
      />
    </Card>
  );
}

function PendingList({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation("notifications");
  const { toast } = useToast();
  const queries = notificationsData.useQueries();
  const upcoming = useQuery(queries.upcoming());
  const formatTime = useReminderTime(timeZone);
  const [confirming, setConfirming] = useState(false);
  const [testAt, setTestAt] = useState<string | null>(null);

  const cancel = notificationsData.useMutation({
    mutationFn: (id: string) => cancelReminder(id),
    invalidate: (q) => [q.all()],
    onSuccess: () => toast({ message: NotificationToast.cancelled, variant: "success" }),
    onError: () => toast({ message: NotificationToast.cancelFailed, variant: "error" }),
  });
  const clear = notificationsData.useMutation({
    mutationFn: () => clearReminders(),
    invalidate: (q) => [q.all()],
    onSuccess: () => {
      setConfirming(false);
      toast({ message: NotificationToast.cleared, variant: "success" });
    },
    onError: () => {
      setConfirming(false);
      toast({ message: NotificationToast.clearFailed, variant: "error" });
    },
  });
  const test = notificationsData.useMutation({
    mutationFn: () => sendTestNotification(),
    onSuccess: (answer) => {
      setTestAt(answer.at);
      toast({ message: NotificationToast.testScheduled, variant: "success" });
    },
    onError: () => toast({ message: NotificationToast.testFailed, variant: "error" }),
  });
  useDeliveredRefresh(testAt);

  return (
    <Card
      title={t("overview.pendingTitle")}
      description={t("overview.pendingDescription", { days: PENDING_WINDOW_DAYS })}
      actions={
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            loading={test.isPending}
            onClick={() => test.mutate()}
          >
            {t("overview.test")}
          </Button>
          <Button
            variant="danger"
            size="sm"
            disabled={!upcoming.data?.length}
            onClick={() => setConfirming(true)}
          >
            {t("overview.clearAll")}
          </Button>
        </div>
      }
    >
      <Loadable
        query={upcoming}
        loading={
          <div className="flex flex-col gap-2">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        }
        error={NotificationToast.loadFailed}
        isEmpty={(items) => items.length === 0}
        empty={
          <EmptyState
            icon={<BellIcon />}
            title={t("overview.pendingEmpty", { days: PENDING_WINDOW_DAYS })}
            description={t("overview.pendingEmptyHint")}
          />
        }
      >
        {(items) => {
          const { shown, more } = pendingShown(items);
          return (
            <>
              <ul className="divide-y divide-slate-200">
                {shown.map((item) => (
                  <PendingItem
                    key={item.id}
                    item={item}
                    time={formatTime(item.at)}
                    busy={cancel.isPending && cancel.variables === item.id}
                    onCancel={() => cancel.mutate(item.id)}
                  />
                ))}
              </ul>
              {more > 0 ? (
                <p className="mt-3 text-sm font-medium text-slate-700">
                  {t("overview.more", { count: more })}
                </p>
              ) : null}
            </>
          );
        }}
      </Loadable>
      <ConfirmDialog
        open={confirming}
        title={t("overview.clearTitle")}
        message={t("overview.clearMessage", { days: PENDING_WINDOW_DAYS })}
        confirmLabel={t("overview.clearConfirm")}
        busy={clear.isPending}
        onConfirm={() => clear.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}

/** After a test notification is due, the history is read again so it shows there. */
function useDeliveredRefresh(at: string | null) {
  const queryClient = useQueryClient();
  const queries = notificationsData.useQueries();
  useEffect(() => {
    if (!at) return;
    const wait = Math.max(0, new Date(at).getTime() - Date.now()) + 3_000;
    const timer = setTimeout(
      () => queryClient.invalidateQueries({ queryKey: queries.history().queryKey.slice(0, 2) }),
      wait,
    );
    return () => clearTimeout(timer);
  }, [at, queryClient, queries]);
}

function PendingItem({
  item,
  time,
  busy,
  onCancel,
}: {
  item: UpcomingReminder;
  time: string;
  busy: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation("notifications");
  return (
    <li className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0 sm:items-center">
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-900">{item.title}</p>
        <p className="text-sm text-slate-600">{item.body}</p>
        <p className="mt-0.5 text-xs text-slate-600">
          <span className="font-medium">{t(`features.${item.feature}`)}</span> ·{" "}
          <time dateTime={item.at}>{time}</time>
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        loading={busy}
        aria-label={t("overview.cancelLabel", { title: item.title, time })}
        onClick={onCancel}
        className="shrink-0"
      >
        {t("overview.cancel")}
      </Button>
    </li>
  );
}

const CARD_FEATURES = ["cycle", "fasting", "weight"] as const satisfies readonly ReminderFeature[];

/** What is on for each feature, which setting that is, and its next reminder. */
function onSettings(settings: NotificationSettings, feature: (typeof CARD_FEATURES)[number]) {
  if (feature === "cycle") {
    const c = settings.cycle;
    return [
      c.periodReminders && { key: "periodReminders" },
      c.fertilityReminders && { key: "fertilityReminders" },
      c.symptomReminders && { key: "symptomReminders", time: c.symptomReminderTime },
      c.privacyMode && { key: "privacyMode" },
    ];
  }
  if (feature === "fasting") {
    const f = settings.fasting;
    return [
      f.milestones && { key: "milestones" },
      f.hydrationReminders && { key: "hydrationReminders" },
      f.dailyReminder && { key: "dailyReminder", time: f.dailyReminderTime },
    ];
  }
  const w = settings.weight;
  return [
    w.dailyReminder && { key: "dailyReminder", time: w.dailyReminderTime },
    w.progressNotifications && { key: "progressNotifications" },
    w.plateauEncouragement && { key: "plateauEncouragement" },
  ];
}

function FeatureCards({ settings }: { settings: NotificationSettings }) {
  const { t } = useTranslation("notifications");
  const queries = notificationsData.useQueries();
  // The pending list's query: shared, so nothing is fetched twice.
  const upcoming = useQuery({ ...queries.upcoming(), enabled: settings.enabled });
  const formatTime = useReminderTime(settings.timeZone);
  return (
    <section aria-label={t("overview.featureCardsLabel")}>
      <ul className="grid gap-4 md:grid-cols-3">
        {CARD_FEATURES.map((feature) => {
          const on = onSettings(settings, feature).filter(
            (s): s is { key: string; time?: string } => Boolean(s),
          );
          const next = settings.enabled ? nextOf(upcoming.data ?? [], feature) : undefined;
          const name = t(`features.${feature}`);
          return (
            <li key={feature}>
              <Card title={name} className="h-full">
                <p className="mb-2 text-sm font-medium text-slate-900">
                  {settings.enabled && on.length ? t("overview.on") : t("overview.off")}
                </p>
                {on.length ? (
                  <ul className="mb-3 list-disc pl-5 text-sm text-slate-700">
                    {on.map((s) => (
                      <li key={s.key}>{t(`overview.${feature}On.${s.key}`, { time: s.time })}</li>
                    ))}
                  </ul>
                ) : (
                  <p className="mb-3 text-sm text-slate-600">{t("overview.nothingOn")}</p>
                )}
                {settings.enabled && upcoming.data ? (
                  <p className="mb-3 text-sm text-slate-700">
                    {next
                      ? t("overview.nextReminder", { time: formatTime(next.at) })
                      : t("overview.noNext", { days: PENDING_WINDOW_DAYS })}
                  </p>
                ) : null}
                <Link
                  to={notificationPaths.center("settings")}
                  className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                >
                  {t("overview.changeSettings", { feature: name })}
                </Link>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
