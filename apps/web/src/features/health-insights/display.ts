import {
  insightSeriesInfo,
  PAIN_INTENSITY_MAX,
  PAIN_INTENSITY_MIN,
  WELLBEING_SCALE,
} from "@vitalog/domain";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../app/session.tsx";
import { toDisplayWeight, weightUnitFor } from "../weight/display.ts";

const WEIGHT_KEY = "weight.kg";

/** The i18next key of a measure's name: dots would nest, so they become underscores. */
const nameKey = (key: string) => `measureNames.${key.replaceAll(".", "_")}`;

const RATING = { min: Math.min(...WELLBEING_SCALE), max: Math.max(...WELLBEING_SCALE) };

/** The fixed axis of a measure logged on a scale (a 1–5 rating, pain 1–10, percent of doses). */
export function scaleOf(key: string): { min: number; max: number; integer: boolean } | null {
  if (key === "wellbeing.sleepHours") return null;
  if (key.startsWith("wellbeing.")) return { ...RATING, integer: true };
  if (key === "pain.maxIntensity") {
    return { min: PAIN_INTENSITY_MIN, max: PAIN_INTENSITY_MAX, integer: true };
  }
  if (key === "medications.adherence") return { min: 0, max: 100, integer: false };
  return null;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Names, units and numbers of a report's measures in the reader's language; weight in the
 * person's own unit (kg or lb), every other measure in the unit it is logged in.
 */
export function useInsightFormat() {
  const { t, i18n } = useTranslation("health-insights");
  const session = useSession();
  const weightUnit = weightUnitFor(session.profile?.measurementPreference ?? "metric");
  const locale = i18n.language || "en";
  return useMemo(() => {
    const oneDecimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    const twoDecimals = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const signed = (text: string) => text.replace("-", "−");
    /** A value of the measure in the unit shown (weight converted), unrounded. */
    const shown = (key: string, value: number) =>
      key === WEIGHT_KEY ? toDisplayWeight(value, weightUnit) : value;
    const unitOf = (key: string) => (key === WEIGHT_KEY ? weightUnit : insightSeriesInfo(key).unit);
    return {
      /** "Sleep hours" */
      name: (key: string) =>
        t(nameKey(key), { defaultValue: capitalised(insightSeriesInfo(key).label) }),
      /** "h", "kcal", "lb", or "" for a score. */
      unit: unitOf,
      /** A number already in the unit shown (an axis tick), one decimal at most. */
      plain: (value: number) => signed(oneDecimal.format(value)),
      /** The number alone, one decimal at most: "7.3". */
      number: (key: string, value: number) => signed(oneDecimal.format(shown(key, value))),
      /** The number with its unit: "7.3 h", "3.4" for a score. */
      value: (key: string, value: number) => {
        const unit = unitOf(key);
        const number = signed(oneDecimal.format(shown(key, value)));
        return unit ? `${number} ${unit}` : number;
      },
      /** Shown in the unit of the chart's axis (weight converted). */
      axisValue: shown,
      /** rho with two decimals and a typographic minus: "−0.87". */
      rho: (rho: number) => signed(twoDecimals.format(rho)),
      /** q as written in a report: "< 0.001" when tiny, else three decimals. */
      q: (q: number) =>
        q < 0.001
          ? "< 0.001"
          : new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(q),
    };
  }, [t, locale, weightUnit]);
}

export type InsightFormat = ReturnType<typeof useInsightFormat>;
