/** The shortest and longest life of a share link, in hours (1 hour to 30 days). */
export const SHARE_LINK_MIN_HOURS = 1;
export const SHARE_LINK_MAX_HOURS = 720;
/** Random bytes in a share token: 256 bits, well over the 128 that make guessing hopeless. */
export const SHARE_TOKEN_BYTES = 32;
/** The longest period a link or a clinician summary covers, in days (ten years). */
export const SHARE_PERIOD_MAX_DAYS = 3660;
/** The longest period a clinician summary covers, in days (two years, one of them a leap year). */
export const CLINICIAN_SUMMARY_MAX_DAYS = 731;
