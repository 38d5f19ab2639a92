/** User-facing messages, worded exactly as the specification gives them. */
export const WeightMessage = {
  weightRange: "Weight must be between 20 and 500 kg",
  weightRangeLb: "Weight must be between 44 and 1102 lb",
  weightRequired: "Enter a weight",
  dateRequired: "Enter the date of the measurement",
  dateInFuture: "The date cannot be in the future",
  noteTooLong: "Notes can be at most 500 characters",
  heightRange: "Height must be between 50 and 272 cm",
  notFound: "Weight entry not found",
  changeImplausible:
    "This weight is far from your weigh-in of the days around it: check it, or confirm it is right",
} as const;
