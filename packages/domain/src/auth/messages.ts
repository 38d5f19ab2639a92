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
  /** Spec end-user §8: native first-provider (Google) and Apple sign-in cancelled. */
  nativeCancelled: "Sign-in was cancelled",
  /** Apple sign-in errors (spec end-user §8 names them; their wording is ours). */
  appleSimulator: "Sign in with Apple does not work in the iOS Simulator. Please use a device.",
  appleNotConfigured:
    "Sign in with Apple is not set up for this app yet. Please sign in with your email.",
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

/** Beyond the spec: a new password that is only spaces or among the most common ones. */
export const PasswordPolicyMessage = {
  blank: "Password cannot be only spaces",
  tooCommon: "This password is too common. Choose one that is harder to guess.",
} as const;
