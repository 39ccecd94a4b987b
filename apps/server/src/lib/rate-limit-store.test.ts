import { afterAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../test/build-app.js";
import { postgresRateLimitStore, type RateLimitStore } from "./rate-limit-store.js";

/** The database-backed store behaves like @fastify/rate-limit's own: fixed window, continueExceeding, backoff. */
const database = await freshDatabase();
afterAll(() => database.close());

const Store = postgresRateLimitStore(database.db);
const route = (options: object = {}) => new Store().child({ ...options, routeInfo: { method: "POST", url: "/x" } });
const incr = (store: RateLimitStore, key: string, window: number, max: number) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), window, max),
  );
const read = (store: RateLimitStore, key: string) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.read(key, (error, result) => (error ? reject(error) : resolve(result!)), 0, 0),
  );

describe("PostgreSQL rate-limit store", () => {
  it("counts hits in a fixed window per route and key, and starts again once it ended", async () => {
    // A window long enough for the hits below on a loaded machine (300 ms was not); the test then waits out what
    // is left of it, as read back, rather than a fixed time.
    const WINDOW = 3000;
    const store = route();
    const first = await incr(store, "1.2.3.4", WINDOW, 2);
    expect(first.current).toBe(1);
    expect(first.ttl).toBeGreaterThan(WINDOW - 1000);
    expect(first.ttl).toBeLessThanOrEqual(WINDOW);
    expect((await incr(store, "1.2.3.4", WINDOW, 2)).current).toBe(2);
    expect((await incr(store, "1.2.3.4", WINDOW, 2)).current).toBe(3);
    expect(
      (await incr(new Store().child({ routeInfo: { method: "GET", url: "/y" } }), "1.2.3.4", WINDOW, 2)).current,
    ).toBe(1);
    const counted = await read(store, "1.2.3.4");
    expect(counted).toMatchObject({ current: 3 });
    await new Promise((r) => setTimeout(r, counted.ttl + 50));
    expect(await read(store, "1.2.3.4")).toEqual({ current: 0, ttl: 0 });
    expect((await incr(store, "1.2.3.4", WINDOW, 2)).current).toBe(1);
  });

  it("restarts the window on a hit over the limit with continueExceeding, and doubles it with backoff", async () => {
    const continuing = route({ continueExceeding: true });
    await incr(continuing, "c", 60_000, 1);
    await new Promise((r) => setTimeout(r, 50));
    const over = await incr(continuing, "c", 60_000, 1);
    expect(over.current).toBe(2);
    expect(over.ttl).toBeGreaterThan(59_950);

    const backingOff = route({ exponentialBackoff: true });
    await incr(backingOff, "b", 1000, 1);
    expect((await incr(backingOff, "b", 1000, 1)).ttl).toBeGreaterThan(900); // first over: one window
    const third = await incr(backingOff, "b", 1000, 1);
    expect(third.ttl).toBeGreaterThan(1900); // then two
    expect(third.ttl).toBeLessThanOrEqual(2000);
  });
});
