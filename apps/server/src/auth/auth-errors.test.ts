import {
  AccountMessage,
  AuthMessage,
  HttpMessage,
  ResetMessage,
  ValidationMessage,
} from "@vitalog/domain";
import { describe, expect, it } from "vitest";
import { mapAuthError, type UpstreamAuthError } from "./auth-errors.ts";

const cases: [string, Partial<UpstreamAuthError>, [number, string, string]][] = [
  ["rate limited", { status: 429 }, [429, "RATE_LIMITED", AuthMessage.tooManyAttempts]],
  [
    "duplicate e-mail",
    { status: 422, code: "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL" },
    [409, "EMAIL_TAKEN", AuthMessage.emailTaken],
  ],
  [
    "invalid e-mail",
    { status: 400, code: "INVALID_EMAIL" },
    [400, "INVALID_EMAIL", AuthMessage.invalidEmailFormat],
  ],
  [
    "invalid e-mail caught by body validation",
    { status: 400, code: "VALIDATION_ERROR", message: "[body.email] Invalid email address" },
    [400, "INVALID_EMAIL", AuthMessage.invalidEmailFormat],
  ],
  [
    "short password",
    { status: 400, code: "PASSWORD_TOO_SHORT" },
    [400, "PASSWORD_TOO_SHORT", AuthMessage.passwordTooShort],
  ],
  [
    "missing password",
    { status: 400, code: "VALIDATION_ERROR", message: "[body.password] Invalid input" },
    [400, "PASSWORD_TOO_SHORT", AuthMessage.passwordTooShort],
  ],
  [
    "long password",
    { status: 400, code: "PASSWORD_TOO_LONG" },
    [400, "PASSWORD_TOO_LONG", "Password can be at most 128 characters"],
  ],
  [
    "unknown e-mail at sign-in",
    { status: 401, code: "ACCOUNT_NOT_FOUND", path: "/sign-in/email" },
    [401, "ACCOUNT_NOT_FOUND", AuthMessage.noAccount],
  ],
  [
    "unknown e-mail at reset",
    { status: 404, code: "ACCOUNT_NOT_FOUND", path: "/request-password-reset" },
    [404, "ACCOUNT_NOT_FOUND", ResetMessage.noAccount],
  ],
  [
    "wrong password or unknown address at sign-in (the same answer)",
    { status: 401, code: "INVALID_EMAIL_OR_PASSWORD", path: "/sign-in/email" },
    [401, "INVALID_CREDENTIALS", AuthMessage.invalidCredentials],
  ],
  [
    "bad credentials elsewhere",
    { status: 401, code: "INVALID_EMAIL_OR_PASSWORD", path: "/change-password" },
    [401, "INVALID_CREDENTIALS", AuthMessage.invalidCredentials],
  ],
  [
    "profile rows not written",
    { status: 500, code: "PROFILE_CREATE_FAILED" },
    [500, "PROFILE_CREATE_FAILED", AuthMessage.profileCreateFailed],
  ],
  [
    "user not written",
    { status: 422, code: "FAILED_TO_CREATE_USER" },
    [500, "PROFILE_CREATE_FAILED", AuthMessage.profileCreateFailed],
  ],
  [
    "e-mail sign-up disabled",
    { status: 400, code: "EMAIL_PASSWORD_SIGN_UP_DISABLED" },
    [400, "EMAIL_PASSWORD_DISABLED", AuthMessage.emailPasswordDisabled],
  ],
  [
    "malformed address in the reset dialog",
    {
      status: 400,
      code: "VALIDATION_ERROR",
      message: "[body.email] Invalid email address",
      path: "/request-password-reset",
    },
    [400, "INVALID_EMAIL", ValidationMessage.email],
  ],
  [
    "malformed address when resending verification",
    { status: 400, code: "INVALID_EMAIL", path: "/send-verification-email" },
    [400, "INVALID_EMAIL", ValidationMessage.email],
  ],
  [
    "used or made-up reset token",
    { status: 400, code: "INVALID_TOKEN", path: "/reset-password" },
    [400, "INVALID_TOKEN", ResetMessage.invalidLink],
  ],
  [
    "reset token of a deleted account",
    { status: 400, code: "USER_NOT_FOUND", path: "/reset-password" },
    [400, "INVALID_TOKEN", ResetMessage.invalidLink],
  ],
  [
    "wrong current password",
    { status: 400, code: "INVALID_PASSWORD", path: "/change-password" },
    [400, "INCORRECT_PASSWORD", AuthMessage.incorrectPassword],
  ],
  [
    "deletion needs a fresh sign-in",
    {
      status: 403,
      code: "REAUTHENTICATION_REQUIRED",
      message: AuthMessage.reauthenticate,
      path: "/delete-user",
    },
    [403, "REAUTHENTICATION_REQUIRED", AuthMessage.reauthenticate],
  ],
  [
    "deletion without the password",
    {
      status: 400,
      code: "PASSWORD_REQUIRED",
      message: AccountMessage.passwordRequired,
      path: "/delete-user",
    },
    [400, "PASSWORD_REQUIRED", AccountMessage.passwordRequired],
  ],
  [
    "Better Auth's own freshness check",
    { status: 400, code: "SESSION_EXPIRED", path: "/delete-user" },
    [403, "REAUTHENTICATION_REQUIRED", AuthMessage.reauthenticate],
  ],
  [
    "already verified",
    { status: 400, code: "EMAIL_ALREADY_VERIFIED", path: "/send-verification-email" },
    [400, "EMAIL_ALREADY_VERIFIED", AccountMessage.emailAlreadyVerified],
  ],
  [
    "no session",
    { status: 401, code: "UNAUTHORIZED", path: "/change-password" },
    [401, "UNAUTHENTICATED", HttpMessage.unauthenticated],
  ],
  ["unknown auth path", { status: 404 }, [404, "NOT_FOUND", HttpMessage.notFound]],
  [
    "origin refused",
    { status: 403, code: "INVALID_ORIGIN" },
    [403, "INVALID_ORIGIN", AuthMessage.unexpected],
  ],
  ["server failure", { status: 500 }, [500, "INTERNAL", AuthMessage.internal]],
  ["anything else", { status: 400 }, [400, "AUTH_FAILED", AuthMessage.unexpected]],
];

describe("mapAuthError", () => {
  it.each(cases)("%s", (_name, input, [status, code, message]) => {
    expect(
      mapAuthError({
        path: "/sign-up/email",
        code: undefined,
        message: undefined,
        ...input,
      } as UpstreamAuthError),
    ).toEqual({ status, code, message });
  });
});
