import type { z } from "zod";

/**
 * A calendar day typed as 'YYYY-MM-DD' that exists (not 2026-02-31, which Date.parse rolls over to 3 March) and lies
 * within the years the business records (2000 to 2100): a day PostgreSQL stores and a range it can add a day to.
 */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text) return false;
  const year = date.getUTCFullYear();
  return year >= 2000 && year <= 2100;
}

/** A month typed as 'YYYY-MM' within the same years (2000 to 2100): its first day is a calendar day. */
export function isCalendarMonth(text: string): boolean {
  return /^\d{4}-\d{2}$/.test(text) && isCalendarDay(`${text}-01`);
}

/** What a range whose start is after its end answers, on its `to` (the reports, the wallet ledger). */
export const RANGE_ORDER_TEXT = "The start must be on or before the end";

/** A query's days `from` and `to` in order when both are given (a missing one is no range): else 400 on `to`. */
export const daysInOrder = <S extends z.ZodType<{ from?: string | undefined; to?: string | undefined }>>(schema: S) =>
  schema.refine((q) => !q.from || !q.to || q.from <= q.to, { message: RANGE_ORDER_TEXT, path: ["to"] });
