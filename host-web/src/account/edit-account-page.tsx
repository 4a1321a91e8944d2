import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { useFormSubmit } from '../app/use-form-submit.js';
import { useApi, useSession, type SessionUser } from '../app/session.js';
import { SiteLayout } from '../app/site-layout.js';
import { BROWSER_DEFAULT_LABEL } from '../delivery/shell/shell-types.js';

/** The value of the timezone list's first entry: the browser's own zone (delivery §9). */
const BROWSER_DEFAULT = 'browser';

/**
 * `/account`, Edit Account (delivery §2): name, email, password and timezone. A new email or
 * password asks for the current password. A guest is shown how to make an account instead.
 */
export function EditAccountPage() {
  const { user } = useSession();
  if (!user) return null;
  if (user.isGuest) {
    return (
      <SiteLayout title="Edit Account">
        <p>You are taking a course as a guest, and a guest’s work is not kept after the session.</p>
        <p>
          <Link className="button button-primary" to="/register">
            Create account
          </Link>
        </p>
      </SiteLayout>
    );
  }
  return (
    <SiteLayout title="Edit Account">
      <AccountForm user={user} />
    </SiteLayout>
  );
}

function AccountForm({ user }: { user: SessionUser }) {
  const api = useApi();
  const { updateUser } = useSession();
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email ?? '');
  const [timezone, setTimezone] = useState(user.selectedTimezone ?? BROWSER_DEFAULT);
  const [timezones, setTimezones] = useState<readonly { value: string; label: string }[]>([]);
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [saved, setSaved] = useState<string>();

  useEffect(() => {
    api.get<{ timezones: { value: string; label: string }[] }>('/timezones').then(
      (answer) => setTimezones(answer.timezones),
      () => setTimezones([]),
    );
  }, [api]);

  const needsPassword = email.trim().toLowerCase() !== (user.email ?? '') || newPassword !== '';
  const { error: failure, busy, submit } = useFormSubmit(async () => {
    setSaved(undefined);
    const answer = await api.put<{ user: SessionUser }>('/account', {
      name,
      email,
      timezone,
      ...(newPassword ? { newPassword } : {}),
      ...(needsPassword ? { currentPassword } : {}),
    });
    updateUser(answer.user);
    setCurrentPassword('');
    setNewPassword('');
    setSaved(newPassword ? 'Your account is saved. Other browsers signed in to it will need your new password.' : 'Your account is saved.');
  });

  // The server names the field a message is about ('currentPassword: …'); the form shows the message beside its labels.
  const error = failure?.replace(/^(name|email|timezone|newPassword|currentPassword): /, '');
  return (
    <form className="account-form" onSubmit={submit} aria-label="Edit Account">
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
      <label>
        Name
        <input autoComplete="name" required maxLength={200} value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <label>
        Email
        <input type="email" autoComplete="email" required maxLength={320} value={email} onChange={(e) => setEmail(e.target.value)} />
      </label>
      <div className="field">
        <label htmlFor="account-timezone">Timezone</label>
        <select id="account-timezone" value={timezone} onChange={(e) => setTimezone(e.target.value)}>
          <option value={BROWSER_DEFAULT}>{BROWSER_DEFAULT_LABEL}</option>
          {timezones.map((zone) => (
            <option key={zone.value} value={zone.value}>
              {zone.label}
            </option>
          ))}
          {timezone !== BROWSER_DEFAULT && !timezones.some((zone) => zone.value === timezone) ? <option value={timezone}>{timezone}</option> : null}
        </select>
      </div>
      <fieldset className="password-fields">
        <legend>Password</legend>
        <label>
          New password
          <input
            type="password"
            autoComplete="new-password"
            minLength={8}
            maxLength={200}
            aria-describedby="new-password-hint"
            value={newPassword}
            onChange={(e) => setNewPassword(e.target.value)}
          />
        </label>
        <p id="new-password-hint" className="hint">
          Leave it empty to keep your password. At least 8 characters, and not a common word or a simple pattern.
        </p>
        <label>
          Current password
          <input
            type="password"
            autoComplete="current-password"
            required={needsPassword}
            maxLength={200}
            aria-describedby="current-password-hint"
            value={currentPassword}
            onChange={(e) => setCurrentPassword(e.target.value)}
          />
        </label>
        <p id="current-password-hint" className="hint">
          Needed to change your email or your password.
        </p>
      </fieldset>
      <p className="form-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          Save
        </button>
        <span role="status" className="status-line">
          {saved}
        </span>
      </p>
    </form>
  );
}
