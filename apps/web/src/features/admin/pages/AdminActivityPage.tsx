import { useQuery } from "@tanstack/react-query";
import { AUDIT_KINDS, type AuditKind } from "@vitalog/domain";
import clsx from "clsx";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { DataTable } from "../../../components/DataTable/DataTable.tsx";
import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";
import { Select } from "../../../components/Select/Select.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { CursorPager, useCursorPages } from "../../../kit/CursorPager.tsx";
import { LoadError } from "../../../kit/Loadable.tsx";
import { usePageTitle } from "../../../lib/page-title.ts";
import { activityText } from "../activity-text.ts";
import { type AdminActivityItem, adminData } from "../api.ts";

const PAGE_SIZE = 25;

const outcomeStyles: Record<AdminActivityItem["outcome"], string> = {
  success: "bg-emerald-100 text-emerald-800",
  failure: "bg-amber-100 text-amber-900",
  refused: "bg-red-100 text-red-800",
  rateLimited: "bg-red-100 text-red-800",
};

function kindOf(value: string | null): AuditKind | undefined {
  return AUDIT_KINDS.find((kind) => kind === value);
}

/**
 * The audit log: every kind or one (`?kind=` in the address, so a filtered view can be shared),
 * newest first, a page of 25 at a time.
 */
export default function AdminActivityPage() {
  const { t, i18n } = useTranslation("admin");
  usePageTitle(t("activityLog.title"));
  const when = new Intl.DateTimeFormat(i18n.language || "en", {
    dateStyle: "medium",
    timeStyle: "short",
  });
  const [params, setParams] = useSearchParams();
  const kind = kindOf(params.get("kind"));
  const paging = useCursorPages(kind ?? "");
  const page = useQuery(
    adminData.member.activity({ kind, cursor: paging.cursor, limit: PAGE_SIZE }),
  );

  const choose = (value: string) => {
    const next = new URLSearchParams(params);
    if (kindOf(value)) next.set("kind", value);
    else next.delete("kind");
    setParams(next, { replace: true });
    paging.reset();
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t("activityLog.title")}
        description={t("activityLog.description")}
        className="mb-0"
      />
      <Select
        label={t("activityLog.filter")}
        value={kind ?? ""}
        onChange={(event) => choose(event.target.value)}
        containerClassName="max-w-xs"
        options={[
          { value: "", label: t("activityLog.kinds.all") },
          ...AUDIT_KINDS.map((value) => ({ value, label: t(`activityLog.kinds.${value}`) })),
        ]}
      />
      <section aria-live="polite" aria-busy={page.isFetching} className="flex flex-col gap-4">
        {page.data ? (
          page.data.items.length === 0 ? (
            <p className="text-sm text-slate-600">{t("activityLog.empty")}</p>
          ) : (
            <>
              <DataTable
                label={t("activityLog.table")}
                rows={page.data.items}
                rowKey={(item) => item.id}
                dense
                minWidthClassName="min-w-[36rem]"
                rowHeader={{
                  header: t("activityLog.columns.when"),
                  className: "font-normal whitespace-nowrap text-slate-700",
                  cell: (item) => <time dateTime={item.at}>{when.format(new Date(item.at))}</time>,
                }}
                columns={[
                  {
                    key: "what",
                    header: t("activityLog.columns.what"),
                    cell: (item) => activityText(t, item),
                  },
                  {
                    key: "outcome",
                    header: t("activityLog.columns.outcome"),
                    cell: (item) => (
                      <span
                        className={clsx(
                          "inline-flex rounded-full px-2 py-0.5 text-xs font-semibold",
                          outcomeStyles[item.outcome],
                        )}
                      >
                        {t(`activity.outcomes.${item.outcome}`)}
                      </span>
                    ),
                  },
                ]}
              />
              <CursorPager
                pages={paging}
                nextCursor={page.data.nextCursor}
                label={t("activityLog.paging.label")}
                previousLabel={t("activityLog.paging.previous")}
                nextLabel={t("activityLog.paging.next")}
                pageLabel={t("activityLog.paging.page", { page: paging.page })}
              />
            </>
          )
        ) : page.isError ? (
          <LoadError message={t("activityLog.error")} onRetry={() => void page.refetch()} />
        ) : (
          <div className="flex flex-col gap-2">
            {[0, 1, 2, 3].map((n) => (
              <Skeleton key={n} className="h-8 w-full" />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
