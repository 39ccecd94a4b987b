import type { FastifyRequest } from "fastify";

/**
 * Logs must not carry secrets or personal data: tokens in URLs (admin verification and setup links, reset
 * tokens in a query string) and the values bound to a failed SQL statement (names, phones, addresses), which
 * drizzle puts in its error message and the database repeats in its error detail.
 */
const TOKEN_IN_PATH = /(\/(?:verify|setup)\/)[^/?#]+/gi;
const TOKEN_IN_QUERY = /([?&](?:token|code|otp|reset_token|[a-z_]*password)=)[^&#]*/gi;
const REDACTED = "[redacted]";

export function redactUrl(url: string): string {
  return url.replace(TOKEN_IN_PATH, `$1${REDACTED}`).replace(TOKEN_IN_QUERY, `$1${REDACTED}`);
}

/** drizzle's "Failed query: …\nparams: …": the parameters run until the stack trace starts (or the end). */
const BOUND_PARAMS = /(\nparams: )[\s\S]*?(?=\n\s+at |$)/g;
/** PostgreSQL's `invalid input syntax for type integer: "value"` and the like quote the bad value last. */
const QUOTED_VALUE_AT_END = /(: )"(?:[^"]|"")*"(?=\n|$)/;

function redactText(text: unknown, isDatabaseError: boolean): string | undefined {
  if (typeof text !== "string") return undefined;
  const out = text.replace(BOUND_PARAMS, `$1${REDACTED}`);
  return isDatabaseError ? out.replace(QUOTED_VALUE_AT_END, `$1"${REDACTED}"`) : out;
}

/** Fields of an error that never hold a bound value and help to understand it. */
const SAFE_FIELDS = ["code", "statusCode", "severity", "constraint", "table", "column", "routine", "query"] as const;

export function serializeError(err: unknown, depth = 0): Record<string, unknown> {
  if (!(err instanceof Error) && (typeof err !== "object" || err === null)) return { message: String(err) };
  const e = err as Error & Record<string, unknown>;
  const isDatabaseError = "params" in e || (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code));
  const out: Record<string, unknown> = {
    type: e.constructor?.name ?? "Error",
    message: redactText(e.message, isDatabaseError),
    stack: redactText(e.stack, isDatabaseError),
  };
  for (const field of SAFE_FIELDS) if (e[field] !== undefined) out[field] = e[field];
  if (e.detail !== undefined) out.detail = REDACTED;
  if (e.params !== undefined) out.params = REDACTED;
  if (e.cause !== undefined && depth < 3) out.cause = serializeError(e.cause, depth + 1);
  return out;
}

export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The pino options every app logger gets (the level and any test stream come from the caller). */
export const redactingSerializers = {
  req: serializeRequest,
  err: (err: Error) => serializeError(err) as { type: string; message: string; stack: string },
};
