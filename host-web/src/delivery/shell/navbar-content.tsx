import type { ReactNode } from 'react';
import { NavbarLinkList } from './navbar-link-list.js';
import type { NavbarLink } from './navbar-links.js';
import { NavbarLogo, type NavbarLogoProps } from './navbar-logo.js';
import type { ShellUser } from './shell-types.js';
import { TechSupportButton } from './tech-support-button.js';

export interface NavbarContentProps {
  readonly sectionTitle: string;
  readonly logo: NavbarLogoProps;
  readonly links: readonly NavbarLink[];
  /** The signed-in user: the Tech Support form's reply address. */
  readonly user?: ShellUser | null;
  /** The account menu, drawn at the bottom. */
  readonly accountMenu?: ReactNode;
}

/**
 * What the side navigation holds, top to bottom (delivery §2): the logo, the section's
 * name, the links, the Tech Support button and the account menu. The side bar and the
 * narrow screens' drawer both draw it.
 */
export function NavbarContent({ sectionTitle, logo, links, user, accountMenu }: NavbarContentProps) {
  return (
    <div className="learner-nav-content">
      <NavbarLogo {...logo} />
      {sectionTitle ? <p className="learner-nav-title">{sectionTitle}</p> : null}
      <NavbarLinkList links={links} />
      <div className="learner-nav-footer">
        {user ? <TechSupportButton user={user} /> : null}
        {accountMenu}
      </div>
    </div>
  );
}
