import type { AdherenceOverview } from "@vitalog/domain";
import clsx from "clsx";
import { useTranslation } from "react-i18next";
import type { DayFormat } from "../../../kit/day-format.ts";
import { percentText } from "../display.ts";

const CHART_DAYS = 14;

/**
 * Overall adherence, doses taken each day of the last two weeks as bars (the share of the
 * day's scheduled doses, with a table for screen readers), and each medication's figure, stock
 * and run-out date.
 */
export function AdherenceView({
  adherence,
  today,
  format,
}: {
  adherence: AdherenceOverview;
  today: string;
  format: DayFormat;
}) {
  const { t } = useTranslation("medications");
  const days = adherence.daily.slice(-CHART_DAYS);
  const shown = days.reduce(
    (sum, d) => ({ taken: sum.taken + d.taken, scheduled: sum.scheduled + d.scheduled }),
    { taken: 0, scheduled: 0 },
  );
  return (
    <div className="flex flex-col gap-5">
      <div>
        <p
          className="text-4xl font-bold text-slate-900 tabular-nums"
          data-testid="adherence-overall"
        >
          {percentText(adherence.adherencePercent)}
        </p>
        <p className="text-sm text-slate-700">
          {t("adherence.overall", { count: adherence.days })}
        </p>
        <p className="text-sm text-slate-600">
          {adherence.scheduled === 0
            ? t("adherence.noneDue")
            : t("adherence.counts", { taken: adherence.taken, scheduled: adherence.scheduled })}
        </p>
      </div>
      {shown.scheduled === 0 ? null : (
        <figure className="relative m-0 overflow-hidden">
          <figcaption aria-hidden="true" className="mb-2 text-sm text-slate-700">
            {t("adherence.chartCaption", { count: days.length })}
          </figcaption>
          <div
            role="img"
            aria-label={t("adherence.chartSummary", { count: days.length, ...shown })}
            className="flex h-32 items-end gap-1 border-b border-slate-300"
          >
            {days.map((d) => (
              <div key={d.date} className="flex h-full min-w-0 flex-1 flex-col justify-end">
                <div
                  className={clsx(
                    "w-full rounded-t-sm",
                    d.scheduled === 0
                      ? "bg-slate-200"
                      : d.date === today
                        ? "bg-brand-800"
                        : "bg-brand-600",
                  )}
                  style={{
                    height:
                      d.scheduled === 0 ? "4%" : `${Math.max((d.taken / d.scheduled) * 100, 4)}%`,
                  }}
                />
              </div>
            ))}
          </div>
          <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-slate-600">
            <span>{days[0] ? format.short(days[0].date) : null}</span>
            <span>{days.at(-1) ? format.short((days.at(-1) as { date: string }).date) : null}</span>
          </div>
          {/* A table cannot shrink to the 1 px of sr-only; its box can, and clips it. */}
          <div className="sr-only">
            <table>
              <caption>{t("adherence.chartCaption", { count: days.length })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("adherence.day")}</th>
                  <th scope="col">{t("adherence.takenOfScheduled")}</th>
                </tr>
              </thead>
              <tbody>
                {days.map((d) => (
                  <tr key={d.date}>
                    <td>{format.medium(d.date)}</td>
                    <td>{t("adherence.dayValue", { taken: d.taken, scheduled: d.scheduled })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </figure>
      )}
      {adherence.medications.length > 0 ? (
        <div>
          <h3 className="mb-2 text-sm font-semibold text-slate-900">
            {t("adherence.perMedication")}
          </h3>
          <ul className="flex flex-col divide-y divide-slate-200">
            {adherence.medications.map((m) => (
              <li key={m.medicationId} className="flex items-start justify-between gap-3 py-2">
                <div className="min-w-0">
                  <p className="font-medium break-words text-slate-900">{m.name}</p>
                  <p className="text-sm text-slate-600">
                    {m.stockCount === null
                      ? t("adherence.noStock")
                      : [
                          t("adherence.stock", { count: m.stockCount }),
                          m.runOutDate === null
                            ? t("adherence.noRunOut")
                            : m.stockCount === 0
                              ? t("adherence.runOutPast")
                              : t("adherence.runsOut", { date: format.short(m.runOutDate) }),
                        ].join(" · ")}
                  </p>
                </div>
                <p className="shrink-0 text-right">
                  <span className="block font-semibold text-slate-900 tabular-nums">
                    {percentText(m.adherencePercent)}
                  </span>
                  <span className="block text-xs text-slate-600 tabular-nums">
                    {t("adherence.dayValue", { taken: m.taken, scheduled: m.scheduled })}
                  </span>
                </p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
