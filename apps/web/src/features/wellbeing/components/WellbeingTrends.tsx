import {
  WELLBEING_DIMENSIONS,
  WELLBEING_SCALE,
  type WellbeingDimension,
  type WellbeingSummary,
} from "@vitalog/domain";
import clsx from "clsx";
import { useTranslation } from "react-i18next";
import { Chart } from "../../../components/Chart/Chart.tsx";
import type { DayFormat } from "../../../kit/day-format.ts";
import { dateOfDay } from "../../../lib/local-day.ts";

export const TREND_DAYS = [7, 30, 90] as const;
/** The rating scale's axis, 1–5, whatever the check-ins. */
const SCALE_AXIS = { min: Math.min(...WELLBEING_SCALE), max: Math.max(...WELLBEING_SCALE) };
export type TrendDays = (typeof TREND_DAYS)[number];

function Segmented<T extends string | number>({
  label,
  options,
  value,
  onChange,
  labelOf,
}: {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  labelOf: (value: T) => string;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">{label}</legend>
      <div className="inline-flex flex-wrap rounded-xl bg-slate-100 p-1">
        {options.map((option) => (
          <label
            key={option}
            className={clsx(
              "cursor-pointer rounded-lg px-3 py-1.5 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600",
              option === value
                ? "bg-white text-slate-900 shadow-sm"
                : "text-slate-700 hover:text-slate-900",
            )}
          >
            <input
              type="radio"
              className="sr-only"
              checked={option === value}
              onChange={() => onChange(option)}
            />
            {labelOf(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function TrendControls({
  days,
  onDaysChange,
  dimension,
  onDimensionChange,
}: {
  days: TrendDays;
  onDaysChange: (days: TrendDays) => void;
  dimension: WellbeingDimension;
  onDimensionChange: (dimension: WellbeingDimension) => void;
}) {
  const { t } = useTranslation("wellbeing");
  return (
    <div className="flex flex-wrap gap-2">
      <Segmented
        label={t("trends.periodLabel")}
        options={TREND_DAYS}
        value={days}
        onChange={onDaysChange}
        labelOf={(d) => t(`trends.periods.${d}`)}
      />
      <Segmented
        label={t("trends.dimensionLabel")}
        options={WELLBEING_DIMENSIONS}
        value={dimension}
        onChange={onDimensionChange}
        labelOf={(d) => t(`dimensions.${d}`)}
      />
    </div>
  );
}

/** The chosen dimension by day, the averages, weekly averages, and the best and hardest days. */
export function WellbeingTrends({
  summary,
  dimension,
  format,
}: {
  summary: WellbeingSummary;
  dimension: WellbeingDimension;
  format: DayFormat;
}) {
  const { t } = useTranslation("wellbeing");
  const name = t(`dimensions.${dimension}`);
  const average = summary.averages[dimension];
  const points = summary.daily.map((c) => ({
    id: c.date,
    x: dateOfDay(c.date).getTime(),
    y: c[dimension],
    xLabel: format.medium(c.date),
    yLabel: `${c[dimension]} · ${t(`scale.${dimension}.${c[dimension] - 1}`)}`,
  }));
  if (summary.checkins === 0) {
    return <p className="py-6 text-sm text-slate-600">{t("trends.none")}</p>;
  }
  const xDomain = [dateOfDay(summary.from).getTime(), dateOfDay(summary.to).getTime()] as const;
  // One check-in a day: the best and the hardest day differ only from two days on.
  const days = new Set(summary.daily.map((c) => c.date)).size;
  return (
    <div className="flex flex-col gap-5">
      <Chart
        points={points}
        height={200}
        xDomain={xDomain}
        yScale={SCALE_AXIS}
        integer
        singleText={t("trends.single")}
        summary={t("trends.chartSummary", {
          dimension: name,
          days: summary.days,
          count: summary.checkins,
          average: average ?? "–",
        })}
        formatXTick={format.axisDay}
        formatYTick={(y) => String(y)}
        table={{
          caption: t("trends.chartCaption", { dimension: name }),
          xHeader: t("trends.date"),
          yHeader: name,
        }}
      />
      <div>
        <h3 className="mb-2 text-sm font-semibold text-slate-900">
          {t("trends.averages")} · {t("trends.checkins", { count: summary.checkins })}
        </h3>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
          {WELLBEING_DIMENSIONS.map((d) => (
            <div key={d} className="rounded-xl bg-slate-50 p-3">
              <dt className="text-xs text-slate-600">{t(`dimensions.${d}`)}</dt>
              <dd className="text-lg font-semibold text-slate-900">
                {summary.averages[d] === null
                  ? "–"
                  : t("trends.average", { value: summary.averages[d] })}
              </dd>
            </div>
          ))}
          <div className="rounded-xl bg-slate-50 p-3">
            <dt className="text-xs text-slate-600">{t("trends.sleepHours")}</dt>
            <dd className="text-lg font-semibold text-slate-900">
              {summary.averages.sleepHours === null
                ? "–"
                : t("trends.averageSleep", { value: summary.averages.sleepHours })}
            </dd>
          </div>
        </dl>
      </div>
      {days < 2 ? (
        <p className="rounded-xl border border-slate-200 p-3 text-sm text-slate-700">
          {t("trends.bestWorstLater")}
        </p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          {(["best", "worst"] as const).map((which) => {
            const day = summary[which];
            return day ? (
              <div key={which} className="rounded-xl border border-slate-200 p-3">
                <p className="text-xs font-medium text-slate-600">{t(`trends.${which}`)}</p>
                <p className="text-base font-semibold text-slate-900">{format.long(day.date)}</p>
                <p className="text-sm text-slate-700">{t("trends.score", { value: day.score })}</p>
              </div>
            ) : null;
          })}
        </div>
      )}
      <p className="text-xs text-slate-600">{t("trends.scoreExplain")}</p>
      {summary.weekly.length > 1 ? (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="mb-2 text-left text-sm font-semibold text-slate-900">
              {t("trends.weekly")}
            </caption>
            <thead>
              <tr className="text-xs text-slate-600">
                <th scope="col" className="py-1 pr-3 font-medium">
                  {t("trends.week")}
                </th>
                {WELLBEING_DIMENSIONS.map((d) => (
                  <th key={d} scope="col" className="py-1 pr-3 font-medium">
                    {t(`dimensions.${d}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {summary.weekly.map((w) => (
                <tr key={w.weekStart} className="border-t border-slate-100">
                  <th scope="row" className="py-1.5 pr-3 font-medium text-slate-800">
                    {format.short(w.weekStart)}
                  </th>
                  {WELLBEING_DIMENSIONS.map((d) => (
                    <td key={d} className="py-1.5 pr-3 text-slate-700">
                      {w[d] ?? "–"}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
