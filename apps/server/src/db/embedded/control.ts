import { createHash } from "node:crypto";
import { chmodSync, rmSync } from "node:fs";
import { createConnection, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * The server's local control channel: a Unix socket beside the embedded database (mode 0600, so only the user who
 * runs the server reaches it) on which the command-line tools hand their work to the process that owns the
 * database. One JSON line asks (`{ op, args }`), one JSON line answers (`{ result }` or `{ error }`).
 */
export const controlSocketOf = (dbDir: string): string => {
  const path = `${dbDir}.sock`;
  // A Unix socket path holds about 107 bytes; a deep DATA_DIR gets its socket in the system's temp folder.
  if (Buffer.byteLength(path) < 100) return path;
  return join(tmpdir(), `swiftway-${createHash("sha256").update(dbDir).digest("hex").slice(0, 16)}.sock`);
};

/** A failure to report to the operator as it is (a duplicate e-mail, a refused restore, ...). */
export class ToolError extends Error {}

export type ControlHandlers = Record<string, (args: Record<string, unknown>) => Promise<unknown>>;

interface Log {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

const REQUEST_TIMEOUT_MS = 10_000;

/** Serves `handlers` on the socket; `close()` stops taking requests and waits for those running. */
export async function serveControl(path: string, handlers: ControlHandlers, log: Log) {
  // A socket file left by a crashed owner: the caller holds the folder's lock, so it is nobody's.
  rmSync(path, { force: true });
  const running = new Set<Promise<void>>();

  async function answer(line: string): Promise<{ result?: unknown; error?: string }> {
    try {
      const { op, args } = JSON.parse(line) as { op: string; args?: Record<string, unknown> };
      const handler = Object.hasOwn(handlers, op) ? handlers[op] : undefined;
      if (!handler) return { error: `unknown operation '${op}'` };
      log.info({ op }, `a local tool asked for ${op}`);
      return { result: (await handler(args ?? {})) ?? null };
    } catch (error) {
      if (error instanceof ToolError) return { error: error.message };
      log.error({ err: error }, "a local tool's request failed");
      return { error: `the server could not do it: ${String(error)}` };
    }
  }

  const server = createServer((socket) => {
    let request = "";
    socket.setEncoding("utf8");
    socket.setTimeout(REQUEST_TIMEOUT_MS, () => socket.destroy());
    socket.on("error", () => undefined);
    const onData = (chunk: string) => {
      request += chunk;
      const end = request.indexOf("\n");
      if (end < 0) return;
      socket.off("data", onData);
      socket.setTimeout(0);
      const task = answer(request.slice(0, end)).then((reply) => {
        socket.end(`${JSON.stringify(reply)}\n`);
      });
      running.add(task);
      void task.finally(() => running.delete(task));
    };
    socket.on("data", onData);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(path, () => resolve());
  });
  chmodSync(path, 0o600);
  return {
    path,
    async close() {
      server.close();
      await Promise.allSettled([...running]);
      rmSync(path, { force: true });
    },
  };
}

/** Asks the server listening on `path` to run `op`; rejects with a ToolError carrying the server's message. */
export function callControl(path: string, op: string, args: object, timeoutMs = 300_000): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(path);
    let reply = "";
    socket.setEncoding("utf8");
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`the server did not answer within ${timeoutMs} ms`)));
    socket.on("connect", () => socket.write(`${JSON.stringify({ op, args })}\n`));
    socket.on("data", (chunk: string) => {
      reply += chunk;
    });
    socket.on("error", reject);
    socket.on("end", () => {
      let parsed: { result?: unknown; error?: string };
      try {
        parsed = JSON.parse(reply);
      } catch {
        reject(new ToolError("the server closed the connection without an answer (is it stopping?); try again"));
        return;
      }
      if (parsed.error !== undefined) reject(new ToolError(parsed.error));
      else resolve(parsed.result);
    });
  });
}
