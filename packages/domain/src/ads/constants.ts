/**
 * Ad and consent figures. Every figure is spec learning-devices-commerce, section 9 ("Ads and
 * consent") unless its comment says otherwise.
 */

/** §4, §9: a failed consent request is retried up to 3 more times... */
export const CONSENT_MAX_RETRIES = 3;
/** §9: ...the first retry after 5 s... */
export const CONSENT_RETRY_BASE_DELAY_MS = 5_000;
/** §9: ...each later one 1.5 times longer... */
export const CONSENT_RETRY_FACTOR = 1.5;
/** §9: ...and none longer than 30 s. */
export const CONSENT_RETRY_MAX_DELAY_MS = 30_000;

/** §2, §9: the banner sits above the 64-pixel bottom navigation bar... */
export const BOTTOM_NAV_HEIGHT_PX = 64;
/** §2, §9: ...plus the larger of the device's bottom inset and the system-UI minimum. */
export const SYSTEM_UI_MIN_BOTTOM_PX = { ios: 0, android: 20 } as const;
/** §9: the banner's height before the SDK reports it. */
export const ESTIMATED_BANNER_HEIGHT_PX = 50;

/** §4: a new interstitial is prepared 1 s after one is dismissed... */
export const INTERSTITIAL_PREPARE_AFTER_DISMISS_MS = 1_000;
/** §4: ...and 2 s after the SDK is initialised. */
export const INTERSTITIAL_PREPARE_AFTER_INIT_MS = 2_000;
/** §9: a show call waits up to 5 s for its ad to be ready... */
export const AD_READY_WAIT_MS = 5_000;
/** §9: ...looking every 100 ms. */
export const AD_READY_POLL_MS = 100;

/** §9: iOS tracking status is read again 30 s after start. */
export const TRACKING_RECHECK_AFTER_MS = 30_000;
/** §9: the tracking pre-prompt needs at least 3 engagement events... */
export const TRACKING_PROMPT_MIN_EVENTS = 3;
/** §9: ...and 2 minutes since launch. */
export const TRACKING_PROMPT_MIN_ELAPSED_MS = 120_000;
/** §9: the delayed retry comes 10 minutes after launch... */
export const TRACKING_PROMPT_RETRY_AFTER_MS = 600_000;
/** §9: ...if there were at least 5 engagement events. */
export const TRACKING_PROMPT_RETRY_MIN_EVENTS = 5;

/** §6: what a Pro subscriber's reward call earns without seeing an ad. */
export const SUBSCRIPTION_REWARD = { type: "subscription", amount: 1 } as const;
