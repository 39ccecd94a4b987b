/**
 * Whether an error means the database cannot be reached or does not answer in time (as opposed to a bug or a
 * refused statement): connection refused, reset or timed out, no pooled connection free in time, a query read
 * timeout, a statement or lock timeout, the server shutting down or starting up. Such a request answers 503.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error, depth = 0;
    e && typeof e === "object" && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (NETWORK_CODES.has(code) || SQLSTATES.some((s) => code.startsWith(s)))) return true;
    if (typeof message === "string" && MESSAGES.some((m) => message.includes(m))) return true;
  }
  return false;
}

const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
]);

/** Connection exceptions, statement and lock timeouts, shutdown/start-up, too many connections. */
const SQLSTATES = ["08", "57014", "57P01", "57P02", "57P03", "55P03", "53300"];

/** node-postgres and pg-pool report these without a code. */
const MESSAGES = [
  "timeout exceeded when trying to connect",
  "Connection terminated",
  "Query read timeout",
  "connection timeout",
  "timeout expired",
  "is not queryable",
];
