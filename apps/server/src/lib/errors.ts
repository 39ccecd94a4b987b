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

/** What a write answers (507) when the disk under the database or the files is full: nothing of it was stored. */
export const DISK_FULL = "The server has run out of disk space, so nothing was saved. Please try again later.";

/** The file store (S3) does not answer in time or cannot be reached: 503, nothing of the request stored. */
export const FILE_STORE_UNAVAILABLE =
  "The file store is not answering right now, so nothing was saved. Please try again in a minute.";
export const fileStoreUnavailable = () => new HttpError(503, FILE_STORE_UNAVAILABLE);

/**
 * A full disk, wherever it was met: the operating system's ENOSPC (a file write), PostgreSQL's disk_full class
 * (SQLSTATE 53100, "could not extend file …: No space left on device"; PGlite reports the same from its folder),
 * looked for along the error's causes (drizzle wraps the driver's error).
 */
export function isDiskFull(error: unknown): boolean {
  for (
    let e = error, depth = 0;
    e && typeof e === "object" && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (code === "ENOSPC" || code === "53100") return true;
    if (typeof message === "string" && /No space left on device|could not extend file/.test(message)) return true;
  }
  return false;
}
