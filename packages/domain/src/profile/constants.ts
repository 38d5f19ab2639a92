/** Profile constants from the product specification (end-user app, section 9). */
export const DEFAULT_MEASUREMENT_PREFERENCE = "metric";
export const PRIVACY_MINIMUM_AGE = 13;
export const DEFAULT_AGE_WHEN_UNKNOWN = 30;
