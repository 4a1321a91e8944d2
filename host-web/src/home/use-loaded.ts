import { useEffect, useState } from 'react';
import { errorMessage } from '../app/error-message.js';

/** What a screen loaded: `undefined` while it loads, with the failure's text if it failed. */
export function useLoaded<T>(load: () => Promise<T>, deps: readonly unknown[]): { value: T | undefined; error: string | undefined } {
  const [state, setState] = useState<{ value: T | undefined; error: string | undefined }>({ value: undefined, error: undefined });
  useEffect(() => {
    let current = true;
    load().then(
      (value) => current && setState({ value, error: undefined }),
      (e: unknown) => current && setState({ value: undefined, error: errorMessage(e) }),
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return state;
}
