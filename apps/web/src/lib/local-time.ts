/** The browser's datetime-local inputs and the API's instants (master forms, proof of delivery). */

/** A datetime-local value ('2026-11-24T10:15') as an ISO instant in the staff member's own time zone. */
export function instantOfLocal(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** An ISO instant as a datetime-local input's value in the browser's time zone ('' when there is none). */
export function localInputOf(value: string | null | undefined): string {
  if (!value) return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
