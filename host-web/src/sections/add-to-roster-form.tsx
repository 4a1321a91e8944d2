import { useState } from 'react';
import { useFormSubmit } from '../app/use-form-submit.js';
import { useApi } from '../app/session.js';
import { addToRoster } from './section-admin-client.js';
import { ActionOutcome } from '../app/action-outcome.js';

const ROLE_WORD = { student: 'a student', instructor: 'an instructor' } as const;

/** Invites a person to the section by email (or gives someone already in it a new role). */
export function AddToRosterForm({ sectionSlug, onAdded }: { sectionSlug: string; onAdded: () => void }) {
  const api = useApi();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<'student' | 'instructor'>('student');
  const [status, setStatus] = useState<string>();
  const { error, busy, submit } = useFormSubmit(async () => {
    setStatus(undefined);
    const answer = await addToRoster(api, sectionSlug, email.trim(), role);
    if (answer.enrollment) {
      setStatus(`${answer.enrollment.name} is now ${ROLE_WORD[role]}.`);
    } else if (answer.invitation) {
      setStatus(`${answer.invitation.email} is invited as ${ROLE_WORD[role]}: its owner joins from My Courses, signed in with that email.`);
    }
    setEmail('');
    onAdded();
  });
  return (
    <form className="inline-form" onSubmit={submit} aria-label="Add to the section">
      <label>
        Email
        <input type="email" required maxLength={320} value={email} onChange={(e) => setEmail(e.target.value)} />
      </label>
      <label>
        Role
        <select value={role} onChange={(e) => setRole(e.target.value as 'student' | 'instructor')}>
          <option value="student">Student</option>
          <option value="instructor">Instructor</option>
        </select>
      </label>
      <button type="submit" className="button button-primary" disabled={busy}>
        Add
      </button>
      <ActionOutcome status={status} error={error} className="roster-status" />
    </form>
  );
}
