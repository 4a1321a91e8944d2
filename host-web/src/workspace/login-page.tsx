import { useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { useNavigate } from '../app/routing.js';
import { landingPath } from '../app/landing-path.js';
import { useSession } from '../app/session.js';
import { useFormSubmit } from '../app/use-form-submit.js';

export function LoginPage() {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const query = params.toString();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { error, busy, submit } = useFormSubmit(async () => {
    const user = await signIn(email, password);
    navigate(landingPath(user, params), { replace: true });
  });

  return (
    <main className="auth-screen">
      <Link to="/" className="auth-brand">
        Quire
      </Link>
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
          No account yet? <Link to={`/register${query ? `?${query}` : ''}`}>Create an account</Link>
        </p>
      </form>
    </main>
  );
}
