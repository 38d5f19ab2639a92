/** What the meditation API and pages say when something cannot be done. */
export const MeditationMessage = {
  durationRange: "The duration must be between 1 second and 24 hours",
  startRequired: "Enter when the session started",
  startInFuture: "The start cannot be in the future",
  startTooEarly: "The start must be in 1900 or later",
  noteTooLong: "Notes can be at most 500 characters",
  notFound: "Meditation session not found",
  showStreakChoice: "Choose whether the streak shows: true or false",
  bellRange: "The interval bell must be every 1 to 30 minutes",
} as const;
