/** The fasting target a new account starts with (spec: learning-devices-commerce, section 9). */
export const DEFAULT_FASTING_DURATION_HOURS = 16;
