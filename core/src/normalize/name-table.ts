/**
 * A fixed set of short names (element kinds, mark names) with a value each, looked up
 * several times per node by the normaliser. An open-addressed table keyed by a name's
 * length and end characters costs a fraction of a `Map` or `Set` lookup, which hashes the
 * whole name and walks a chain; names that share that key only make a probe longer.
 * @internal
 */
export class NameTable<V> {
  private readonly names: (string | undefined)[];
  private readonly values: (V | undefined)[];
  private readonly mask: number;

  constructor(entries: Iterable<readonly [string, V]>) {
    const list = [...entries];
    let capacity = 16;
    while (capacity < list.length * 4) capacity *= 2;
    this.mask = capacity - 1;
    this.names = new Array<string | undefined>(capacity).fill(undefined);
    this.values = new Array<V | undefined>(capacity).fill(undefined);
    for (const [name, value] of list) {
      let slot = slotOf(name, this.mask);
      while (this.names[slot] !== undefined && this.names[slot] !== name) slot = (slot + 1) & this.mask;
      this.names[slot] = name;
      this.values[slot] = value;
    }
  }

  /** The value of `name`, or undefined when it is not in the table (or not a string). */
  get(name: string): V | undefined {
    if (typeof name !== 'string') return undefined;
    const mask = this.mask;
    for (let slot = slotOf(name, mask); ; slot = (slot + 1) & mask) {
      const found = this.names[slot];
      if (found === undefined) return undefined;
      if (found === name) return this.values[slot];
    }
  }
}

function slotOf(name: string, mask: number): number {
  const length = name.length;
  if (length === 0) return 0;
  const h = Math.imul(length ^ (name.charCodeAt(0) << 8) ^ (name.charCodeAt(length - 1) << 16), 0x9e3779b1);
  return (h ^ (h >>> 15)) & mask;
}
