/** The fasting target a new account starts with (spec: learning-devices-commerce, section 9). */
export const DEFAULT_FASTING_DURATION_HOURS = 16;

/** Targets offered with one tap; any whole number of hours in 1..168 may be typed instead. */
export const FAST_PRESET_HOURS = [12, 14, 16, 18, 20, 24, 36] as const;
export const FAST_TARGET_MIN_HOURS = 1;
export const FAST_TARGET_MAX_HOURS = 168;

/** Progress marks on the timer and in the history. */
export const FAST_MILESTONE_PERCENTS = [25, 50, 75, 100] as const;

/** Streak lengths worth a note (spec: learning-devices-commerce, section 9, streak notices). */
export const FAST_STREAK_MILESTONES = [3, 7, 14, 30, 60, 90, 100] as const;

/** The daily fasting reminder's default time (spec: learning-devices-commerce, section 9). */
export const DEFAULT_FASTING_REMINDER_TIME = "18:00";

export const FAST_PAGE_DEFAULT = 30;
export const FAST_PAGE_MAX = 100;

/**
 * A fast beyond 72 hours is a prolonged fast, studied under medical supervision (Longo VD,
 * Mattson MP, "Fasting: molecular mechanisms and clinical applications", Cell Metab
 * 2014;19:181–192); one running this long past its target (and past a day over it) was more
 * likely left running, so ending or saving it asks to confirm.
 */
export const FAST_USUAL_MAX_HOURS = 72;
export const FAST_OVERRUN_HOURS = 24;
/** No fast lasts this long: total fasting is fatal after 45–75 days (Peel M, BMJ 1997;315:829). */
export const FAST_MAX_HOURS = 45 * 24;
