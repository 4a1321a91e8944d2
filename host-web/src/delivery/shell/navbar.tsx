import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { NavbarContent, type NavbarContentProps } from './navbar-content.js';
import { NavbarLogo, type NavbarLogoProps } from './navbar-logo.js';
import './learner-layout.css';

// Narrow screens only: downloaded when the Menu button is first pressed.
const NavbarDrawer = lazy(() => import('./navbar-drawer.js').then((m) => ({ default: m.NavbarDrawer })));

export interface NavbarProps extends Omit<NavbarContentProps, 'logo'> {
  /** The section's home: where the logo leads unless `logo.href` says otherwise. */
  readonly homeHref: string;
  /** Replaces the logo's link and images (Quire's by default). */
  readonly logo?: Partial<NavbarLogoProps>;
}

/**
 * The learner's side navigation (delivery §2, §9): a fixed 200 px side bar from 1024 px
 * up; below that, a top bar with the logo and a Menu button opening the same navigation as
 * a drawer.
 */
export function Navbar({ homeHref, logo, ...rest }: NavbarProps) {
  const drawerId = useId();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const content: NavbarContentProps = { ...rest, logo: { ...logo, href: logo?.href ?? homeHref } };

  const closeDrawer = useCallback(() => {
    setDrawerOpen(false);
    menuButton.current?.focus();
  }, []);

  return (
    <header className="learner-navbar">
      <div className="learner-topbar">
        <NavbarLogo {...content.logo} />
        {rest.sectionTitle ? <span className="learner-topbar-title">{rest.sectionTitle}</span> : null}
        <button
          ref={menuButton}
          type="button"
          className="button learner-menu-button"
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          aria-controls={drawerId}
          onClick={() => setDrawerOpen((open) => !open)}
        >
          Menu
        </button>
      </div>
      <div className="learner-sidebar">
        <NavbarContent {...content} />
      </div>
      <div id={drawerId} className="learner-drawer-host">
        {drawerOpen ? (
          <Suspense fallback={null}>
            <NavbarDrawer {...content} onClose={closeDrawer} />
          </Suspense>
        ) : null}
      </div>
    </header>
  );
}
