import { describe, expect, it } from "vitest";
import { startIdleCollection } from "./idle-collection.js";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const QUIET_MS = 40;

describe("startIdleCollection", () => {
  it("collects only once the server is warm and quiet, and stops after its rounds", async () => {
    let warm = false;
    let rounds = 0;
    const collection = startIdleCollection({
      collect: () => rounds++,
      isWarm: () => warm,
      quietMs: QUIET_MS,
      rounds: 3,
    });
    await pause(QUIET_MS * 3);
    expect(rounds, "not warm yet").toBe(0);
    warm = true;
    // Requests keep coming: no round runs, however long.
    for (let i = 0; i < 8; i++) {
      collection.activity();
      await pause(QUIET_MS / 4);
    }
    expect(rounds, "never quiet").toBe(0);
    await collection.done;
    expect(rounds).toBe(3);
    await pause(QUIET_MS * 3);
    expect(rounds, "no round after the last").toBe(3);
  });

  it("lets a request that arrives during a round put the other rounds off until the next quiet spell", async () => {
    const collected: number[] = [];
    let arrived = 0;
    const collection = startIdleCollection({
      collect: () => {
        collected.push(performance.now());
        // A request comes in while the first round runs.
        if (collected.length === 1) {
          arrived = performance.now();
          collection.activity();
        }
      },
      isWarm: () => true,
      quietMs: QUIET_MS,
      rounds: 3,
    });
    await collection.done;
    expect(collected).toHaveLength(3);
    expect(collected[1]! - arrived, "the second round waits for quiet again").toBeGreaterThanOrEqual(QUIET_MS - 1);
  });
});
