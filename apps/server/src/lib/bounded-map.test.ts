import { describe, expect, it } from "vitest";
import { BoundedKeys, BoundedMap } from "./bounded-map.js";

describe("BoundedMap", () => {
  it("keeps at most its capacity, forgetting the entry written longest ago first", () => {
    const map = new BoundedMap<number>(3);
    for (const [i, key] of ["a", "b", "c", "d"].entries()) map.set(key, i);
    expect(map.size).toBe(3);
    expect(map.get("a")).toBeUndefined();
    expect([map.get("b"), map.get("c"), map.get("d")]).toEqual([1, 2, 3]);
  });

  it("moves a key written again to the newest place, so the others go before it", () => {
    const map = new BoundedMap<number>(3);
    map.set("a", 1);
    map.set("b", 2);
    map.set("a", 10); // 'a' is now the newest; 'b' the oldest
    map.set("c", 3);
    map.set("d", 4);
    expect(map.get("b")).toBeUndefined();
    expect(map.get("a")).toBe(10);
    expect(map.size).toBe(3);
    // A client that keeps writing is never forgotten, however many others come and go.
    for (let i = 0; i < 100; i++) {
      map.set(`other${i}`, i);
      map.set("a", i);
    }
    expect(map.get("a")).toBe(99);
    expect(map.get("other99")).toBe(99);
    expect(map.get("other97")).toBeUndefined();
    expect(map.size).toBeLessThanOrEqual(3);
  });

  it("forgets deleted and cleared entries, and stores nothing with no capacity", () => {
    const map = new BoundedMap<string>(2);
    map.set("a", "x");
    map.delete("a");
    expect(map.has("a")).toBe(false);
    map.set("a", "y"); // a deleted key written again lives its full time
    map.set("b", "z");
    expect([map.get("a"), map.get("b")]).toEqual(["y", "z"]);
    map.clear();
    expect(map.size).toBe(0);
    const none = new BoundedMap<string>(0);
    none.set("a", "x");
    expect(none.size).toBe(0);
  });
});

describe("BoundedKeys", () => {
  it("gives each write the next slot, frees the writer's old slot and forgets the key that held the new one", () => {
    const keys = new BoundedKeys(3);
    expect([keys.claim("a"), keys.claim("b"), keys.claim("c")]).toEqual([0, 1, 2]);
    expect(keys.slotOf("a")).toBe(0);
    // 'b' written again: it takes slot 0 (forgetting 'a'), and its old slot 1 holds nothing any more.
    expect(keys.claim("b")).toBe(0);
    expect([keys.slotOf("a"), keys.slotOf("b"), keys.size]).toEqual([undefined, 0, 2]);
    // The next write takes slot 1, which no key holds: nobody is forgotten.
    expect(keys.claim("d")).toBe(1);
    expect([keys.slotOf("b"), keys.slotOf("c"), keys.slotOf("d"), keys.size]).toEqual([0, 2, 1, 3]);
    expect(keys.delete("c")).toBe(2);
    expect([keys.slotOf("c"), keys.size]).toEqual([undefined, 2]);
    expect(new BoundedKeys(0).claim("a")).toBe(-1);
  });
});
