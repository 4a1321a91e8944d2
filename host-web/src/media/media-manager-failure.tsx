import { errorMessage } from '../app/error-message.js';
import { MEDIA_MANAGER_FAILURE_WITH_DETAILS } from './media-messages.js';

/** Spec §8's media manager failure, in its fuller form with the details for support. */
export function MediaManagerFailure({ error }: { error: unknown }) {
  return (
    <div className="alert alert-error media-failure" role="alert">
      <p>{MEDIA_MANAGER_FAILURE_WITH_DETAILS}</p>
      <code>{errorMessage(error)}</code>
    </div>
  );
}
