import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { isApiError } from "../lib/api.ts";

/**
 * The one way a form shows a failed write's field messages: each message the server gave for a
 * field the form has goes on that field (server names map to the form's through `fields`, or are
 * the same when `fields` is a list). Returns true when at least one field took a message; the
 * caller shows any other failure above the form.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[] | Readonly<Record<string, Path<T>>>,
): boolean {
  if (!isApiError(error) || !error.fields) return false;
  const nameOf = (field: string): Path<T> | undefined =>
    Array.isArray(fields)
      ? (fields as readonly string[]).includes(field)
        ? (field as Path<T>)
        : undefined
      : (fields as Readonly<Record<string, Path<T>>>)[field];
  let placed = false;
  for (const [field, message] of Object.entries(error.fields)) {
    const name = nameOf(field);
    if (!name) continue;
    setError(name, { type: "server", message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}
