/** What a dose can be marked: taken, skipped, or put off for a while (snoozed). */
export const DOSE_STATUSES = ["taken", "skipped", "snoozed"] as const;
export type DoseStatus = (typeof DOSE_STATUSES)[number];
/** A scheduled dose nobody has marked yet. */
export type DoseState = DoseStatus | "pending";

/** Snooze puts a dose off by 10 minutes unless the person asks for another delay (spec §9). */
export const SNOOZE_DEFAULT_MINUTES = 10;
export const SNOOZE_MAX_MINUTES = 240;

/** The units a dosage is written in. */
export const DOSAGE_UNITS = [
  "mg",
  "mcg",
  "g",
  "mL",
  "IU",
  "units",
  "tablets",
  "capsules",
  "drops",
  "puffs",
  "sprays",
  "patches",
] as const;
export type DosageUnit = (typeof DOSAGE_UNITS)[number];

export const MEDICATION_NAME_MAX = 100;
export const MEDICATION_INSTRUCTIONS_MAX = 500;
export const MEDICATION_DOSAGE_MAX = 100_000;
/** At most twelve dose times a day (every two hours). */
export const MEDICATION_TIMES_MAX = 12;
/** A reminder can come up to a day before the dose. */
export const REMINDER_MINUTES_MAX = 1_440;
export const STOCK_MAX = 100_000;
export const MEDICATIONS_MAX = 100;

/** Adherence is figured over the last 1 to 365 days, 30 unless asked otherwise. */
export const ADHERENCE_DAYS_DEFAULT = 30;
export const ADHERENCE_DAYS_MAX = 365;

/** A run-out date further than two years away is not estimated. */
export const RUN_OUT_HORIZON_DAYS = 730;

/** A dose can be marked up to a day before its time (taken early, skipped ahead of a trip). */
export const DOSE_EARLY_MARK_MS = 86_400_000;
