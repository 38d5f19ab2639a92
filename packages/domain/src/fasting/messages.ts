/** What the fasting API and pages say when something cannot be done. */
export const FastingMessage = {
  targetRange: "The target must be a whole number of hours from 1 to 168",
  startRequired: "Enter when the fast started",
  startInFuture: "The start cannot be in the future",
  startTooEarly: "The start must be in 1900 or later",
  endRequired: "Enter when the fast ended",
  endInFuture: "The end cannot be in the future",
  endBeforeStart: "The end must be after the start",
  alreadyInProgress: "A fast is already in progress. End it before starting a new one.",
  alreadyEnded: "This fast has already ended",
  notFound: "Fast not found",
  durationRange: "The default duration must be a whole number of hours from 1 to 168",
  reminderTime: "Use a time in the form HH:MM",
  tooLong: "A fast cannot last more than 45 days: correct its start or end",
  longFast:
    "This fast ran far longer than its target: end it when you really ate, or confirm it is right",
} as const;
