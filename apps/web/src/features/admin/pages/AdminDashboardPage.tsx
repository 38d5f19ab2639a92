import { useQuery } from "@tanstack/react-query";
import clsx from "clsx";
import { useTranslation } from "react-i18next";
import { Link, useOutletContext } from "react-router";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { Card } from "../../../components/Card/Card.tsx";
import {
  HeartPulseIcon,
  LayoutIcon,
  PlusIcon,
  TargetIcon,
} from "../../../components/Icon/icons.tsx";
import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { LoadError } from "../../../kit/Loadable.tsx";
import { useMessageText } from "../../../lib/messages.ts";
import { usePageTitle } from "../../../lib/page-title.ts";
import type { AdminCount, AdminOutletContext } from "../../../lib/web-module.ts";
import { activityText, timeAgo } from "../activity-text.ts";
import { type AdminOverview, adminData, type SystemCheckState } from "../api.ts";
import { UploadIcon } from "../components/icons.tsx";
import { adminPaths } from "../paths.ts";

/**
 * The counts to show: every one the overview answered, labelled by its module and in the
 * modules' order, then any no module labels (under its key). Before the answer, every label.
 */
function figures(labelled: AdminCount[], overview: AdminOverview | undefined): AdminCount[] {
  if (!overview) return labelled;
  const declared = new Set(labelled.map((c) => c.key));
  const others = Object.keys(overview)
    .filter((key) => !declared.has(key))
    .map((key) => ({ key, labelKey: key, icon: LayoutIcon, order: Number.MAX_SAFE_INTEGER }));
  return [...labelled.filter((c) => c.key in overview), ...others];
}

export default function AdminDashboardPage() {
  const { t } = useTranslation("admin");
  usePageTitle(t("dashboard.title"));
  return (
    <>
      <PageHeader title={t("dashboard.title")} description={t("dashboard.description")} />
      <StatTiles />
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <QuickLinks />
        <SystemStatusCard />
        <RecentActivityCard className="lg:col-span-2" />
      </div>
    </>
  );
}

function StatTiles() {
  const { t, i18n } = useTranslation("admin");
  const overview = useQuery(adminData.member.overview());
  const { adminCounts } = useOutletContext<AdminOutletContext>();
  const messageText = useMessageText();
  const count = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, {
    style: "percent",
    maximumFractionDigits: 1,
  });
  const show = (c: AdminCount, value: number) =>
    c.unit === "percent" ? percent.format(value / 100) : count.format(value);

  return (
    <>
      {overview.isError ? (
        <Banner variant="error" className="mb-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            {messageText(overview.error)}
            <Button size="sm" variant="secondary" onClick={() => void overview.refetch()}>
              {t("retry")}
            </Button>
          </div>
        </Banner>
      ) : null}
      <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {figures(adminCounts, overview.data).map((c) => (
          <div
            key={c.key}
            className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <dt className="flex items-center justify-between gap-2 text-sm font-medium text-slate-600">
              <span>{t(c.labelKey)}</span>
              <span className="flex size-9 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <c.icon className="size-5" />
              </span>
            </dt>
            <dd className="text-3xl font-semibold tracking-tight text-slate-900">
              {overview.data?.[c.key] !== undefined ? (
                show(c, overview.data[c.key] as number)
              ) : overview.isPending ? (
                <Skeleton className="h-9 w-20" />
              ) : (
                "—"
              )}
            </dd>
            {c.to ? (
              <dd>
                <Link
                  to={c.to}
                  className="text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
                >
                  {t("dashboard.view")}
                  <span className="sr-only"> {t(c.labelKey)}</span>
                </Link>
              </dd>
            ) : null}
          </div>
        ))}
      </dl>
    </>
  );
}

function QuickLinks() {
  const { t } = useTranslation("admin");
  const links = [
    {
      to: adminPaths.newRecommendation(),
      label: t("quickLinks.addRecommendation"),
      icon: PlusIcon,
    },
    {
      to: adminPaths.importRecommendations(),
      label: t("quickLinks.importRecommendations"),
      icon: UploadIcon,
    },
    { to: adminPaths.riskFactors(), label: t("quickLinks.riskFactors"), icon: HeartPulseIcon },
    { to: adminPaths.healthGoals(), label: t("quickLinks.healthGoals"), icon: TargetIcon },
  ];
  return (
    <Card title={t("quickLinks.title")}>
      <ul className="grid gap-2 sm:grid-cols-2">
        {links.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex items-center gap-3 rounded-xl border border-slate-200 px-3 py-3 text-sm font-medium text-slate-800 hover:border-brand-300 hover:bg-brand-50"
            >
              <Icon className="size-5 text-brand-700" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

const stateStyles: Record<SystemCheckState, string> = {
  up: "bg-emerald-100 text-emerald-800",
  configured: "bg-sky-100 text-sky-800",
  not_configured: "bg-slate-100 text-slate-700",
  down: "bg-red-100 text-red-800",
};
const stateDots: Record<SystemCheckState, string> = {
  up: "bg-emerald-600",
  configured: "bg-sky-600",
  not_configured: "bg-slate-400",
  down: "bg-red-600",
};

function SystemStatusCard() {
  const { t } = useTranslation("admin");
  const status = useQuery(adminData.member.systemStatus());
  return (
    <Card title={t("system.title")}>
      {status.data ? (
        <ul className="divide-y divide-slate-100">
          {status.data.checks.map((check) => (
            <li key={check.name} className="flex flex-wrap items-start gap-x-3 gap-y-1 py-2.5">
              <span className="min-w-24 font-medium text-slate-900">
                {t(`system.names.${check.name}`, { defaultValue: check.name })}
              </span>
              <span
                className={clsx(
                  "inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-semibold",
                  stateStyles[check.state],
                )}
              >
                <span
                  aria-hidden="true"
                  className={clsx("size-2 rounded-full", stateDots[check.state])}
                />
                {t(`system.states.${check.state}`)}
              </span>
              <span className="w-full text-sm text-slate-600 sm:w-auto sm:flex-1">
                {check.detail}
              </span>
            </li>
          ))}
        </ul>
      ) : status.isError ? (
        <LoadError message={t("system.error")} onRetry={() => void status.refetch()} />
      ) : (
        <div className="flex flex-col gap-2">
          {[0, 1, 2, 3, 4].map((n) => (
            <Skeleton key={n} className="h-8 w-full" />
          ))}
        </div>
      )}
    </Card>
  );
}

/** How many entries the dashboard's recent activity shows; the activity log has the rest. */
const RECENT_ACTIVITY = 10;

function RecentActivityCard({ className }: { className?: string }) {
  const { t, i18n } = useTranslation("admin");
  const activity = useQuery(adminData.member.activity({ limit: RECENT_ACTIVITY }));
  const now = Date.now();
  return (
    <Card
      title={t("activity.title")}
      className={className}
      actions={
        <Link
          to={adminPaths.activity()}
          className="text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
        >
          {t("activity.viewAll")}
        </Link>
      }
    >
      {activity.data ? (
        activity.data.items.length === 0 ? (
          <p className="py-2 text-sm text-slate-600">{t("activity.empty")}</p>
        ) : (
          <ol className="divide-y divide-slate-100">
            {activity.data.items.map((item) => (
              <li key={item.id} className="py-2.5 text-sm text-slate-800">
                {activityText(t, item)}
                <span className="text-slate-600">
                  {" · "}
                  <time dateTime={item.at} title={new Date(item.at).toLocaleString(i18n.language)}>
                    {timeAgo(t, item.at, now)}
                  </time>
                </span>
              </li>
            ))}
          </ol>
        )
      ) : activity.isError ? (
        <LoadError message={t("activity.error")} onRetry={() => void activity.refetch()} />
      ) : (
        <div className="flex flex-col gap-2">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} className="h-6 w-full" />
          ))}
        </div>
      )}
    </Card>
  );
}
