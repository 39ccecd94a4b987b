/**
 * A map of at most `capacity` entries that forgets the entry written longest ago first, at a constant cost per call.
 *
 * Not a plain Map trimmed with `map.delete(map.keys().next().value)`: V8 leaves a hole where an entry was deleted
 * until the table is rebuilt, and a new iterator walks every hole at the front, so at tens of thousands of entries
 * each trim cost ~10 µs (the busiest public route's per-client rate limit spent a fifth of its time there). Here a
 * ring of `capacity` slots records the order of writes: each write takes the next slot and forgets the entry whose
 * latest write owned it. Writing a key again moves it to the newest slot, so an entry is forgotten once `capacity`
 * writes (of any keys) have followed its last one.
 */
export class BoundedMap<V> {
  private readonly entries = new Map<string, { value: V; slot: number }>();
  private readonly ring: (string | undefined)[];
  private next = 0;

  constructor(readonly capacity: number) {
    this.ring = new Array(Math.max(0, capacity)).fill(undefined);
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    return this.entries.get(key)?.value;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  /** Stores `value` as the newest entry; when every slot is taken, the entry written longest ago goes. */
  set(key: string, value: V): void {
    if (this.ring.length === 0) return;
    const slot = this.next;
    const previous = this.ring[slot];
    if (previous !== undefined && previous !== key && this.entries.get(previous)?.slot === slot) {
      this.entries.delete(previous);
    }
    this.ring[slot] = key;
    const entry = this.entries.get(key);
    if (entry) {
      entry.value = value;
      entry.slot = slot;
    } else this.entries.set(key, { value, slot });
    this.next = slot + 1 === this.ring.length ? 0 : slot + 1;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.ring.fill(undefined);
    this.next = 0;
  }
}
