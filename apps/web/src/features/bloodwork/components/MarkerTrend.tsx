import { useQuery } from "@tanstack/react-query";
import type { LabResult } from "@vitalog/domain";
import { lazy, Suspense, useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { ChartPoint } from "../../../components/Chart/Chart.tsx";
import { Select } from "../../../components/Select/Select.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { Loadable } from "../../../kit/Loadable.tsx";
import { labResultQueries } from "../api.ts";
import { type Comparison, markerKeyOf, trendPoints } from "../display.ts";
import type { LabFormat } from "../useLabFormat.ts";

const Chart = lazy(() => import("../../../components/Chart/Chart.tsx"));
const CHART_HEIGHT = 240;

function ChartSkeleton() {
  return <Skeleton className="h-60 w-full rounded-xl" />;
}

function TrendChart({
  name,
  latest,
  history,
  format,
}: {
  name: string;
  latest: LabResult;
  history: readonly LabResult[];
  format: LabFormat;
}) {
  const { t } = useTranslation("bloodwork");
  const unit = latest.unit;
  const points = useMemo(() => trendPoints(history, unit), [history, unit]);
  const chartPoints = useMemo<ChartPoint[]>(
    () =>
      points.map((p) => ({
        id: p.id,
        x: p.at,
        y: p.value,
        xLabel: format.date(p.takenAt),
        yLabel: format.value(p.value, unit),
      })),
    [points, format, unit],
  );
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return null;
  const values = points.map((p) => p.value);
  const summary =
    points.length === 1
      ? t("trend.summaryOne", {
          name,
          last: format.value(last.value, unit),
          to: format.date(last.at),
        })
      : t("trend.summary", {
          name,
          count: points.length,
          from: format.date(first.at),
          to: format.date(last.at),
          first: format.value(first.value, unit),
          last: format.value(last.value, unit),
          min: format.value(Math.min(...values), unit),
          max: format.value(Math.max(...values), unit),
        });
  const range = latest.range;
  const limit = range?.high ?? range?.low ?? null;
  return (
    <Suspense fallback={<ChartSkeleton />}>
      <Chart
        points={chartPoints}
        summary={summary}
        height={CHART_HEIGHT}
        singleText={t("trend.onlyOne")}
        target={
          limit === null
            ? null
            : {
                y: limit,
                label: t(range?.high !== null ? "trend.rangeLine" : "trend.lowLine", {
                  value: format.value(limit, unit),
                }),
              }
        }
        yUnit={unit}
        formatXTick={format.axisDate}
        formatYTick={format.number}
        table={{
          caption: t("trend.tableCaption", { name }),
          xHeader: t("trend.tableDate"),
          yHeader: t("trend.tableValue"),
        }}
      />
    </Suspense>
  );
}

/** The trend of one marker: a picker over the markers with results, and its chart. */
export function MarkerTrend({
  rows,
  selected,
  onSelect,
  results,
  format,
}: {
  rows: readonly Comparison[];
  selected: string;
  onSelect: (key: string) => void;
  results: readonly LabResult[];
  format: LabFormat;
}) {
  const { t } = useTranslation("bloodwork");
  const row = rows.find((r) => r.key === selected) ?? rows[0];
  const code = row?.code ?? null;
  const history = useQuery(labResultQueries.markerHistory(code));
  const ownHistory = useMemo(
    () => (row && !row.code ? results.filter((r) => markerKeyOf(r) === row.key) : null),
    [results, row],
  );
  if (!row) return null;
  return (
    <div className="flex flex-col gap-4">
      <Select
        label={t("trend.marker")}
        value={row.key}
        onChange={(e) => onSelect(e.target.value)}
        options={rows.map((r) => ({ value: r.key, label: r.name }))}
        containerClassName="sm:max-w-xs"
      />
      {ownHistory ? (
        <TrendChart name={row.name} latest={row.latest} history={ownHistory} format={format} />
      ) : (
        <Loadable query={history} loading={<ChartSkeleton />} error={t("trend.loadError")}>
          {(items) => (
            <TrendChart name={row.name} latest={row.latest} history={items} format={format} />
          )}
        </Loadable>
      )}
    </div>
  );
}
