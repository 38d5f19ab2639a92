import type { VitalKind } from "@vitalog/domain";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { type TemperatureUnit, toDisplayValue } from "./display.ts";

/** Formatters for readings (temperatures in the person's unit) and their times. */
export function useVitalsFormat(unit: TemperatureUnit) {
  const { t, i18n } = useTranslation("vitals");
  const locale = i18n.language;
  return useMemo(() => {
    const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    const oneDecimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    const dateTime = new Intl.DateTimeFormat(locale, {
      weekday: "short",
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
    });
    const long = new Intl.DateTimeFormat(locale, {
      day: "numeric",
      month: "long",
      year: "numeric",
    });
    const axis = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short" });
    const unitOf = (kind: VitalKind) =>
      t(kind === "temperature" ? `units.${unit}` : `units.${kind}`);
    return {
      unit,
      unitOf,
      /** "36.8 °C", "62 /min", "97 %" for a stored value. */
      reading: (kind: VitalKind, value: number) =>
        `${(kind === "temperature" ? oneDecimal : whole).format(toDisplayValue(kind, value, unit))} ${unitOf(kind)}`,
      bp: (systolic: number, diastolic: number) =>
        t("bp.value", { systolic: whole.format(systolic), diastolic: whole.format(diastolic) }),
      number: (n: number) => oneDecimal.format(n),
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
      longDate: (iso: string) => long.format(new Date(iso)),
      axisDate: (x: number) => axis.format(new Date(x)),
    };
  }, [t, locale, unit]);
}

export type VitalsFormat = ReturnType<typeof useVitalsFormat>;
