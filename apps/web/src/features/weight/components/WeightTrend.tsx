import type { WeightEntry } from "@vitalog/domain";
import { Tabs } from "radix-ui";
import { lazy, Suspense, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button.tsx";
import type { ChartPoint } from "../../../components/Chart/Chart.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { Loadable, type LoadableQuery } from "../../../kit/Loadable.tsx";
import { CHART_RANGES, type ChartRange, toDisplayWeight } from "../display.ts";
import type { WeightFormat } from "../useWeightFormat.ts";

const Chart = lazy(() => import("../../../components/Chart/Chart.tsx"));

/** Height of the plot; the container keeps it while the chart code and data load. */
export const CHART_HEIGHT = 260;

function isChartRange(value: string): value is ChartRange {
  return (CHART_RANGES as readonly string[]).includes(value);
}

function ChartSkeleton() {
  const { t } = useTranslation("weight");
  return (
    <div role="status" className="h-full w-full">
      <span className="sr-only">{t("chart.loading")}</span>
      <Skeleton className="h-full w-full rounded-xl" />
    </div>
  );
}

function TrendChart({
  entries,
  range,
  goalKg,
  format,
}: {
  entries: readonly WeightEntry[];
  range: ChartRange;
  goalKg: number | null;
  format: WeightFormat;
}) {
  const { t } = useTranslation("weight");
  const points = useMemo<ChartPoint[]>(
    () =>
      entries.map((e) => ({
        id: e.id,
        x: new Date(e.measuredAt).getTime(),
        y: toDisplayWeight(e.weightKg, format.unit),
        xLabel: format.longDate(e.measuredAt),
        yLabel: format.weight(e.weightKg),
      })),
    [entries, format],
  );
  const sorted = [...entries].sort((a, b) => a.measuredAt.localeCompare(b.measuredAt));
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (!first || !last) {
    return (
      <div className="flex h-full items-center justify-center rounded-xl bg-slate-50 text-sm text-slate-600">
        {t("chart.noEntriesInRange")}
      </div>
    );
  }
  const weights = sorted.map((e) => e.weightKg);
  const rangeLabel = t(`chart.ranges.${range}`);
  const base =
    sorted.length === 1
      ? t("chart.summaryOne", {
          range: rangeLabel,
          last: format.weight(last.weightKg),
          to: format.longDate(last.measuredAt),
        })
      : t("chart.summary", {
          range: rangeLabel,
          count: sorted.length,
          from: format.longDate(first.measuredAt),
          to: format.longDate(last.measuredAt),
          first: format.weight(first.weightKg),
          last: format.weight(last.weightKg),
          min: format.weight(Math.min(...weights)),
          max: format.weight(Math.max(...weights)),
        });
  const summary =
    goalKg === null ? base : `${base} ${t("chart.summaryGoal", { value: format.weight(goalKg) })}`;
  return (
    <Suspense fallback={<ChartSkeleton />}>
      <Chart
        points={points}
        summary={summary}
        height={CHART_HEIGHT}
        target={
          goalKg === null
            ? null
            : {
                y: toDisplayWeight(goalKg, format.unit),
                label: t("chart.goalLine", { value: format.weight(goalKg) }),
              }
        }
        yUnit={format.unitLabel}
        formatXTick={format.axisDate}
        formatYTick={format.tick}
        table={{
          caption: t("chart.tableCaption"),
          xHeader: t("chart.tableDate"),
          yHeader: t("chart.tableWeight"),
        }}
      />
    </Suspense>
  );
}

export function WeightTrendCard({
  range,
  onRangeChange,
  entries,
  goalKg,
  format,
  className,
}: {
  range: ChartRange;
  onRangeChange: (range: ChartRange) => void;
  entries: LoadableQuery<readonly WeightEntry[]> & { isFetching?: boolean };
  goalKg: number | null;
  format: WeightFormat;
  className?: string;
}) {
  const { t } = useTranslation("weight");
  return (
    <section
      aria-labelledby="weight-trend-heading"
      className={`min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 ${className ?? ""}`}
    >
      <Tabs.Root
        value={range}
        onValueChange={(value) => {
          if (isChartRange(value)) onRangeChange(value);
        }}
      >
        <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
          <h2 id="weight-trend-heading" className="text-base font-semibold text-slate-900">
            {t("chart.heading")}
          </h2>
          <Tabs.List
            aria-label={t("chart.rangesLabel")}
            className="inline-flex rounded-xl bg-slate-100 p-1"
          >
            {CHART_RANGES.map((r) => (
              <Tabs.Trigger
                key={r}
                value={r}
                className="h-8 rounded-lg px-3 text-sm font-medium text-slate-700 transition-colors hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm"
              >
                {t(`chart.ranges.${r}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </div>
        {CHART_RANGES.map((r) => (
          <Tabs.Content
            key={r}
            value={r}
            className="focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <div style={{ height: CHART_HEIGHT }} aria-busy={entries.isFetching || undefined}>
              <Loadable
                // A failure shows even over the previous range's points.
                query={{ ...entries, data: entries.isError ? undefined : entries.data }}
                loading={<ChartSkeleton />}
                error={(retry) => (
                  <div className="flex h-full flex-col items-center justify-center gap-3 rounded-xl bg-slate-50 text-sm text-slate-700">
                    <p>{t("chart.error")}</p>
                    <Button variant="secondary" size="sm" onClick={retry}>
                      {t("actions.retry")}
                    </Button>
                  </div>
                )}
              >
                {(data) => <TrendChart entries={data} range={r} goalKg={goalKg} format={format} />}
              </Loadable>
            </div>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
}
