import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "./api";

/** Puts the server's per-field messages (e.g. 'An account with this email already exists.') under the fields. */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  known: readonly Path<T>[],
) {
  if (!(error instanceof ApiError) || !error.fields) return;
  for (const [name, message] of Object.entries(error.fields)) {
    if ((known as readonly string[]).includes(name)) setError(name as Path<T>, { type: "server", message });
  }
}
