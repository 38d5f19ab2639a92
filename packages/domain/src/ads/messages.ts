/**
 * The words of the iOS tracking pre-prompt and its thank-you alert (spec learning-devices-commerce
 * §2: a title pleading to keep the app free, the buttons "Yes, Keep It Free!" and "Not Now"), and
 * what the ad settings say when this build has no ad units.
 */
export const AdsMessage = {
  trackingPromptTitle: "Help keep Vitalog free",
  trackingPromptBody:
    "Ads pay for Vitalog so that it stays free. If you allow tracking on the next screen, the ads you see can match your interests instead of being random. Your health entries are never shared with advertisers.",
  trackingPromptAccept: "Yes, Keep It Free!",
  trackingPromptDecline: "Not Now",
  trackingThanksTitle: "Thank you!",
  trackingThanksBody: "Your support keeps Vitalog free for everyone.",
  notConfigured: "Ads are off in this build: no ad units are configured.",
} as const;
