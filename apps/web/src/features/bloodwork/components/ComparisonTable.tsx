import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button.tsx";
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
    // `relative`: the header's sr-only label is placed inside the scroll box, not the page.
    <div className="relative -mx-5 overflow-x-auto px-5">
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="py-2 pr-2 font-medium sm:pr-3">
              {t("compare.marker")}
            </th>
            <th scope="col" className="py-2 pr-2 font-medium sm:pr-3">
              {t("compare.latest")}
            </th>
            <th scope="col" className="hidden py-2 pr-2 font-medium sm:pr-3 sm:table-cell">
              {t("compare.previous")}
            </th>
            <th scope="col" className="hidden py-2 pr-2 font-medium sm:pr-3 sm:table-cell">
              {t("compare.change")}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              <span className="sr-only sm:not-sr-only">{t("compare.trend")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-slate-100 align-top last:border-0">
              <th scope="row" className="py-3 pr-2 sm:pr-3 font-medium text-slate-900">
                {row.name}
                <span className="block text-xs font-normal text-slate-600">
                  {format.date(row.latest.takenAt)}
                </span>
              </th>
              <td className="py-3 pr-2 sm:pr-3">
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
              </td>
              <td className="hidden py-3 pr-2 sm:pr-3 sm:table-cell">
                {row.previous ? (
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
                )}
              </td>
              <td className="hidden py-3 pr-2 sm:pr-3 whitespace-nowrap tabular-nums sm:table-cell">
                {change(row)}
              </td>
              <td className="py-3 text-right">
                <Button
                  variant={selected === row.key ? "secondary" : "ghost"}
                  size="sm"
                  aria-label={t("actions.showTrendOf", { name: row.name })}
                  aria-pressed={selected === row.key}
                  onClick={() => onShowTrend(row.key)}
                >
                  {t("actions.showTrend")}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
