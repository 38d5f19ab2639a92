import { addDays, type Correlation, type DailyValue } from "@vitalog/domain";
import { lazy, Suspense, useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { ChartPoint } from "../../../components/Chart/Chart.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { useDayFormat } from "../../../kit/day-format.ts";
import { dateOfDay } from "../../../lib/local-day.ts";
import { type InsightFormat, scaleOf } from "../display.ts";
import { associationAnchor } from "../figures.ts";
import { ScatterPlot, type ScatterPoint } from "./ScatterPlot.tsx";

const Chart = lazy(() => import("../../../components/Chart/Chart.tsx"));

/** Each day of `a` with `b` on the same day (lag 0) or the next (lag 1), oldest first. */
export function pairedDays(
  a: readonly DailyValue[],
  b: readonly DailyValue[],
  lag: 0 | 1,
): ScatterPoint[] {
  const bByDay = new Map(b.map((v) => [v.day, v.value]));
  const pairs: ScatterPoint[] = [];
  for (const v of [...a].sort((p, q) => p.day.localeCompare(q.day))) {
    const other = bByDay.get(lag === 0 ? v.day : addDays(v.day, 1));
    if (other !== undefined) pairs.push({ id: v.day, x: v.value, y: other });
  }
  return pairs;
}

/**
 * One association: its sentence, figures and caution, and when the report carries the daily
 * values, the two measures over the period and each day's pair as a scatter.
 */
export function AssociationCard({
  index,
  correlation: c,
  valuesOf,
  valuesLoading,
  range,
  format,
}: {
  index: number;
  correlation: Correlation;
  /** The daily values of a measure, undefined when the report does not carry them. */
  valuesOf: (key: string) => readonly DailyValue[] | undefined;
  /** The daily values are on their way. */
  valuesLoading: boolean;
  range: { from: string; to: string };
  format: InsightFormat;
}) {
  const { t } = useTranslation("health-insights");
  const days = useDayFormat();
  const a = valuesOf(c.a);
  const b = valuesOf(c.b);
  const pairs = useMemo(() => (a && b ? pairedDays(a, b, c.lag) : []), [a, b, c.lag]);
  const nameA = format.name(c.a);
  const nameB = format.name(c.b);
  const heading = `${nameA} · ${nameB}`;
  return (
    <article
      id={associationAnchor(index)}
      tabIndex={-1}
      aria-labelledby={`${associationAnchor(index)}-title`}
      className="flex min-w-0 scroll-mt-20 flex-col gap-3 rounded-2xl border border-slate-200 p-3 focus-visible:outline-2 focus-visible:outline-brand-600 sm:p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-900">
          {t("report.associations.label")}
        </span>
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-800">
          {c.lag === 0 ? t("report.associations.lag0") : t("report.associations.lag1")}
        </span>
      </div>
      <h3
        id={`${associationAnchor(index)}-title`}
        className="text-base font-semibold text-slate-900"
      >
        {c.sentence}
      </h3>
      <p className="text-sm text-slate-700 tabular-nums">
        {heading}
        {" · "}
        {t("report.associations.figures", { n: c.n, rho: format.rho(c.rho), q: format.q(c.q) })}
      </p>
      <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-950">
        {/* The caution says "not a cause" in its own words when it can. */}
        {/not a cause/i.test(c.caution) ? null : (
          <strong className="font-semibold">{t("report.associations.notCause")} </strong>
        )}
        {c.caution}
      </p>
      {a && b ? (
        <div className="grid min-w-0 gap-4 lg:grid-cols-[3fr_2fr]">
          <div className="flex min-w-0 flex-col gap-3">
            <h4 className="text-sm font-semibold text-slate-900">
              {t("report.associations.overTime")}
            </h4>
            <SeriesChart seriesKey={c.a} values={a} range={range} format={format} />
            <SeriesChart seriesKey={c.b} values={b} range={range} format={format} />
          </div>
          <div className="flex min-w-0 flex-col gap-3">
            <h4 className="text-sm font-semibold text-slate-900">
              {t("report.associations.scatter")}
            </h4>
            <ScatterPlot
              points={pairs.map((p) => ({
                ...p,
                x: format.axisValue(c.a, p.x),
                y: format.axisValue(c.b, p.y),
              }))}
              summary={t("report.associations.scatterSummary", {
                a: nameA,
                b: c.lag === 0 ? nameB : `${nameB} (${t("report.associations.nextDay")})`,
                n: c.n,
                rho: format.rho(c.rho),
              })}
              xLabel={withUnit(nameA, format.unit(c.a))}
              yLabel={withUnit(
                c.lag === 0 ? nameB : `${nameB}, ${t("report.associations.nextDay")}`,
                format.unit(c.b),
              )}
              formatX={(v) => format.plain(v)}
              formatY={(v) => format.plain(v)}
              table={{
                caption: t("report.associations.scatterTable"),
                dayHeader: t("report.associations.day"),
                dayLabel: days.medium,
              }}
            />
          </div>
        </div>
      ) : valuesLoading ? (
        <Skeleton className="h-64 w-full" />
      ) : (
        <p className="text-sm text-slate-600">{t("report.associations.noValues")}</p>
      )}
    </article>
  );
}

const withUnit = (name: string, unit: string) => (unit ? `${name} (${unit})` : name);

/** One measure's daily values over the report's period, on the shared line chart. */
function SeriesChart({
  seriesKey,
  values,
  range,
  format,
}: {
  seriesKey: string;
  values: readonly DailyValue[];
  range: { from: string; to: string };
  format: InsightFormat;
}) {
  const { t } = useTranslation("health-insights");
  const days = useDayFormat();
  const name = format.name(seriesKey);
  const points = useMemo<ChartPoint[]>(
    () =>
      values.map((v) => ({
        id: v.day,
        x: dateOfDay(v.day).getTime(),
        y: format.axisValue(seriesKey, v.value),
        xLabel: days.medium(v.day),
        yLabel: format.value(seriesKey, v.value),
      })),
    [values, seriesKey, format, days],
  );
  const scale = scaleOf(seriesKey);
  const mean = values.reduce((sum, v) => sum + v.value, 0) / Math.max(values.length, 1);
  const xDomain = useMemo(
    () => [dateOfDay(range.from).getTime(), dateOfDay(range.to).getTime()] as const,
    [range.from, range.to],
  );
  return (
    <div className="min-w-0">
      <p className="text-sm font-medium text-slate-800">{withUnit(name, format.unit(seriesKey))}</p>
      <Suspense fallback={<Skeleton className="h-40 w-full" />}>
        <Chart
          points={points}
          height={160}
          summary={t("report.associations.chartSummary", {
            label: name,
            from: days.medium(range.from),
            to: days.medium(range.to),
            n: values.length,
            mean: format.value(seriesKey, mean),
          })}
          formatXTick={(x) => days.axisDay(x)}
          formatYTick={(y) => format.plain(y)}
          xDomain={xDomain}
          {...(scale ? { yScale: scale, integer: scale.integer } : {})}
          table={{
            caption: t("report.associations.chartTable", { label: name }),
            xHeader: t("report.associations.date"),
            yHeader: t("report.associations.value"),
          }}
        />
      </Suspense>
    </div>
  );
}
