/** Password rules from the product specification (end-user app, section 9). */
export const MIN_PASSWORD_LENGTH = 6;
export const STRENGTH_LENGTH_THRESHOLD = 8;
