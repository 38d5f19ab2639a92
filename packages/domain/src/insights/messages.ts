/** What the health-insights API and pages say when a report cannot be made. */
export const InsightMessage = {
  fromInvalid: "Give the first day of the report as a real date, YYYY-MM-DD",
  toInvalid: "Give the last day of the report as a real date, YYYY-MM-DD",
  timeZoneInvalid: "The time zone is not one we know (use a name like Europe/London)",
  toBeforeFrom: "The last day of the report cannot be before the first",
  periodTooLong: "A report can cover at most 2 years",
  reportNotFound: "Report not found",
  toInFuture: "The last day of the report cannot be after today",
  narrativeExists: "This report already has a summary",
  narrativeRejected:
    "The AI summary did not match your figures, so it was not saved. No credits were used.",
  disclaimer: "This summary is for information only and is not medical advice.",
} as const;
