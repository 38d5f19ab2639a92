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
