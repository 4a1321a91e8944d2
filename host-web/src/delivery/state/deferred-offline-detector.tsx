import { lazy, Suspense } from 'react';
import type { ApiClient } from '../../app/api-client.js';
import { ConnectionWarning } from './offline-warning.js';
import { OFFLINE_QUEUE_STORAGE_KEY } from './offline-queue-key.js';

const QueueDetector = lazy(() =>
  Promise.all([import('./offline-detector.js'), import('./offline-queue.js')]).then(([{ OfflineDetector }, { offlineQueueFor }]) => ({
    default: ({ api }: { api: ApiClient }) => <OfflineDetector queue={offlineQueueFor(api)} />,
  })),
);

/** True when answers kept on this device from an earlier visit wait to be sent. */
function hasKeptWork(): boolean {
  // The server has no device storage (and a throw is slow on a path every page takes).
  if (typeof localStorage === 'undefined') return false;
  try {
    const kept = localStorage.getItem(OFFLINE_QUEUE_STORAGE_KEY);
    return kept !== null && kept !== '[]';
  } catch {
    return false;
  }
}

/**
 * The offline warning of a page. With activities to answer, or with work kept from an
 * earlier visit, it is the offline queue's detector (what waits, what was saved); the
 * queue downloads with the page. A page with nothing to keep shows the plain warning and
 * never downloads the queue.
 */
export function DeferredOfflineDetector({ api, keepsWork }: { api: ApiClient; keepsWork: boolean }) {
  if (!keepsWork && !hasKeptWork()) return <ConnectionWarning />;
  return (
    <Suspense fallback={<ConnectionWarning />}>
      <QueueDetector api={api} />
    </Suspense>
  );
}
