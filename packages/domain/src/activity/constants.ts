/**
 * Limits of a day's activity. Steps: at most 200,000 a day (ultramarathon days reach about
 * 100,000); over 50,000 asks to confirm (the most active populations studied average under
 * 20,000: Bassett DR et al., Med Sci Sports Exerc 2004;36:79). Active minutes: a day has 1,440;
 * over 600 (ten hours) asks to confirm.
 */
export const STEPS_MAX = 200_000;
export const STEPS_USUAL_MAX = 50_000;
export const ACTIVE_MINUTES_MAX = 1440;
export const ACTIVE_MINUTES_USUAL_MAX = 600;
/**
 * The daily step goal shown on the page: 8,000 steps, where the benefit of more steps levels
 * off for adults (Paluch AE et al., Lancet Public Health 2022;7:e219).
 */
export const DAILY_STEP_GOAL = 8000;
export const ACTIVITY_SUMMARY_DAYS = [7, 30, 90] as const;
export const ACTIVITY_PAGE_DEFAULT = 30;
export const ACTIVITY_PAGE_MAX = 100;
