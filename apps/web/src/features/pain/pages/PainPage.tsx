import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { PAIN_PERIODS, type PainRegion, summarizeRegions } from "@vitalog/domain";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button, buttonClassName } from "../../../components/Button/Button.tsx";
import { Card } from "../../../components/Card/Card.tsx";
import { EmptyState } from "../../../components/EmptyState/EmptyState.tsx";
import { PlusIcon } from "../../../components/Icon/icons.tsx";
import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { useIsPreview } from "../../../kit/data.ts";
import { Loadable } from "../../../kit/Loadable.tsx";
import { SignInRequiredPreview } from "../../../kit/SignInRequiredPreview.tsx";
import { painData, painViews } from "../api.ts";
import { BodyMap } from "../components/BodyMap.tsx";
import { BodyIcon, PrinterIcon } from "../components/icons.tsx";
import { PainHistory } from "../components/PainHistory.tsx";
import { RegionTrend } from "../components/RegionTrend.tsx";
import { painPaths } from "../paths.ts";

function PageSkeleton() {
  const { t } = useTranslation("pain");
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">{t("loading")}</span>
      <Skeleton className="h-80 w-full rounded-xl" />
      <Skeleton className="h-48 w-full rounded-xl" />
    </div>
  );
}

/** The preview: pain entries need an account, so it says why and offers sign-in. */
function PainPreview() {
  const { t } = useTranslation("pain");
  return (
    <SignInRequiredPreview
      title={t("title")}
      reason={t("preview.reason")}
      features={t("preview.features", { returnObjects: true }) as string[]}
      promptFeature={t("preview.promptFeature")}
      icon={<BodyIcon />}
    />
  );
}

/** The pain diary; in the preview, why it needs an account. */
export default function PainPage() {
  return useIsPreview() ? <PainPreview /> : <PainDiary />;
}

/** The period's heat map and summary, a region's trend, and the history. */
function PainDiary() {
  const { t } = useTranslation("pain");
  const painQueries = painData.useQueries();
  const [days, setDays] = useState<number>(30);
  const [trendRegion, setTrendRegion] = useState("");
  const period = useQuery({
    ...painQueries.view(painViews.period(days)),
    placeholderData: keepPreviousData,
  });
  // The same query as the history below, so the page asks for the first page once.
  const history = useInfiniteQuery(painQueries.pages());
  const hasAny = (history.data?.pages[0]?.items.length ?? 0) > 0;
  const summary = useMemo(() => summarizeRegions(period.data ?? []), [period.data]);
  const highest = useMemo(() => new Map(summary.map((s) => [s.region, s.highest])), [summary]);
  const describe = (region: PainRegion) => t(`regions.${region.id}`);
  const mapSummary =
    summary.length === 0
      ? t("heat.none", { days })
      : t("heat.summary", {
          days,
          regions: summary
            .map((s) =>
              t("heat.regionSummary", {
                name: t(`regions.${s.region}`),
                highest: s.highest,
                count: s.count,
              }),
            )
            .join("; "),
        });

  const addLink = (label: string) => (
    <Link to={painPaths.add()} className={buttonClassName("primary")}>
      <PlusIcon className="size-4" />
      {label}
    </Link>
  );

  return (
    <div className="pain-summary">
      <PageHeader
        title={t("title")}
        description={t("subtitle")}
        actions={
          hasAny ? (
            <div className="flex flex-wrap gap-2 print:hidden">
              {addLink(t("actions.add"))}
              <Button variant="secondary" onClick={() => window.print()}>
                <PrinterIcon className="size-4" />
                {t("actions.print")}
              </Button>
            </div>
          ) : null
        }
      />
      <Loadable
        query={history}
        loading={<PageSkeleton />}
        error={t("loadError")}
        isEmpty={(data) => (data.pages[0]?.items.length ?? 0) === 0}
        empty={
          <EmptyState
            icon={<BodyIcon />}
            title={t("empty.title")}
            description={t("empty.body")}
            action={addLink(t("actions.addFirst"))}
          />
        }
      >
        {() => (
          <div className="flex flex-col gap-6">
            <p className="hidden text-sm text-slate-700 print:block">
              {t("print.intro", { days, date: new Date().toLocaleDateString() })}
            </p>
            <Card title={t("heat.title")} description={t("heat.description")}>
              <fieldset className="mb-4 print:hidden">
                <legend className="sr-only">{t("heat.period")}</legend>
                <div className="inline-flex rounded-xl bg-slate-100 p-1">
                  {PAIN_PERIODS.map((option) => (
                    <label
                      key={option}
                      className="cursor-pointer rounded-lg px-3 py-1.5 text-sm font-medium text-slate-700 has-[:checked]:bg-white has-[:checked]:text-slate-900 has-[:checked]:shadow-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
                    >
                      <input
                        type="radio"
                        name="pain-period"
                        value={option}
                        checked={days === option}
                        onChange={() => setDays(option)}
                        className="sr-only"
                      />
                      {t("heat.days", { count: option })}
                    </label>
                  ))}
                </div>
              </fieldset>
              <Loadable
                query={period}
                loading={<Skeleton className="h-80 w-full" />}
                error={t("loadError")}
              >
                {() => (
                  <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
                    <BodyMap values={highest} describe={describe} summary={mapSummary} />
                    {summary.length === 0 ? (
                      <p className="text-sm text-slate-600">{t("heat.none", { days })}</p>
                    ) : (
                      <div className="overflow-x-auto">
                        <table className="w-full text-left text-sm">
                          <caption className="sr-only">{t("heat.tableCaption", { days })}</caption>
                          <thead>
                            <tr className="border-b border-slate-200 text-slate-600">
                              <th scope="col" className="py-2 pr-3 font-medium">
                                {t("heat.region")}
                              </th>
                              <th scope="col" className="py-2 pr-3 font-medium">
                                {t("heat.times")}
                              </th>
                              <th scope="col" className="py-2 pr-3 font-medium">
                                {t("heat.average")}
                              </th>
                              <th scope="col" className="py-2 font-medium">
                                {t("heat.highest")}
                              </th>
                            </tr>
                          </thead>
                          <tbody>
                            {summary.map((s) => (
                              <tr
                                key={s.region}
                                className="border-b border-slate-100 last:border-0"
                              >
                                <th scope="row" className="py-2 pr-3 font-medium text-slate-900">
                                  {t(`regions.${s.region}`)}
                                </th>
                                <td className="py-2 pr-3 tabular-nums">{s.count}</td>
                                <td className="py-2 pr-3 tabular-nums">{s.average.toFixed(1)}</td>
                                <td className="py-2 tabular-nums">{s.highest}</td>
                              </tr>
                            ))}
                          </tbody>
                        </table>
                      </div>
                    )}
                  </div>
                )}
              </Loadable>
            </Card>
            {summary.length > 0 && period.data ? (
              <Card title={t("trend.title")} description={t("trend.description", { days })}>
                <RegionTrend
                  entries={period.data}
                  days={days}
                  regions={summary}
                  selected={trendRegion}
                  onSelect={setTrendRegion}
                />
              </Card>
            ) : null}
            <Card title={t("history.title")}>
              <PainHistory />
            </Card>
          </div>
        )}
      </Loadable>
    </div>
  );
}
