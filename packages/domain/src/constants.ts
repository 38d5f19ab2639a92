/** App-wide constants from the product specification (end-user app, section 9). */
export const IMAGE_MAX_BYTES = 5_242_880;
export const TOKEN_REFRESH_MS = 3_000_000;
export const AUTH_LOADING_TIMEOUT_MS = 5_000;
export const AUTH_SKELETON_MS = 500;
export const CONNECTIVITY_TOAST_MS = 3_000;
export const GENERAL_TOAST_MS = 4_000;
export const MODAL_ANIMATION_MS = 200;
export const QUERY_STALE_TIME_MS = 300_000;
export const QUERY_CACHE_TIME_MS = 600_000;
export const QUERY_RETRY = 1;
export const DEFAULT_LANGUAGE = "en";
export const MOBILE_BREAKPOINT_PX = 768;
export const RECENT_PATH_HISTORY = 5;
export const DELETION_BY_EMAIL_DAYS = 30;
