import { useEffect, useSyncExternalStore } from 'react';
import type { OfflineQueue, OfflineSnapshot } from './offline-queue.js';
import { OfflineWarning } from './offline-warning.js';
import './offline.css';

export const ANSWERS_SAVED_MESSAGE = 'Your answers were saved.';
export const WORK_SAVED_MESSAGE = 'Your work was saved.';
export const HINTS_OFFLINE_MESSAGE = 'Hints cannot be requested while you are offline. Please ask again once you are back online.';
export const RESET_OFFLINE_MESSAGE = 'A new attempt cannot be started while you are offline. Please try again once you are back online.';

/** The queue's state, kept current. */
export function useOfflineSnapshot(queue: OfflineQueue): OfflineSnapshot {
  return useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
}

function waitingLine(answers: number): string {
  return answers === 1 ? '1 answer is waiting to be sent.' : `${answers} answers are waiting to be sent.`;
}

/**
 * The offline warning (delivery §4, §8) while the browser is offline or the server cannot
 * be reached, what waits to be sent, and, once back online and everything kept was sent,
 * that it was saved. Sends what an earlier visit kept when it first shows.
 */
export function OfflineDetector({ queue }: { queue: OfflineQueue }) {
  const snapshot = useOfflineSnapshot(queue);

  useEffect(() => {
    // Requests kept before a reload: send them now if the browser is online.
    if (queue.getSnapshot().pending.length > 0 && !queue.isOffline()) void queue.flush();
  }, [queue]);

  const answers = snapshot.pending.filter((entry) => entry.kind === 'answer').length;
  return (
    <div className="offline-detector">
      {snapshot.offline ? <OfflineWarning>{answers > 0 ? <p className="offline-detail">{waitingLine(answers)}</p> : null}</OfflineWarning> : null}
      {!snapshot.offline && snapshot.pending.length > 0 ? (
        <p role="status" className="alert alert-info">
          Sending your saved work…
        </p>
      ) : null}
      {snapshot.saved ? (
        <p role="status" className="alert alert-info offline-saved">
          {snapshot.saved.answers > 0 ? ANSWERS_SAVED_MESSAGE : WORK_SAVED_MESSAGE}
        </p>
      ) : null}
      {snapshot.failed ? (
        <div role="alert" className="alert alert-error">
          <span>Some of your work could not be saved: {snapshot.failed}</span>
          <button type="button" onClick={() => queue.dismissFailed()}>
            Dismiss
          </button>
        </div>
      ) : null}
    </div>
  );
}
