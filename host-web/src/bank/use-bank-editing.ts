import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiClient } from '../app/api-client.js';
import type { SaveState } from '../editor/page/debounced-saver.js';
import { useAuthoringSaver } from '../editor/page/use-authoring-saver.js';
import { lockActivity, saveBankActivity, unlockActivity, type BankEdits } from './bank-client.js';

/** The activity being edited: its id (also its lock id) and what the author made of it. */
export interface EditedActivity {
  readonly resourceId: number;
  readonly edits: BankEdits;
}

interface SaveValue {
  readonly resourceId: number;
  readonly edits: BankEdits;
}

/** The lock lasts 10 minutes without a save; an author reading for a while keeps it by renewing. */
const LOCK_RENEW_MS = 4 * 60 * 1000;

export interface BankEditing {
  readonly edited: EditedActivity | undefined;
  readonly saveState: SaveState;
  readonly everSaved: boolean;
  readonly failure: string | undefined;
  readonly dismissFailure: () => void;
  /** True while the lock-refused dialog should show. */
  readonly refused: boolean;
  readonly dismissRefused: () => void;
  /** Ends any other edit, then takes the lock with the latest revision; refused shows the dialog. */
  readonly startEdit: (resourceId: number) => Promise<void>;
  readonly change: (change: Partial<BankEdits>) => void;
  /** Saves what is pending now and keeps editing (a title committed with Enter). */
  readonly flush: () => Promise<void>;
  /** Saves what is pending and gives the lock back. */
  readonly finishEdit: () => Promise<void>;
  /**
   * The lock of an activity about to be deleted: ends any other edit, keeps the one held on
   * it, or takes it; false (with the refused dialog) when another author holds it.
   */
  readonly holdLockFor: (resourceId: number) => Promise<boolean>;
  /** Forgets the edit of an activity that no longer exists (its lock went with it). */
  readonly forget: () => void;
}

/**
 * Editing the bank's activities one at a time under each one's own lock (spec authoring
 * §4): Edit takes the lock and the latest revision, changes autosave (2 s quiet, 5 s at
 * most), and ending the edit (Done, another Edit, a page change, leaving) saves what is
 * pending before the lock is given back.
 */
export function useBankEditing(api: ApiClient, projectSlug: string): BankEditing {
  const [edited, setEdited] = useState<EditedActivity>();
  const [refused, setRefused] = useState(false);
  // 'All changes saved' speaks of this edit only, not of an activity edited before it.
  const [changed, setChanged] = useState(false);
  // Edits land before a re-render (a picker and the type's editor); each builds on the last.
  const latest = useRef<EditedActivity | undefined>(undefined);
  // One lock change at a time: a second Edit waits for the first to settle.
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const save = useCallback((value: SaveValue) => saveBankActivity(api, projectSlug, value.resourceId, value.edits), [api, projectSlug]);
  const { saver, saveState, everSaved, failure, dismissFailure } = useAuthoringSaver(save);

  const setCurrent = useCallback((next: EditedActivity | undefined) => {
    latest.current = next;
    setEdited(next);
  }, []);

  const serial = useCallback(<T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.current.then(task, task);
    queue.current = run.catch(() => {});
    return run;
  }, []);

  const endCurrent = useCallback(async () => {
    const current = latest.current;
    if (!current) return;
    await saver.flush();
    setCurrent(undefined);
    await unlockActivity(api, projectSlug, current.resourceId).catch(() => {});
  }, [api, projectSlug, saver, setCurrent]);

  const startEdit = useCallback(
    (resourceId: number) =>
      serial(async () => {
        if (latest.current?.resourceId === resourceId) return;
        await endCurrent();
        const lock = await lockActivity(api, projectSlug, resourceId, true);
        if (lock.type !== 'acquired' || !lock.revision) {
          setRefused(lock.type !== 'acquired');
          if (lock.type === 'acquired') await unlockActivity(api, projectSlug, resourceId).catch(() => {});
          return;
        }
        setChanged(false);
        setCurrent({ resourceId, edits: lock.revision });
      }),
    [api, endCurrent, projectSlug, serial, setCurrent],
  );

  const change = useCallback(
    (update: Partial<BankEdits>) => {
      const current = latest.current;
      if (!current) return;
      const next = { resourceId: current.resourceId, edits: { ...current.edits, ...update } };
      setCurrent(next);
      setChanged(true);
      saver.change(next);
    },
    [saver, setCurrent],
  );

  const finishEdit = useCallback(() => serial(endCurrent), [endCurrent, serial]);

  const holdLockFor = useCallback(
    (resourceId: number) =>
      serial(async () => {
        if (latest.current?.resourceId === resourceId) {
          await saver.flush();
          return true;
        }
        await endCurrent();
        const lock = await lockActivity(api, projectSlug, resourceId, false);
        if (lock.type !== 'acquired') setRefused(true);
        return lock.type === 'acquired';
      }),
    [api, endCurrent, projectSlug, saver, serial],
  );

  const forget = useCallback(() => {
    saver.takePending();
    setCurrent(undefined);
  }, [saver, setCurrent]);

  useEffect(() => {
    // Closing the tab: the last change goes with the lock's release in a request that outlives the page.
    const onPageHide = () => {
      const current = latest.current;
      if (!current) return;
      const pending = saver.takePending();
      if (pending) void saveBankActivity(api, projectSlug, pending.resourceId, pending.edits, { releaseLock: true, keepalive: true }).catch(() => {});
      else void unlockActivity(api, projectSlug, current.resourceId, true).catch(() => {});
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      // Leaving the screen for another of the app.
      const current = latest.current;
      if (!current) return;
      latest.current = undefined;
      void saver.flush().finally(() => {
        saver.dispose();
        void unlockActivity(api, projectSlug, current.resourceId, true).catch(() => {});
      });
    };
  }, [api, projectSlug, saver]);

  const editedId = edited?.resourceId;
  useEffect(() => {
    if (editedId === undefined) return;
    const timer = setInterval(() => {
      if (saver.state === 'idle') void lockActivity(api, projectSlug, editedId, false).catch(() => {});
    }, LOCK_RENEW_MS);
    return () => clearInterval(timer);
  }, [api, editedId, projectSlug, saver]);

  return {
    edited,
    saveState,
    everSaved: everSaved && changed,
    failure,
    dismissFailure,
    refused,
    dismissRefused: () => setRefused(false),
    startEdit,
    change,
    flush: () => saver.flush(),
    finishEdit,
    holdLockFor,
    forget,
  };
}
