import { useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { useNavigate } from '../app/routing.js';
import { useSession } from '../app/session.js';
import { useFormSubmit } from '../app/use-form-submit.js';
import { landingPath } from '../app/landing-path.js';

export function RegisterPage() {
  const { register } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const query = params.toString();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { error, busy, submit } = useFormSubmit(async () => {
    const user = await register(name, email, password);
    navigate(landingPath(user, params), { replace: true });
  });

  return (
    <main className="auth-screen">
      <Link to="/" className="auth-brand">
        Quire
      </Link>
      <form className="auth-card" onSubmit={submit} aria-labelledby="register-title">
        <h1 id="register-title">Create an account</h1>
        {error ? <p className="alert alert-error" role="alert">{error}</p> : null}
        <label>
          Name
          <input autoComplete="name" required value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <label>
          Email
          <input type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <label>
          Password
          <input
            type="password"
            autoComplete="new-password"
            required
            minLength={8}
            aria-describedby="password-hint"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        <p id="password-hint" className="hint">At least 8 characters, and not a common word or a simple pattern.</p>
        <button type="submit" className="button button-primary" disabled={busy}>
          Create account
        </button>
        <p>
          Already registered? <Link to={`/login${query ? `?${query}` : ''}`}>Sign in</Link>
        </p>
      </form>
    </main>
  );
}
