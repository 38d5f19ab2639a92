/** The pain scale of the spec (privacy policy: "the pain scale is 1-10"). */
export const PAIN_INTENSITY_MIN = 1;
export const PAIN_INTENSITY_MAX = 10;

/** Pain types offered for each region, "other" for anything else. */
export const PAIN_TYPES = [
  "aching",
  "burning",
  "stabbing",
  "throbbing",
  "tingling",
  "cramping",
  "other",
] as const;

export const PAIN_LIST_MAX_ITEMS = 10;
export const PAIN_LIST_ITEM_MAX = 60;
export const PAIN_NOTE_MAX = 1000;
export const PAIN_PAGE_DEFAULT = 30;
export const PAIN_PAGE_MAX = 100;

/** Periods the heat map and trends offer, in days. */
export const PAIN_PERIODS = [7, 30, 90] as const;
