import { useTranslation } from "react-i18next";
import type { ReportSeries } from "../api.ts";
import type { InsightFormat } from "../display.ts";
import { measureAnchor } from "../figures.ts";

const TREND_MARK = { rising: "↗", falling: "↘", steady: "→" } as const;

/** One tile per measure: days with data, average, range and the trend in words. */
export function MeasureTiles({
  series,
  format,
}: {
  series: readonly ReportSeries[];
  format: InsightFormat;
}) {
  const { t } = useTranslation("health-insights");
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {series.map((s) => (
        <li
          key={s.key}
          id={measureAnchor(s.key)}
          tabIndex={-1}
          className="flex min-w-0 scroll-mt-20 flex-col gap-2 rounded-xl bg-slate-50 p-3 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <div className="flex items-baseline justify-between gap-2">
            <h3 className="font-semibold text-slate-900">{format.name(s.key)}</h3>
            <span className="text-xs text-slate-600">
              {t("report.measures.days", { count: s.n })}
            </span>
          </div>
          <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
            <div>
              <dt className="text-xs text-slate-600">{t("report.measures.mean")}</dt>
              <dd className="text-lg font-semibold text-slate-900 tabular-nums">
                {format.value(s.key, s.mean)}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-slate-600">{t("report.measures.range")}</dt>
              <dd className="font-medium text-slate-900 tabular-nums">
                {t("report.measures.rangeValue", {
                  min: format.number(s.key, s.min),
                  max: format.value(s.key, s.max),
                })}
              </dd>
            </div>
            <div className="col-span-2">
              <dt className="text-xs text-slate-600">{t("report.measures.trend")}</dt>
              <dd className="text-slate-800">
                {s.trend ? (
                  <>
                    <span aria-hidden="true" className="mr-1 font-semibold text-brand-800">
                      {TREND_MARK[s.trend]}
                    </span>
                    <span className="font-medium">{t(`trend.${s.trend}`)}</span>
                    {s.slopePerWeek !== null ? (
                      <span className="text-slate-600 tabular-nums">
                        {" · "}
                        {t("report.measures.perWeek", {
                          value: `${s.slopePerWeek > 0 ? "+" : ""}${format.value(s.key, s.slopePerWeek)}`,
                        })}
                      </span>
                    ) : null}
                  </>
                ) : (
                  t("report.measures.noTrend")
                )}
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
