/**
 * A typed, synchronous waterfall: each tap receives the value the previous tap gave and
 * returns the next one, or `undefined` to keep it. Taps run in the order they were added and
 * carry the plugin id as their name, so an error names the plugin. Plain calls, no code
 * compiled at run time, so it works under a Content-Security-Policy without `'unsafe-eval'`.
 * @public
 */
export class WaterfallHook<T> {
  private readonly taps: { readonly name: string; readonly fn: (value: T) => T | undefined }[] = [];

  tap(name: string, fn: (value: T) => T | undefined): void {
    this.taps.push({ name, fn });
  }

  /** The names of the taps, in the order they run. */
  tapNames(): string[] {
    return this.taps.map((t) => t.name);
  }

  call(value: T): T {
    let current = value;
    for (const { name, fn } of this.taps) {
      let next: T | undefined;
      try {
        next = fn(current);
      } catch (error) {
        throw new Error(`Plugin '${name}' failed in a hook: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
      if (next !== undefined) current = next;
    }
    return current;
  }
}
