import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '../app/error-message.js';

/**
 * What a screen loaded: `undefined` while it first loads, with the failure's text if it
 * failed; `reload` fetches it again, keeping what is shown until the new answer arrives.
 */
export function useLoaded<T>(load: () => Promise<T>, deps: readonly unknown[]): { value: T | undefined; error: string | undefined; reload: () => void } {
  const [state, setState] = useState<{ value: T | undefined; error: string | undefined }>({ value: undefined, error: undefined });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((current) => current + 1), []);
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
  }, [...deps, round]);
  return { ...state, reload };
}
