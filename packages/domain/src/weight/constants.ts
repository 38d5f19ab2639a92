/** Limits of a weigh-in and of the height BMI is computed from. */
export const WEIGHT_MIN_KG = 20;
export const WEIGHT_MAX_KG = 500;
export const WEIGHT_NOTE_MAX = 500;
export const HEIGHT_MIN_CM = 50;
export const HEIGHT_MAX_CM = 272;
export const WEIGHT_PAGE_DEFAULT = 30;
export const WEIGHT_PAGE_MAX = 100;
