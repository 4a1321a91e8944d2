import { Suspense } from 'react';
import type { NavbarWidgetLink } from '@quire/plugin-sdk/delivery';
import { isPopoutLink, type NavbarLink, type NavbarPopout } from './navbar-links.js';
import { popoutComponent } from './popout-registry.js';

/** A popout's body: the named component with its props, downloaded when first opened. */
function PopoutBody({ popout }: { readonly popout: NavbarPopout }) {
  const Component = popoutComponent(popout.component);
  if (!Component) {
    return (
      <p className="alert alert-error" role="alert">
        This panel cannot be shown.
      </p>
    );
  }
  return (
    <Suspense fallback={<p role="status">Loading…</p>}>
      <Component {...popout.props} />
    </Suspense>
  );
}

/** The shell's links as the Navbar widget takes them: a popout link gives the panel's body the host draws. */
export function navbarWidgetLinks(links: readonly NavbarLink[]): NavbarWidgetLink[] {
  return links.map((link) => (isPopoutLink(link) ? { name: link.name, panel: () => <PopoutBody popout={link.popout} /> } : link));
}
