/** User-facing messages, worded exactly as the specification gives them. */
export const AuthMessage = {
  emailTaken: "This email is already registered",
  invalidEmailFormat: "Invalid email format",
  emailPasswordDisabled: "Email/password accounts are not enabled",
  passwordTooShort: "Password should be at least 6 characters",
  noAccount: "No account found with this email",
  incorrectPassword: "Incorrect password",
  invalidCredentials: "Invalid email or password",
  tooManyAttempts: "Too many failed attempts. Please try again later",
  network: "Network error. Please check your connection",
  popupClosed: "Sign in was cancelled by user",
  popupConflict: "This operation has been cancelled due to another conflicting popup",
  popupBlocked: "The popup has been blocked by the browser",
  profileCreateFailed: "Failed to create user profile",
  internal: "An internal error occurred. Please try again.",
  invalidPersistence: "Invalid persistence type specified",
  unexpected: "An unexpected error occurred",
  appleOnlyIos: "Apple Sign In is only available on iOS devices",
  accountDisabled: "This account has been disabled.",
  reauthenticate: "Please sign in again to complete this action.",
} as const;

export const ValidationMessage = {
  email: "Please enter a valid email address",
  passwordMin: "Password should be at least 6 characters",
  passwordsMismatchField: "Passwords do not match",
  passwordsMismatchFlow: "Passwords don't match",
  required: "This field is required",
} as const;

export const ResetMessage = {
  noAccount: "No account found with this email",
  failed: "Failed to send reset email. Please try again.",
  invalidLink: "This reset link is invalid or has expired. Request a new one.",
} as const;

export const AccountMessage = {
  passwordRequired: "Enter your password to delete your account",
  emailAlreadyVerified: "Your email address is already verified",
} as const;

export const UploadMessage = {
  loginRequired: "You must be logged in to upload images",
  noFile: "No file provided",
  notImage: "Please select an image file",
  tooLarge: "Image size must be less than 5MB",
} as const;

export const AdminMessage = {
  unauthorized: "Unauthorized access. Admin privileges required.",
} as const;

export const ShellMessage = {
  offlineBanner: "You're offline - Some features may be limited",
  connected: "Connected",
  offline: "You are offline",
  updateAvailable: "New version available!",
  pageNotFound: "Page Not Found",
} as const;

export const WeightMessage = {
  weightRange: "Weight must be between 20 and 500 kg",
  weightRangeLb: "Weight must be between 44 and 1102 lb",
  weightRequired: "Enter a weight",
  dateRequired: "Enter the date of the measurement",
  dateInFuture: "The date cannot be in the future",
  noteTooLong: "Notes can be at most 500 characters",
  heightRange: "Height must be between 50 and 272 cm",
  notFound: "Weight entry not found",
} as const;

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
} as const;

export const HttpMessage = {
  badRequest: "The request is not valid",
  unauthenticated: "Please sign in to continue",
  forbidden: "You do not have permission to do this",
  profileIncomplete: "Complete your profile to continue",
  notFound: "Not found",
  payloadTooLarge: "The request is too large",
  internal: "An internal error occurred. Please try again.",
} as const;
