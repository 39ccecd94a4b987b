import { type FastifyReply, type FastifyRequest, LogController } from "fastify";
import pino from "pino";
import { redactUrl } from "./log-redaction.js";

type SonicBoom = ReturnType<typeof pino.destination>;

/**
 * One access line per request, written by Fastify's own log controller when the response is finished (in place of
 * its "incoming request" and "request completed" pair): the request id (bound by Fastify's request logger as
 * `reqId`), the method, the route's pattern (`/api/tracking/:trackingNumber`, so lines group by route), the status
 * and the duration in milliseconds. A request no route matched has no pattern: its line carries the URL instead,
 * with its tokens redacted. Neither the client's address nor a matched route's URL is logged: the pattern says what
 * was called, and addresses and the numbers in URLs are personal data a log need not keep
 * (docs/decisions/0087-access-line-from-the-log-controller.md).
 */
export class AccessLogController extends LogController {
  constructor() {
    super({ disableRequestLogging: false });
  }

  override incomingRequest() {}

  /** The 404 answer's own line would be a second line for the request. */
  override routeNotFound() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const route = request.routeOptions.url;
    const line = {
      method: request.method,
      route: route ?? null,
      ...(route === undefined ? { url: redactUrl(request.url) } : {}),
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 100) / 100,
      ...(error ? { err: error } : {}),
    };
    request.log.info(line, "request completed");
  }
}

/**
 * Standard output (or the file `dest`) written without blocking the event loop: lines are handed to the kernel by an
 * asynchronous write on libuv's thread pool. Lines gather until LOG_GATHER_BYTES are waiting and go out together; a
 * line that finds fewer waits at most LOG_FLUSH_MS (the destination's periodic flush), so an idle server's last line
 * is out within that. Gathering nothing (minLength 0, as before) made nearly every line under load a write of its
 * own: the pipe took each one before the next came, and each write is a hop to the thread pool and back
 * (docs/decisions/0097-no-object-per-client-and-log-writes-gathered.md). Before a deliberate exit `closeLogs` writes
 * out what is still buffered; on any other exit pino writes it synchronously on the process's 'exit' event.
 *
 * Writes of at most 4 KB (`maxWrite`, 16 KB by default): the destination appends each line to the text it is
 * gathering and measures that text's length in bytes, which copies it whole every time, so gathering under load
 * costs the square of its size (docs/decisions/0091-log-writes-of-4-kb.md).
 */
export function asyncStdout(dest: number | string = 1): SonicBoom {
  return pino.destination({
    dest,
    sync: false,
    minLength: LOG_GATHER_BYTES,
    periodicFlush: LOG_FLUSH_MS,
    maxWrite: LOG_WRITE_BYTES,
  });
}

/** The most a log write hands the kernel at once (a page); a longer line goes out whole, alone. */
export const LOG_WRITE_BYTES = 4096;
/** Lines wait to be written until this much has gathered (half a write: a line never splits the gathering). */
export const LOG_GATHER_BYTES = 2048;
/** The longest a line waits for others to gather before it is written anyway. */
export const LOG_FLUSH_MS = 100;

/**
 * Resolves once every line logged so far is written (the write under way included, which a synchronous flush would
 * overtake), or after `boundMs` when nobody reads the output. Nothing may be logged to `stream` afterwards.
 */
export function closeLogs(stream: SonicBoom, boundMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, boundMs);
    stream.once("close", () => {
      clearTimeout(timer);
      resolve();
    });
    stream.end();
  });
}
