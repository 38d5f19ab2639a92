import { AdminMessage } from "../admin/messages.ts";
import { EMAIL_PATTERN } from "./auth.ts";
import { AuthMessage, ValidationMessage } from "./messages.ts";

/** Messages the catalogue needs beyond the spec's section 8 list ("Auth service variants"). */
export const AuthServiceMessage = {
  accountExists: "An account already exists with this email.",
  methodDisabled: "This sign in method is not enabled.",
  signInCancelled: "Sign-in was cancelled",
  emailNotVerified: "Please verify your email address before signing in.",
  providerEmailMissing: "The sign-in provider did not share an email address. Try another method.",
  passwordTooLong: "Password can be at most 128 characters",
} as const;

export const AdminSignInMessage = {
  unauthorized: AdminMessage.unauthorized,
  failed: "Failed to log in. Please check your credentials",
} as const;

/**
 * One spelling per code: "auth/popup-closed-by-user", "POPUP_CLOSED_BY_USER" and
 * "popup closed by user" all become "popup_closed_by_user".
 */
export function normalizeAuthErrorCode(code: string): string {
  return code
    .trim()
    .replace(/^(auth|firebase)\//i, "")
    .replace(/[-\s]+/g, "_")
    .toLowerCase();
}

const codes = (message: string, ...list: string[]) => list.map((code) => [code, message] as const);

/**
 * Every error code sign-in and sign-up can meet, mapped to the spec's wording (end-user spec,
 * section 8): Better Auth's codes, the codes our server gives, OAuth callback errors
 * (`/auth?error=<code>`) and popup or native-SDK style codes.
 */
const SIGN_IN_MESSAGES: ReadonlyMap<string, string> = new Map([
  ...codes(
    AuthMessage.emailTaken,
    "user_already_exists",
    "user_already_exists_use_another_email",
    "email_taken",
    "email_already_in_use",
    "email_already_exists",
  ),
  ...codes(AuthMessage.invalidEmailFormat, "invalid_email", "invalid_email_format"),
  ...codes(
    AuthMessage.emailPasswordDisabled,
    "email_password_disabled",
    "email_password_sign_up_disabled",
    "operation_not_allowed",
  ),
  ...codes(AuthMessage.passwordTooShort, "password_too_short", "weak_password"),
  ...codes(AuthServiceMessage.passwordTooLong, "password_too_long"),
  ...codes(
    AuthMessage.noAccount,
    "user_not_found",
    "account_not_found",
    "credential_account_not_found",
  ),
  ...codes(
    AuthMessage.incorrectPassword,
    "incorrect_password",
    "invalid_password",
    "wrong_password",
  ),
  ...codes(
    AuthMessage.invalidCredentials,
    "invalid_email_or_password",
    "invalid_credentials",
    "invalid_credential",
    "invalid_login_credentials",
  ),
  ...codes(
    AuthMessage.tooManyAttempts,
    "rate_limited",
    "too_many_requests",
    "too_many_attempts",
    "too_many_attempts_try_later",
  ),
  ...codes(
    AuthMessage.network,
    "network",
    "network_error",
    "network_request_failed",
    "failed_to_fetch",
    "timeout",
  ),
  ...codes(
    AuthMessage.popupClosed,
    "popup_closed",
    "popup_closed_by_user",
    "access_denied",
    "user_cancelled",
    "user_canceled",
    "user_cancelled_authorize",
    "user_cancelled_login",
    "cancelled_by_user",
    "sign_in_cancelled",
    "sign_in_canceled",
    "web_storage_unsupported_cancelled",
  ),
  ...codes(AuthServiceMessage.signInCancelled, "cancelled", "canceled", "sign_in_failed"),
  ...codes(AuthMessage.popupBlocked, "popup_blocked", "popup_blocked_by_browser"),
  ...codes(
    AuthMessage.popupConflict,
    "cancelled_popup_request",
    "popup_already_open",
    "popup_request_cancelled",
  ),
  ...codes(
    AuthMessage.invalidPersistence,
    "invalid_persistence",
    "invalid_persistence_type",
    "unsupported_persistence_type",
  ),
  ...codes(
    AuthMessage.profileCreateFailed,
    "profile_create_failed",
    "permission_denied",
    "failed_to_create_user",
  ),
  ...codes(
    AuthMessage.internal,
    "internal",
    "internal_error",
    "internal_server_error",
    "server_error",
    "temporarily_unavailable",
    "failed_to_create_session",
    "unable_to_create_user",
    "unable_to_create_session",
    "unable_to_update_account",
    "failed_to_get_user_info",
    "unable_to_get_user_info",
    "invalid_code",
    "no_code",
    "no_callback_url",
    "state_mismatch",
    "state_not_found",
    "please_restart_the_process",
    "invalid_callback_request",
    "issuer_missing",
    "issuer_mismatch",
    "nonce_binding_missing",
  ),
  ...codes(
    AuthServiceMessage.accountExists,
    "account_not_linked",
    "account_exists_with_different_credential",
    "unable_to_link_account",
    "social_account_already_linked",
    "linked_account_already_exists",
    "account_already_linked_to_different_user",
    "credential_already_in_use",
  ),
  ...codes(
    AuthServiceMessage.methodDisabled,
    "signup_disabled",
    "provider_not_found",
    "oauth_provider_not_found",
    "unsupported_provider",
  ),
  ...codes(AuthMessage.accountDisabled, "user_disabled", "user_banned", "banned_user"),
  ...codes(
    AuthMessage.reauthenticate,
    "requires_recent_login",
    "session_expired",
    "session_not_fresh",
    "reauthentication_required",
  ),
  ...codes(AuthServiceMessage.emailNotVerified, "email_not_verified"),
  ...codes(
    AuthServiceMessage.providerEmailMissing,
    "email_not_found",
    "user_email_not_found",
    "email_does_not_match",
    "email_doesn't_match",
  ),
  ...codes(AuthMessage.appleOnlyIos, "apple_only_ios", "apple_sign_in_unavailable"),
]);

/**
 * The message for a sign-in or sign-up failure: the code's catalogue entry; otherwise "Too many
 * failed attempts" for HTTP 429, the internal-error text for 5xx, and "An unexpected error
 * occurred" for anything else.
 */
export function signInErrorMessage(code: string | null | undefined, status?: number): string {
  const known = code ? SIGN_IN_MESSAGES.get(normalizeAuthErrorCode(code)) : undefined;
  if (known) return known;
  if (status === 429) return AuthMessage.tooManyAttempts;
  if (status !== undefined && status >= 500) return AuthMessage.internal;
  return AuthMessage.unexpected;
}

/** True when the catalogue has an entry of its own for `code`. */
export function isKnownSignInError(code: string | null | undefined): boolean {
  return Boolean(code && SIGN_IN_MESSAGES.has(normalizeAuthErrorCode(code)));
}

/** Admin sign-in (admin spec, section 8): five messages and the credentials fallback. */
export function adminSignInErrorMessage(code: string | null | undefined, status?: number): string {
  if (status === 429) return AuthMessage.tooManyAttempts;
  switch (code ? normalizeAuthErrorCode(code) : "") {
    case "user_not_found":
    case "account_not_found":
      return AuthMessage.noAccount;
    case "incorrect_password":
    case "invalid_password":
    case "wrong_password":
      return AuthMessage.incorrectPassword;
    case "invalid_email":
    case "invalid_email_format":
      return AuthMessage.invalidEmailFormat;
    case "rate_limited":
    case "too_many_requests":
    case "too_many_attempts":
      return AuthMessage.tooManyAttempts;
    case "not_admin":
    case "forbidden":
      return AdminSignInMessage.unauthorized;
    case "network":
    case "network_error":
    case "network_request_failed":
      return AuthMessage.network;
    default:
      return AdminSignInMessage.failed;
  }
}

/** The admin sign-in form's own checks, worded as the admin catalogue words them. */
export function adminSignInFormErrors(input: {
  email: string;
  password: string;
}): Partial<Record<"email" | "password", string>> {
  const errors: Partial<Record<"email" | "password", string>> = {};
  const email = input.email.trim();
  if (!email) errors.email = ValidationMessage.required;
  else if (!EMAIL_PATTERN.test(email)) errors.email = AuthMessage.invalidEmailFormat;
  if (!input.password) errors.password = ValidationMessage.required;
  return errors;
}
