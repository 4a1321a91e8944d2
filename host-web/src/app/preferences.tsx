import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { PreferencesStore } from './preferences-store.js';
import { useSession } from './session.js';

const PreferencesContext = createContext<PreferencesStore | null>(null);

/** Loads the signed-in author's preferences and shares them with every screen. */
export function PreferencesProvider({ children }: { children: ReactNode }) {
  const { api, user } = useSession();
  const store = useMemo(() => new PreferencesStore(api), [api]);
  useEffect(() => {
    if (user) store.load().catch((error: unknown) => console.error('Could not load preferences', error));
  }, [store, user]);
  return <PreferencesContext.Provider value={store}>{children}</PreferencesContext.Provider>;
}

/** One preference and its setter; the setter applies at once and saves in the background. */
export function usePreference<T>(key: string, fallback: T): [T, (value: T) => void] {
  const store = useContext(PreferencesContext);
  if (!store) throw new Error('usePreference needs a PreferencesProvider');
  const value = useSyncExternalStore(
    (listener) => store.subscribe(listener),
    () => store.current[key],
  );
  return [(value as T | undefined) ?? fallback, (next: T) => void store.update(key, next)];
}
