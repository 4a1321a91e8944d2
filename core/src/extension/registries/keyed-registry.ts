/**
 * A map of contributions by key that remembers which plugin gave each, so a second
 * contribution of the same key fails with an error naming both plugins.
 * @public
 */
export class KeyedRegistry<T> {
  private readonly entries = new Map<string, { value: T; pluginId: string }>();

  constructor(private readonly noun: string) {}

  add(key: string, value: T, pluginId: string): void {
    const existing = this.entries.get(key);
    if (existing) {
      throw new Error(
        `${this.noun} '${key}' is contributed by both plugin '${existing.pluginId}' and plugin '${pluginId}'`,
      );
    }
    this.entries.set(key, { value, pluginId });
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

  keys(): string[] {
    return [...this.entries.keys()];
  }

  values(): T[] {
    return [...this.entries.values()].map((e) => e.value);
  }

  /** Drops every entry a plugin gave, e.g. when its later setup failed. */
  removePlugin(pluginId: string): void {
    for (const [key, entry] of this.entries) if (entry.pluginId === pluginId) this.entries.delete(key);
  }
}
