import {
  AccountMessage,
  AuthMessage,
  HttpMessage,
  ResetMessage,
  ValidationMessage,
} from "@vitalog/domain";

/** Code of an unknown address (no longer given: sign-in and reset answer it like a known one). */
export const ACCOUNT_NOT_FOUND = "ACCOUNT_NOT_FOUND";
/** Code our sign-up hook uses when the profile rows could not be written. */
export const PROFILE_CREATE_FAILED = "PROFILE_CREATE_FAILED";

export interface UpstreamAuthError {
  /** Endpoint path under /api/auth, e.g. "/sign-in/email". */
  path: string;
  status: number;
  /** Better Auth's error code, when the reply carried one. */
  code: string | undefined;
  /** Better Auth's message, used only to find the field a validation error is about. */
  message: string | undefined;
}

export interface MappedAuthError {
  status: number;
  code: string;
  message: string;
}

const PASSWORD_TOO_LONG = "Password can be at most 128 characters";

/** Endpoints whose forms say "Please enter a valid email address" for a malformed address. */
const EMAIL_FORM_PATHS = new Set(["/request-password-reset", "/send-verification-email"]);

/** Codes our own hooks raise with the final message already in the spec's words. */
const VITALOG_CODES = new Set([
  "VALIDATION_FAILED",
  "INCORRECT_PASSWORD",
  "PASSWORD_REQUIRED",
  "REAUTHENTICATION_REQUIRED",
  "PASSWORD_BLANK",
  "PASSWORD_TOO_COMMON",
]);

/** The field a better-call validation message names: "[body.email] Invalid email" → "email". */
function validationField(message: string | undefined): string | undefined {
  return message?.match(/^\[body\.([\w.]+)\]/)?.[1];
}

/**
 * Maps a Better Auth error reply to Vitalog's code and the spec's wording (end-user spec,
 * section 8). The one table for every message the auth endpoints can give.
 */
export function mapAuthError(error: UpstreamAuthError): MappedAuthError {
  const { path, status, code } = error;
  const field = code === "VALIDATION_ERROR" ? validationField(error.message) : undefined;

  if (status === 429) {
    // Our own limits (auth.ts hooks) carry their message; Better Auth's get the spec's.
    const message =
      code === "RATE_LIMITED" && error.message ? error.message : AuthMessage.tooManyAttempts;
    return { status: 429, code: "RATE_LIMITED", message };
  }
  if (
    EMAIL_FORM_PATHS.has(path) &&
    (code === "INVALID_EMAIL" || (code === "VALIDATION_ERROR" && field === "email"))
  ) {
    return { status: 400, code: "INVALID_EMAIL", message: ValidationMessage.email };
  }
  if (path === "/reset-password" && status < 500) {
    switch (code) {
      case "INVALID_TOKEN":
      case "TOKEN_EXPIRED":
      case "USER_NOT_FOUND":
        return { status: 400, code: "INVALID_TOKEN", message: ResetMessage.invalidLink };
    }
  }
  if (code && VITALOG_CODES.has(code) && error.message) {
    return { status, code, message: error.message };
  }
  switch (code) {
    case "USER_ALREADY_EXISTS":
    case "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL":
      return { status: 409, code: "EMAIL_TAKEN", message: AuthMessage.emailTaken };
    case "INVALID_EMAIL":
      return { status: 400, code: "INVALID_EMAIL", message: AuthMessage.invalidEmailFormat };
    case "PASSWORD_TOO_SHORT":
      return { status: 400, code: "PASSWORD_TOO_SHORT", message: AuthMessage.passwordTooShort };
    case "PASSWORD_TOO_LONG":
      return { status: 400, code: "PASSWORD_TOO_LONG", message: PASSWORD_TOO_LONG };
    case ACCOUNT_NOT_FOUND:
      return {
        status,
        code: ACCOUNT_NOT_FOUND,
        message:
          path === "/request-password-reset" ? ResetMessage.noAccount : AuthMessage.noAccount,
      };
    case "INVALID_EMAIL_OR_PASSWORD":
      // An unknown address and a wrong password get the same answer (docs/decisions.md).
      return { status: 401, code: "INVALID_CREDENTIALS", message: AuthMessage.invalidCredentials };
    case "INVALID_PASSWORD":
      return { status: 400, code: "INCORRECT_PASSWORD", message: AuthMessage.incorrectPassword };
    case "SESSION_EXPIRED":
    case "SESSION_NOT_FRESH":
      return {
        status: 403,
        code: "REAUTHENTICATION_REQUIRED",
        message: AuthMessage.reauthenticate,
      };
    case "EMAIL_ALREADY_VERIFIED":
      return {
        status: 400,
        code: "EMAIL_ALREADY_VERIFIED",
        message: AccountMessage.emailAlreadyVerified,
      };
    case "UNAUTHORIZED":
      return { status: 401, code: "UNAUTHENTICATED", message: HttpMessage.unauthenticated };
    case PROFILE_CREATE_FAILED:
    case "FAILED_TO_CREATE_USER":
      return { status: 500, code: PROFILE_CREATE_FAILED, message: AuthMessage.profileCreateFailed };
    case "EMAIL_PASSWORD_DISABLED":
    case "EMAIL_PASSWORD_SIGN_UP_DISABLED":
      return {
        status: 400,
        code: "EMAIL_PASSWORD_DISABLED",
        message: AuthMessage.emailPasswordDisabled,
      };
    case "VALIDATION_ERROR":
      if (field === "email") {
        return { status: 400, code: "INVALID_EMAIL", message: AuthMessage.invalidEmailFormat };
      }
      if (field === "password" || field === "newPassword") {
        return { status: 400, code: "PASSWORD_TOO_SHORT", message: AuthMessage.passwordTooShort };
      }
      return { status: 400, code: "VALIDATION_FAILED", message: AuthMessage.unexpected };
  }
  if (status === 404 && !code) {
    return { status: 404, code: "NOT_FOUND", message: HttpMessage.notFound };
  }
  if (status >= 500) return { status, code: "INTERNAL", message: AuthMessage.internal };
  return { status, code: code ?? "AUTH_FAILED", message: AuthMessage.unexpected };
}
