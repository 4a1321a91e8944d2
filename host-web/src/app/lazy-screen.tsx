import { lazy, type ComponentType } from 'react';

/** A screen in its own chunk that can be fetched before it is first drawn. */
export interface LazyScreen<P extends object> {
  (props: P): React.JSX.Element;
  /** Fetches the screen's chunk; once it has arrived the screen draws at once, with no fallback. */
  preload(): Promise<void>;
}

/**
 * Like `React.lazy`, but a screen whose chunk was preloaded (the one the browser opens on,
 * fetched before the first render) is drawn directly: the visitor never sees a 'Loading…'
 * that only waits for script.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): LazyScreen<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const fetchScreen = () => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A chunk that failed to arrive (a dropped connection) is asked for again next time.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Deferred = lazy(() => fetchScreen().then((component) => ({ default: component })));
  function Screen(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Deferred {...props} />;
  }
  return Object.assign(Screen, { preload: () => fetchScreen().then(() => undefined) });
}
