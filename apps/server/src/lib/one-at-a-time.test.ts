import { describe, expect, it } from "vitest";
import { keysWaiting, oneAtATime } from "./one-at-a-time.js";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("oneAtATime", () => {
  it("runs the calls of one key in order, one at a time, and other keys alongside; a failure does not stop the next", async () => {
    const log: string[] = [];
    let running = 0;
    let most = 0;
    const job = (key: string, name: string, fail = false) =>
      oneAtATime(key, async () => {
        running += key === "a" ? 1 : 0;
        most = Math.max(most, running);
        log.push(`start ${name}`);
        await pause(5);
        log.push(`end ${name}`);
        running -= key === "a" ? 1 : 0;
        if (fail) throw new Error(name);
        return name;
      });
    const results = await Promise.allSettled([job("a", "a1"), job("a", "a2", true), job("b", "b1"), job("a", "a3")]);
    expect(results.map((r) => (r.status === "fulfilled" ? r.value : (r.reason as Error).message))).toEqual([
      "a1",
      "a2",
      "b1",
      "a3",
    ]);
    expect(most).toBe(1);
    expect(log.filter((line) => line.includes(" a"))).toEqual([
      "start a1",
      "end a1",
      "start a2",
      "end a2",
      "start a3",
      "end a3",
    ]);
    // b1 ran while a1 did, not after the a's.
    expect(log.indexOf("start b1")).toBeLessThan(log.indexOf("end a1"));
    await pause(0);
    expect(keysWaiting()).toBe(0);
  });
});
