import type { LabResult, LabResultRange } from "@vitalog/domain";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { rangeShapeOf } from "./display.ts";

/** Formatters for lab values, ranges and test dates in the reader's language. */
export function useLabFormat() {
  const { t, i18n } = useTranslation("bloodwork");
  const locale = i18n.language || "en";
  return useMemo(() => {
    const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
    const date = new Intl.DateTimeFormat(locale, {
      day: "numeric",
      month: "short",
      year: "numeric",
    });
    const day = (d: string) => {
      const [y, m, dd] = d.split("-").map(Number) as [number, number, number];
      return date.format(new Date(y, m - 1, dd));
    };
    const range = (r: LabResultRange) =>
      t(`range.${rangeShapeOf(r)}`, {
        low: r.low === null ? "" : number.format(r.low),
        high: r.high === null ? "" : number.format(r.high),
        unit: r.unit,
      });
    return {
      number: (v: number) => number.format(v),
      value: (v: number, unit: string) => t("value", { value: number.format(v), unit }),
      /** "12 Nov 2026" for an instant. */
      date: (instant: string | number) => date.format(new Date(instant)),
      /** "12 Nov 2026" for a calendar day (YYYY-MM-DD). */
      day,
      axisDate: (x: number) => date.format(new Date(x)),
      range,
      /** "Typical range (men): 13.2–16.6 g/dL" or "Lab's range: 3–4.5 mmol/L". */
      rangeLine: (result: Pick<LabResult, "range">) => {
        const r = result.range;
        if (!r) return null;
        if (r.source === "lab") return t("range.lab", { range: range(r) });
        return r.sex
          ? t("range.typicalFor", { sex: t(`range.sex.${r.sex}`), range: range(r) })
          : t("range.typical", { range: range(r) });
      },
    };
  }, [locale, t]);
}
export type LabFormat = ReturnType<typeof useLabFormat>;
