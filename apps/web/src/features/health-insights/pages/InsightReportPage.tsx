import { useQuery } from "@tanstack/react-query";
import { daysBetween } from "@vitalog/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { Button, buttonClassName } from "../../../components/Button/Button.tsx";
import { Card } from "../../../components/Card/Card.tsx";
import { EmptyState } from "../../../components/EmptyState/EmptyState.tsx";
import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { DemoTitle } from "../../../kit/DemoTitle.tsx";
import { useIsPreview } from "../../../kit/data.ts";
import { useDayFormat } from "../../../kit/day-format.ts";
import { Loadable } from "../../../kit/Loadable.tsx";
import { usePageTitle } from "../../../lib/page-title.ts";
import { demoPeriodOf, type InsightReport, insightsData } from "../api.ts";
import { AssociationCard } from "../components/AssociationCard.tsx";
import { CyclePhases } from "../components/CyclePhases.tsx";
import { MeasureTiles } from "../components/MeasureTiles.tsx";
import { NarrativeSection } from "../components/NarrativeSection.tsx";
import { useInsightFormat } from "../display.ts";
import { healthInsightsPaths } from "../paths.ts";

/** Associations shown before "Show all": each carries three charts. */
const ASSOCIATIONS_SHOWN = 5;

/** One report: its measures, its associations with their charts, and the AI summary. */
export default function InsightReportPage() {
  const { t } = useTranslation("health-insights");
  const { reportId = "" } = useParams();
  const isPreview = useIsPreview();
  const report = useQuery(insightsData.useQueries().detail(reportId));
  const home = isPreview ? healthInsightsPaths.preview.home() : healthInsightsPaths.home();
  usePageTitle(t("title"));

  return (
    <Loadable
      query={report}
      loading={
        <div className="flex flex-col gap-4">
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      }
      error={t("report.error")}
      isEmpty={(data) => data === null}
      empty={
        <div className="flex flex-col gap-4">
          <PageHeader title={t("title")} backTo={home} backLabel={t("report.back")} />
          <EmptyState
            title={t("report.notFound")}
            action={
              <Link to={home} className={buttonClassName("primary", "md")}>
                {t("report.back")}
              </Link>
            }
          />
        </div>
      }
    >
      {(data) => (data ? <Report report={data} home={home} /> : null)}
    </Loadable>
  );
}

function Report({ report, home }: { report: InsightReport; home: string }) {
  const { t } = useTranslation("health-insights");
  const days = useDayFormat();
  const format = useInsightFormat();
  const isPreview = useIsPreview();
  const demoDays = demoPeriodOf(report.id);
  const period =
    isPreview && demoDays
      ? t(`list.demoPeriods.${demoDays}`)
      : t("list.period", { from: days.medium(report.from), to: days.medium(report.to) });
  usePageTitle(`${t("title")}: ${period}`);
  const { series, correlations, cyclePhases } = report.statistics;
  const [showAll, setShowAll] = useState(false);
  // A figure's chart may be among the associations not shown yet: show them all, then move there.
  const showFigure = (anchor: string) => {
    setShowAll(true);
    requestAnimationFrame(() => {
      const target = document.getElementById(anchor);
      target?.scrollIntoView?.({ block: "start" });
      target?.focus({ preventScroll: true });
    });
  };
  const queries = insightsData.useQueries();
  // The demo's report carries its daily values; a stored one's are read back from the modules.
  const carried = series.some((s) => s.values !== undefined);
  const chartKeys = [...new Set(correlations.flatMap((c) => [c.a, c.b]))].sort();
  const daily = useQuery({
    ...queries.dailyValues(report, chartKeys),
    enabled: !carried && chartKeys.length > 0,
  });
  const valuesOf = (key: string) =>
    carried ? series.find((s) => s.key === key)?.values : daily.data?.[key];

  return (
    <div className="flex flex-col gap-4 sm:gap-5">
      <PageHeader
        title={
          <DemoTitle
            title={t("report.heading", { period })}
            badge={isPreview ? t("demo.badge") : null}
          />
        }
        description={t("report.description", {
          days: daysBetween(report.from, report.to) + 1,
          tz: report.tz,
        })}
        backTo={home}
        backLabel={t("report.back")}
      />
      <Card title={t("report.measures.heading")} description={t("report.measures.description")}>
        {series.length === 0 ? (
          <p className="text-sm text-slate-700">{t("report.measures.empty")}</p>
        ) : (
          <MeasureTiles series={series} format={format} />
        )}
      </Card>
      <Card
        title={t("report.associations.heading")}
        description={t("report.associations.description")}
      >
        {correlations.length === 0 ? (
          <div className="flex flex-col gap-2 text-sm text-slate-700">
            <p className="font-medium text-slate-900">{t("report.associations.none")}</p>
            <p>{t("report.associations.noneHint")}</p>
          </div>
        ) : (
          <div className="flex flex-col gap-4">
            {(showAll ? correlations : correlations.slice(0, ASSOCIATIONS_SHOWN)).map((c, i) => (
              <AssociationCard
                key={`${c.a}|${c.b}|${c.lag}`}
                index={i}
                correlation={c}
                valuesOf={valuesOf}
                valuesLoading={!carried && daily.isPending}
                range={report}
                format={format}
              />
            ))}
            {!showAll && correlations.length > ASSOCIATIONS_SHOWN ? (
              <div>
                <Button variant="secondary" onClick={() => setShowAll(true)}>
                  {t("report.associations.showAll", { count: correlations.length })}
                </Button>
              </div>
            ) : null}
          </div>
        )}
      </Card>
      {cyclePhases ? (
        <Card title={t("report.cycle.heading")} description={t("report.cycle.description")}>
          <CyclePhases comparison={cyclePhases} />
        </Card>
      ) : null}
      <Card title={t("report.narrative.heading")} description={t("report.narrative.description")}>
        <NarrativeSection report={report} onFigure={showFigure} />
      </Card>
    </div>
  );
}
