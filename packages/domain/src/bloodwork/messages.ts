/** User-facing messages of lab results. */
export const BloodworkMessage = {
  notFound: "Lab result not found",
  markerNotFound: "No results for this marker",
  takenAtRequired: "Enter the date of the test",
  takenAtInFuture: "The test date cannot be in the future",
  labTooLong: "The lab's name can be at most 120 characters",
  resultsRequired: "Add at least one result",
  tooManyResults: "A panel can hold at most 60 results",
  valueRequired: "Enter a value",
  valueNotNumber: "Enter a number",
  valueRange: "Enter a value between 0 and 100000",
  unitRequired: "Enter the unit",
  unitTooLong: "A unit can be at most 20 characters",
  unknownMarker: "This marker is not in the catalogue: give a name to add it as your own",
  nameRequired: "Choose a marker or name your own",
  nameTooLong: "A marker's name can be at most 80 characters",
  codeTooLong: "A marker code can be at most 20 characters",
  referenceOrder: "The lab's lower limit must be below its upper limit",
  referenceRange: "A reference limit must be between 0 and 100000",
  noteTooLong: "Notes can be at most 500 characters",
} as const;

/** The 400 message for a unit a catalogue marker does not accept, naming those it does. */
export function unitNotAcceptedMessage(markerName: string, units: readonly string[]): string {
  return `${markerName} is entered in ${units.slice(0, -1).join(", ")}${units.length > 1 ? " or " : ""}${units.at(-1)}`;
}

const lowerFirst = (name: string) =>
  /^[A-Z][a-z]/.test(name) ? name[0]?.toLowerCase() + name.slice(1) : name;

/**
 * The question for a value outside what labs report for a marker: with another unit in which
 * it is usual, "No lab reports a total cholesterol of 5.1 mg/dL: did you mean 5.1 mmol/L?".
 */
export function labImplausibleMessage(
  markerName: string,
  value: number,
  unit: string,
  suggestedUnit?: string,
): string {
  const what = `${lowerFirst(markerName)} of ${value} ${unit}`;
  return suggestedUnit
    ? `No lab reports a ${what}: did you mean ${value} ${suggestedUnit}?`
    : `A ${what} is far outside what labs report: check the value, or confirm it is right`;
}

/** The 400 message for a value no measurement can give, such as a percentage above 100. */
export function labOutOfBoundsMessage(markerName: string, max: number, unit: string): string {
  return `${markerName} cannot be more than ${max} ${unit}`;
}
