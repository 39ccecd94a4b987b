import { z } from "zod";
import { type ListAccepts, SEARCH_TEXT } from "./list-query.js";

/** The error body of every failed API call. */
export const apiErrorSchema = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const messageSchema = z.object({ message: z.string() });

/** The search text of a list: what staff or customers type (a database cannot store control characters). */
export const searchTextSchema = z
  .string()
  .trim()
  .max(SEARCH_TEXT.max, SEARCH_TEXT.tooLong)
  .refine((text) => !SEARCH_TEXT.control.test(text), SEARCH_TEXT.hasControl);

/** Query of every paginated list: ?page=1&pageSize=20&q=...&status=...&sort=desc */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  q: searchTextSchema.optional(),
  status: z.string().trim().max(50).optional(),
  sort: z.enum(["asc", "desc"]).default("desc"),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** The list query of one kind of record: its status, when given, must be one of `statuses`. */
export const listQueryOf = <S extends readonly [string, ...string[]]>(statuses: S) =>
  listQuerySchema.extend({ status: z.enum(statuses, { error: "Invalid status" }).optional() });

/**
 * Staff list query, from what the list accepts (list-query.ts): the list query plus `format=csv` for exporting the
 * filtered list, its status one of `statuses`, and `sortBy`, one of its `sortable` columns (absent: the list's date
 * order); `sort` is the direction either way.
 */
export const staffListQueryOf = <S extends readonly [string, ...string[]], C extends readonly [string, ...string[]]>(
  accepts: ListAccepts & { statuses: S; sortable: C },
) =>
  listQueryOf(accepts.statuses).extend({
    format: z.enum(["json", "csv"]).default("json"),
    sortBy: z.enum(accepts.sortable, { error: "Invalid sort column" }).optional(),
  });

/** What a staff list accepts and its query schema built from it: spread into the list's operation. */
export const staffList = <S extends readonly [string, ...string[]], C extends readonly [string, ...string[]]>(accepts: {
  statuses: S;
  sortable: C;
}) => ({ accepts, query: staffListQueryOf(accepts) });

export const paginationSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  /** True when `total` is an estimate: the matches were counted only up to a limit (10,000 by default). */
  estimated: z.boolean().optional(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export function paginationOf(query: Pick<ListQuery, "page" | "pageSize">, total: number): Pagination {
  return {
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
  };
}

/** Record ids are PostgreSQL integers: a larger one cannot exist (and must not reach a query). */
export const MAX_ID = 2_147_483_647;

export const idParamSchema = z.object({ id: z.coerce.number().int().positive().max(MAX_ID, "No such record.") });

/** A live session of the other kind on a guarded page or call: not expired, just the wrong area. */
export const WRONG_AREA = {
  staffOnly: "This page is for staff. You are signed in as a customer: log in with a staff account to continue.",
  customersOnly: "This page is for customers. You are signed in as staff: log in with a customer account to continue.",
} as const;
