import type { ComponentType, ReactNode } from 'react';

/** The name the learner page looks its side navigation up by (a widget, extension point `quire.widget`). @public */
export const NAVBAR_WIDGET = 'Navbar';

/**
 * A link of the side navigation (delivery §3, Navbar link): to an address, marked active on
 * its own page, or opening a popout panel whose body the host draws.
 * @public
 */
export type NavbarWidgetLink =
  | { readonly name: string; readonly href: string; readonly active?: boolean }
  | { readonly name: string; readonly panel: () => ReactNode };

/** What the host's in-app link takes: the widget draws every link through it, so it needs no router. @public */
export interface NavbarAppLinkProps {
  readonly href: string;
  readonly className?: string;
  readonly 'aria-current'?: 'page';
  readonly children: ReactNode;
}

/**
 * What the learner page gives the `Navbar` widget (delivery §2, §9). The host keeps the
 * router, the session and its dialogs: it passes its link component, the current path,
 * and the Tech Support button and account menu already drawn.
 * @public
 */
export interface NavbarProps {
  readonly sectionTitle: string;
  /** The section's home: where the logo leads. */
  readonly homeHref: string;
  readonly links: readonly NavbarWidgetLink[];
  /** The page's path: the drawer and a popout close when it changes. */
  readonly path: string;
  readonly AppLink: ComponentType<NavbarAppLinkProps>;
  /** Drawn at the bottom, above the account menu; left out for a visitor. */
  readonly techSupport?: ReactNode;
  readonly accountMenu?: ReactNode;
}

/** @public */
export const isNavbarPanelLink = (link: NavbarWidgetLink): link is Extract<NavbarWidgetLink, { panel: unknown }> => 'panel' in link;
