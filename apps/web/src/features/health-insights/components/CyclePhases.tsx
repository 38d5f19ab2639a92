import type { CyclePhaseComparison } from "@vitalog/domain";
import { useTranslation } from "react-i18next";

const percent = (share: number) => `${Math.round(share * 100)}%`;

/**
 * Each cycle phase against the rest of the cycle: days logged, average pain, and the symptoms
 * logged most often in it, as a table that scrolls sideways on a narrow screen.
 */
export function CyclePhases({ comparison }: { comparison: CyclePhaseComparison }) {
  const { t, i18n } = useTranslation("health-insights");
  const number = new Intl.NumberFormat(i18n.language || "en", { maximumFractionDigits: 1 });
  const pain = (mean: number | null) => (mean === null ? "–" : number.format(mean));
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-slate-700">
        {t("report.cycle.cycles", { count: comparison.cycles, days: comparison.days })}
      </p>
      {/* Focusable, so the table scrolls sideways from the keyboard too. */}
      <section
        className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-600"
        aria-label={t("report.cycle.heading")}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus
        tabIndex={0}
      >
        <table className="w-full min-w-[32rem] text-left text-sm">
          <caption className="sr-only">{t("report.cycle.heading")}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="py-2 pr-3 font-medium">
                {t("report.cycle.phase")}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t("report.cycle.daysLogged")}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t("report.cycle.pain")}
              </th>
              <th scope="col" className="py-2 font-medium">
                {t("report.cycle.symptoms")}
              </th>
            </tr>
          </thead>
          <tbody>
            {comparison.phases.map((phase) => {
              const top = [...phase.symptoms]
                .filter((s) => s.days > 0)
                .sort((a, b) => b.share - a.share)
                .slice(0, 3);
              return (
                <tr key={phase.phase} className="border-b border-slate-100 align-top">
                  <th scope="row" className="py-2 pr-3 font-semibold text-slate-900">
                    {t(`report.cycle.phases.${phase.phase}`)}
                  </th>
                  <td className="py-2 pr-3 tabular-nums">{phase.loggedDays}</td>
                  <td className="py-2 pr-3 tabular-nums">
                    {t("report.cycle.painVsRest", {
                      phase: pain(phase.painMean),
                      rest: pain(phase.restPainMean),
                    })}
                  </td>
                  <td className="py-2">
                    {top.length === 0
                      ? t("report.cycle.noSymptoms")
                      : top
                          .map((s) =>
                            t("report.cycle.symptomShare", {
                              symptom: t(`cycle:symptoms.${s.symptom}`, {
                                defaultValue: s.symptom,
                              }),
                              share: percent(s.share),
                              rest: s.restShare === null ? "–" : percent(s.restShare),
                            }),
                          )
                          .join("; ")}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </div>
  );
}
