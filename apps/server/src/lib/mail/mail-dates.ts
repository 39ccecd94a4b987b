/**
 * The one way e-mails write dates (docs/decisions/0035): Lagos time (Africa/Lagos, UTC+1 all year), day, short month,
 * year: "15 Dec 2026" for a day, "15 Dec 2026, 13:05 (Lagos time)" for a moment. Customers and staff read mail in
 * Lagos; the server's own time zone (UTC in production) never shows.
 */
export const MAIL_TIME_ZONE = "Africa/Lagos";

const dayFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: MAIL_TIME_ZONE,
});
const timeFormat = new Intl.DateTimeFormat("en-GB", {
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: MAIL_TIME_ZONE,
});

/** A calendar date ('YYYY-MM-DD', read as that day) or a moment's day in Lagos: "15 Dec 2026"; "—" when missing. */
export function mailDay(value: Date | string | null | undefined): string {
  if (value == null || value === "") return "—";
  // A plain calendar date is read at noon UTC, which is the same day in Lagos.
  const date =
    typeof value === "string" ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value) : value;
  return Number.isNaN(date.getTime()) ? String(value) : dayFormat.format(date);
}

/** A moment in Lagos time: "15 Dec 2026, 13:05 (Lagos time)". */
export function mailDateTime(value: Date | null | undefined): string {
  if (value == null || Number.isNaN(value.getTime())) return "—";
  return `${dayFormat.format(value)}, ${timeFormat.format(value)} (Lagos time)`;
}
