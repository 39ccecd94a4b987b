import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/client.js";
import { type ChangeFeed, FRESH_BOUND_MS, openChangeFeed } from "../src/lib/change-feed.js";
import { scratchPostgres } from "./processes.js";
import { startTcpProxy, type TcpProxy } from "./tcp-proxy.js";

/**
 * The change feed's listener (lib/change-feed.ts) on a PostgreSQL behind a TCP proxy the test freezes (bytes held,
 * connections open): every wait of the feed is bounded, a dead listener is replaced by itself, and after the thaw
 * the feed delivers notifications again, with no restart. Runs in the 'postgres' vitest project.
 */
const scratch = await scratchPostgres();
const CHANNEL = "feed_faults";
const CONNECT_MS = 1000;
const noLog = { warn: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;

describe.skipIf(!scratch)("change feed on a PostgreSQL that freezes", () => {
  let proxy: TcpProxy;
  let proxyUrl: string;
  let direct: pg.Pool;
  let feed: ChangeFeed | undefined;
  let resets: boolean[];
  let changes: string[];

  beforeAll(async () => {
    const url = new URL(scratch!.url);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.port = String(proxy.port);
    proxyUrl = url.toString();
    direct = new pg.Pool({ connectionString: scratch!.url, max: 1 });
    // pg-pool's end() resolves before its clients have finished closing, and the drop of the scratch database
    // (with force) can then end a closing client's backend: the pool reports that as an 'error' event, which
    // would be an uncaught exception without a listener (seen once in CI).
    direct.on("error", () => undefined);
  });

  afterEach(async () => {
    await proxy.restore();
    await feed?.close();
    feed = undefined;
  });

  afterAll(async () => {
    await proxy?.close();
    await direct?.end();
    await scratch?.drop();
  });

  const open = () => {
    resets = [];
    changes = [];
    return openChangeFeed(
      { database: { driver: "postgres" } as Database, url: proxyUrl, connectMs: CONNECT_MS, log: noLog },
      CHANNEL,
      { changed: (payload) => changes.push(payload), reset: (live) => resets.push(live) },
    );
  };

  const notify = (payload: string) => direct.query("select pg_notify($1, $2)", [CHANNEL, payload]);

  /** The backends listening on the channel, straight from PostgreSQL. */
  async function listeners() {
    const { rows } = await direct.query<{ pid: number }>(
      "select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'",
    );
    return rows.map((row) => row.pid);
  }

  async function until(what: string, check: () => boolean | Promise<boolean>, ms = 10_000) {
    const deadline = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async function timed<T>(work: Promise<T>) {
    const started = Date.now();
    const value = await work;
    return { value, ms: Date.now() - started };
  }

  it("is fresh after a notification, bounds `fresh()` while frozen, and listens again after the thaw", async () => {
    feed = await open();
    expect(resets).toEqual([true]);
    const [first] = await listeners();
    await notify("before");
    expect(await feed.fresh()).toBe(true);
    expect(changes).toEqual(["before"]); // applied before fresh() answered

    proxy.freeze();
    const stuck = await timed(feed.fresh());
    expect(stuck.value).toBe(false);
    expect(stuck.ms).toBeLessThan(FRESH_BOUND_MS + 400);
    // While that round trip is overdue, callers are told at once.
    const next = await timed(feed.fresh());
    expect(next.value).toBe(false);
    expect(next.ms).toBeLessThan(50);
    // Unanswered past the connect bound, the listener is declared dead: nothing is cached meanwhile.
    await until("the dead listener is dropped", () => resets.at(-1) === false, CONNECT_MS + 2000);
    await notify("while frozen"); // nobody hears this one: the reset stands for it

    await proxy.restore();
    await until("listening again", () => resets.at(-1) === true, 10_000);
    const now = await listeners();
    expect(now).not.toContain(first);
    expect(now).toHaveLength(1);
    await notify("after");
    expect(await feed.fresh()).toBe(true);
    expect(changes.at(-1)).toBe("after");
    expect(resets).toEqual([true, false, true]);
  });

  it("gives up opening its listener within the connect bound while frozen, and listens once thawed", async () => {
    proxy.freeze();
    const opened = await timed(open());
    feed = opened.value;
    expect(opened.ms).toBeLessThan(CONNECT_MS + 1000);
    expect(resets).toEqual([]);
    expect(await timed(feed.fresh())).toMatchObject({ value: false });

    await proxy.restore();
    await until("listening once thawed", () => resets.at(-1) === true, 10_000);
    await notify("thawed");
    expect(await feed.fresh()).toBe(true);
    expect(changes).toEqual(["thawed"]);
  });

  it("closes within the connect bound while frozen", async () => {
    feed = await open();
    proxy.freeze();
    const closed = await timed(feed.close());
    feed = undefined;
    expect(closed.ms).toBeLessThan(CONNECT_MS + 1000);
    expect(resets.at(-1)).toBe(false);
  });
});
