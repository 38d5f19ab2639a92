/** Limits of a lab result and of a panel. */
export const LAB_VALUE_MIN = 0;
export const LAB_VALUE_MAX = 100_000;
export const LAB_NAME_MAX = 80;
export const LAB_LAB_MAX = 120;
export const LAB_UNIT_MAX = 20;
export const LAB_CODE_MAX = 20;
export const LAB_NOTE_MAX = 500;
export const LAB_PANEL_MAX = 60;
export const LAB_PAGE_DEFAULT = 30;
export const LAB_PAGE_MAX = 100;
/** A test date without a time is filed at noon UTC, the same calendar day from UTC−11 to UTC+11. */
export const LAB_DATE_ONLY_HOUR_UTC = 12;
/** A LOINC code: up to seven digits, a hyphen and the check digit (loinc.org). */
export const LOINC_CODE = /^\d{1,7}-\d$/;
