/** User-facing messages of the pain diary. */
export const PainMessage = {
  notFound: "Pain entry not found",
  dateRequired: "Enter when the pain happened",
  dateInFuture: "The date cannot be in the future",
  regionsRequired: "Choose at least one body region",
  unknownRegion: "Choose a body region from the map",
  duplicateRegion: "Each body region can be chosen once per entry",
  intensityRange: "Intensity must be a whole number from 1 to 10",
  unknownType:
    "Choose a pain type: aching, burning, stabbing, throbbing, tingling, cramping or other",
  tooManyItems: "List at most 10 items",
  itemTooLong: "Each item can be at most 60 characters",
  noteTooLong: "Notes can be at most 1000 characters",
} as const;
