import { useMemo, useState } from 'react';
import { saveFailureMessage } from '@quire/core';
import { ApiError, NETWORK_FAILURE } from '../../app/api-client.js';
import { DebouncedSaver, type SaveState } from './debounced-saver.js';

/** An autosaver and what the author is shown about it. */
export interface AuthoringSaver<T> {
  readonly saver: DebouncedSaver<T>;
  readonly saveState: SaveState;
  /** True once a save went through: 'All changes saved' is shown only then. */
  readonly everSaved: boolean;
  /** The spec's message for a refused save (authoring §8), until dismissed or the next save. */
  readonly failure: string | undefined;
  readonly dismissFailure: () => void;
}

/**
 * The autosave of what an author edits (a page, an activity): 2 s quiet, 5 s at most. A
 * lost connection keeps the change for when the browser is back; a refusal shows its
 * message. `save` must keep its identity while its target does (useCallback).
 */
export function useAuthoringSaver<T>(save: (value: T) => Promise<void>): AuthoringSaver<T> {
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [everSaved, setEverSaved] = useState(false);
  const [failure, setFailure] = useState<string>();
  const saver = useMemo(
    () =>
      new DebouncedSaver<T>({
        save: async (value) => {
          await save(value);
          setEverSaved(true);
          setFailure(undefined);
        },
        onState: setSaveState,
        retryable: (error) => error instanceof ApiError && error.status === NETWORK_FAILURE,
        onError: (error) => {
          if (error instanceof ApiError && error.status === NETWORK_FAILURE) return;
          setFailure(error instanceof ApiError ? saveFailureMessage(error.status) : saveFailureMessage(500));
        },
      }),
    [save],
  );
  return { saver, saveState, everSaved, failure, dismissFailure: () => setFailure(undefined) };
}
