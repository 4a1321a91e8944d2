/**
 * A set of element ids for the normaliser's uniqueness check. It keeps its table between
 * documents and empties it by bumping a stamp, so checking 20,000 ids costs no regrowth
 * and no garbage; a `Set` rebuilt per document spent most of the normaliser's time
 * growing. Open addressing with linear probing; the hash is FNV-1a over the id.
 * @internal
 */
export class IdSet {
  private capacity = 0;
  private mask = 0;
  private stamps = new Uint32Array(0);
  private hashes = new Int32Array(0);
  private keys: (string | undefined)[] = [];
  private stamp = 1;
  private count = 0;

  constructor(initialCapacity = 1024) {
    this.allocate(initialCapacity);
  }

  /** Empties the set in O(1). */
  clear(): void {
    this.count = 0;
    this.stamp++;
    if (this.stamp === 0xffffffff) {
      this.stamps.fill(0);
      this.stamp = 1;
    }
  }

  get size(): number {
    return this.count;
  }

  /** Adds `id`; returns false when it was already there. */
  add(id: string): boolean {
    if ((this.count + 1) * 2 > this.capacity) this.grow();
    let h = 0x811c9dc5 | 0;
    for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193);
    let slot = h & this.mask;
    const stamps = this.stamps;
    const stamp = this.stamp;
    while (stamps[slot] === stamp) {
      if (this.hashes[slot] === h && this.keys[slot] === id) return false;
      slot = (slot + 1) & this.mask;
    }
    stamps[slot] = stamp;
    this.hashes[slot] = h;
    this.keys[slot] = id;
    this.count++;
    return true;
  }

  private allocate(capacity: number): void {
    this.capacity = capacity;
    this.mask = capacity - 1;
    this.stamps = new Uint32Array(capacity);
    this.hashes = new Int32Array(capacity);
    this.keys = new Array<string | undefined>(capacity);
  }

  private grow(): void {
    const { stamps, hashes, keys, stamp, capacity } = this;
    this.allocate(capacity * 2);
    for (let i = 0; i < capacity; i++) {
      if (stamps[i] !== stamp) continue;
      let slot = hashes[i] & this.mask;
      while (this.stamps[slot] === stamp) slot = (slot + 1) & this.mask;
      this.stamps[slot] = stamp;
      this.hashes[slot] = hashes[i];
      this.keys[slot] = keys[i];
    }
  }
}
