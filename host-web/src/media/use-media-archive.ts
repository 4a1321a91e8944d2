import { useState } from 'react';
import type { MediaItem } from '@quire/core';
import type { ApiClient } from '../app/api-client.js';
import { archiveMedia } from './media-client.js';

export interface MediaArchive {
  /** `confirm` while the confirmation is open, `busy` while the server archives. */
  readonly stage: 'confirm' | 'busy' | undefined;
  /** The last archive's failure, shown as its text in the manager (spec §8). */
  readonly error: unknown;
  readonly ask: () => void;
  readonly cancel: () => void;
  readonly confirm: (items: readonly MediaItem[]) => Promise<void>;
}

/** Spec §4's archive: only after confirmation; afterwards `afterArchived` clears the selection and reloads. */
export function useMediaArchive(api: ApiClient, projectSlug: string, afterArchived: () => Promise<void>): MediaArchive {
  const [stage, setStage] = useState<MediaArchive['stage']>();
  const [error, setError] = useState<unknown>();

  const confirm = async (items: readonly MediaItem[]) => {
    setStage('busy');
    setError(undefined);
    try {
      await archiveMedia(api, projectSlug, items.map((item) => item.guid));
    } catch (failure) {
      setError(failure);
      setStage(undefined);
      return;
    }
    setStage(undefined);
    await afterArchived();
  };

  return { stage, error, ask: () => setStage('confirm'), cancel: () => setStage(undefined), confirm };
}
