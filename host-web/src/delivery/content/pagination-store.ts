import type { LearnerStateStore } from '../state/deferred-state-client.js';
import { resourceAttemptScope, type StateScope } from '../state/state-scopes.js';
import type { PageRuntime } from './page-runtime.js';

/** The page attempt's state key holding the revealed pages (delivery §7 "Pagination reveal"). */
export const PAGINATION_STATE_KEY = 'paginationState';

/** Element id (page or group) → indexes of the pages revealed. */
export type PaginationState = Record<string, number[]>;

function cleanState(value: unknown): PaginationState {
  const state: PaginationState = {};
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return state;
  for (const [id, pages] of Object.entries(value)) {
    if (Array.isArray(pages)) state[id] = pages.filter((page): page is number => Number.isInteger(page) && page >= 0);
  }
  return state;
}

/**
 * The pages revealed in manualReveal mode on one page attempt: read once from the
 * attempt's state, and written back whole under `paginationState` on each reveal (the
 * server merges keys shallowly, so the map goes as one value).
 */
export class PaginationStore {
  private state: PaginationState = {};
  private loadedValue = false;
  private readonly listeners = new Set<() => void>();

  private loading = false;

  constructor(
    private readonly client?: LearnerStateStore,
    private readonly scope?: StateScope,
  ) {
    if (!client || !scope) this.loadedValue = true;
  }

  /** Read when the first paginated element subscribes: pages without one read nothing. */
  private load(): void {
    if (this.loading || !this.client || !this.scope) return;
    this.loading = true;
    this.client.read(this.scope, [PAGINATION_STATE_KEY]).then(
      (values) => {
        const stored = cleanState(values[PAGINATION_STATE_KEY]);
        // Reveals made while reading stay.
        for (const [id, pages] of Object.entries(this.state)) stored[id] = [...new Set([...(stored[id] ?? []), ...pages])].sort((a, b) => a - b);
        this.state = stored;
        this.markLoaded();
      },
      (error: unknown) => {
        console.warn('Could not read the revealed pages', error);
        this.markLoaded();
      },
    );
  }

  get loaded(): boolean {
    return this.loadedValue;
  }

  revealed(elementId: string): readonly number[] {
    return this.state[elementId] ?? [];
  }

  subscribe(listener: () => void): () => void {
    this.load();
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Records the element's revealed pages; resolves once saved (at once without a section). */
  reveal(elementId: string, pages: readonly number[]): Promise<void> {
    this.state = { ...this.state, [elementId]: [...pages].sort((a, b) => a - b) };
    if (!this.client || !this.scope) return Promise.resolve();
    return this.client.write(this.scope, { [PAGINATION_STATE_KEY]: this.state });
  }

  private markLoaded(): void {
    this.loadedValue = true;
    for (const listener of [...this.listeners]) listener();
  }
}

const stores = new WeakMap<PageRuntime, PaginationStore>();

/**
 * The pagination store of a page: made by its first paginated element (pages without one
 * never download it), saving in the page attempt when the learner's state is kept.
 */
export function paginationStoreOf(runtime: PageRuntime): PaginationStore {
  let store = stores.get(runtime);
  if (!store) {
    const { state, sectionSlug, resourceAttemptGuid } = runtime;
    store = new PaginationStore(state, state && sectionSlug && resourceAttemptGuid ? resourceAttemptScope(sectionSlug, resourceAttemptGuid) : undefined);
    stores.set(runtime, store);
  }
  return store;
}
