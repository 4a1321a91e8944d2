/**
 * A set of element ids for the normaliser's uniqueness check. It keeps its table between
 * documents, so checking 20,000 ids costs no regrowth and no garbage; a `Set` rebuilt per
 * document spent most of the normaliser's time growing. Open addressing with linear
 * probing.
 *
 * The probe reads one byte per slot, a tag made of the hash's high bits (0 for an empty
 * slot), so the table of a 5,000-block page fits in 32 KB and stays in the nearest cache
 * while the normaliser streams through the document; the ids themselves are read only
 * when a tag matches.
 * @internal
 */
export class IdSet {
  private mask = 0;
  private tags = new Uint8Array(0);
  private keys: (string | undefined)[] = [];
  /** The slots filled since the last clear, in order, with their hashes. */
  private filled = new Int32Array(0);
  private hashes = new Int32Array(0);
  private count = 0;

  constructor(initialCapacity = 1024) {
    this.allocate(initialCapacity);
  }

  /** Empties the set, in time proportional to its size. */
  clear(): void {
    const tags = this.tags;
    if (this.count * 8 > tags.length) tags.fill(0);
    else for (let i = 0; i < this.count; i++) tags[this.filled[i]] = 0;
    this.count = 0;
  }

  get size(): number {
    return this.count;
  }

  /** Adds `id`; returns false when it was already there. */
  add(id: string): boolean {
    if ((this.count + 1) * 2 > this.tags.length) this.grow();
    const h = hashString(id);
    const tag = h >>> 24 || 1;
    const tags = this.tags;
    const mask = this.mask;
    let slot = h & mask;
    let found = tags[slot];
    while (found !== 0) {
      if (found === tag && this.keys[slot] === id) return false;
      slot = (slot + 1) & mask;
      found = tags[slot];
    }
    tags[slot] = tag;
    this.keys[slot] = id;
    this.filled[this.count] = slot;
    this.hashes[this.count] = h;
    this.count++;
    return true;
  }

  private allocate(capacity: number): void {
    this.mask = capacity - 1;
    this.tags = new Uint8Array(capacity);
    this.keys = new Array<string | undefined>(capacity).fill(undefined);
    this.filled = new Int32Array(capacity >> 1);
    this.hashes = new Int32Array(capacity >> 1);
  }

  private grow(): void {
    const { keys, filled, hashes, count } = this;
    this.allocate(this.tags.length * 2);
    const tags = this.tags;
    const mask = this.mask;
    for (let i = 0; i < count; i++) {
      const h = hashes[i];
      let slot = h & mask;
      while (tags[slot] !== 0) slot = (slot + 1) & mask;
      tags[slot] = h >>> 24 || 1;
      this.keys[slot] = keys[filled[i]];
      this.filled[i] = slot;
      this.hashes[i] = h;
    }
  }
}

/**
 * The hashes of element ids met so far, for the quick check (`NormalFormCheck`): an id
 * whose hash is new is unique, while one whose hash was met before is only perhaps a
 * duplicate, and the check then leaves the verdict to a pass of the normaliser, which
 * compares the ids themselves with an `IdSet`. Two ids of a 5,000-block page share a
 * 32-bit hash about once in fifty pages, so that detour is rare; in exchange the table
 * holds no strings, and adding costs one probe of an integer array and no pointer store.
 * @internal
 */
export class IdHashSet {
  private mask = 0;
  /** Hashes by slot; 0 marks an empty slot, so a hash of 0 is kept as 1. */
  private slots = new Int32Array(0);
  /** The first slots filled since the last clear, to empty a lightly used table quickly. */
  private filled = new Int32Array(0);
  private count = 0;

  constructor(initialCapacity = 1024) {
    this.allocate(initialCapacity);
  }

  /** Empties the set, in time proportional to its size. */
  clear(): void {
    if (this.count > this.filled.length) this.slots.fill(0);
    else for (let i = 0; i < this.count; i++) this.slots[this.filled[i]] = 0;
    this.count = 0;
  }

  /** Adds the hash of `id`; returns false when an id with the same hash was added before. */
  add(id: string): boolean {
    if ((this.count + 1) * 2 > this.slots.length) this.grow();
    const h = hashString(id) || 1;
    const slots = this.slots;
    const mask = this.mask;
    let slot = h & mask;
    let found = slots[slot];
    while (found !== 0) {
      if (found === h) return false;
      slot = (slot + 1) & mask;
      found = slots[slot];
    }
    slots[slot] = h;
    if (this.count < this.filled.length) this.filled[this.count] = slot;
    this.count++;
    return true;
  }

  private allocate(capacity: number): void {
    this.mask = capacity - 1;
    this.slots = new Int32Array(capacity);
    this.filled = new Int32Array(capacity >> 4);
  }

  private grow(): void {
    const old = this.slots;
    this.allocate(old.length * 2);
    const slots = this.slots;
    const mask = this.mask;
    let filled = 0;
    for (const h of old) {
      if (h === 0) continue;
      let slot = h & mask;
      while (slots[slot] !== 0) slot = (slot + 1) & mask;
      slots[slot] = h;
      if (filled < this.filled.length) this.filled[filled++] = slot;
    }
  }
}

/** FNV-1a over the UTF-16 code units of `text`, as a signed 32-bit integer. */
function hashString(text: string): number {
  let h = 0x811c9dc5 | 0;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h;
}
