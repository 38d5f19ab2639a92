/** What the activity API and pages say when something cannot be done. */
export const ActivityMessage = {
  stepsRange: "Steps must be a whole number between 0 and 200,000",
  activeMinutesRange: "Active minutes must be a whole number between 0 and 1,440",
  nothingToSave: "Enter the day's steps, its active minutes, or both",
  stepsUnusual: "That is an unusual number of steps for one day: check it, or confirm it is right",
  activeMinutesUnusual:
    "That is an unusual number of active minutes for one day: check it, or confirm it is right",
  dateInFuture: "The date cannot be in the future",
  notFound: "No activity recorded for that day",
  summaryDays: "Choose 7, 30 or 90 days",
} as const;
