let counter = 0;

/** A short value no other record made by this process has: time plus a counter, upper-case base 36. */
export function uniqueSuffix(): string {
  counter += 1;
  return `${Date.now().toString(36).toUpperCase()}${counter.toString(36).toUpperCase()}`;
}

const daysMs = 86_400_000;

/** `n` days before now (a negative `n`: after now). */
export const daysAgo = (n: number) => new Date(Date.now() - n * daysMs);

/** The calendar day (YYYY-MM-DD) of a date, for date columns. */
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);
