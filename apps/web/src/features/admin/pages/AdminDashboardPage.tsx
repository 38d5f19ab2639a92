import type { ComponentType, SVGProps } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import {
  HeartPulseIcon,
  ScaleIcon,
  TargetIcon,
  UsersIcon,
} from "../../../components/Icon/icons.tsx";
import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { usePageTitle } from "../../../lib/page-title.ts";
import { type AdminOverview, useAdminOverviewQuery } from "../api.ts";

interface Stat {
  key: keyof AdminOverview;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  to?: string;
}

const STATS: Stat[] = [
  { key: "users", icon: UsersIcon },
  { key: "riskFactors", icon: HeartPulseIcon, to: "/admin/risk-factors" },
  { key: "healthGoals", icon: TargetIcon, to: "/admin/health-goals" },
  { key: "weightEntries", icon: ScaleIcon },
];

export default function AdminDashboardPage() {
  const { t, i18n } = useTranslation("admin");
  const overview = useAdminOverviewQuery();
  usePageTitle(t("dashboard.title"));
  const format = new Intl.NumberFormat(i18n.language);

  return (
    <>
      <PageHeader title={t("dashboard.title")} description={t("dashboard.description")} />
      {overview.isError ? (
        <Banner variant="error" className="mb-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            {overview.error.message}
            <Button size="sm" variant="secondary" onClick={() => void overview.refetch()}>
              {t("retry")}
            </Button>
          </div>
        </Banner>
      ) : null}
      <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {STATS.map(({ key, icon: Icon, to }) => (
          <div
            key={key}
            className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <div className="flex items-center justify-between">
              <dt className="text-sm font-medium text-slate-600">{t(`dashboard.${key}`)}</dt>
              <span className="flex size-9 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon className="size-5" />
              </span>
            </div>
            <dd className="text-3xl font-semibold tracking-tight text-slate-900">
              {overview.data ? (
                format.format(overview.data[key])
              ) : overview.isPending ? (
                <Skeleton className="h-9 w-20" />
              ) : (
                "—"
              )}
            </dd>
            {to ? (
              <Link
                to={to}
                className="text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
              >
                {t("dashboard.view")}
                <span className="sr-only"> {t(`dashboard.${key}`)}</span>
              </Link>
            ) : null}
          </div>
        ))}
      </dl>
    </>
  );
}
