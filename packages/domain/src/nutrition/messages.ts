/** User-facing messages, worded exactly as the specification gives them (section 8). */
export const NutritionMessage = {
  userDataNotFound: "User data not found",
  measurementsRequired: "Weight and height measurements are required",
  insufficientHistory: "Insufficient weight history for calculation",
  insufficientWindow: "Insufficient weight entries in the last {{days}} days",
  windowRange: "The window must be a whole number of days from 1 to 365",
} as const;

/** The spec's "Insufficient weight entries in the last N days" with N filled in. */
export function insufficientWindowMessage(days: number): string {
  return NutritionMessage.insufficientWindow.replace("{{days}}", String(days));
}
