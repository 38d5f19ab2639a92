import { CM_PER_INCH, KG_PER_LB } from "../units.ts";
import { HEIGHT_MAX_CM, HEIGHT_MIN_CM, WEIGHT_MAX_KG, WEIGHT_MIN_KG } from "../weight/constants.ts";
import { KJ_PER_KCAL } from "./constants.ts";

/** A number as files write it: "80.5", "80,5" (a decimal comma), " 80 "; NaN otherwise. */
export function parseDecimal(text: string | undefined): number {
  const t = (text ?? "").trim();
  if (!/^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/.test(t)) return Number.NaN;
  return Number(t.replace(",", "."));
}

const round = (value: number, places: number) => {
  const f = 10 ** places;
  return Math.round(value * f) / f;
};

/** Kilograms, to 0.1 kg (the precision Vitalog keeps weights in), from a mass and its unit. */
export function toKg(value: number, unit: "kg" | "lb" | "g"): number {
  const kg = unit === "lb" ? value * KG_PER_LB : unit === "g" ? value / 1000 : value;
  return round(kg, 1);
}

/** Centimetres, to 0.1 cm, from a length in cm, m, in or ft. */
export function toCm(value: number, unit: "cm" | "m" | "in" | "ft"): number {
  const factor = { cm: 1, m: 100, in: CM_PER_INCH, ft: 12 * CM_PER_INCH }[unit];
  return round(value * factor, 1);
}

/** Degrees Celsius, to 0.01, from °C or °F ((°F − 32) × 5/9). */
export function toCelsius(value: number, unit: "degC" | "degF"): number {
  return round(unit === "degF" ? ((value - 32) * 5) / 9 : value, 2);
}

/** Kilocalories, to 0.1, from kcal or kJ. */
export function toKcal(value: number, unit: "kcal" | "kJ"): number {
  return round(unit === "kJ" ? value / KJ_PER_KCAL : value, 1);
}

/** Oxygen saturation in percent, to 0.1: Apple Health writes a fraction (0.97), others 97. */
export function toPercent(value: number, unit: "%" | "fraction"): number {
  return round(unit === "fraction" ? value * 100 : value, 1);
}

export const isWeightInRange = (kg: number) => kg >= WEIGHT_MIN_KG && kg <= WEIGHT_MAX_KG;
export const isHeightInRange = (cm: number) => cm >= HEIGHT_MIN_CM && cm <= HEIGHT_MAX_CM;

/** A mass unit as files spell it (kg, kgs, kilograms, lb, lbs, pounds, g), or null. */
export function massUnitOf(text: string | undefined): "kg" | "lb" | "g" | null {
  const t = (text ?? "").trim().toLowerCase();
  if (["kg", "kgs", "kilogram", "kilograms"].includes(t)) return "kg";
  if (["lb", "lbs", "pound", "pounds"].includes(t)) return "lb";
  if (["g", "gram", "grams"].includes(t)) return "g";
  return null;
}
