import { useState } from 'react';
import { errorMessage } from '../app/error-message.js';
import { useApi } from '../app/session.js';
import { deliverLatest, type PublicationSummary } from './section-admin-client.js';
import { ActionOutcome } from '../app/action-outcome.js';

const published = (publication: PublicationSummary) =>
  `version ${publication.number}${publication.publishedAt ? `, published ${new Date(publication.publishedAt).toLocaleDateString()}` : ''}`;

/**
 * Which publication of the project the section delivers, and Deliver latest version when
 * the project has a newer one. Learners keep their answers when it moves.
 */
export function SectionPublicationPanel({
  sectionSlug,
  publication,
  latest,
  onDelivered,
}: {
  sectionSlug: string;
  publication: PublicationSummary;
  latest: PublicationSummary;
  onDelivered: () => void;
}) {
  const api = useApi();
  const [status, setStatus] = useState<string>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const behind = latest.number > publication.number;

  const deliver = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const answer = await deliverLatest(api, sectionSlug);
      setStatus(`The section now delivers version ${answer.number}.`);
      onDelivered();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="manage-panel" aria-labelledby="publication-title">
      <h2 id="publication-title">Publication</h2>
      <p>Learners see {published(publication)}.</p>
      {behind ? (
        <>
          <p>The project has a newer {published(latest)}.</p>
          <button type="button" className="button button-primary" disabled={busy} onClick={() => void deliver()}>
            Deliver latest version
          </button>
        </>
      ) : (
        <p className="hint">This is the project’s newest version.</p>
      )}
      <p className="hint">
        Learners see a new version only after Deliver latest version. Their answers to activities that did not change carry over; a changed
        activity starts a new attempt, and the earlier ones stay in its history.
      </p>
      <ActionOutcome status={status} error={error} />
    </section>
  );
}
