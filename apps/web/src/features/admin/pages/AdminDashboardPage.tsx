import { useTranslation } from "react-i18next";
import { Link, useOutletContext } from "react-router";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { LayoutIcon } from "../../../components/Icon/icons.tsx";
import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { useMessageText } from "../../../lib/messages.ts";
import { usePageTitle } from "../../../lib/page-title.ts";
import type { AdminCount, AdminOutletContext } from "../../../lib/web-module.ts";
import { type AdminOverview, useAdminOverviewQuery } from "../api.ts";

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
  const { t, i18n } = useTranslation("admin");
  const overview = useAdminOverviewQuery();
  const { adminCounts } = useOutletContext<AdminOutletContext>();
  usePageTitle(t("dashboard.title"));
  const messageText = useMessageText();
  const format = new Intl.NumberFormat(i18n.language);

  return (
    <>
      <PageHeader title={t("dashboard.title")} description={t("dashboard.description")} />
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
        {figures(adminCounts, overview.data).map(({ key, labelKey, icon: Icon, to }) => (
          <div
            key={key}
            className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <div className="flex items-center justify-between">
              <dt className="text-sm font-medium text-slate-600">{t(labelKey)}</dt>
              <span className="flex size-9 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon className="size-5" />
              </span>
            </div>
            <dd className="text-3xl font-semibold tracking-tight text-slate-900">
              {overview.data?.[key] !== undefined ? (
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
                <span className="sr-only"> {t(labelKey)}</span>
              </Link>
            ) : null}
          </div>
        ))}
      </dl>
    </>
  );
}
