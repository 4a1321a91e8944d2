import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../app/session.js';

/** The frame of a learner's screens: the section's name, the account, the outline beside the page. */
export function DeliveryLayout({ sectionSlug, sectionTitle, outline, children }: {
  sectionSlug: string;
  sectionTitle: string;
  outline?: ReactNode;
  children: ReactNode;
}) {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  return (
    <div className="delivery">
      <header className="delivery-header">
        <Link to={`/sections/${sectionSlug}`} className="brand">
          {sectionTitle}
        </Link>
        <div className="account">
          <span className="account-name">{user?.name}</span>
          <button type="button" className="button button-quiet" onClick={() => void signOut().then(() => navigate('/login'))}>
            Sign out
          </button>
        </div>
      </header>
      <div className="delivery-body">
        {outline ? <aside className="delivery-sidebar">{outline}</aside> : null}
        <main className="delivery-main" id="content">
          {children}
        </main>
      </div>
    </div>
  );
}
