import { lazy, Suspense, type ReactNode } from 'react';
import { useNavigate, usePathname } from '../app/routing.js';
import { useSession } from '../app/session.js';
import type { NavbarProps } from '@quire/plugin-sdk/delivery';
import { AppLink } from './shell/app-link.js';
import { DeferredAccountMenu } from './shell/deferred-account-menu.js';
import { defaultNavbarLinks, sectionHomePath, type NavbarLink } from './shell/navbar-links.js';
import { navbarWidgetLinks } from './shell/navbar-widget-links.js';
import { TechSupportButton } from './shell/tech-support-button.js';
import { useNavbarWidget } from './shell/use-navbar-widget.js';
import './shell/learner-layout.css';

// Only guests see these; other learners never download them.
const GuestPrompts = lazy(() => import('./shell/guest-prompts.js').then((m) => ({ default: m.GuestPrompts })));
// Only without a Navbar widget installed.
const PlainNavbar = lazy(() => import('./shell/plain-navbar.js').then((m) => ({ default: m.PlainNavbar })));

/** Holds the navigation's place while its widget downloads, so the page does not move when it arrives. */
const pendingNavbar = <header className="learner-navbar-pending" aria-busy="true" />;

/**
 * The frame of a learner's screens: the side navigation (the `Navbar` widget a plugin
 * gives, a plain list of links without it), the page, and beside it on the widest screens
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
  const pathname = usePathname();
  const Navbar = useNavbarWidget();
  const accountMenu = user ? (
    <DeferredAccountMenu user={user} sectionSlug={sectionSlug} preview={preview} onSignOut={() => signOut().then(() => navigate('/login'))} />
  ) : null;
  const navbarProps: NavbarProps = {
    sectionTitle,
    homeHref: sectionHomePath(sectionSlug, preview),
    links: navbarWidgetLinks(navbarLinks ?? defaultNavbarLinks(sectionSlug, pathname, preview)),
    path: pathname,
    AppLink,
    techSupport: user ? <TechSupportButton user={user} /> : undefined,
    accountMenu,
  };
  return (
    <div className="learner-layout">
      <a className="skip-link" href="#content">
        Skip to the page
      </a>
      {Navbar === undefined ? (
        pendingNavbar
      ) : Navbar === null ? (
        <Suspense fallback={pendingNavbar}>
          <PlainNavbar {...navbarProps} />
        </Suspense>
      ) : (
        <Navbar {...navbarProps} />
      )}
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
