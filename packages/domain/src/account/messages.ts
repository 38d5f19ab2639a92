/** User-facing messages, worded exactly as the specification gives them. */
export const AccountMessage = {
  passwordRequired: "Enter your password to delete your account",
  emailAlreadyVerified: "Your email address is already verified",
} as const;
