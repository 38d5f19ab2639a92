import type { InsightSeriesInfo } from "./types.ts";

/** Pairs need at least this many days where both have a value. */
export const MIN_PAIRED_DAYS = 14;
/** An association is reported when its Benjamini–Hochberg q is under this. */
export const MAX_Q = 0.05;
/** ... and its |rho| at least this (a "moderate" correlation, Cohen 1988). */
export const MIN_ABS_RHO = 0.3;
/**
 * The most days a report covers: `to` is at most two calendar years after `from` less a day
 * (2025-01-01..2026-12-31), which is 731 days when the two years hold a 29 February.
 */
export const REPORT_MAX_DAYS = 731;
/**
 * A trend is rising or falling when the least-squares line moves by at least this many standard
 * deviations of the values between the first and last day logged (half an SD: Cohen's "medium"
 * standardized difference, Cohen 1988); steady below.
 */
export const TREND_MIN_SD_CHANGE = 0.5;

/** Every series a report knows, in the order reports list them. */
export const INSIGHT_SERIES: readonly InsightSeriesInfo[] = [
  {
    key: "wellbeing.mood",
    module: "wellbeing",
    label: "mood",
    unit: "",
    higher: "your mood is better",
    lower: "your mood is worse",
    words: ["mood"],
  },
  {
    key: "wellbeing.energy",
    module: "wellbeing",
    label: "energy",
    unit: "",
    higher: "your energy is higher",
    lower: "your energy is lower",
    words: ["energy"],
  },
  {
    key: "wellbeing.sleepQuality",
    module: "wellbeing",
    label: "sleep quality",
    unit: "",
    higher: "you sleep better",
    lower: "you sleep worse",
    words: ["sleep", "slept"],
  },
  {
    key: "wellbeing.stress",
    module: "wellbeing",
    label: "stress",
    unit: "",
    higher: "your stress is higher",
    lower: "your stress is lower",
    words: ["stress"],
  },
  {
    key: "wellbeing.sleepHours",
    module: "wellbeing",
    label: "sleep hours",
    unit: "h",
    higher: "you sleep more",
    lower: "you sleep less",
    words: ["sleep", "slept"],
  },
  {
    key: "meditation.minutes",
    module: "meditation",
    label: "meditation minutes",
    unit: "min",
    higher: "you meditate longer",
    lower: "you meditate less",
    words: ["meditat"],
  },
  {
    key: "fasting.hours",
    module: "fasting",
    label: "fasting hours",
    unit: "h",
    higher: "you fast longer",
    lower: "you fast for less time",
    words: ["fast"],
  },
  {
    key: "weight.kg",
    module: "weight",
    label: "weight",
    unit: "kg",
    higher: "you weigh more",
    lower: "you weigh less",
    words: ["weigh"],
  },
  {
    key: "pain.maxIntensity",
    module: "pain",
    label: "pain",
    unit: "",
    higher: "your pain is worse",
    lower: "your pain is milder",
    words: ["pain"],
  },
  {
    key: "medications.adherence",
    module: "medications",
    label: "doses taken",
    unit: "%",
    higher: "you take more of your doses",
    lower: "you take fewer of your doses",
    words: ["medication", "medicine", "dose", "adherence"],
  },
  {
    key: "food.kcal",
    module: "food",
    label: "calories eaten",
    unit: "kcal",
    higher: "you eat more",
    lower: "you eat less",
    words: ["calorie", "kcal"],
  },
  {
    key: "vitals.systolic",
    module: "vitals",
    label: "systolic blood pressure",
    unit: "mmHg",
    higher: "your systolic blood pressure is higher",
    lower: "your systolic blood pressure is lower",
    words: ["systolic"],
  },
  {
    key: "vitals.diastolic",
    module: "vitals",
    label: "diastolic blood pressure",
    unit: "mmHg",
    higher: "your diastolic blood pressure is higher",
    lower: "your diastolic blood pressure is lower",
    words: ["diastolic"],
  },
  {
    key: "vitals.restingHeartRate",
    module: "vitals",
    label: "resting heart rate",
    unit: "bpm",
    higher: "your resting heart rate is higher",
    lower: "your resting heart rate is lower",
    words: ["pulse", "bpm"],
  },
  {
    key: "vitals.spo2",
    module: "vitals",
    label: "oxygen saturation",
    unit: "%",
    higher: "your oxygen saturation is higher",
    lower: "your oxygen saturation is lower",
    words: ["oxygen", "saturation"],
  },
  {
    key: "vitals.temperature",
    module: "vitals",
    label: "body temperature",
    unit: "°C",
    higher: "your temperature is higher",
    lower: "your temperature is lower",
    words: ["temperature", "fever"],
  },
  {
    key: "activity.steps",
    module: "activity",
    label: "steps",
    unit: "",
    higher: "you walk more",
    lower: "you walk less",
    words: ["steps"],
  },
  {
    key: "activity.activeMinutes",
    module: "activity",
    label: "active minutes",
    unit: "min",
    higher: "you are active for longer",
    lower: "you are active for less time",
    words: [],
  },
];

const BY_KEY = new Map(INSIGHT_SERIES.map((info) => [info.key, info]));

/** The wording of a series; a key not listed gets plain words built from its name. */
export function insightSeriesInfo(key: string): InsightSeriesInfo {
  const known = BY_KEY.get(key);
  if (known) return known;
  const [module = key, measure = key] = key.split(".");
  const label = measure.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return {
    key,
    module,
    label,
    unit: "",
    higher: `your ${label} is higher`,
    lower: `your ${label} is lower`,
    words: [],
  };
}
