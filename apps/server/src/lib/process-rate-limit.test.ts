import { describe, expect, it } from "vitest";
import { PROCESS_LOCAL_CLIENTS, ProcessLocalCounter } from "./process-rate-limit.js";

describe("per-process rate-limit counter", () => {
  it("counts hits in a fixed window per key, and starts again once it ended", async () => {
    const counter = new ProcessLocalCounter();
    expect(counter.hit("1.2.3.4", 200).current).toBe(1);
    expect(counter.hit("1.2.3.4", 200).current).toBe(2);
    const third = counter.hit("1.2.3.4", 200);
    expect(third.current).toBe(3);
    expect(third.ttl).toBeLessThanOrEqual(200);
    expect(counter.hit("5.6.7.8", 200).current).toBe(1);
    expect(counter.read("1.2.3.4")).toMatchObject({ current: 3 });
    await new Promise((r) => setTimeout(r, 250));
    expect(counter.read("1.2.3.4")).toEqual({ current: 0, ttl: 0 });
    expect(counter.hit("1.2.3.4", 200).current).toBe(1);
  });

  it("remembers a bounded number of clients, never forgetting one that keeps calling", () => {
    const counter = new ProcessLocalCounter();
    counter.hit("steady", 60_000);
    counter.hit("quiet", 60_000);
    for (let i = 0; i < PROCESS_LOCAL_CLIENTS; i++) {
      counter.hit(`flood-${i}`, 60_000);
      if (i % 1000 === 0) counter.hit("steady", 60_000);
    }
    expect(counter.read("steady").current).toBe(2 + PROCESS_LOCAL_CLIENTS / 1000 - 1);
    // The quiet client was seen longest ago: forgotten, so it starts a new window.
    expect(counter.read("quiet")).toEqual({ current: 0, ttl: 0 });
    expect(counter.read("flood-0")).toEqual({ current: 0, ttl: 0 });
    expect(counter.read(`flood-${PROCESS_LOCAL_CLIENTS - 1}`).current).toBe(1);
  });
});
