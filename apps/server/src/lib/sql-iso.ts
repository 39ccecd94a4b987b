import { type SQL, sql } from "drizzle-orm";

/**
 * A timestamptz as an ISO string in UTC ('2026-12-02T10:14:00.000Z'), formatted by the database: for times read inside
 * JSON built in a statement, where each driver would otherwise give its own text (and its session's time zone).
 */
export const isoUtc = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
