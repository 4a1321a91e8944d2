import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../app/session.js';
import { DeferredAccountMenu } from './shell/deferred-account-menu.js';
import { Navbar } from './shell/navbar.js';
import { defaultNavbarLinks, sectionHomePath, type NavbarLink } from './shell/navbar-links.js';

// Only guests see these; other learners never download them.
const GuestPrompts = lazy(() => import('./shell/guest-prompts.js').then((m) => ({ default: m.GuestPrompts })));

/**
 * The frame of a learner's screens: the side navigation (a fixed side bar on wide screens,
 * a top bar with a drawer on narrow ones), the page, and beside it on the widest screens
 * the Course Content outline a lesson passes as `outline`.
 */
export function DeliveryLayout({
  sectionSlug,
  sectionTitle,
  outline,
  preview,
  navbarLinks,
  children,
}: {
  sectionSlug: string;
  sectionTitle: string;
  outline?: ReactNode;
  /** Preview mode: the account menu shows only a 'Preview' label. */
  preview?: boolean;
  /** Replaces the default links (Home, Course Content). */
  navbarLinks?: readonly NavbarLink[];
  children: ReactNode;
}) {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const accountMenu = user ? (
    <DeferredAccountMenu user={user} sectionSlug={sectionSlug} preview={preview} onSignOut={() => signOut().then(() => navigate('/login'))} />
  ) : null;
  return (
    <div className="learner-layout">
      <a className="skip-link" href="#content">
        Skip to the page
      </a>
      <Navbar
        sectionTitle={sectionTitle}
        homeHref={sectionHomePath(sectionSlug, preview)}
        links={navbarLinks ?? defaultNavbarLinks(sectionSlug, pathname, preview)}
        user={user}
        accountMenu={accountMenu}
      />
      <div className="learner-body">
        {outline ? <div className="learner-outline">{outline}</div> : null}
        <main className="learner-main" id="content" tabIndex={-1}>
          {children}
        </main>
      </div>
      {user?.isGuest ? (
        <Suspense fallback={null}>
          <GuestPrompts user={user} sectionSlug={sectionSlug} />
        </Suspense>
      ) : null}
    </div>
  );
}
