import { useEffect, useId, useRef, useState } from 'react';
import { DialogFrame } from '../../app/dialog-frame.js';
import { useApi } from '../../app/session.js';
import { useFormSubmit } from '../../app/use-form-submit.js';
import type { ShellUser } from './shell-types.js';

export const TECH_SUPPORT_TITLE = 'Tech Support';
export const TECH_SUPPORT_MESSAGE_LABEL = 'What do you need help with?';
export const TECH_SUPPORT_SENT = 'Your request has been sent. We will reply by email.';
/** The server's limits (host-server/src/support/support-routes.ts). */
const MAX_MESSAGE_LENGTH = 5000;
const MAX_EMAIL_LENGTH = 320;

export interface TechSupportDialogProps {
  readonly user: ShellUser;
  readonly onClose: () => void;
}

/**
 * The Tech Support request: what the learner needs help with and where to reply (the
 * account's email, editable; a guest has none and must give one). The address of the page
 * goes along. On success the form gives way to the confirmation; a refusal shows the
 * server's message and keeps what was typed. A modal dialog: Tab stays inside, Escape closes.
 */
export function TechSupportDialog({ user, onClose }: TechSupportDialogProps) {
  const api = useApi();
  const [message, setMessage] = useState('');
  const [email, setEmail] = useState(user.email ?? '');
  const [sent, setSent] = useState(false);
  const confirmation = useRef<HTMLParagraphElement>(null);
  const emailRequired = Boolean(user.isGuest) || !user.email;
  const emailHintId = useId();

  const { error, busy, submit } = useFormSubmit(async () => {
    await api.post<{ requestId: number }>('/help', { message, email: email.trim() || undefined, location: window.location.href });
    setSent(true);
  });

  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);

  return (
    <DialogFrame title={TECH_SUPPORT_TITLE} onClose={onClose} className="modal" extraClassName="modal-md learner-tech-support-dialog">
      {sent ? (
        <>
          <div className="modal-body">
            <p ref={confirmation} tabIndex={-1} role="status" className="alert alert-info">
              {TECH_SUPPORT_SENT}
            </p>
          </div>
          <div className="modal-footer">
            <button type="button" className="button button-primary" onClick={onClose}>
              Close
            </button>
          </div>
        </>
      ) : (
        <form onSubmit={submit}>
          <div className="modal-body learner-tech-support-fields">
            <label>
              {TECH_SUPPORT_MESSAGE_LABEL}
              <textarea value={message} onChange={(event) => setMessage(event.target.value)} required maxLength={MAX_MESSAGE_LENGTH} rows={6} />
            </label>
            <label>
              Email
              <input
                type="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                required={emailRequired}
                maxLength={MAX_EMAIL_LENGTH}
                autoComplete="email"
                aria-describedby={emailRequired ? undefined : emailHintId}
              />
            </label>
            {emailRequired ? null : (
              <p id={emailHintId} className="hint">
                Left empty, we reply to your account's address.
              </p>
            )}
            <p className="hint">The address of this page is sent with your request.</p>
            {error ? (
              <p className="alert alert-error" role="alert">
                {error}
              </p>
            ) : null}
          </div>
          <div className="modal-footer">
            <button type="button" className="button" onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className="button button-primary" disabled={busy}>
              Submit
            </button>
          </div>
        </form>
      )}
    </DialogFrame>
  );
}
