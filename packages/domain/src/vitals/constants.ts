/**
 * Limits of vital-sign readings. `*_MIN/MAX` are what a living person can measure at all (a
 * value outside is refused); `*_USUAL_*` is the usual range, outside which the reading is saved
 * only once confirmed (kit/plausibility.ts).
 *
 * A low reading is what someone unwell measures, so below the usual range only the bounds
 * apply; above it a reading is more often a slip of the finger and asks to be confirmed.
 * Blood pressure: 60–300 / 30–200 mmHg at all, from 250 systolic or 150 diastolic unusual.
 * Heart rate: 20–300 /min at all, above 220 unusual (the age-predicted maximum is about
 * 220 − age, Fox SM et al., Ann Clin Res 1971;3:404). SpO2: 50–100 %. Body temperature:
 * 25–45 °C at all, usual 34–42 °C, beyond which hypothermia or hyperthermia is
 * life-threatening (Epstein Y & Yanovich R, NEJM 2019;380:2449).
 */
export const SYSTOLIC_MIN = 60;
export const SYSTOLIC_MAX = 300;
export const DIASTOLIC_MIN = 30;
export const DIASTOLIC_MAX = 200;
export const SYSTOLIC_USUAL = { min: SYSTOLIC_MIN, max: 250 } as const;
export const DIASTOLIC_USUAL = { min: DIASTOLIC_MIN, max: 150 } as const;
export const HEART_RATE_MIN = 20;
export const HEART_RATE_MAX = 300;
export const HEART_RATE_USUAL = { min: HEART_RATE_MIN, max: 220 } as const;
export const SPO2_MIN = 50;
export const SPO2_MAX = 100;
export const SPO2_USUAL = { min: SPO2_MIN, max: SPO2_MAX } as const;
export const TEMPERATURE_MIN_C = 25;
export const TEMPERATURE_MAX_C = 45;
export const TEMPERATURE_MIN_F = 77;
export const TEMPERATURE_MAX_F = 113;
export const TEMPERATURE_USUAL_C = { min: 34, max: 42 } as const;

export const VITALS_NOTE_MAX = 500;
export const VITALS_PAGE_DEFAULT = 30;
export const VITALS_PAGE_MAX = 100;

export const BP_ARMS = ["left", "right"] as const;
export const BP_POSITIONS = ["sitting", "standing", "lying"] as const;
export const VITAL_KINDS = ["heartRate", "spo2", "temperature"] as const;
export type VitalKind = (typeof VITAL_KINDS)[number];

/** The unit each kind is stored in (UCUM codes). */
export const VITAL_UNITS: Record<VitalKind, string> = {
  heartRate: "/min",
  spo2: "%",
  temperature: "Cel",
};

/**
 * The sustained-high pattern behind the "High blood pressure" suggestion. The 2017 ACC/AHA
 * guideline (Whelton PK et al., Hypertension 2018;71:e13–e115, section 4.1 and table 6) bases
 * the category on "an average of ≥2 careful readings obtained on ≥2 occasions", and calls a
 * mean of ≥130 systolic or ≥80 diastolic hypertension (stage 1 and above); home readings use
 * the same 130/80 threshold (its table 11). The suggestion looks at the readings of the last
 * SUGGESTION_WINDOW_DAYS days, on at least SUGGESTION_MIN_DAYS separate days.
 */
export const SUGGESTION_WINDOW_DAYS = 30;
export const SUGGESTION_MIN_DAYS = 2;
export const HYPERTENSION_SYSTOLIC = 130;
export const HYPERTENSION_DIASTOLIC = 80;
/** After "Not now" the suggestion stays away this many days. */
export const SUGGESTION_SNOOZE_DAYS = 30;
/** The catalogue's risk factor the suggestion adds (catalog.seed.ts). */
export const HIGH_BLOOD_PRESSURE_RISK_FACTOR = "High blood pressure";
export const VITALS_SUGGESTIONS = ["high-blood-pressure"] as const;
