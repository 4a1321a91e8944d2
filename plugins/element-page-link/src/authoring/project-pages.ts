import { useEffect, useSyncExternalStore } from 'react';
import type { EditorServices, PageLinkTarget } from '@quire/plugin-sdk/authoring';

/** The project's page list as the page-link views see it. @public */
export type ProjectPages =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'loaded'; readonly pages: readonly PageLinkTarget[] };

interface PagesStore {
  state: ProjectPages;
  loading: boolean;
  readonly listeners: Set<() => void>;
}

/*
 * One list per editor (its services): a page of many page links asks the server once, and a
 * list loaded again in 'Select a Page' reaches every link of the page.
 */
const stores = new WeakMap<EditorServices, PagesStore>();

function storeOf(services: EditorServices): PagesStore {
  let store = stores.get(services);
  if (!store) {
    store = { state: { status: 'loading' }, loading: false, listeners: new Set() };
    stores.set(services, store);
  }
  return store;
}

function publish(store: PagesStore, state: ProjectPages): void {
  store.state = state;
  for (const listener of store.listeners) listener();
}

/** What a failed load says: the error's own message, or what it was. */
function failureMessage(error: unknown): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return typeof error === 'string' && error.trim() !== '' ? error : 'the server did not answer';
}

/**
 * Loads the project's pages (`GET /project/{slug}/link` through the editor's services), once
 * per editor unless `again` asks for the current list; a load already under way is shared.
 * Resolves when it is done, whatever came of it.
 * @public
 */
export async function loadProjectPages(services: EditorServices, { again = false }: { again?: boolean } = {}): Promise<void> {
  const store = storeOf(services);
  if (store.loading || (!again && store.state.status !== 'loading')) return;
  store.loading = true;
  // The list shown stays while it is loaded again; a failed one gives way to 'loading'.
  if (store.state.status === 'failed') publish(store, { status: 'loading' });
  try {
    publish(store, { status: 'loaded', pages: await services.loadPages() });
  } catch (error) {
    publish(store, { status: 'failed', message: failureMessage(error) });
  } finally {
    store.loading = false;
  }
}

/**
 * The project's pages for a view of the editor, loaded the first time a view asks.
 * @public
 */
export function useProjectPages(services: EditorServices, { again = false }: { again?: boolean } = {}): ProjectPages {
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
    void loadProjectPages(services, { again });
  }, [services, again]);
  return state;
}
