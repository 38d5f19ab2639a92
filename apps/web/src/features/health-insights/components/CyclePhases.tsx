import type { CyclePhaseComparison, CyclePhaseStatistics } from "@vitalog/domain";
import { useTranslation } from "react-i18next";
import { DataTable } from "../../../components/DataTable/DataTable.tsx";

const percent = (share: number) => `${Math.round(share * 100)}%`;

/**
 * Each cycle phase against the rest of the cycle: days logged, average pain, and the symptoms
 * logged most often in it, as a table that scrolls sideways on a narrow screen.
 */
export function CyclePhases({ comparison }: { comparison: CyclePhaseComparison }) {
  const { t, i18n } = useTranslation("health-insights");
  const number = new Intl.NumberFormat(i18n.language || "en", { maximumFractionDigits: 1 });
  const pain = (mean: number | null) => (mean === null ? "–" : number.format(mean));
  const symptoms = (phase: CyclePhaseStatistics) => {
    const top = [...phase.symptoms]
      .filter((s) => s.days > 0)
      .sort((a, b) => b.share - a.share)
      .slice(0, 3);
    if (top.length === 0) return t("report.cycle.noSymptoms");
    return top
      .map((s) =>
        t("report.cycle.symptomShare", {
          symptom: t(`cycle:symptoms.${s.symptom}`, { defaultValue: s.symptom }),
          share: percent(s.share),
          rest: s.restShare === null ? "–" : percent(s.restShare),
        }),
      )
      .join("; ");
  };
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-slate-700">
        {t("report.cycle.cycles", { count: comparison.cycles, days: comparison.days })}
      </p>
      <DataTable
        label={t("report.cycle.table")}
        minWidthClassName="min-w-[32rem]"
        dense
        rows={comparison.phases}
        rowKey={(phase) => phase.phase}
        rowHeader={{
          header: t("report.cycle.phase"),
          className: "font-semibold",
          cell: (phase) => t(`report.cycle.phases.${phase.phase}`),
        }}
        columns={[
          {
            key: "logged",
            header: t("report.cycle.daysLogged"),
            className: "tabular-nums",
            cell: (phase) => phase.loggedDays,
          },
          {
            key: "pain",
            header: t("report.cycle.pain"),
            className: "tabular-nums",
            cell: (phase) =>
              t("report.cycle.painVsRest", {
                phase: pain(phase.painMean),
                rest: pain(phase.restPainMean),
              }),
          },
          { key: "symptoms", header: t("report.cycle.symptoms"), cell: symptoms },
        ]}
      />
    </div>
  );
}
