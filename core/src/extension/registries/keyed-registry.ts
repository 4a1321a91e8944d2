/**
 * A map of contributions by key that remembers which plugin gave each, so a second
 * contribution of the same key fails with an error naming both plugins. Every registry of
 * the platform is one: core's (elements, marks, activity types, widgets), the editor's views
 * and the learner page's views.
 * @public
 */
export class KeyedRegistry<T> implements Iterable<[string, T]> {
  private readonly entries = new Map<string, { value: T; pluginId: string }>();

  /** `noun` starts the error message: 'Element kind', 'Mark', 'Widget'… */
  constructor(private readonly noun: string) {}

  add(key: string, value: T, pluginId: string): void {
    this.refuseDuplicate(key, pluginId);
    this.entries.set(key, { value, pluginId });
  }

  /**
   * Adds a plugin's whole record of contributions, or none of them when one key is taken,
   * so a refused plugin leaves nothing half-registered.
   */
  addAll(record: Readonly<Record<string, T>>, pluginId: string): void {
    const keys = Object.keys(record);
    this.refuseTaken(keys, pluginId);
    for (const key of keys) this.entries.set(key, { value: record[key] as T, pluginId });
  }

  /** Throws, naming both plugins, when another plugin already contributed one of `keys`. */
  refuseTaken(keys: Iterable<string>, pluginId: string): void {
    for (const key of keys) this.refuseDuplicate(key, pluginId);
  }

  /** Replaces an existing entry on purpose (an explicit `replaces`). */
  replace(key: string, value: T, pluginId: string): void {
    if (!this.entries.has(key)) {
      throw new Error(`Plugin '${pluginId}' replaces ${this.noun.toLowerCase()} '${key}', which no plugin contributes`);
    }
    this.entries.set(key, { value, pluginId });
  }

  get(key: string): T | undefined {
    return this.entries.get(key)?.value;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  /** The plugin that contributed `key`. */
  ownerOf(key: string): string | undefined {
    return this.entries.get(key)?.pluginId;
  }

  /** Keys in the order they were added. */
  keys(): string[] {
    return [...this.entries.keys()];
  }

  values(): T[] {
    return [...this.entries.values()].map((e) => e.value);
  }

  *[Symbol.iterator](): Iterator<[string, T]> {
    for (const [key, entry] of this.entries) yield [key, entry.value];
  }

  /** Drops every entry a plugin gave, e.g. when its later setup failed. */
  removePlugin(pluginId: string): void {
    for (const [key, entry] of this.entries) if (entry.pluginId === pluginId) this.entries.delete(key);
  }

  private refuseDuplicate(key: string, pluginId: string): void {
    const existing = this.entries.get(key);
    if (existing) {
      throw new Error(`${this.noun} '${key}' is contributed by both plugin '${existing.pluginId}' and plugin '${pluginId}'`);
    }
  }
}
