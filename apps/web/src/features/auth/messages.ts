import { AuthMessage, ResetMessage } from "@vitalog/domain";
import { isApiError } from "../../lib/api.ts";

/** The message the server gave (it uses the spec's wording), or the spec's fallback. */
export function authErrorMessage(error: unknown): string {
  if (isApiError(error)) return error.message || AuthMessage.unexpected;
  return AuthMessage.unexpected;
}

/** Reset dialog: "No account found with this email", anything else the generic failure. */
export function resetErrorMessage(error: unknown): string {
  if (
    isApiError(error) &&
    (error.code === "NOT_FOUND" ||
      error.code === "ACCOUNT_NOT_FOUND" ||
      error.code === "USER_NOT_FOUND" ||
      error.message === ResetMessage.noAccount)
  ) {
    return ResetMessage.noAccount;
  }
  return ResetMessage.failed;
}
