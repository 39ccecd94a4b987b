/**
 * The keys of a store of at most `capacity` entries, each at a slot number, forgetting the key written longest ago
 * first, at a constant cost per call. What is stored lives in the owner's arrays at the key's slot (BoundedMap's
 * values, the rate limit's counts), so an entry costs no object of its own: the busiest public route writes one per
 * request (a client's count), and objects that live that long are what the garbage collector copies and promotes
 * (decision 0097).
 *
 * Not a plain Map trimmed with `map.delete(map.keys().next().value)`: V8 leaves a hole where an entry was deleted
 * until the table is rebuilt, and a new iterator walks every hole at the front, so at tens of thousands of entries
 * each trim cost ~10 µs (the busiest public route's per-client rate limit spent a fifth of its time there). Here a
 * ring of `capacity` slots records the order of writes: each write takes the next slot, forgets the key that held
 * it and frees the writing key's old slot. A key is forgotten once `capacity` writes (of any keys) followed its last.
 */
export class BoundedKeys {
  private readonly slots = new Map<string, number>();
  private readonly keys: (string | undefined)[];
  private next = 0;

  constructor(readonly capacity: number) {
    this.keys = new Array(Math.max(0, capacity)).fill(undefined);
  }

  get size(): number {
    return this.slots.size;
  }

  slotOf(key: string): number | undefined {
    return this.slots.get(key);
  }

  /**
   * Makes `key` the newest: it takes the next slot (forgetting whichever key held it) and leaves its old slot empty.
   * Answers the new slot, or -1 with no capacity (nothing is kept). The owner moves the key's data from `slotOf(key)`,
   * read before this call, to the answer.
   */
  claim(key: string): number {
    if (this.keys.length === 0) return -1;
    const slot = this.next;
    const forgotten = this.keys[slot];
    if (forgotten !== undefined) this.slots.delete(forgotten);
    const previous = this.slots.get(key);
    if (previous !== undefined) this.keys[previous] = undefined;
    this.keys[slot] = key;
    this.slots.set(key, slot);
    this.next = slot + 1 === this.keys.length ? 0 : slot + 1;
    return slot;
  }

  /** Forgets `key`; answers the slot it had. */
  delete(key: string): number | undefined {
    const slot = this.slots.get(key);
    if (slot === undefined) return undefined;
    this.keys[slot] = undefined;
    this.slots.delete(key);
    return slot;
  }

  clear(): void {
    this.slots.clear();
    this.keys.fill(undefined);
    this.next = 0;
  }
}

/** A map of at most `capacity` entries that forgets the entry written longest ago first (BoundedKeys). */
export class BoundedMap<V> {
  private readonly index: BoundedKeys;
  private readonly values: (V | undefined)[];

  constructor(readonly capacity: number) {
    this.index = new BoundedKeys(capacity);
    this.values = new Array(Math.max(0, capacity)).fill(undefined);
  }

  get size(): number {
    return this.index.size;
  }

  get(key: string): V | undefined {
    const slot = this.index.slotOf(key);
    return slot === undefined ? undefined : this.values[slot];
  }

  has(key: string): boolean {
    return this.index.slotOf(key) !== undefined;
  }

  /** Stores `value` as the newest entry; when every slot is taken, the entry written longest ago goes. */
  set(key: string, value: V): void {
    const previous = this.index.slotOf(key);
    const slot = this.index.claim(key);
    if (slot < 0) return;
    if (previous !== undefined) this.values[previous] = undefined;
    this.values[slot] = value;
  }

  delete(key: string): void {
    const slot = this.index.delete(key);
    if (slot !== undefined) this.values[slot] = undefined;
  }

  clear(): void {
    this.index.clear();
    this.values.fill(undefined);
  }
}
