import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import pino from "pino";
import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../test/build-app.js";
import { client } from "../../test/http.js";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { asyncStdout, closeLogs, LOG_FLUSH_MS, LOG_GATHER_BYTES, LOG_WRITE_BYTES } from "./access-log.js";

/** The app's log at the default level (info), line by line as JSON. */
const lines: Record<string, unknown>[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split("\n")) if (line) lines.push(JSON.parse(line));
    done();
  },
});

const database = await freshDatabase();
const probe = async (app: FastifyInstance) => {
  app.get("/api/probe/fails/:n", async () => {
    throw new Error("probe failure");
  });
};
const config = loadConfig({ DATA_DIR: "/tmp/access-log-test", JWT_SECRET: "access-log-secret-".padEnd(48, "x") });
expect(config.LOG_LEVEL).toBe("info");
const app = await buildApp({ config, database, logger: { level: config.LOG_LEVEL, stream }, extraPlugins: [probe] });
await app.ready();
afterAll(async () => {
  await app.close();
  await database.close();
});

const INFO = 30;
const linesOf = (reqId: string) => lines.filter((line) => line.reqId === reqId);

describe("the access log", () => {
  it("has exactly one info line per request: id, method, route pattern, status and duration", async () => {
    const cases = [
      { id: "req-verify", method: "GET", url: "/api/admins/verify/SECRET-TOKEN-1", route: "/api/admins/verify/:token" },
      { id: "req-invoice", method: "GET", url: "/api/invoices/12", route: "/api/invoices/:id", status: 401 },
      { id: "req-health", method: "GET", url: "/api/health", route: "/api/health" },
      { id: "req-login", method: "POST", url: "/api/users/login", route: "/api/users/login", status: 400 },
      { id: "req-missing", method: "GET", url: "/api/no-such-thing", route: null, status: 404 },
    ] as const;
    for (const c of cases) {
      const res =
        c.method === "GET"
          ? await client(app).get(c.url, { "x-request-id": c.id })
          : await client(app).post(c.url, {}, { "x-request-id": c.id });
      if ("status" in c) expect(res.status).toBe(c.status);
      const mine = linesOf(c.id);
      expect(mine, JSON.stringify(mine)).toHaveLength(1);
      const [line] = mine;
      expect(line).toMatchObject({
        level: INFO,
        msg: "request completed",
        reqId: c.id,
        method: c.method,
        route: c.route,
        status: res.status,
      });
      expect(line!.durationMs).toEqual(expect.any(Number));
      expect(line!.durationMs as number).toBeGreaterThanOrEqual(0);
    }
    // Fastify's own pair of lines per request is off.
    expect(lines.some((line) => line.msg === "incoming request")).toBe(false);
    // A matched route's line names its pattern, not the URL (whose token it would carry); nor the client's address.
    const verify = linesOf("req-verify")[0]!;
    expect(verify).not.toHaveProperty("url");
    expect(verify).not.toHaveProperty("ip");
    // Without a route, the URL says what was asked.
    expect(linesOf("req-missing")[0]!.url).toBe("/api/no-such-thing");
    expect(JSON.stringify(lines)).not.toContain("SECRET-TOKEN-1");
  });

  it("keeps one access line beside the error line of a failed request", async () => {
    const res = await client(app).get("/api/probe/fails/7", { "x-request-id": "req-fails" });
    expect(res.status).toBe(500);
    const mine = linesOf("req-fails");
    expect(mine.filter((line) => line.msg === "request completed")).toEqual([
      expect.objectContaining({ level: INFO, method: "GET", route: "/api/probe/fails/:n", status: 500 }),
    ]);
    expect(mine.filter((line) => line.msg === "request failed")).toHaveLength(1);
    expect(mine).toHaveLength(2);
  });
});

describe("the asynchronous log destination", () => {
  /**
   * A logger on asyncStdout into a file of its own; `read` answers what reached the file so far, `close` writes out
   * what is buffered and answers the whole file.
   */
  async function fileLogger() {
    const dir = mkdtempSync(join(tmpdir(), "access-log-"));
    const file = join(dir, "out.log");
    const destination = asyncStdout(file);
    await new Promise((resolve) => destination.once("ready", resolve));
    return {
      logger: pino({ base: null, timestamp: false }, destination),
      read: () => readFileSync(file, "utf8"),
      close: async () => {
        await closeLogs(destination, 5_000);
        const text = readFileSync(file, "utf8");
        rmSync(dir, { recursive: true, force: true });
        return text;
      },
    };
  }

  it("writes every line whole and in order, a burst and a line longer than one write included", async () => {
    const { logger, close } = await fileLogger();
    const long = "x".repeat(LOG_WRITE_BYTES * 3);
    // Logged in one turn of the event loop, as a loaded server does: they gather while the first write is under way.
    for (let n = 0; n < 3_000; n++) logger.info({ n, ...(n === 1_500 ? { long } : {}) }, "burst");
    const written = (await close())
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    expect(written.map((line) => line.n)).toEqual(Array.from({ length: 3_000 }, (_, n) => n));
    expect(written[1_500].long).toBe(long);
  });

  it("writes a lone line within the flush interval, though less than a write's worth has gathered", async () => {
    const { logger, read, close } = await fileLogger();
    logger.info({ lone: true }, "the last line before a quiet spell");
    expect(JSON.stringify({ lone: true }).length).toBeLessThan(LOG_GATHER_BYTES);
    const deadline = Date.now() + LOG_FLUSH_MS * 10;
    let written = "";
    while (!written.includes('"lone":true') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, LOG_FLUSH_MS / 4));
      written = read();
    }
    expect(written).toContain('"lone":true');
    await close();
  });
});
