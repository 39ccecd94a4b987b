import { describe, expect, it } from "vitest";
import { coalesced } from "./change-feed.js";

/** A query that records when each run starts and finishes when the test says so. */
function controlledQuery() {
  const runs: { finish: (ok: boolean) => void }[] = [];
  const query = () =>
    new Promise<void>((resolve, reject) => {
      runs.push({ finish: (ok) => (ok ? resolve() : reject(new Error("lost"))) });
    });
  return { runs, query };
}

const turns = (n: number) =>
  new Promise<void>((resolve) => {
    const step = (left: number) => (left === 0 ? resolve() : setImmediate(() => step(left - 1)));
    step(n);
  });

describe("coalesced round trips", () => {
  it("gives every caller of the same moment one run, started only after they asked", async () => {
    const { runs, query } = controlledQuery();
    const fresh = coalesced(query);
    const answers = [fresh(), fresh(), fresh()];
    expect(runs).toHaveLength(0); // not started at once: the loop's next turns may bring more callers
    await turns(1);
    answers.push(fresh()); // read in a later turn, before the run starts: shares it
    await turns(5);
    expect(runs).toHaveLength(1);
    runs[0]!.finish(true);
    expect(await Promise.all(answers)).toEqual([true, true, true, true]);
  });

  it("makes a caller who arrives during a run wait for the next one, which starts after it", async () => {
    const { runs, query } = controlledQuery();
    const fresh = coalesced(query);
    const first = fresh();
    await turns(5);
    expect(runs).toHaveLength(1);
    let secondDone = false;
    const second = fresh().then((ok) => {
      secondDone = true;
      return ok;
    });
    await turns(5);
    expect(runs).toHaveLength(1); // one round trip at a time
    runs[0]!.finish(true);
    expect(await first).toBe(true);
    expect(secondDone).toBe(false); // the running trip may have started before this caller asked
    await turns(5);
    expect(runs).toHaveLength(2);
    runs[1]!.finish(true);
    expect(await second).toBe(true);
  });

  it("answers false when the round trip fails, and runs again for the next caller", async () => {
    const { runs, query } = controlledQuery();
    const fresh = coalesced(query);
    const failed = fresh();
    await turns(5);
    runs[0]!.finish(false);
    expect(await failed).toBe(false);
    const next = fresh();
    await turns(5);
    expect(runs).toHaveLength(2);
    runs[1]!.finish(true);
    expect(await next).toBe(true);
  });

  it("answers false once a run passes its bound, tells later callers at once, and runs again once it answers", async () => {
    const { runs, query } = controlledQuery();
    const fresh = coalesced(query, 20);
    const started = Date.now();
    expect(await fresh()).toBe(false); // the run never answered: the caller is not held past the bound
    expect(Date.now() - started).toBeLessThan(500);
    expect(runs).toHaveLength(1);
    expect(await fresh()).toBe(false); // overdue: told at once, no second run queued behind the stuck one
    await turns(5);
    expect(runs).toHaveLength(1);
    runs[0]!.finish(false); // the stuck run fails at last (the feed drops its connection)
    await turns(1);
    const next = fresh();
    await turns(5);
    expect(runs).toHaveLength(2);
    runs[1]!.finish(true);
    expect(await next).toBe(true);
  });

  it("keeps a run's answer when it comes within the bound", async () => {
    const { runs, query } = controlledQuery();
    const fresh = coalesced(query, 200);
    const answer = fresh();
    await turns(5);
    runs[0]!.finish(true);
    expect(await answer).toBe(true);
    await new Promise((r) => setTimeout(r, 250)); // the bound's timer is gone: nothing turns overdue
    const next = fresh();
    await turns(5);
    expect(runs).toHaveLength(2);
    runs[1]!.finish(true);
    expect(await next).toBe(true);
  });
});
