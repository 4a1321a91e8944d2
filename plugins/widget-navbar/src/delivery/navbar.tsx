import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import type { NavbarProps } from '@quire/plugin-sdk/delivery';
import { NavbarContent } from './navbar-content.js';
import { NavbarLogo } from './navbar-logo.js';

// Narrow screens only: downloaded when the Menu button is first pressed.
const NavbarDrawer = lazy(() => import('./navbar-drawer.js').then((m) => ({ default: m.NavbarDrawer })));

/**
 * The learner's side navigation (delivery §2, §9): a fixed 200 px side bar from 1024 px
 * up; below that, a top bar with the logo and a Menu button opening the same navigation as
 * a drawer. Nothing reads the window while drawing, so it renders on the server too.
 */
export function Navbar(props: NavbarProps) {
  const drawerId = useId();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  const closeDrawer = useCallback(() => {
    setDrawerOpen(false);
    menuButton.current?.focus();
  }, []);

  return (
    <header className="learner-navbar">
      <div className="learner-topbar">
        <NavbarLogo href={props.homeHref} AppLink={props.AppLink} />
        {props.sectionTitle ? <span className="learner-topbar-title">{props.sectionTitle}</span> : null}
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
        <NavbarContent {...props} />
      </div>
      <div id={drawerId} className="learner-drawer-host">
        {drawerOpen ? (
          <Suspense fallback={null}>
            <NavbarDrawer {...props} onClose={closeDrawer} />
          </Suspense>
        ) : null}
      </div>
    </header>
  );
}
