import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module of the benchmark, without type declarations
import { fixedRate, percentile } from "./fixed-rate.mjs";

/** A server that answers every request after 150 ms and notes when each arrived and how many were open at once. */
const arrivals: number[] = [];
let open = 0;
let mostOpen = 0;
const server = createServer((request, response) => {
  arrivals.push(performance.now());
  open++;
  mostOpen = Math.max(mostOpen, open);
  setTimeout(() => {
    open--;
    response.statusCode = request.url === "/missing" ? 404 : 200;
    response.end("ok");
  }, 150);
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("the benchmarks' fixed-rate load", () => {
  it("sends requests evenly spaced and on time, however slow the answers, and times them from when they were due", async () => {
    let n = 0;
    const figures = await fixedRate(
      { baseUrl, nextPath: () => (++n % 10 === 0 ? "/missing" : "/") },
      { rate: 50, seconds: 1 },
    );
    expect(arrivals).toHaveLength(50);
    // Open loop: a slow server gets the next request on time, so several are open at once (closed-loop clients
    // would wait for each answer and send fewer).
    expect(mostOpen).toBeGreaterThanOrEqual(6);
    // Evenly spaced (20 ms apart), not a burst at the start of the second. The median gap, not the smallest: on a
    // busy machine a late timer sends the requests that fell due meanwhile together (as an open loop must), so two
    // arrivals can be a fraction of a millisecond apart; a burst would make most gaps that small.
    const gaps = arrivals
      .slice(1)
      .map((t, i) => t - arrivals[i]!)
      .sort((a, b) => a - b);
    expect(gaps[Math.floor(gaps.length / 2)]).toBeGreaterThan(10);
    expect(arrivals.at(-1)! - arrivals[0]!).toBeGreaterThan(900);
    expect(figures.p50).toBeGreaterThanOrEqual(150);
    expect(figures.p99).toBeLessThan(400);
    expect(figures.non2xx).toBe(5);
    expect(figures.requests).toBe(45);
    expect(figures.errors).toBe(0);
  });

  it("counts a refused connection as an error", async () => {
    const figures = await fixedRate({ baseUrl: "http://127.0.0.1:1", nextPath: () => "/" }, { rate: 20, seconds: 0.5 });
    expect(figures.errors).toBe(10);
    expect(figures.requests).toBe(0);
  });

  it("reads percentiles by nearest rank", () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile([], 99)).toBe(0);
  });
});
