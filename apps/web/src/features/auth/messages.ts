import {
  AuthMessage,
  isKnownSignInError,
  ResetMessage,
  signInErrorMessage,
  ValidationMessage,
} from "@vitalog/domain";
import { isApiError } from "../../lib/api.ts";

/**
 * Sign-in and sign-up failures through the domain's catalogue (spec section 8). A code the
 * catalogue does not know keeps the server's own message, which already uses the spec's wording.
 */
export function authErrorMessage(error: unknown): string {
  if (!isApiError(error)) return AuthMessage.unexpected;
  if (isKnownSignInError(error.code) || error.status === 429 || error.status >= 500) {
    return signInErrorMessage(error.code, error.status);
  }
  return error.message || signInErrorMessage(error.code, error.status);
}

/**
 * Whether the reset dialog keeps its form with a message: a malformed address, too many
 * requests, or no answer. Anything else shows "Check your email", as a known address would.
 */
export function resetErrorShown(error: unknown): boolean {
  return !isApiError(error) || error.status === 429 || error.status === 400 || error.status === 0;
}

/** Reset dialog: an invalid address, or the generic failure (spec sections 2, 8). */
export function resetErrorMessage(error: unknown): string {
  if (!isApiError(error)) return ResetMessage.failed;
  if (
    error.status === 400 &&
    (error.code === "INVALID_EMAIL" ||
      error.message === ValidationMessage.email ||
      error.fields?.email !== undefined)
  ) {
    return ValidationMessage.email;
  }
  return ResetMessage.failed;
}
