import { DuplicateToast } from './duplicate-toast.js';
import { MEDIA_UPLOAD_FAILURE } from './media-messages.js';
import type { UploadOutcome } from './upload-media-files.js';

/** Where uploading stands: nothing yet, a file on its way, or the outcome of the last batch. */
export type UploadReport =
  | { readonly state: 'idle' }
  | { readonly state: 'uploading'; readonly fileName: string }
  | { readonly state: 'done'; readonly outcome: UploadOutcome; readonly showToast: boolean };

/**
 * The uploading state, then the status bar: the duplicate toast (5 s), the names of the
 * duplicates, and the red alert of each refused or failed file.
 */
export function MediaUploadStatus({ report, onHideToast }: { report: UploadReport; onHideToast: () => void }) {
  const outcome = report.state === 'done' ? report.outcome : undefined;
  return (
    <>
      <div className="media-status" role="status">
        {report.state === 'uploading' ? `Uploading ${report.fileName}…` : null}
        {outcome && outcome.duplicates.length > 0 ? `Already in the library: ${outcome.duplicates.join(', ')}` : null}
      </div>
      <div className="media-toasts" aria-live="polite">
        {report.state === 'done' && report.showToast ? <DuplicateToast onDismiss={onHideToast} /> : null}
      </div>
      {outcome && outcome.failures.length > 0 ? (
        <div className="alert alert-error media-upload-failure" role="alert">
          <p>{MEDIA_UPLOAD_FAILURE}</p>
          <ul>
            {outcome.failures.map((failure, index) => (
              <li key={index}>
                {failure.fileName}: {failure.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
