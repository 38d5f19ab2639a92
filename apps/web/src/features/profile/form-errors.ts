import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { isApiError } from "../../lib/api.ts";

/** Puts the server's per-field messages on the form; returns the message for a banner, if any. */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  known: readonly Path<T>[],
): string | null {
  if (!isApiError(error)) return null;
  let placed = false;
  for (const [field, message] of Object.entries(error.fields ?? {})) {
    if ((known as readonly string[]).includes(field)) {
      setError(field as Path<T>, { type: "server", message });
      placed = true;
    }
  }
  return placed ? null : error.message;
}
