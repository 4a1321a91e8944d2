import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../app/session.js';
import { useFormSubmit } from '../app/use-form-submit.js';

export function LoginPage() {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { error, busy, submit } = useFormSubmit(async () => {
    await signIn(email, password);
    navigate(safeNext(params.get('next')), { replace: true });
  });

  return (
    <main className="auth-screen">
      <form className="auth-card" onSubmit={submit} aria-labelledby="sign-in-title">
        <h1 id="sign-in-title">Sign in to Quire</h1>
        {error ? <p className="alert alert-error" role="alert">{error}</p> : null}
        <label>
          Email
          <input type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <label>
          Password
          <input type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
        <button type="submit" className="button button-primary" disabled={busy}>
          Sign in
        </button>
        <p>
          No account yet? <Link to="/register">Create an account</Link>
        </p>
      </form>
    </main>
  );
}

/** Only paths of this app, so a crafted link cannot send the author elsewhere after sign-in. */
export function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/authoring';
}
