/** What the cycle API and pages say when something cannot be done. */
export const CycleMessage = {
  endBeforeStart: "The end date cannot be before the start date",
  periodTooLong: "A period can be at most 15 days long",
  dateInFuture: "The date cannot be in the future",
  overlaps: "This period overlaps one already logged",
  periodNotFound: "Period not found",
  dayNotFound: "Nothing is logged for that day",
  noteTooLong: "Notes can be at most 500 characters",
  flowInvalid: "Choose spotting, light, medium or heavy",
  symptomInvalid: "That symptom is not on the list",
  rangeTooLong: "Ask for at most 366 days at a time",
  rangeReversed: "The last day (to) cannot be before the first (from)",
  rangeRequired: "Give the first and last day (from and to)",
  reminderTime: "Use a time in the form HH:MM",
  shortCycle:
    "This period starts less than 21 days from another one, and cycles usually last 21 to 35 days: check the date, or confirm it",
} as const;
