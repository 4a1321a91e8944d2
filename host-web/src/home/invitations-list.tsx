import { useState } from 'react';
import { ActionOutcome } from '../app/action-outcome.js';
import { errorMessage } from '../app/error-message.js';
import { useApi } from '../app/session.js';
import { acceptInvitation, declineInvitation, loadInvitations, type MyInvitation } from './courses-client.js';
import { useLoaded } from './use-loaded.js';

const ROLE_WORD = { student: 'a student', instructor: 'an instructor' } as const;

/**
 * The sections that invited the person's email: Join enrols them in the invited role,
 * Decline drops the invitation. Nothing shows when there are none.
 */
export function InvitationsList({ onJoined }: { onJoined: () => void }) {
  const api = useApi();
  const { value: invitations, reload } = useLoaded(() => loadInvitations(api), [api]);
  const [status, setStatus] = useState<string>();
  const [error, setError] = useState<string>();
  if (!invitations || (invitations.length === 0 && !status && !error)) return null;

  const answer = async (invitation: MyInvitation, join: boolean) => {
    setError(undefined);
    try {
      if (join) {
        await acceptInvitation(api, invitation.invitationId);
        setStatus(`You joined ${invitation.sectionTitle}.`);
        onJoined();
      } else {
        await declineInvitation(api, invitation.invitationId);
        setStatus(`You declined ${invitation.sectionTitle}.`);
      }
      reload();
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return (
    <section aria-labelledby="invitations-title" className="home-section">
      <h2 id="invitations-title">Invitations</h2>
      <ul className="card-list" aria-label="Invitations">
        {invitations.map((invitation) => (
          <li key={invitation.invitationId} className="card" aria-label={invitation.sectionTitle}>
            <span className="card-title">{invitation.sectionTitle}</span>
            <span className="card-meta">
              {invitation.invitedBy ?? 'An instructor'} invited you to take part as {ROLE_WORD[invitation.role]} ({invitation.projectTitle}).
            </span>
            <p className="card-actions">
              <button type="button" className="button button-primary" onClick={() => void answer(invitation, true)} aria-label={`Join ${invitation.sectionTitle}`}>
                Join
              </button>
              <button type="button" className="button" onClick={() => void answer(invitation, false)} aria-label={`Decline ${invitation.sectionTitle}`}>
                Decline
              </button>
            </p>
          </li>
        ))}
      </ul>
      <ActionOutcome status={status} error={error} />
    </section>
  );
}
