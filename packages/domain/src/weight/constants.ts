/** Limits of a weigh-in and of the height BMI is computed from. */
export const WEIGHT_MIN_KG = 20;
export const WEIGHT_MAX_KG = 500;
export const WEIGHT_NOTE_MAX = 500;
export const HEIGHT_MIN_CM = 50;
export const HEIGHT_MAX_CM = 272;
export const WEIGHT_PAGE_DEFAULT = 30;
export const WEIGHT_PAGE_MAX = 100;
/**
 * A weigh-in is compared with the nearest one within this many days: more than
 * WEIGHT_SWING_KG plus WEIGHT_CHANGE_KG_PER_DAY per day between them asks to confirm. Body water
 * and gut content move weight by 1–3 kg from one day to the next (Bhutani S et al., Obesity
 * 2017;25:1547); tissue changes slowly, a kilogram of fat holding about 7,700 kcal
 * (Wishnofsky M, Am J Clin Nutr 1958;6:542), more than any day's deficit.
 */
export const WEIGHT_CHANGE_WINDOW_DAYS = 7;
export const WEIGHT_SWING_KG = 3;
export const WEIGHT_CHANGE_KG_PER_DAY = 1;
