import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useToast } from "../../../app/toast.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { Card } from "../../../components/Card/Card.tsx";
import { ConfirmDialog } from "../../../components/ConfirmDialog/ConfirmDialog.tsx";
import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { CursorPager, useCursorPages } from "../../../kit/CursorPager.tsx";
import { DemoTitle } from "../../../kit/DemoTitle.tsx";
import { useIsPreview } from "../../../kit/data.ts";
import { useDayFormat } from "../../../kit/day-format.ts";
import { Loadable } from "../../../kit/Loadable.tsx";
import { localTimeZone, localToday } from "../../../lib/local-day.ts";
import { usePageTitle } from "../../../lib/page-title.ts";
import {
  type CreateReportInput,
  createReport,
  deleteReport,
  demoPeriodOf,
  type InsightReport,
  insightsData,
} from "../api.ts";
import { PeriodForm } from "../components/PeriodForm.tsx";
import { healthInsightsPaths } from "../paths.ts";

/** Health insights: a new report's period, and the reports made so far (the demo's in preview). */
export default function HealthInsightsPage() {
  const { t } = useTranslation("health-insights");
  usePageTitle(t("title"));
  const isPreview = useIsPreview();
  const navigate = useNavigate();
  const tz = localTimeZone();
  const today = localToday();
  const create = insightsData.useMutation({
    mutationFn: (input: CreateReportInput) => createReport(input),
    invalidate: (q) => [q.lists()],
  });

  return (
    <div className="flex flex-col gap-4 sm:gap-5">
      <PageHeader
        title={<DemoTitle title={t("title")} badge={isPreview ? t("demo.badge") : null} />}
        description={isPreview ? t("demo.body") : t("subtitle")}
      />
      <Card title={t("create.heading")} description={t("create.description")}>
        <PeriodForm
          today={today}
          tz={tz}
          onCreate={async (input) => {
            const report = await create.mutateAsync(input);
            navigate(healthInsightsPaths.report(report.id));
          }}
        />
      </Card>
      <Card title={t("list.heading")}>
        <ReportList />
      </Card>
    </div>
  );
}

function ReportList() {
  const { t } = useTranslation("health-insights");
  const format = useDayFormat();
  const { toast } = useToast();
  const isPreview = useIsPreview();
  const queries = insightsData.useQueries();
  const paging = useCursorPages();
  const list = useQuery(queries.list(paging.cursor));
  const [deleting, setDeleting] = useState<InsightReport | null>(null);
  const remove = insightsData.useMutation({
    mutationFn: (id: string) => deleteReport(id),
    invalidate: (q) => [q.lists()],
  });
  const periodOf = (r: InsightReport) => {
    const days = demoPeriodOf(r.id);
    return isPreview && days
      ? t(`list.demoPeriods.${days}`)
      : t("list.period", { from: format.medium(r.from), to: format.medium(r.to) });
  };
  const reportPath = (id: string) =>
    isPreview ? healthInsightsPaths.preview.report(id) : healthInsightsPaths.report(id);

  return (
    <Loadable
      query={list}
      loading={<Skeleton className="h-32 w-full" />}
      error={t("list.error")}
      isEmpty={(data) => data.items.length === 0 && paging.page === 1}
      empty={<p className="py-2 text-sm text-slate-600">{t("list.empty")}</p>}
    >
      {(data) => (
        <div className="flex flex-col gap-3">
          <ul className="divide-y divide-slate-100">
            {data.items.map((report) => {
              const period = periodOf(report);
              const associations = report.statistics.correlations.length;
              return (
                <li key={report.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
                  <div className="min-w-0 flex-1 basis-48">
                    <Link
                      to={reportPath(report.id)}
                      className="font-semibold text-slate-900 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                      aria-label={t("list.openReport", { period })}
                    >
                      {period}
                    </Link>
                    <p className="text-sm text-slate-600">
                      {associations > 0
                        ? t("list.associations", { count: associations })
                        : t("list.noAssociations")}
                      {report.narrative ? ` · ${t("list.withSummary")}` : ""}
                      {isPreview
                        ? ""
                        : ` · ${t("list.created", { date: format.dateTime(report.createdAt) })}`}
                    </p>
                  </div>
                  <div className="flex gap-2">
                    {isPreview ? null : (
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => setDeleting(report)}
                        aria-label={t("list.deleteReport", { period })}
                      >
                        {t("list.delete")}
                      </Button>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
          <CursorPager
            pages={paging}
            nextCursor={data.nextCursor}
            label={t("list.paging.label")}
            previousLabel={t("list.paging.previous")}
            nextLabel={t("list.paging.next")}
            pageLabel={t("list.paging.page", { page: paging.page })}
          />
          <ConfirmDialog
            open={deleting !== null}
            title={t("list.deleteTitle")}
            message={deleting ? t("list.deleteMessage", { period: periodOf(deleting) }) : ""}
            confirmLabel={t("list.delete")}
            busy={remove.isPending}
            onCancel={() => setDeleting(null)}
            onConfirm={() => {
              if (!deleting) return;
              remove.mutate(deleting.id, {
                onSuccess: () => {
                  setDeleting(null);
                  toast({ message: t("list.deleted"), variant: "success" });
                  if (data.items.length === 1 && paging.page > 1) paging.previous();
                },
                onError: () => {
                  setDeleting(null);
                  toast({ message: t("list.deleteFailed"), variant: "error" });
                },
              });
            }}
          />
        </div>
      )}
    </Loadable>
  );
}
