import { useEffect, useState } from 'react';
import { Link, useParams } from 'wouter';
import { usePathname } from '../app/routing.js';
import { ApiError } from '../app/api-client.js';
import { errorMessage } from '../app/error-message.js';
import { useApi, useSession } from '../app/session.js';
import { useServerOpenSection } from './server-lesson-context.js';

/**
 * What a visitor who is not signed in sees at a section's address: Sign in and Create
 * account (both come back here), and for an open and free section, Continue as guest.
 */
export function SectionSignIn() {
  const { sectionSlug = '' } = useParams();
  const pathname = usePathname();
  const api = useApi();
  const { continueAsGuest } = useSession();
  const fromServer = useServerOpenSection(sectionSlug);
  const [openTitle, setOpenTitle] = useState<string | null | undefined>(fromServer === undefined ? undefined : (fromServer?.title ?? null));
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const next = encodeURIComponent(pathname);

  const known = fromServer !== undefined;
  useEffect(() => {
    if (known) return;
    api.get<{ section: { title: string } }>(`/sections/${encodeURIComponent(sectionSlug)}/open`).then(
      (answer) => setOpenTitle(answer.section.title),
      (e: unknown) => (e instanceof ApiError && e.status === 404 ? setOpenTitle(null) : setError(errorMessage(e))),
    );
  }, [api, sectionSlug, known]);

  const guest = async () => {
    setBusy(true);
    try {
      await continueAsGuest();
    } catch (e) {
      setError(errorMessage(e));
      setBusy(false);
    }
  };

  return (
    <main className="auth-screen">
      <div className="auth-card" role="region" aria-labelledby="section-sign-in-title">
        <h1 id="section-sign-in-title">{openTitle ?? 'Sign in to continue'}</h1>
        {error ? (
          <p className="alert alert-error" role="alert">
            {error}
          </p>
        ) : null}
        <p>Sign in to take this course{openTitle ? ', or try it as a guest: a guest’s work is not kept after the session' : ''}.</p>
        <p className="section-sign-in-actions">
          <Link className="button button-primary" to={`/login?next=${next}`}>
            Sign in
          </Link>
          <Link className="button" to={`/register?next=${next}`}>
            Create account
          </Link>
          {openTitle ? (
            <button type="button" className="button" disabled={busy} onClick={() => void guest()}>
              Continue as guest
            </button>
          ) : null}
        </p>
      </div>
    </main>
  );
}
