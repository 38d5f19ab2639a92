/** User-facing messages, worded exactly as the specification gives them. */
export const ProfileMessage = {
  dateOfBirthRequired: "Enter your date of birth",
  dateOfBirthInvalid: "Enter a valid date of birth",
  dateOfBirthInFuture: "Date of birth cannot be in the future",
  tooYoung: "You must be at least 13 years old to use Vitalog",
  genderRequired: "Select your gender",
  unknownRiskFactor: "One or more selected risk factors do not exist",
  unknownHealthGoal: "One or more selected health goals do not exist",
  nameRequired: "Enter your name",
  nameTooLong: "Name can be at most 100 characters",
  /** Beyond the spec: update-user's image must be https or on Vitalog's own site. */
  photoAddress: "Profile photo must be an https:// address or a photo uploaded to Vitalog",
} as const;
