import { useCallback, useEffect, useState } from 'react';
import { ActionOutcome } from '../app/action-outcome.js';
import { errorMessage } from '../app/error-message.js';
import { useApi } from '../app/session.js';
import { listRevisions, lockHolderName, restoreRevision, type RevisionList } from './revision-history-client.js';
import { RestoreDialog } from './restore-dialog.js';
import { RevisionTable } from './revision-table.js';
import { RevisionView } from './revision-view.js';
import './revision-history.css';

/** Why a restore was refused: another author is editing the activity (or the page it is part of). */
export function lockedByMessage(name: string): string {
  return `${name} is editing this activity. Try again when they are done.`;
}

/**
 * An activity's revision history: the revisions with author and date, a read-only view of
 * the one chosen, and 'Restore', which writes it again as the newest revision.
 */
export function RevisionHistory({ projectSlug, activitySlug }: { projectSlug: string; activitySlug: string }) {
  const api = useApi();
  const [list, setList] = useState<RevisionList>();
  const [loadError, setLoadError] = useState<string>();
  const [loadingMore, setLoadingMore] = useState(false);
  const [selected, setSelected] = useState<number>();
  const [confirming, setConfirming] = useState<number>();
  const [restoring, setRestoring] = useState(false);
  const [status, setStatus] = useState<string>();
  const [error, setError] = useState<string>();

  const reload = useCallback(async () => {
    const loaded = await listRevisions(api, projectSlug, activitySlug);
    setList(loaded);
    return loaded;
  }, [api, projectSlug, activitySlug]);

  useEffect(() => {
    let cancelled = false;
    listRevisions(api, projectSlug, activitySlug).then(
      (loaded) => !cancelled && setList(loaded),
      (e: unknown) => !cancelled && setLoadError(errorMessage(e)),
    );
    return () => {
      cancelled = true;
    };
  }, [api, projectSlug, activitySlug]);

  const loadOlder = async () => {
    if (!list) return;
    setLoadingMore(true);
    try {
      const older = await listRevisions(api, projectSlug, activitySlug, list.revisions[list.revisions.length - 1]?.number);
      setList({ ...list, revisions: [...list.revisions, ...older.revisions], hasMore: older.hasMore });
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setLoadingMore(false);
    }
  };

  const restore = async (number: number) => {
    setRestoring(true);
    setStatus(undefined);
    setError(undefined);
    try {
      const restoredAs = await restoreRevision(api, projectSlug, activitySlug, number);
      setConfirming(undefined);
      await reload();
      setSelected(restoredAs);
      setStatus(`Revision ${number} was restored as revision ${restoredAs}.`);
    } catch (e) {
      setConfirming(undefined);
      const holder = lockHolderName(e);
      setError(holder === undefined ? errorMessage(e) : lockedByMessage(holder));
    } finally {
      setRestoring(false);
    }
  };

  if (loadError) {
    return (
      <p className="alert alert-error" role="alert">
        {loadError}
      </p>
    );
  }
  if (!list) return <p role="status">Loading revisions…</p>;

  return (
    <div className="revision-history">
      <h2 className="revision-activity-title">{list.title}</h2>
      <ActionOutcome status={status} error={error} />
      <RevisionTable
        revisions={list.revisions}
        currentNumber={list.currentNumber}
        selected={selected}
        onSelect={(number) => {
          setSelected(number);
          setStatus(undefined);
          setError(undefined);
        }}
        hasMore={list.hasMore}
        loadingMore={loadingMore}
        onLoadMore={() => void loadOlder()}
      />
      {selected === undefined ? (
        <p className="revision-hint">Choose a revision to see it as it was.</p>
      ) : (
        <RevisionView
          key={selected}
          projectSlug={projectSlug}
          activitySlug={activitySlug}
          activityType={list.activityType}
          number={selected}
          isCurrent={selected === list.currentNumber}
          onRestore={() => setConfirming(selected)}
        />
      )}
      {confirming !== undefined ? (
        <RestoreDialog number={confirming} busy={restoring} onConfirm={() => void restore(confirming)} onCancel={() => setConfirming(undefined)} />
      ) : null}
    </div>
  );
}
