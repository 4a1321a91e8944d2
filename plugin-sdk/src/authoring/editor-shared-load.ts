import { useEffect, useSyncExternalStore } from 'react';
import type { EditorServices } from './authoring-part.js';

/** Something an editor's views load from the server, as they see it. @public */
export type EditorLoad<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'loaded'; readonly value: T };

/** One load shared by every view of an editor: see `editorSharedLoad`. @public */
export interface EditorSharedLoad<T> {
  /**
   * Loads it, once per editor unless `again` asks for it as it is now; a load already under
   * way is shared. Resolves when it is done, whatever came of it.
   */
  load(services: EditorServices, options?: { readonly again?: boolean }): Promise<void>;
  /** What a view shows: loaded the first time a view of the editor asks. */
  use(services: EditorServices, options?: { readonly again?: boolean }): EditorLoad<T>;
}

interface LoadStore<T> {
  state: EditorLoad<T>;
  loading: boolean;
  readonly listeners: Set<() => void>;
}

/** What a failed load says: the error's own message, or what it was. @public */
export function loadFailureMessage(error: unknown): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return typeof error === 'string' && error.trim() !== '' ? error : 'the server did not answer';
}

/**
 * A list the views of one editor share (its services key it): a page with twenty page links
 * or citations asks the server once, and a list loaded again in a dialog reaches every view.
 * What was shown stays while it loads again; a failed load gives way to 'loading'.
 * @public
 */
export function editorSharedLoad<T>(fetch: (services: EditorServices) => Promise<T>): EditorSharedLoad<T> {
  const stores = new WeakMap<EditorServices, LoadStore<T>>();
  const storeOf = (services: EditorServices): LoadStore<T> => {
    let store = stores.get(services);
    if (!store) stores.set(services, (store = { state: { status: 'loading' }, loading: false, listeners: new Set() }));
    return store;
  };
  const publish = (store: LoadStore<T>, state: EditorLoad<T>) => {
    store.state = state;
    for (const listener of store.listeners) listener();
  };
  const load: EditorSharedLoad<T>['load'] = async (services, { again = false } = {}) => {
    const store = storeOf(services);
    if (store.loading || (!again && store.state.status !== 'loading')) return;
    store.loading = true;
    if (store.state.status === 'failed') publish(store, { status: 'loading' });
    try {
      publish(store, { status: 'loaded', value: await fetch(services) });
    } catch (error) {
      publish(store, { status: 'failed', message: loadFailureMessage(error) });
    } finally {
      store.loading = false;
    }
  };
  function use(services: EditorServices, { again = false }: { readonly again?: boolean } = {}): EditorLoad<T> {
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
      void load(services, { again });
    }, [services, again]);
    return state;
  }
  return { load, use };
}
