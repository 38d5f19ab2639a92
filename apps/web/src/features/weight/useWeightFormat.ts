import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { toDisplayWeight, type WeightUnit } from "./display.ts";

const DAY_MS = 86_400_000;

/** Formatters for weights (in the person's unit) and dates, in the current language. */
export function useWeightFormat(unit: WeightUnit) {
  const { t, i18n } = useTranslation("weight");
  const locale = i18n.language;
  return useMemo(() => {
    const oneDecimal = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    const tick = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    const bmi = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    const date = new Intl.DateTimeFormat(locale, {
      day: "numeric",
      month: "short",
      year: "numeric",
    });
    const dayMonth = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short" });
    const monthYear = new Intl.DateTimeFormat(locale, { month: "short", year: "numeric" });
    const weekday = new Intl.DateTimeFormat(locale, {
      weekday: "short",
      day: "numeric",
      month: "short",
      year: "numeric",
    });
    const time = new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit" });
    const long = new Intl.DateTimeFormat(locale, {
      day: "numeric",
      month: "long",
      year: "numeric",
    });
    return {
      unit,
      unitLabel: t(unit === "lb" ? "units.lbShort" : "units.kgShort"),
      /** "74.6 kg" for a value in kg. */
      weight: (kg: number) =>
        t(unit === "lb" ? "units.lb" : "units.kg", {
          value: oneDecimal.format(toDisplayWeight(kg, unit)),
        }),
      /** "74.6" for a value in kg. */
      weightNumber: (kg: number) => oneDecimal.format(toDisplayWeight(kg, unit)),
      /** An axis label for a value already in the display unit. */
      tick: (value: number) => tick.format(value),
      bmi: (value: number) => bmi.format(value),
      date: (value: string | number) => date.format(new Date(value)),
      /** "Nov 21" this year, "Nov 21, 2024" otherwise. */
      shortDate: (value: string | number) => {
        const d = new Date(value);
        return (d.getFullYear() === new Date().getFullYear() ? dayMonth : date).format(d);
      },
      longDate: (value: string | number) => long.format(new Date(value)),
      weekdayDate: (value: string | number) => weekday.format(new Date(value)),
      time: (value: string | number) => time.format(new Date(value)),
      axisDate: (value: number, spanMs: number) =>
        (spanMs > 300 * DAY_MS ? monthYear : dayMonth).format(new Date(value)),
    };
  }, [t, locale, unit]);
}

export type WeightFormat = ReturnType<typeof useWeightFormat>;
