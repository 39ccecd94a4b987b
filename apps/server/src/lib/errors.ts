/** A failure the client should see: its message becomes the `error` field of the JSON body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new HttpError(400, message, fields);
export const unauthorized = (message = "Please log in to continue.") => new HttpError(401, message);
export const forbidden = (message = "You do not have permission to do this.") => new HttpError(403, message);
export const notFound = (message = "Not found.") => new HttpError(404, message);
export const conflict = (message: string, fields?: Record<string, string>) => new HttpError(409, message, fields);
/** What every per-client rate limit answers with its 429. */
export const TOO_MANY_REQUESTS = "Too many requests. Please wait a moment and try again.";
export const tooManyRequests = (message = "Too many attempts. Please wait a moment and try again.") =>
  new HttpError(429, message);

/** PostgreSQL's unique-violation code, for turning a race into a clean 409. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = (error as { cause?: unknown })?.cause ?? error;
  const code = (e as { code?: string })?.code;
  if (code !== "23505") return false;
  return !constraint || (e as { constraint?: string }).constraint === constraint;
}
