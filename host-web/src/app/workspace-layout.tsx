import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSession } from './session.js';
import { usePreference } from './preferences.js';

/** The frame of every authoring screen: the product name, the breadcrumb, the account. */
export function WorkspaceLayout({ title, crumbs = [], actions, children }: {
  title: string;
  crumbs?: readonly { label: string; to: string }[];
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const [wide, setWide] = usePreference<boolean>('wideLayout', false);
  return (
    <div className="workspace">
      <header className="workspace-header">
        <Link to="/authoring" className="brand">
          Quire
        </Link>
        <nav aria-label="Breadcrumb" className="crumbs">
          {crumbs.map((crumb) => (
            <span key={crumb.to}>
              <Link to={crumb.to}>{crumb.label}</Link>
              <span aria-hidden="true"> / </span>
            </span>
          ))}
          <span aria-current="page">{title}</span>
        </nav>
        <div className="account">
          <button type="button" className="button button-quiet" aria-pressed={wide} onClick={() => setWide(!wide)}>
            Wide layout
          </button>
          <span className="account-name">{user?.name}</span>
          <button
            type="button"
            className="button button-quiet"
            onClick={() => void signOut().then(() => navigate('/login'))}
          >
            Sign out
          </button>
        </div>
      </header>
      <main className={wide ? 'workspace-main workspace-main-wide' : 'workspace-main'}>
        <div className="page-heading">
          <h1>{title}</h1>
          {actions ? <div className="page-actions">{actions}</div> : null}
        </div>
        {children}
      </main>
    </div>
  );
}
