import { useEffect, useSyncExternalStore } from 'react';
import type { EditorServices } from '@quire/plugin-sdk/authoring';
import { bibsPath, type BibEntryRow, type BibRowsAnswer } from '../common/bibliography-api.js';

/** The project's bibliography as the editor's citations see it. @public */
export type CiteEntries =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'loaded'; readonly rows: readonly BibEntryRow[] };

interface EntriesStore {
  state: CiteEntries;
  loading: boolean;
  readonly listeners: Set<() => void>;
}

// One list per editor (its services): a page citing twenty entries asks the server once.
const stores = new WeakMap<EditorServices, EntriesStore>();

function storeOf(services: EditorServices): EntriesStore {
  let store = stores.get(services);
  if (!store) {
    store = { state: { status: 'loading' }, loading: false, listeners: new Set() };
    stores.set(services, store);
  }
  return store;
}

function publish(store: EntriesStore, state: CiteEntries): void {
  store.state = state;
  for (const listener of store.listeners) listener();
}

/** The message of a failed call, or what it was. @public */
export function failureMessage(error: unknown): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return 'the server did not answer';
}

/**
 * Loads every entry of the project (`GET /bibs/project/{slug}`), once per editor unless
 * `again` asks for the current list (the dialog does, to offer entries added meanwhile).
 * @public
 */
export async function loadCiteEntries(services: EditorServices, { again = false }: { again?: boolean } = {}): Promise<void> {
  const store = storeOf(services);
  if (store.loading || (!again && store.state.status !== 'loading')) return;
  store.loading = true;
  if (store.state.status === 'failed') publish(store, { status: 'loading' });
  try {
    const answer = (await services.requestApi(bibsPath(services.projectSlug))) as BibRowsAnswer;
    publish(store, { status: 'loaded', rows: answer.rows });
  } catch (error) {
    publish(store, { status: 'failed', message: failureMessage(error) });
  } finally {
    store.loading = false;
  }
}

/** The project's entries for a view of the editor, loaded the first time a view asks. @public */
export function useCiteEntries(services: EditorServices, { again = false }: { again?: boolean } = {}): CiteEntries {
  const store = storeOf(services);
  const state = useSyncExternalStore(
    (listener) => {
      store.listeners.add(listener);
      return () => store.listeners.delete(listener);
    },
    () => store.state,
    () => store.state,
  );
  useEffect(() => {
    void loadCiteEntries(services, { again });
  }, [services, again]);
  return state;
}

/** The entry a citation names (`bibref` is the entry's id, as a number or a string). @public */
export function citedEntry(rows: readonly BibEntryRow[], bibref: unknown): BibEntryRow | undefined {
  if (bibref === undefined || bibref === null || bibref === '') return undefined;
  return rows.find((row) => String(row.id) === String(bibref));
}
