import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button.tsx";
import { DataTable } from "../../../components/DataTable/DataTable.tsx";
import type { Comparison } from "../display.ts";
import type { LabFormat } from "../useLabFormat.ts";
import { FlagBadge } from "./FlagBadge.tsx";

/** Each marker's latest result beside the previous one, with the change and a trend button. */
export function ComparisonTable({
  rows,
  format,
  selected,
  onShowTrend,
}: {
  rows: readonly Comparison[];
  format: LabFormat;
  selected: string | null;
  onShowTrend: (key: string) => void;
}) {
  const { t } = useTranslation("bloodwork");
  const change = (row: Comparison) => {
    if (row.change === null) return t("compare.none");
    if (row.change === 0) return t("compare.unchanged");
    return t("compare.changeValue", {
      sign: row.change > 0 ? "+" : "−",
      value: format.number(Math.abs(row.change)),
      unit: row.latest.unit,
    });
  };
  return (
    <DataTable
      rows={rows}
      rowKey={(row) => row.key}
      rowHeader={{
        header: t("compare.marker"),
        cell: (row) => (
          <>
            {row.name}
            <span className="block text-xs font-normal text-slate-600">
              {format.date(row.latest.takenAt)}
            </span>
          </>
        ),
      }}
      columns={[
        {
          key: "latest",
          header: t("compare.latest"),
          cell: (row) => (
            <>
              <span className="block font-semibold whitespace-nowrap text-slate-900 tabular-nums">
                {format.value(row.latest.value, row.latest.unit)}
              </span>
              <FlagBadge flag={row.latest.flag} />
              <span className="mt-1 block text-xs text-slate-600 sm:hidden">
                {row.previous
                  ? t("compare.previousLine", {
                      value: format.value(row.previous.value, row.previous.unit),
                      change: change(row),
                    })
                  : null}
              </span>
            </>
          ),
        },
        {
          key: "previous",
          header: t("compare.previous"),
          wideOnly: true,
          cell: (row) =>
            row.previous ? (
              <>
                <span className="block whitespace-nowrap tabular-nums">
                  {format.value(row.previous.value, row.previous.unit)}
                </span>
                <span className="block text-xs text-slate-600">
                  {format.date(row.previous.takenAt)}
                </span>
              </>
            ) : (
              t("compare.none")
            ),
        },
        {
          key: "change",
          header: t("compare.change"),
          wideOnly: true,
          className: "whitespace-nowrap tabular-nums",
          cell: change,
        },
        {
          key: "trend",
          header: <span className="sr-only sm:not-sr-only">{t("compare.trend")}</span>,
          alignEnd: true,
          cell: (row) => (
            <Button
              variant={selected === row.key ? "secondary" : "ghost"}
              size="sm"
              aria-label={t("actions.showTrendOf", { name: row.name })}
              aria-pressed={selected === row.key}
              onClick={() => onShowTrend(row.key)}
            >
              {t("actions.showTrend")}
            </Button>
          ),
        },
      ]}
    />
  );
}
