import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../app/session.js';
import { AccountMenu } from './shell/account-menu.js';

// Only guests see these; other learners never download them.
const GuestPopup = lazy(() => import('./shell/guest-popup.js').then((m) => ({ default: m.GuestPopup })));
const CreateAccountPrompt = lazy(() => import('./shell/create-account-prompt.js').then((m) => ({ default: m.CreateAccountPrompt })));

/**
 * The frame of a learner's screens: the section's name and the account menu on top, the
 * navigation (the Course Content outline) in a 200 px sidebar at large widths, stacked
 * above the page on narrow screens.
 */
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
      <a className="skip-link" href="#content">
        Skip to the page
      </a>
      <header className="delivery-header">
        <Link to={`/sections/${sectionSlug}`} className="brand">
          {sectionTitle}
        </Link>
        {user ? <AccountMenu user={user} sectionSlug={sectionSlug} onSignOut={() => signOut().then(() => navigate('/login'))} /> : null}
      </header>
      <div className="delivery-body">
        {outline ? <aside className="delivery-sidebar">{outline}</aside> : null}
        <main className="delivery-main" id="content" tabIndex={-1}>
          {children}
        </main>
      </div>
      {user?.isGuest ? (
        <Suspense fallback={null}>
          <GuestPopup user={user} sectionSlug={sectionSlug} />
          <CreateAccountPrompt user={user} sectionSlug={sectionSlug} />
        </Suspense>
      ) : null}
    </div>
  );
}
