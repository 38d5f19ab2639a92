/** A logged session lasts from one second to a whole day. */
export const MEDITATION_MIN_SECONDS = 1;
export const MEDITATION_MAX_SECONDS = 86_400;
export const MEDITATION_NOTE_MAX = 500;

/** The timer runs for 1 to 60 minutes; these lengths are one tap away. */
export const MEDITATION_TIMER_MIN_MINUTES = 1;
export const MEDITATION_TIMER_MAX_MINUTES = 60;
export const MEDITATION_TIMER_PRESETS = [1, 3, 5, 10, 15, 20, 30, 45, 60] as const;
export const MEDITATION_BELL_MIN_MINUTES = 1;
export const MEDITATION_BELL_MAX_MINUTES = 30;

/** Minutes per week are charted for the last twelve weeks. */
export const MEDITATION_STATS_WEEKS = 12;

export const MEDITATION_PAGE_DEFAULT = 30;
export const MEDITATION_PAGE_MAX = 100;
