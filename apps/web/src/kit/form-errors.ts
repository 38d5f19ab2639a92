import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { isApiError } from "../lib/api.ts";

/**
 * Puts a failed write's field messages on the form's fields; returns the error to show above
 * the form when none of them applies (a rate limit, a removed member, a network failure).
 */
export function applyServerError<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): Error | null {
  if (isApiError(error) && error.fields) {
    const known = Object.entries(error.fields).filter(([field]) =>
      (fields as readonly string[]).includes(field),
    );
    for (const [field, message] of known) {
      setError(field as Path<T>, { type: "server", message }, { shouldFocus: true });
    }
    if (known.length > 0) return null;
  }
  return error instanceof Error ? error : new Error(String(error));
}
