/**
 * The calendar method's constants.
 * - Luteal phase of 14 days: ovulation is taken as 14 days before the next period starts, the
 *   textbook convention (Lenton EA et al., "Normal variation in the length of the luteal phase
 *   of the menstrual cycle", Br J Obstet Gynaecol 1984;91:685–689, mean about 14 days).
 * - Fertile window of six days ending on the day after ovulation is counted from Wilcox AJ,
 *   Weinberg CR, Baird DD, "Timing of sexual intercourse in relation to ovulation", N Engl J Med
 *   1995;333:1517–1521 (conception only from intercourse in the 5 days before and on the day of
 *   ovulation); the extra day after covers the uncertainty of the estimate.
 */
export const LUTEAL_PHASE_DAYS = 14;
export const FERTILE_DAYS_BEFORE_OVULATION = 5;
export const FERTILE_DAYS_AFTER_OVULATION = 1;

/** A cycle length is usable between these bounds; outside them a period was likely missed or logged twice. */
export const CYCLE_MIN_USABLE_DAYS = 15;
export const CYCLE_MAX_USABLE_DAYS = 90;
/**
 * Cycles usually last 21 to 35 days in adults (ACOG Committee Opinion 651, 2015; FIGO 2018
 * normal frequency 24–38 days): a period starting fewer than 21 days from another asks to
 * confirm. Once confirmed, one starting under CYCLE_MIN_USABLE_DAYS after the previous start is
 * taken as bleeding between periods: it does not anchor the prediction.
 */
export const CYCLE_USUAL_MIN_DAYS = 21;
export const CYCLE_USUAL_SOURCE = "ACOG Committee Opinion 651 (2015); FIGO (2018)";
/** The prediction averages the last this many usable cycles. */
export const CYCLE_LENGTHS_AVERAGED = 6;
/** The length assumed when no usable cycle is logged yet. */
export const DEFAULT_CYCLE_DAYS = 28;
/** How many cycles ahead are predicted. */
export const UPCOMING_CYCLES = 3;
/** A prediction is ±1 day when the cycles used vary by less than this (standard deviation), else ±2. */
export const NARROW_RANGE_MAX_SD = 1.5;

/** The longest period that can be logged; longer bleeding is a reason to see a clinician. */
export const PERIOD_MAX_DAYS = 15;
/**
 * The period length assumed for a period with no end logged yet, and for predicted periods
 * until an ended one is logged: bleeding typically lasts up to 7 days, about 5 on average
 * (ACOG Committee Opinion 651, "Menstruation in Girls and Adolescents: Using the Menstrual
 * Cycle as a Vital Sign", 2015).
 */
export const ASSUMED_PERIOD_DAYS = 5;
export const CYCLE_NOTE_MAX = 500;
/** A calendar request covers at most this many days. */
export const CYCLE_DAYS_RANGE_MAX = 366;

export const FLOWS = ["spotting", "light", "medium", "heavy"] as const;
export type Flow = (typeof FLOWS)[number];

export const CYCLE_SYMPTOMS = [
  "cramps",
  "headache",
  "bloating",
  "tenderBreasts",
  "acne",
  "moodSwings",
  "fatigue",
  "backPain",
  "nausea",
  "cravings",
  "insomnia",
  "anxiety",
] as const;
export type CycleSymptom = (typeof CYCLE_SYMPTOMS)[number];

export const CYCLE_PHASES = ["menstrual", "follicular", "ovulatory", "luteal"] as const;
export type CyclePhase = (typeof CYCLE_PHASES)[number];

/** Default reminder time for symptom logging (spec: learning-devices-commerce, section 9). */
export const DEFAULT_SYMPTOM_REMINDER_TIME = "19:00";

/**
 * The words shown outside the cycle page (dashboard tiles, notifications) in discreet mode,
 * replacing the cycle words (spec: learning-devices-commerce, section 3, privacyMode).
 */
export const CYCLE_WORDS = {
  plain: {
    feature: "Cycle",
    period: "Period",
    fertileWindow: "Fertile window",
    ovulation: "Ovulation",
  },
  discreet: { feature: "Tracker", period: "Entry", fertileWindow: "Window", ovulation: "Key day" },
} as const;
export const cycleWords = (discreet: boolean) =>
  discreet ? CYCLE_WORDS.discreet : CYCLE_WORDS.plain;

export const CYCLE_PAGE_DEFAULT = 50;
export const CYCLE_PAGE_MAX = 200;
