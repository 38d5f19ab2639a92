/** Each dimension of a check-in is a 1..5 scale with a word for every step. */
export const WELLBEING_SCALE = [1, 2, 3, 4, 5] as const;
export const WELLBEING_DIMENSIONS = ["mood", "energy", "sleepQuality", "stress"] as const;
export type WellbeingDimension = (typeof WELLBEING_DIMENSIONS)[number];

export const SLEEP_HOURS_MIN = 0;
export const SLEEP_HOURS_MAX = 24;
export const WELLBEING_NOTE_MAX = 500;

/** The trend periods offered: a week, a month, a quarter. */
export const WELLBEING_SUMMARY_DAYS = [7, 30, 90] as const;

export const WELLBEING_PAGE_DEFAULT = 30;
export const WELLBEING_PAGE_MAX = 100;
