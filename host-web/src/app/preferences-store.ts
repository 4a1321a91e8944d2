import type { ApiClient } from './api-client.js';

export type Preferences = Readonly<Record<string, unknown>>;

/**
 * The author's preferences (spec authoring §4): loading replaces the value; an update
 * applies at once and is then saved; if saving fails the previous value is restored and
 * the failure logged.
 */
export class PreferencesStore {
  private value: Preferences = {};
  private readonly listeners = new Set<(value: Preferences) => void>();

  constructor(private readonly api: ApiClient) {}

  get current(): Preferences {
    return this.value;
  }

  subscribe(listener: (value: Preferences) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async load(): Promise<void> {
    this.set(await this.api.get<Preferences>('/account/preferences'));
  }

  async update(key: string, next: unknown): Promise<void> {
    const previous = this.value;
    this.set({ ...previous, [key]: next });
    try {
      await this.api.post('/account/preferences', this.value);
    } catch (error) {
      console.error('Could not save preferences', error);
      // Only undo our own change: a later update may already have replaced it.
      if (this.value[key] === next) this.set({ ...this.value, [key]: previous[key] });
    }
  }

  private set(value: Preferences): void {
    this.value = value;
    for (const listener of this.listeners) listener(value);
  }
}
