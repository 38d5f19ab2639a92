import { CYCLE_PHASES, type CycleStats } from "@vitalog/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button.tsx";
import type { DayFormat } from "../../../kit/day-format.ts";

/** How many cycles the history shows until asked for all. */
const CYCLES_SHOWN = 12;

export function CycleStatsView({ stats, format }: { stats: CycleStats; format: DayFormat }) {
  const { t } = useTranslation("cycle");
  const [showAll, setShowAll] = useState(false);
  const cycles = showAll ? stats.cycles : stats.cycles.slice(0, CYCLES_SHOWN);
  const days = (v: number | null) =>
    v === null ? t("stats.none") : t("stats.days", { value: v, count: v });
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-3 gap-2">
        {[
          [t("stats.averageCycle"), days(stats.averageCycleLength)],
          [t("stats.averagePeriod"), days(stats.averagePeriodLength)],
          [
            t("stats.variation"),
            stats.cycleLengthVariation === null
              ? t("stats.none")
              : t("stats.variationValue", {
                  value: stats.cycleLengthVariation,
                  count: stats.cycleLengthVariation,
                }),
          ],
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl bg-slate-50 p-3">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="text-base font-semibold text-slate-900 sm:text-lg">{value}</dd>
          </div>
        ))}
      </dl>
      {stats.cycles.length > 0 ? (
        <div>
          <h3 className="mb-1 text-sm font-semibold text-slate-900">{t("stats.history")}</h3>
          <ul className="divide-y divide-slate-100 text-sm">
            {cycles.map((c) => (
              <li key={c.startDate} className="flex flex-wrap justify-between gap-x-3 py-1.5">
                <span className="text-slate-800">
                  {t("stats.cycleRow", { date: format.medium(c.startDate) })}
                </span>
                <span className="text-slate-600">
                  {[
                    c.lengthDays === null
                      ? t("stats.current")
                      : t("stats.cycleLength", { count: c.lengthDays }),
                    c.periodDays === null ? null : t("stats.periodLength", { count: c.periodDays }),
                  ]
                    .filter(Boolean)
                    .join(", ")}
                </span>
              </li>
            ))}
          </ul>
          {cycles.length < stats.cycles.length ? (
            <Button variant="ghost" size="sm" onClick={() => setShowAll(true)}>
              {t("stats.showAll", { count: stats.cycles.length })}
            </Button>
          ) : null}
        </div>
      ) : null}
      <div>
        <h3 className="mb-1 text-sm font-semibold text-slate-900">{t("stats.symptomsByPhase")}</h3>
        {stats.symptomsByPhase === null ? (
          <p className="text-sm text-slate-600">{t("stats.symptomsNeedCycles")}</p>
        ) : stats.symptomsByPhase.symptoms.length === 0 ? (
          <p className="text-sm text-slate-600">{t("stats.noSymptoms")}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="mb-1 text-left text-xs text-slate-600">
                {t("stats.symptomsHint")}
              </caption>
              <thead>
                <tr className="text-xs text-slate-600">
                  <th scope="col" className="py-1 pr-2 font-medium">
                    {t("stats.symptom")}
                  </th>
                  {CYCLE_PHASES.map((p) => (
                    <th key={p} scope="col" className="py-1 pr-2 font-medium">
                      {t(`stats.phases.${p}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {stats.symptomsByPhase.symptoms.map((row) => (
                  <tr key={row.symptom} className="border-t border-slate-100">
                    <th scope="row" className="py-1.5 pr-2 font-medium text-slate-800">
                      {t(`symptoms.${row.symptom}`)}
                    </th>
                    {CYCLE_PHASES.map((p) => (
                      <td key={p} className="py-1.5 pr-2 text-slate-700">
                        {row.byPhase[p]}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="border-t border-slate-200 text-xs text-slate-600">
                  <th scope="row" className="py-1.5 pr-2 font-medium">
                    {t("stats.daysLogged")}
                  </th>
                  {CYCLE_PHASES.map((p) => (
                    <td key={p} className="py-1.5 pr-2">
                      {stats.symptomsByPhase?.daysByPhase[p]}
                    </td>
                  ))}
                </tr>
              </tfoot>
            </table>
          </div>
        )}
      </div>
    </div>
  );
}
