import { type CyclePredictions, daysBetween } from "@vitalog/domain";
import { useTranslation } from "react-i18next";
import type { DayFormat } from "../../../kit/day-format.ts";

/**
 * The next period with its range, the fertile window and ovulation, and what they rest on. In
 * discreet mode every figure's words are neutral; the statement that predictions are estimates
 * and not contraception stays whole, since it is a safety notice.
 */
export function PredictionSummary({
  predictions,
  today,
  discreet,
  format,
}: {
  predictions: CyclePredictions;
  today: string;
  discreet: boolean;
  format: DayFormat;
}) {
  const { t } = useTranslation("cycle");
  const next = predictions.nextPeriodStart;
  return (
    <div className="flex flex-col gap-3">
      {next ? (
        <>
          <div>
            <p className="text-2xl font-semibold text-slate-900">
              {t("summary.expected", { date: format.long(next) })}
            </p>
            <p className="text-sm text-slate-700">
              {(() => {
                const days = daysBetween(today, next);
                if (days > 0) return `${t("summary.inDays", { count: days })}, `;
                if (days === 0) return `${t("summary.today")}, `;
                return `${t("summary.late", { count: -days })}, `;
              })()}
              {t("summary.range", { count: predictions.rangeDays })}
            </p>
          </div>
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <div className="rounded-xl bg-teal-50 p-3">
              <dt className="text-xs text-teal-900">
                {discreet ? t("summary.discreetFertile") : t("summary.fertile")}
              </dt>
              <dd className="font-semibold text-slate-900">
                {t("summary.fertileRange", {
                  from: format.short(predictions.fertileWindowStart as string),
                  to: format.short(predictions.fertileWindowEnd as string),
                })}
              </dd>
            </div>
            <div className="rounded-xl bg-violet-50 p-3">
              <dt className="text-xs text-violet-900">
                {discreet ? t("summary.discreetOvulation") : t("summary.ovulation")}
              </dt>
              <dd className="font-semibold text-slate-900">
                {format.short(predictions.ovulationDate as string)}
              </dd>
            </div>
          </dl>
          <p className="text-sm text-slate-700">
            {t(discreet ? "summary.discreetLength" : "summary.cycleLength", {
              count: predictions.predictedCycleLength,
            })}
            .{" "}
            {predictions.basedOnCycles > 0
              ? t(discreet ? "summary.discreetBasedOn" : "summary.basedOn", {
                  count: predictions.basedOnCycles,
                })
              : t(discreet ? "summary.discreetBasedOnNone" : "summary.basedOnNone")}
          </p>
          <div>
            <h3 className="mb-1 text-sm font-semibold text-slate-900">
              {discreet ? t("summary.discreetUpcoming") : t("summary.upcoming")}
            </h3>
            <ul className="divide-y divide-slate-100 text-sm">
              {predictions.upcoming.map((u) => (
                <li key={u.periodStart} className="flex flex-col py-1.5">
                  <span className="font-medium text-slate-800">{format.medium(u.periodStart)}</span>
                  <span className="text-slate-600">
                    {t(discreet ? "summary.discreetUpcomingRow" : "summary.upcomingRow", {
                      from: format.short(u.fertileWindowStart),
                      to: format.short(u.fertileWindowEnd),
                      ovulation: format.short(u.ovulationDate),
                    })}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </>
      ) : (
        <p className="text-base text-slate-700">{t("summary.nothing")}</p>
      )}
      <p className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
        {t("summary.disclaimer")}
      </p>
    </div>
  );
}
