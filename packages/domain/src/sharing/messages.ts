/** User-facing messages of share links and exports. */
export const SharingMessage = {
  modulesRequired: "Choose at least one module to share",
  unknownModule: "This module cannot be shared",
  periodInvalid: "The start of the period must be on or before its end",
  expiryRange: "A link lasts from 1 hour to 30 days (720 hours)",
  notFound: "This link does not exist, has expired or was revoked",
  linkNotFound: "Share link not found",
  tooManyViews: "Too many requests for shared links; try again in a minute",
  summaryModulesRequired: "Choose at least one module for the summary",
  summaryPeriodTooLong: "A clinician summary covers at most 2 years (731 days)",
} as const;
