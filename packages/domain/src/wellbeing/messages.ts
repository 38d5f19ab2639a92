/** What the wellbeing API and pages say when something cannot be done. */
export const WellbeingMessage = {
  scaleRange: "Choose a value from 1 to 5",
  sleepHoursRange: "Sleep hours must be between 0 and 24",
  noteTooLong: "Notes can be at most 500 characters",
  dateInFuture: "The date cannot be in the future",
  notFound: "No check-in for that day",
  summaryDays: "Choose 7, 30 or 90 days",
} as const;
