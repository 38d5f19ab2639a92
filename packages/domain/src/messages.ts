/** Messages every part of the app shares, worded exactly as the specification gives them. */
export const UploadMessage = {
  loginRequired: "You must be logged in to upload images",
  noFile: "No file provided",
  notImage: "Please select an image file",
  tooLarge: "Image size must be less than 5MB",
} as const;

export const ShellMessage = {
  offlineBanner: "You're offline - Some features may be limited",
  connected: "Connected",
  offline: "You are offline",
  updateAvailable: "New version available!",
  pageNotFound: "Page Not Found",
} as const;

export const HttpMessage = {
  badRequest: "The request is not valid",
  unauthenticated: "Please sign in to continue",
  forbidden: "You do not have permission to do this",
  profileIncomplete: "Complete your profile to continue",
  notFound: "Not found",
  payloadTooLarge: "The request is too large",
  confirmationRequired: "This value is unusual: check it, or confirm it is right",
  internal: "An internal error occurred. Please try again.",
} as const;
