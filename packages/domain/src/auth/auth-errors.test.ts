import { describe, expect, it } from "vitest";
import {
  adminSignInErrorMessage,
  adminSignInFormErrors,
  normalizeAuthErrorCode,
  signInErrorMessage,
} from "./auth-errors.ts";

describe("auth error codes are normalised", () => {
  it.each([
    ["auth/popup-closed-by-user", "popup_closed_by_user"],
    ["POPUP_CLOSED_BY_USER", "popup_closed_by_user"],
    ["cancelled-popup-request", "cancelled_popup_request"],
    ["signup disabled", "signup_disabled"],
    [" INVALID_EMAIL ", "invalid_email"],
  ])("%j → %s", (code, normalized) => {
    expect(normalizeAuthErrorCode(code)).toBe(normalized);
  });
});

describe("sign-in error catalogue (spec section 8)", () => {
  it.each([
    // Better Auth codes (email and password)
    ["USER_ALREADY_EXISTS", "This email is already registered"],
    ["USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL", "This email is already registered"],
    ["INVALID_EMAIL", "Invalid email format"],
    ["INVALID_EMAIL_OR_PASSWORD", "Invalid email or password"],
    ["INVALID_PASSWORD", "Incorrect password"],
    ["PASSWORD_TOO_SHORT", "Password should be at least 6 characters"],
    ["PASSWORD_TOO_LONG", "Password can be at most 128 characters"],
    ["USER_NOT_FOUND", "No account found with this email"],
    ["CREDENTIAL_ACCOUNT_NOT_FOUND", "No account found with this email"],
    ["EMAIL_NOT_VERIFIED", "Please verify your email address before signing in."],
    ["FAILED_TO_CREATE_USER", "Failed to create user profile"],
    ["FAILED_TO_CREATE_SESSION", "An internal error occurred. Please try again."],
    ["SESSION_EXPIRED", "Please sign in again to complete this action."],
    ["SOCIAL_ACCOUNT_ALREADY_LINKED", "An account already exists with this email."],
    // Codes Vitalog's server gives
    ["EMAIL_TAKEN", "This email is already registered"],
    ["ACCOUNT_NOT_FOUND", "No account found with this email"],
    ["INCORRECT_PASSWORD", "Incorrect password"],
    ["INVALID_CREDENTIALS", "Invalid email or password"],
    ["RATE_LIMITED", "Too many failed attempts. Please try again later"],
    ["PROFILE_CREATE_FAILED", "Failed to create user profile"],
    ["EMAIL_PASSWORD_DISABLED", "Email/password accounts are not enabled"],
    ["INTERNAL", "An internal error occurred. Please try again."],
    ["NETWORK", "Network error. Please check your connection"],
    // OAuth callback errors (/auth?error=<code>)
    ["access_denied", "Sign in was cancelled by user"],
    ["user_cancelled_authorize", "Sign in was cancelled by user"],
    ["account_not_linked", "An account already exists with this email."],
    ["unable_to_link_account", "An account already exists with this email."],
    ["signup_disabled", "This sign in method is not enabled."],
    ["oauth_provider_not_found", "This sign in method is not enabled."],
    ["email_not_found", "The sign-in provider did not share an email address. Try another method."],
    ["state_mismatch", "An internal error occurred. Please try again."],
    ["please_restart_the_process", "An internal error occurred. Please try again."],
    ["invalid_code", "An internal error occurred. Please try again."],
    ["server_error", "An internal error occurred. Please try again."],
    ["temporarily_unavailable", "An internal error occurred. Please try again."],
    // Popup and native-SDK style codes
    ["popup_closed", "Sign in was cancelled by user"],
    ["auth/popup-closed-by-user", "Sign in was cancelled by user"],
    ["popup_blocked", "The popup has been blocked by the browser"],
    ["auth/popup-blocked", "The popup has been blocked by the browser"],
    [
      "cancelled-popup-request",
      "This operation has been cancelled due to another conflicting popup",
    ],
    [
      "auth/cancelled-popup-request",
      "This operation has been cancelled due to another conflicting popup",
    ],
    ["auth/network-request-failed", "Network error. Please check your connection"],
    ["network_error", "Network error. Please check your connection"],
    ["auth/invalid-persistence-type", "Invalid persistence type specified"],
    ["auth/internal-error", "An internal error occurred. Please try again."],
    ["auth/too-many-requests", "Too many failed attempts. Please try again later"],
    ["auth/email-already-in-use", "This email is already registered"],
    ["auth/invalid-email", "Invalid email format"],
    ["auth/operation-not-allowed", "Email/password accounts are not enabled"],
    ["auth/weak-password", "Password should be at least 6 characters"],
    ["auth/user-not-found", "No account found with this email"],
    ["auth/wrong-password", "Incorrect password"],
    ["auth/invalid-credential", "Invalid email or password"],
    ["auth/user-disabled", "This account has been disabled."],
    ["auth/requires-recent-login", "Please sign in again to complete this action."],
    ["auth/account-exists-with-different-credential", "An account already exists with this email."],
    ["permission-denied", "Failed to create user profile"],
    ["cancelled", "Sign-in was cancelled"],
    ["APPLE_ONLY_IOS", "Apple Sign In is only available on iOS devices"],
    // Anything else
    ["something_new", "An unexpected error occurred"],
    ["", "An unexpected error occurred"],
  ])("%j → %s", (code, message) => {
    expect(signInErrorMessage(code)).toBe(message);
  });

  it("falls back on the HTTP status when the code is unknown or missing", () => {
    expect(signInErrorMessage(undefined, 429)).toBe(
      "Too many failed attempts. Please try again later",
    );
    expect(signInErrorMessage("HTTP_502", 502)).toBe(
      "An internal error occurred. Please try again.",
    );
    expect(signInErrorMessage(null, 400)).toBe("An unexpected error occurred");
    expect(signInErrorMessage("INCORRECT_PASSWORD", 500)).toBe("Incorrect password");
  });
});

describe("admin sign-in messages (admin spec section 8)", () => {
  it.each<[string | undefined, number | undefined, string]>([
    ["ACCOUNT_NOT_FOUND", 401, "No account found with this email"],
    ["USER_NOT_FOUND", 404, "No account found with this email"],
    ["INCORRECT_PASSWORD", 401, "Incorrect password"],
    ["INVALID_PASSWORD", 400, "Incorrect password"],
    ["INVALID_EMAIL", 400, "Invalid email format"],
    ["RATE_LIMITED", 429, "Too many failed attempts. Please try again later"],
    [undefined, 429, "Too many failed attempts. Please try again later"],
    ["NOT_ADMIN", 403, "Unauthorized access. Admin privileges required."],
    ["NETWORK", 0, "Network error. Please check your connection"],
    ["INVALID_CREDENTIALS", 401, "Failed to log in. Please check your credentials"],
    ["INTERNAL", 500, "Failed to log in. Please check your credentials"],
    [undefined, undefined, "Failed to log in. Please check your credentials"],
  ])("%s (%s) → %s", (code, status, message) => {
    expect(adminSignInErrorMessage(code, status)).toBe(message);
  });

  it.each([
    [
      { email: "", password: "" },
      { email: "This field is required", password: "This field is required" },
    ],
    [{ email: "admin@", password: "x" }, { email: "Invalid email format" }],
    [{ email: " admin@example.com ", password: "x" }, {}],
  ])("checks the form %j", (input, errors) => {
    expect(adminSignInFormErrors(input)).toEqual(errors);
  });
});
