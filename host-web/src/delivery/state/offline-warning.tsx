import { useSyncExternalStore, type ReactNode } from 'react';
import './offline.css';

/** Delivery §8. */
export const OFFLINE_MESSAGE = 'You have gone offline, your work will not be saved.';
/** What is kept while offline, and what is not. */
export const OFFLINE_KEPT_MESSAGE =
  'Answers you submit are kept on this device and sent when you are back online. Hints cannot be requested until then.';

/** The warning itself, with what the page adds about the work waiting to be sent. */
export function OfflineWarning({ children }: { children?: ReactNode }) {
  return (
    <div role="alert" className="alert alert-warning offline-warning">
      <div>
        <p className="offline-message">{OFFLINE_MESSAGE}</p>
        <p className="offline-detail">{OFFLINE_KEPT_MESSAGE}</p>
        {children}
      </div>
    </div>
  );
}

function subscribeToConnection(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** The warning alone, for a page that has nothing to keep: it follows the browser's connection. */
export function ConnectionWarning() {
  const offline = useSyncExternalStore(subscribeToConnection, () => !navigator.onLine, () => false);
  return offline ? (
    <div className="offline-detector">
      <OfflineWarning />
    </div>
  ) : null;
}
